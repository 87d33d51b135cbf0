import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, DataTable, Select } from '@site/shared';
import { CONTRACT_KINDS, CONTRACT_STATES } from '@site/shared/schemas';
import type { AdminContract } from '@site/shared/schemas/operator';
import { useMe } from '../../../lib/api/get-me';
import { ListFooter } from '../../../lib/components/list-footer';
import { ListToolbar } from '../../../lib/components/list-toolbar';
import { PageHeader } from '../../../lib/components/page-header';
import { useListParams } from '../../../lib/hooks/use-list-params';
import { dateTime } from '../../../lib/model/format';
import { PERMISSIONS, can } from '../../../lib/model/permissions';
import { useAgentContracts } from '../api/get-agent-contracts';
import { STATE_TONE, topRate } from '../model/contract-display';
import { ContractHistoryDialog } from './contract-history-dialog';
import { EndContractDialog } from './end-contract-dialog';

/** `/agent-contracts` (`agents.read`; ending one `agents.manage`): every agent's contracts and their history. */
export function AgentContractsPage() {
  const { t, i18n } = useTranslation('bo');
  const me = useMe();
  const canManage = can(me.data, PERMISSIONS.agentsManage);
  const { params, update } = useListParams({
    sort: 'offeredAt',
    dir: 'desc',
    filters: { kind: 'all', state: 'all' },
  });
  const query = {
    kind: params.filters.kind ?? 'all',
    state: params.filters.state ?? 'all',
    page: params.page,
    pageSize: params.pageSize,
    ...(params.q ? { q: params.q } : {}),
  };
  const contracts = useAgentContracts(query);
  const [open, setOpen] = useState<{ contract: AdminContract; action: 'history' | 'end' } | null>(null);
  const filter = (key: 'kind' | 'state', values: readonly string[]) => (
    <Select
      label={t(`agentContracts.${key}`)}
      value={query[key]}
      options={['all', ...values].map((v) => ({ value: v, label: t(`agentContracts.${key}s.${v}`) }))}
      onChange={(event) => update({ filters: { [key]: event.target.value } })}
    />
  );
  return (
    <>
      <PageHeader title={t('nav.agentContracts')} />
      <p className="bo-muted">{t('agentContracts.explain')}</p>
      <ListToolbar params={params} update={update} searchLabel={t('agentContracts.search')}>
        {filter('kind', CONTRACT_KINDS)}
        {filter('state', CONTRACT_STATES)}
      </ListToolbar>
      <DataTable<AdminContract>
        caption={t('nav.agentContracts')}
        hideCaption
        rows={contracts.data?.items ?? []}
        rowKey={(row) => String(row.id)}
        loading={contracts.isPending}
        error={Boolean(contracts.error)}
        onRetry={() => void contracts.refetch()}
        emptyMessage={t('agentContracts.empty')}
        columns={[
          {
            key: 'contract',
            header: t('agentContracts.id'),
            render: (row) => (
              <>
                <span className="bo-strong">#{row.id}</span>
                <div>
                  {t(`agentContracts.kinds.${row.kind}`)}
                  {row.period
                    ? ` · ${t(`agentContracts.periods.${row.period}`, { defaultValue: row.period })}`
                    : ''}
                </div>
              </>
            ),
          },
          {
            key: 'member',
            header: t('agentContracts.member'),
            render: (row) => (
              <>
                {row.memberAccount}
                <div className="bo-muted">{t('agentContracts.paidBy', { upline: row.uplineAccount })}</div>
              </>
            ),
          },
          { key: 'rate', header: t('agentContracts.topRate'), align: 'end', render: topRate },
          {
            key: 'state',
            header: t('agentContracts.state'),
            render: (row) => (
              <>
                <Badge tone={STATE_TONE[row.state]}>{t(`agentContracts.states.${row.state}`)}</Badge>
                {row.endReason ? (
                  <div className="bo-muted">
                    {t(`agentContracts.reasons.${row.endReason}`, { defaultValue: row.endReason })}
                  </div>
                ) : null}
              </>
            ),
          },
          {
            key: 'offered',
            header: t('agentContracts.offeredAt'),
            render: (row) => dateTime(row.offeredAt, i18n.language),
          },
          {
            key: 'actions',
            header: t('common.actions'),
            render: (row) => (
              <div className="bo-actions bo-actions--wrap">
                <Button
                  variant="secondary"
                  onClick={() => setOpen({ contract: row, action: 'history' })}
                  aria-label={t('agentContracts.historyOf', { id: row.id })}
                >
                  {t('agentContracts.history')}
                </Button>
                {canManage && (row.state === 'accepted' || row.state === 'offered') ? (
                  <Button
                    variant="secondary"
                    onClick={() => setOpen({ contract: row, action: 'end' })}
                    aria-label={t(
                      row.state === 'offered' ? 'agentContracts.withdrawOf' : 'agentContracts.endOf',
                      {
                        id: row.id,
                      },
                    )}
                  >
                    {t(row.state === 'offered' ? 'agentContracts.withdraw' : 'agentContracts.end')}
                  </Button>
                ) : null}
              </div>
            ),
          },
        ]}
      />
      <ListFooter
        total={contracts.data?.total ?? 0}
        page={params.page}
        pageSize={params.pageSize}
        onPage={(page) => update({ page })}
      />
      {open?.action === 'history' ? (
        <ContractHistoryDialog id={open.contract.id} onClose={() => setOpen(null)} />
      ) : null}
      {open?.action === 'end' ? (
        <EndContractDialog contract={open.contract} onClose={() => setOpen(null)} />
      ) : null}
    </>
  );
}
