import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Amount,
  Badge,
  DataTable,
  EmptyState,
  ErrorState,
  Skeleton,
  refreshBalance,
  type BadgeTone,
} from '@site/shared';
import type { LotteryOrder } from '@site/shared/schemas';
import { useMyLotteryOrders } from '../../../lib/api/get-my-lottery-orders';

const TONE: Record<LotteryOrder['status'], BadgeTone> = {
  pending: 'info',
  won: 'success',
  lost: 'neutral',
  refunded: 'warning',
};

function selectionText(s: LotteryOrder['selections'][number]): string {
  const parts = [s.position ? `#${s.position}` : '', (s.numbers ?? []).join(' '), s.option ?? ''];
  return parts.filter(Boolean).join(' ');
}

/** The member's orders for one game: issue, selections, stake, payout and status (refreshed while any is pending). */
export function MyOrders({
  gameCode,
  issueKey,
  loggedIn,
}: {
  gameCode: string;
  issueKey: string;
  loggedIn: boolean;
}) {
  const { t } = useTranslation('lottery');
  const orders = useMyLotteryOrders(gameCode, loggedIn, issueKey);
  // When an order this page saw pending has settled, the header balance follows (through the bus). The memory
  // outlives the query key: when the issue rolls over the key changes and the first answer under the new key may
  // already show the order settled, so it must still count as "seen pending".
  const seenPending = useRef<Set<number>>(new Set());
  useEffect(() => {
    const list = orders.data?.orders;
    if (!list) return;
    const settled = list.some((o) => o.status !== 'pending' && seenPending.current.has(o.orderId));
    for (const o of list) {
      if (o.status === 'pending') seenPending.current.add(o.orderId);
      else seenPending.current.delete(o.orderId);
    }
    if (settled) refreshBalance().catch(() => undefined);
  }, [orders.data]);
  if (!loggedIn) return <EmptyState message={t('board.ordersLogin')} />;
  if (orders.isPending) return <Skeleton height={80} />;
  if (orders.isError)
    return <ErrorState message={t('board.ordersError')} onRetry={() => void orders.refetch()} />;
  if (orders.data.orders.length === 0) return <EmptyState message={t('board.ordersEmpty')} />;
  // The kit's table: on a phone each order is a card (label beside value), so nothing scrolls sideways; the key
  // columns come first — the issue, then how it ended and what it paid, the selections last (they can be long).
  const columns = [
    { key: 'issueNo', header: t('table.issue') },
    {
      key: 'status',
      header: t('table.status'),
      render: (o: LotteryOrder) => <Badge tone={TONE[o.status]}>{t(`status.${o.status}`)}</Badge>,
    },
    {
      key: 'amount',
      header: t('table.stake'),
      align: 'end' as const,
      render: (o: LotteryOrder) => <Amount value={o.amount} />,
    },
    {
      key: 'winAmount',
      header: t('table.payout'),
      align: 'end' as const,
      render: (o: LotteryOrder) => <Amount value={o.winAmount} />,
    },
    {
      key: 'selections',
      header: t('table.selections'),
      render: (o: LotteryOrder) =>
        o.selections.map((sel, i) => (
          <div key={i}>
            {t(`playTypes.${sel.playType}`)} {selectionText(sel)}
          </div>
        )),
    },
  ];
  return (
    <DataTable
      caption={t('board.ordersTitle')}
      hideCaption
      columns={columns}
      rows={orders.data.orders}
      rowKey={(o) => String(o.orderId)}
    />
  );
}
