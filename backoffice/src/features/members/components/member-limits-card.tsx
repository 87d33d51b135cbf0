import { useTranslation } from 'react-i18next';
import { DataTable, ErrorState, Skeleton } from '@site/shared';
import type { ResponsibleGamingOperatorView } from '@site/shared/schemas';
import { dateTime, money } from '../../../lib/model/format';
import { errorText } from '../../../lib/model/error-text';
import { useMemberLimits } from '../api/get-member-limits';

type Break = ResponsibleGamingOperatorView['breaks'][number];

/**
 * The member's responsible-gaming settings, read-only: deposit limits (in force, used, a raise waiting its 24 hours)
 * and breaks from play, the running one first (docs/responsible-gaming.md).
 */
export function MemberLimitsCard({ memberId, account }: { memberId: number; account: string }) {
  const { t, i18n } = useTranslation('bo');
  const limits = useMemberLimits(memberId, account, true);
  const lang = i18n.language;
  if (limits.error)
    return <ErrorState message={errorText(t, limits.error)} onRetry={() => void limits.refetch()} />;
  if (!limits.data) return <Skeleton height={160} />;
  const { settings, breaks } = limits.data;
  const cur = settings.currency;
  return (
    <section className="bo-card" aria-labelledby="limits-title">
      <h2 id="limits-title">{t('limits.title')}</h2>
      <dl className="bo-figures">
        {settings.limits.map((limit) => (
          <div key={limit.period} className="bo-figure">
            <dt>{t(`limits.periods.${limit.period}`)}</dt>
            <dd>{limit.amount === null ? t('limits.none') : money(limit.amount, cur, lang)}</dd>
            <dd className="bo-muted bo-small">
              {t('limits.used', { amount: money(limit.used, cur, lang) })}
            </dd>
            {limit.pending ? (
              <dd className="bo-muted bo-small">
                {t('limits.pending', {
                  amount:
                    limit.pending.amount === null ? t('limits.none') : money(limit.pending.amount, cur, lang),
                  time: dateTime(limit.pending.effectiveAt, lang),
                })}
              </dd>
            ) : null}
          </div>
        ))}
      </dl>
      <DataTable<Break>
        caption={t('limits.breaks')}
        rows={breaks}
        rowKey={(row) => `${row.kind}-${row.startsAt}`}
        emptyMessage={t('limits.noBreaks')}
        columns={[
          { key: 'kind', header: t('limits.kind'), render: (row) => t(`limits.kinds.${row.kind}`) },
          { key: 'startsAt', header: t('limits.from'), render: (row) => dateTime(row.startsAt, lang) },
          { key: 'endsAt', header: t('limits.until'), render: (row) => dateTime(row.endsAt, lang) },
          {
            key: 'running',
            header: t('members.state'),
            render: (row) => (row.running ? t('limits.running') : t('members.ended')),
          },
          {
            key: 'imposedBy',
            header: t('limits.imposedBy'),
            render: (row) => row.imposedBy ?? t('limits.byMember'),
          },
          { key: 'reason', header: t('limits.reason'), render: (row) => row.reason ?? '—' },
        ]}
      />
    </section>
  );
}
