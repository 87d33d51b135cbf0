import { useTranslation } from 'react-i18next';
import { ApiError, Button, EmptyState, ErrorState, Skeleton, formatDateTime, showToast } from '@site/shared';
import type { ContractKind } from '@site/shared/schemas';
import { useDismissContractRequest } from '../api/dismiss-contract-request';
import { useContractRequests } from '../api/get-contract-requests';

/**
 * As the direct upline: my downlines' open requests for this kind. "Make an offer" opens the offer form for that
 * downline (the offer closes the request on the server); "Dismiss" closes it without one.
 */
export function ReceivedRequests({
  kind,
  onOffer,
}: {
  kind: ContractKind;
  onOffer: (account: string) => void;
}) {
  const { t, i18n } = useTranslation('agent');
  const q = useContractRequests();
  const dismiss = useDismissContractRequest();
  if (q.isLoading) return <Skeleton />;
  if (q.isError) return <ErrorState message={t('request.loadFailed')} onRetry={() => void q.refetch()} />;
  const rows = (q.data?.received ?? []).filter((r) => r.kind === kind);
  return (
    <section aria-labelledby={`requests-${kind}`}>
      <h3 id={`requests-${kind}`}>{t('request.received')}</h3>
      {rows.length === 0 ? <EmptyState message={t('request.none')} /> : null}
      <ul className="agent-requests">
        {rows.map((r) => (
          <li key={r.id} className="agent-contract">
            <p>
              <strong>{t('request.from', { account: r.memberAccount })}</strong>{' '}
              <time dateTime={r.createdAt}>{formatDateTime(r.createdAt, i18n.language)}</time>
            </p>
            {r.note ? <blockquote>{r.note}</blockquote> : null}
            <div className="agent-actions">
              <Button onClick={() => onOffer(r.memberAccount)}>{t('request.offer')}</Button>
              <Button
                variant="secondary"
                busy={dismiss.isPending && dismiss.variables === r.id}
                onClick={() =>
                  dismiss.mutate(r.id, {
                    onSuccess: () =>
                      showToast({
                        tone: 'info',
                        message: t('request.dismissed', { account: r.memberAccount }),
                      }),
                    onError: (err) =>
                      showToast({
                        tone: 'danger',
                        message:
                          err instanceof ApiError
                            ? t(`errors:${err.code}`, { defaultValue: err.message })
                            : t('request.failed'),
                      }),
                  })
                }
              >
                {t('request.dismiss', { account: r.memberAccount })}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
