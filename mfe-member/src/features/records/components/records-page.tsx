import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount, DataTable, Pagination, formatDateTime } from '@site/shared';
import type { AccountRecord, BetRecord } from '@site/shared/schemas';
import { errorMessage } from '../../../lib/error-message';
import { accountRecordsQuery } from '../api/get-account-records';
import { betRecordsQuery } from '../api/get-bet-records';
import { type RecordsPreset } from '../../../lib/api/member-keys';
import { gameTypeKey } from '../model/game-types';
import { PresetTabs } from './preset-tabs';

const PAGE_SIZE = 20;

/** The range and page both record pages browse by: a new range starts again at page 1. */
function useRangeAndPage() {
  const [preset, setPreset] = useState<RecordsPreset>('last7');
  const [page, setPage] = useState(1);
  const choosePreset = (next: RecordsPreset) => {
    setPreset(next);
    setPage(1);
  };
  return { preset, page, setPage, choosePreset };
}

function RecordsPagination({
  page,
  total,
  busy,
  onChange,
}: {
  page: number;
  total: number | undefined;
  busy: boolean;
  onChange: (page: number) => void;
}) {
  return (
    <Pagination
      page={page}
      totalPages={Math.max(1, Math.ceil((total ?? 0) / PAGE_SIZE))}
      onChange={onChange}
      busy={busy}
    />
  );
}

/** transactionHistory: every ledger movement of mine with its kind, by preset, paged, with totals. */
export function AccountRecordsPage() {
  const { t, i18n } = useTranslation('member');
  const { preset, page, setPage, choosePreset } = useRangeAndPage();
  const query = useQuery({ ...accountRecordsQuery(preset, page), placeholderData: keepPreviousData });
  const data = query.data;
  return (
    <div className="member-records">
      <PresetTabs value={preset} onChange={choosePreset} />
      <DataTable<AccountRecord>
        caption={t('overlay.pages.transactionHistory')}
        hideCaption
        columns={[
          {
            key: 'createdAt',
            header: t('records.date'),
            render: (r) => formatDateTime(r.createdAt, i18n.language),
          },
          {
            key: 'kind',
            header: t('records.kind'),
            render: (r) => t(`records.kinds.${r.kind}`, { defaultValue: r.kind }),
          },
          {
            key: 'amount',
            header: t('records.amount'),
            align: 'end',
            render: (r) => <Amount value={r.amount} signed />,
          },
          {
            key: 'balanceAfter',
            header: t('records.balanceAfter'),
            align: 'end',
            render: (r) => <Amount value={r.balanceAfter} />,
          },
        ]}
        rows={data?.rows}
        rowKey={(r) => String(r.id)}
        loading={query.isPending}
        error={query.isError ? errorMessage(t, query.error) : undefined}
        onRetry={() => void query.refetch()}
        emptyMessage={t('records.empty')}
        totals={
          data
            ? {
                createdAt: t('records.totals'),
                amount: (
                  <span>
                    <Amount value={data.totals.credit} signed /> / <Amount value={data.totals.debit} signed />
                  </span>
                ),
              }
            : undefined
        }
      />
      <RecordsPagination page={page} total={data?.total} busy={query.isFetching} onChange={setPage} />
    </div>
  );
}

/** personalHistoryCopy: my betting records from the games tables, by preset, paged, with totals. */
export function BetRecordsPage() {
  const { t, i18n } = useTranslation('member');
  const categoryName = (gameType: string) => t(`profit.types.${gameTypeKey(gameType)}`);
  const { preset, page, setPage, choosePreset } = useRangeAndPage();
  const query = useQuery({ ...betRecordsQuery(preset, page), placeholderData: keepPreviousData });
  const data = query.data;
  return (
    <div className="member-records">
      <PresetTabs value={preset} onChange={choosePreset} />
      <DataTable<BetRecord>
        caption={t('overlay.pages.personalHistoryCopy')}
        hideCaption
        columns={[
          {
            key: 'createdAt',
            header: t('records.date'),
            render: (r) => formatDateTime(r.createdAt, i18n.language),
          },
          {
            key: 'game',
            header: t('records.game'),
            // Names from the catalogue; the lottery, and a game no longer listed, are named by their category.
            render: (r) => (
              <span className="member-records__game">
                <span>{r.gameName ?? categoryName(r.gameType)}</span>
                <span className="member-records__vendor">
                  {r.vendorName ?? (r.gameName ? categoryName(r.gameType) : null)}
                </span>
              </span>
            ),
          },
          { key: 'bet', header: t('records.bet'), align: 'end', render: (r) => <Amount value={r.bet} /> },
          {
            key: 'validBet',
            header: t('records.validBet'),
            align: 'end',
            render: (r) => <Amount value={r.validBet} />,
          },
          { key: 'win', header: t('records.win'), align: 'end', render: (r) => <Amount value={r.win} /> },
        ]}
        rows={data?.rows}
        rowKey={(r) => String(r.id)}
        loading={query.isPending}
        error={query.isError ? errorMessage(t, query.error) : undefined}
        onRetry={() => void query.refetch()}
        emptyMessage={t('records.empty')}
        totals={
          data
            ? {
                createdAt: t('records.totals'),
                bet: <Amount value={data.totals.bet} />,
                validBet: <Amount value={data.totals.validBet} />,
                win: <Amount value={data.totals.win} />,
              }
            : undefined
        }
      />
      <RecordsPagination page={page} total={data?.total} busy={query.isFetching} onChange={setPage} />
    </div>
  );
}
