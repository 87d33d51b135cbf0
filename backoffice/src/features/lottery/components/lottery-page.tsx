import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DataTable, Select } from '@site/shared';
import { LOTTERY_ISSUE_STATES, type LotteryAdminIssue } from '@site/shared/schemas/operator';
import { ListFooter } from '../../../lib/components/list-footer';
import { PageHeader } from '../../../lib/components/page-header';
import { useListParams } from '../../../lib/hooks/use-list-params';
import { dateTime } from '../../../lib/model/format';
import { useLotteryGames } from '../api/get-lottery-games';
import { useLotteryIssues } from '../api/get-lottery-issues';
import { amount } from '../model/amount';
import { outcomeText } from '../model/outcome-text';
import { GamesCard } from './games-card';
import { IssueStateBadge, SettlementBadge } from './state-badge';

/** The lottery desk (docs/back-office.md "Running the site"): games, then issues of a game and state. */
export function LotteryPage() {
  const { t, i18n } = useTranslation('bo');
  const { params, update } = useListParams({
    sort: 'drawAt',
    dir: 'desc',
    pageSize: 20,
    filters: { gameCode: '', state: 'all' },
  });
  const query = {
    state: params.filters.state || 'all',
    page: params.page,
    pageSize: params.pageSize,
    ...(params.filters.gameCode ? { gameCode: params.filters.gameCode } : {}),
  };
  const games = useLotteryGames();
  const issues = useLotteryIssues(query);
  const names = new Map((games.data?.games ?? []).map((g) => [g.gameCode, g.name]));
  return (
    <>
      <PageHeader title={t('nav.lottery')} />
      <div className="bo-stack">
        <GamesCard
          games={games.data?.games ?? []}
          loading={games.isPending}
          error={Boolean(games.error)}
          onRetry={() => void games.refetch()}
        />
        <section className="bo-card" aria-labelledby="lottery-issues-title">
          <h2 id="lottery-issues-title">{t('lottery.issuesTitle')}</h2>
          <div className="bo-toolbar">
            <Select
              label={t('lottery.game')}
              value={params.filters.gameCode ?? ''}
              options={[
                { value: '', label: t('lottery.allGames') },
                ...(games.data?.games ?? []).map((g) => ({
                  value: g.gameCode,
                  label: `${g.name} (${g.gameCode})`,
                })),
              ]}
              onChange={(e) => update({ filters: { gameCode: e.target.value } })}
            />
            <Select
              label={t('lottery.state')}
              value={query.state}
              options={['all', ...LOTTERY_ISSUE_STATES].map((s) => ({
                value: s,
                label: t(`lottery.states.${s}`),
              }))}
              onChange={(e) => update({ filters: { state: e.target.value } })}
            />
          </div>
          <DataTable<LotteryAdminIssue>
            caption={t('lottery.issuesTitle')}
            hideCaption
            rows={issues.data?.items ?? []}
            rowKey={(row) => `${row.gameCode}-${row.issueNo}`}
            loading={issues.isPending}
            error={Boolean(issues.error)}
            onRetry={() => void issues.refetch()}
            emptyMessage={t('lottery.noIssues')}
            columns={[
              {
                key: 'issue',
                header: t('lottery.issue'),
                // The game under the issue number, not a column of its own: nine columns overflowed 1024 px.
                render: (row) => (
                  <>
                    <Link
                      to={`/lottery/${row.gameCode}/${row.issueNo}`}
                      aria-label={t('lottery.openIssue', {
                        game: names.get(row.gameCode) ?? row.gameCode,
                        issue: row.issueNo,
                      })}
                    >
                      {row.issueNo}
                    </Link>
                    <span className="bo-muted bo-sub">{names.get(row.gameCode) ?? row.gameCode}</span>
                  </>
                ),
              },
              {
                key: 'state',
                header: t('lottery.state'),
                render: (row) => <IssueStateBadge state={row.state} />,
              },
              {
                key: 'draw',
                header: t('lottery.drawAt'),
                render: (row) => dateTime(row.drawAt, i18n.language),
              },
              {
                key: 'result',
                header: t('lottery.result'),
                render: (row) => outcomeText(row.outcome, 5),
              },
              { key: 'orders', header: t('lottery.orders'), align: 'end', render: (row) => row.orders.count },
              {
                key: 'stake',
                header: t('lottery.stake'),
                align: 'end',
                render: (row) => amount(row.orders.stake, i18n.language),
              },
              {
                key: 'paid',
                header: t('lottery.paid'),
                align: 'end',
                render: (row) => amount(row.orders.paid, i18n.language),
              },
              {
                key: 'settlement',
                header: t('lottery.settlement'),
                render: (row) => <SettlementBadge settlement={row.settlement} />,
              },
            ]}
          />
          <ListFooter
            total={issues.data?.total ?? 0}
            page={params.page}
            pageSize={params.pageSize}
            onPage={(page) => update({ page })}
          />
        </section>
      </div>
    </>
  );
}
