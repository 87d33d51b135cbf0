import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount, Badge, Button, DataTable, Pagination, TextField } from '@site/shared';
import type { Downline } from '@site/shared/schemas';
import { useDownlines } from '../api/get-downlines';
import { TransferDialog } from './transfer-dialog';

const PAGE_SIZE = 20;

/** Downline management: direct downlines (drill into an agent's), search through the whole team, transfer. */
export function DownlineManagement() {
  const { t } = useTranslation('agent');
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState<{ search?: string; parent?: string; page: number }>({ page: 1 });
  const [transferTo, setTransferTo] = useState<string | null>(null);
  const q = useDownlines(query);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setQuery({ search: search.trim() || undefined, page: 1 });
  };

  const columns = [
    { key: 'account', header: t('downlines.account') },
    { key: 'level', header: t('downlines.level'), render: (d: Downline) => d.depth },
    {
      key: 'status',
      header: t('downlines.status'),
      render: (d: Downline) => (
        <Badge tone={d.status === 'active' ? 'success' : 'neutral'}>
          {t(`downlines.statuses.${d.status}`)}
        </Badge>
      ),
    },
    {
      key: 'contracts',
      header: t('downlines.contracts'),
      render: (d: Downline) =>
        d.contracts.length === 0
          ? t('downlines.noContract')
          : d.contracts
              .map((c) =>
                t('downlines.contractRate', {
                  kind: t(`kinds.${c.kind}`),
                  rate: (c.topRateBp / 100).toFixed(2),
                  state: t(`states.${c.state}`),
                }),
              )
              .join(', '),
    },
    {
      key: 'balance',
      header: t('downlines.balance'),
      align: 'end' as const,
      render: (d: Downline) => <Amount value={d.balanceMinor} minor />,
    },
    {
      key: 'actions',
      header: t('downlines.actions'),
      render: (d: Downline) => (
        <span className="agent-actions">
          <Button variant="secondary" onClick={() => setTransferTo(d.account)}>
            {t('downlines.transfer')}
          </Button>
          {d.isAgent && d.directCount > 0 ? (
            <Button variant="ghost" onClick={() => setQuery({ parent: d.account, page: 1 })}>
              {t('downlines.viewTeam', { count: d.directCount })}
            </Button>
          ) : null}
        </span>
      ),
    },
  ];

  const totalPages = q.data ? Math.max(1, Math.ceil(q.data.total / PAGE_SIZE)) : 1;
  return (
    <div className="agent-page">
      <form role="search" onSubmit={submit} className="agent-filters">
        <TextField label={t('downlines.search')} value={search} onChange={(e) => setSearch(e.target.value)} />
        <Button type="submit">{t('common.search')}</Button>
        {query.parent || query.search ? (
          <Button type="button" variant="ghost" onClick={() => setQuery({ page: 1 })}>
            {t('downlines.backToDirect')}
          </Button>
        ) : null}
      </form>
      {query.parent ? <p>{t('downlines.teamOf', { account: query.parent })}</p> : null}
      <DataTable
        caption={t('downlines.caption')}
        columns={columns}
        rows={q.data?.items}
        rowKey={(d) => d.account}
        loading={q.isLoading}
        error={q.isError}
        onRetry={() => void q.refetch()}
        emptyMessage={t('downlines.empty')}
      />
      <Pagination
        page={query.page}
        totalPages={totalPages}
        onChange={(page) => setQuery({ ...query, page })}
      />
      {transferTo !== null ? (
        <TransferDialog toAccount={transferTo} onClose={() => setTransferTo(null)} />
      ) : null}
    </div>
  );
}
