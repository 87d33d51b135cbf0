import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { DataTable, ErrorState, Spinner } from '@site/shared';
import type { LotteryAdminIssueDetail } from '@site/shared/schemas/operator';
import { useMe } from '../../../lib/api/get-me';
import { PageHeader } from '../../../lib/components/page-header';
import { errorText } from '../../../lib/model/error-text';
import { dateTime } from '../../../lib/model/format';
import { PERMISSIONS, can } from '../../../lib/model/permissions';
import { useLotteryGames } from '../api/get-lottery-games';
import { useLotteryIssue } from '../api/get-lottery-issue';
import { amount } from '../model/amount';
import { outcomeText } from '../model/outcome-text';
import { CommitReveal } from './commit-reveal';
import { IssueActions } from './issue-actions';
import { IssueStateBadge, SettlementBadge } from './state-badge';

type Order = LotteryAdminIssueDetail['orders'][number];

/** One issue: state and times, the commit-reveal record, settlement against the ledger, its orders, the levers. */
export function IssuePage() {
  const { t, i18n } = useTranslation('bo');
  const { gameCode = '', issueNo = '' } = useParams();
  const me = useMe();
  const detail = useLotteryIssue(gameCode, issueNo);
  const games = useLotteryGames();
  const name = games.data?.games.find((g) => g.gameCode === gameCode)?.name;
  const title = t('lottery.issueTitle', { game: name ? `${name} (${gameCode})` : gameCode, issue: issueNo });
  const back = <Link to="/lottery">{t('lottery.back')}</Link>;
  if (detail.isPending) return <Spinner />;
  if (detail.error)
    return (
      <>
        <PageHeader title={title}>{back}</PageHeader>
        <ErrorState message={errorText(t, detail.error)} onRetry={() => void detail.refetch()} />
      </>
    );
  const { issue, ledger, orders } = detail.data;
  const fact = (label: string, value: ReactNode) => (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <>
      <PageHeader title={title}>{back}</PageHeader>
      <div className="bo-stack">
        <section className="bo-card" aria-labelledby="issue-facts-title">
          <h2 id="issue-facts-title">{t('lottery.issueFacts')}</h2>
          <dl className="bo-facts">
            {fact(t('lottery.state'), <IssueStateBadge state={issue.state} />)}
            {fact(t('lottery.openAt'), dateTime(issue.openAt, i18n.language))}
            {fact(t('lottery.closeAt'), dateTime(issue.closeAt, i18n.language))}
            {fact(t('lottery.drawAt'), dateTime(issue.drawAt, i18n.language))}
            {fact(t('lottery.drawnAt'), dateTime(issue.drawnAt, i18n.language))}
            {fact(t('lottery.settledAt'), dateTime(issue.settledAt, i18n.language))}
          </dl>
          <p>
            <strong>{t('lottery.result')}:</strong>{' '}
            <span className="bo-break">{outcomeText(issue.outcome)}</span>
          </p>
        </section>
        <CommitReveal detail={detail.data} />
        <section className="bo-card" aria-labelledby="settlement-title">
          <h2 id="settlement-title">
            {t('lottery.settlement')} <SettlementBadge settlement={issue.settlement} />
          </h2>
          <dl className="bo-facts">
            {fact(t('lottery.orders'), issue.orders.count)}
            {fact(t('lottery.pending'), issue.orders.pending)}
            {fact(t('lottery.won'), issue.orders.won)}
            {fact(t('lottery.lost'), issue.orders.lost)}
            {fact(t('lottery.refunded'), issue.orders.refunded)}
            {fact(t('lottery.stake'), amount(issue.orders.stake, i18n.language))}
            {fact(t('lottery.paid'), amount(issue.orders.paid, i18n.language))}
            {fact(
              t('lottery.ledgerWins'),
              t('lottery.ledgerLine', {
                count: ledger.wins.count,
                amount: amount(ledger.wins.amount, i18n.language),
              }),
            )}
            {fact(
              t('lottery.ledgerRefunds'),
              t('lottery.ledgerLine', {
                count: ledger.refunds.count,
                amount: amount(ledger.refunds.amount, i18n.language),
              }),
            )}
          </dl>
        </section>
        {can(me.data, PERMISSIONS.lotteryManage) ? <IssueActions issue={issue} /> : null}
        <section className="bo-card" aria-labelledby="issue-orders-title">
          <h2 id="issue-orders-title">{t('lottery.ordersTitle')}</h2>
          <DataTable<Order>
            caption={t('lottery.ordersTitle')}
            hideCaption
            rows={orders}
            rowKey={(o) => String(o.orderId)}
            emptyMessage={t('lottery.noOrders')}
            columns={[
              { key: 'id', header: t('lottery.order'), render: (o) => o.orderId },
              { key: 'account', header: t('lottery.member'), render: (o) => o.account },
              {
                key: 'stake',
                header: t('lottery.stake'),
                align: 'end',
                render: (o) => amount(o.stake, i18n.language),
              },
              {
                key: 'win',
                header: t('lottery.win'),
                align: 'end',
                render: (o) => amount(o.win, i18n.language),
              },
              {
                key: 'status',
                header: t('lottery.orderStatus'),
                render: (o) => t(`lottery.orderStatuses.${o.status}`, { defaultValue: o.status }),
              },
            ]}
          />
        </section>
      </div>
    </>
  );
}
