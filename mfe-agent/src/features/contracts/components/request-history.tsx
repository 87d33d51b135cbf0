import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, EmptyState, ErrorState, Pagination, Skeleton, formatDateTime } from '@site/shared';
import type { ContractKind } from '@site/shared/schemas';
import { REQUEST_HISTORY_PAGE_SIZE, useContractRequestHistory } from '../api/get-contract-request-history';

/**
 * Closed requests of this kind on both sides of me — the ones I sent my upline and the ones my downlines sent me —
 * with what became of each (dismissed, or answered by an offer) and when, a page at a time. Without it a request
 * simply vanished from the lists once closed.
 */
export function RequestHistory({ kind }: { kind: ContractKind }) {
  const { t, i18n } = useTranslation('agent');
  const [page, setPage] = useState(1);
  const q = useContractRequestHistory(kind, page);
  const heading = <h3 id={`request-history-${kind}`}>{t('request.history')}</h3>;
  if (q.isLoading) return <Skeleton />;
  if (q.isError)
    return (
      <section aria-labelledby={`request-history-${kind}`}>
        {heading}
        <ErrorState message={t('request.historyFailed')} onRetry={() => void q.refetch()} />
      </section>
    );
  const data = q.data!;
  return (
    <section aria-labelledby={`request-history-${kind}`} aria-busy={q.isFetching || undefined}>
      {heading}
      {data.items.length === 0 ? <EmptyState message={t('request.historyNone')} /> : null}
      <ul className="agent-requests">
        {data.items.map((r) => (
          <li key={r.id} className="agent-contract">
            <p>
              <strong>
                {r.direction === 'sent'
                  ? t('request.historySent', { account: r.uplineAccount })
                  : t('request.historyReceived', { account: r.memberAccount })}
              </strong>{' '}
              <Badge tone={r.state === 'answered' ? 'success' : 'neutral'}>
                {t(`request.historyStates.${r.state}`)}
              </Badge>
            </p>
            <p className="agent-hint">
              {r.closedAt ? (
                <time dateTime={r.closedAt}>
                  {t('request.closedOn', { date: formatDateTime(r.closedAt, i18n.language) })}
                </time>
              ) : null}
            </p>
            {r.note ? <blockquote>{r.note}</blockquote> : null}
          </li>
        ))}
      </ul>
      {data.total > REQUEST_HISTORY_PAGE_SIZE ? (
        <Pagination
          page={page}
          totalPages={Math.ceil(data.total / REQUEST_HISTORY_PAGE_SIZE)}
          onChange={setPage}
          busy={q.isFetching}
        />
      ) : null}
    </section>
  );
}
