import { useTranslation } from 'react-i18next';
import { DataTable } from '@site/shared';
import type { RunningBreak } from '@site/shared/schemas/operator';
import { useMe } from '../../../lib/api/get-me';
import { PageHeader } from '../../../lib/components/page-header';
import { dateTime } from '../../../lib/model/format';
import { PERMISSIONS, can } from '../../../lib/model/permissions';
import { useAbuseEvents } from '../api/get-abuse-events';
import { useRunningBreaks } from '../api/get-running-breaks';
import { ImposeBreakForm } from './impose-break-form';
import { MemberLimitsCard } from './member-limits-card';
import './risk-care.css';

type Alert = { id: number; kind: string; key: string; createdAt: string };

/** Abuse alerts and responsible-gaming breaks (docs/back-office.md "Running the site"). */
export function RiskCarePage() {
  const { t, i18n } = useTranslation('bo');
  const me = useMe();
  const canAbuse = can(me.data, PERMISSIONS.abuseRead);
  const abuse = useAbuseEvents(canAbuse);
  const breaks = useRunningBreaks();
  return (
    <>
      <PageHeader title={t('nav.riskCare')} />
      <div className="bo-stack">
        <MemberLimitsCard />
        {can(me.data, PERMISSIONS.rgManage) ? <ImposeBreakForm /> : null}
        <section className="bo-card" aria-labelledby="breaks-title">
          <h2 id="breaks-title">{t('riskCare.breaksTitle')}</h2>
          <DataTable<RunningBreak>
            caption={t('riskCare.breaksTitle')}
            hideCaption
            rows={breaks.data ?? []}
            rowKey={(row) => `${row.memberId}-${row.startsAt}`}
            loading={breaks.isPending}
            error={Boolean(breaks.error)}
            onRetry={() => void breaks.refetch()}
            emptyMessage={t('riskCare.noBreaks')}
            columns={[
              { key: 'account', header: t('riskCare.account'), render: (row) => row.account },
              { key: 'kind', header: t('riskCare.kind'), render: (row) => t(`riskCare.kinds.${row.kind}`) },
              {
                key: 'ends',
                header: t('riskCare.ends'),
                render: (row) => dateTime(row.endsAt, i18n.language),
              },
              {
                key: 'by',
                header: t('riskCare.by'),
                render: (row) => row.imposedBy ?? t('riskCare.byMember'),
              },
              { key: 'reason', header: t('common.reason'), render: (row) => row.reason ?? '—' },
            ]}
          />
        </section>
        {canAbuse ? (
          <section className="bo-card" aria-labelledby="abuse-title">
            <h2 id="abuse-title">{t('riskCare.abuseTitle')}</h2>
            <DataTable<Alert>
              caption={t('riskCare.abuseTitle')}
              hideCaption
              rows={abuse.data ?? []}
              rowKey={(row) => String(row.id)}
              loading={abuse.isPending}
              error={Boolean(abuse.error)}
              onRetry={() => void abuse.refetch()}
              emptyMessage={t('riskCare.noAbuse')}
              columns={[
                {
                  key: 'at',
                  header: t('riskCare.at'),
                  render: (row) => dateTime(row.createdAt, i18n.language),
                },
                {
                  key: 'kind',
                  header: t('riskCare.alertKind'),
                  render: (row) =>
                    t(`riskCare.alertKinds.${row.kind.replace(/^alert:/, '')}`, { defaultValue: row.kind }),
                },
                { key: 'key', header: t('riskCare.source'), render: (row) => row.key },
              ]}
            />
          </section>
        ) : null}
      </div>
    </>
  );
}
