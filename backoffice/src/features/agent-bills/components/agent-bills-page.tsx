import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, DataTable, Select } from '@site/shared';
import type { AdminAgentBill } from '@site/shared/schemas/operator';
import { useMe } from '../../../lib/api/get-me';
import { ListFooter } from '../../../lib/components/list-footer';
import { ListToolbar } from '../../../lib/components/list-toolbar';
import { PageHeader } from '../../../lib/components/page-header';
import { useListParams } from '../../../lib/hooks/use-list-params';
import { dateTime, money } from '../../../lib/model/format';
import { PERMISSIONS, can } from '../../../lib/model/permissions';
import { useAgentBills } from '../api/get-agent-bills';
import { BillDecision } from './bill-decision';

const STATES = ['insufficient', 'paid', 'rejected', 'all'];
const TYPES = ['all', 'salary', 'dividend'];
const TONE = { insufficient: 'warning', paid: 'success', rejected: 'danger' } as const;

/** Salary and dividend bills of every upline (docs/back-office.md "Agents"); open ones first in view. */
export function AgentBillsPage() {
  const { t, i18n } = useTranslation('bo');
  const me = useMe();
  const canDecide = can(me.data, PERMISSIONS.agentBillsDecide);
  const { params, update } = useListParams({
    sort: 'createdAt',
    dir: 'desc',
    filters: { state: 'insufficient', type: 'all' },
  });
  const query = {
    state: params.filters.state ?? 'insufficient',
    type: params.filters.type ?? 'all',
    page: params.page,
    pageSize: params.pageSize,
    ...(params.q ? { q: params.q } : {}),
  };
  const bills = useAgentBills(query);
  const [deciding, setDeciding] = useState<{ bill: AdminAgentBill; action: 'pay' | 'reject' } | null>(null);
  const filter = (key: 'state' | 'type', values: string[]) => (
    <Select
      label={t(`agentBills.${key}`)}
      value={query[key]}
      options={values.map((v) => ({ value: v, label: t(`agentBills.${key}s.${v}`) }))}
      onChange={(event) => update({ filters: { [key]: event.target.value } })}
    />
  );
  return (
    <>
      <PageHeader title={t('nav.agentBills')} />
      <ListToolbar params={params} update={update} searchLabel={t('agentBills.search')}>
        {filter('state', STATES)}
        {filter('type', TYPES)}
      </ListToolbar>
      <DataTable<AdminAgentBill>
        caption={t('nav.agentBills')}
        hideCaption
        rows={bills.data?.items ?? []}
        rowKey={(row) => `${row.type}-${row.id}`}
        loading={bills.isPending}
        error={Boolean(bills.error)}
        onRetry={() => void bills.refetch()}
        emptyMessage={t('agentBills.empty')}
        columns={[
          { key: 'type', header: t('agentBills.type'), render: (row) => t(`agentBills.types.${row.type}`) },
          {
            key: 'period',
            header: t('agentBills.period'),
            render: (row) => row.periodKey.split(':')[1]?.slice(0, 10) ?? '',
          },
          { key: 'payer', header: t('agentBills.payer'), render: (row) => row.payerAccount },
          { key: 'member', header: t('agentBills.member'), render: (row) => row.memberAccount },
          {
            key: 'amount',
            header: t('agentBills.amount'),
            align: 'end',
            render: (row) => money(row.amount, row.currency, i18n.language),
          },
          {
            key: 'state',
            header: t('agentBills.state'),
            render: (row) => (
              <>
                <Badge tone={TONE[row.state]}>{t(`agentBills.states.${row.state}`)}</Badge>
                {row.rejectReason ? <span className="bo-muted"> {row.rejectReason}</span> : null}
              </>
            ),
          },
          {
            key: 'created',
            header: t('agentBills.created'),
            render: (row) => dateTime(row.createdAt, i18n.language),
          },
          {
            key: 'actions',
            header: t('common.actions'),
            render: (row) =>
              canDecide && row.state === 'insufficient' ? (
                <div className="bo-actions bo-actions--wrap">
                  <Button
                    onClick={() => setDeciding({ bill: row, action: 'pay' })}
                    aria-label={t('agentBills.payTitle', { id: row.id })}
                  >
                    {t('agentBills.pay')}
                  </Button>
                  <Button
                    variant="secondary"
                    onClick={() => setDeciding({ bill: row, action: 'reject' })}
                    aria-label={t('agentBills.rejectTitle', { id: row.id })}
                  >
                    {t('agentBills.reject')}
                  </Button>
                </div>
              ) : null,
          },
        ]}
      />
      <ListFooter
        total={bills.data?.total ?? 0}
        page={params.page}
        pageSize={params.pageSize}
        onPage={(page) => update({ page })}
      />
      {deciding ? <BillDecision {...deciding} onClose={() => setDeciding(null)} /> : null}
    </>
  );
}
