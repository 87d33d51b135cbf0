import { fetchParsed } from '@site/shared';
import {
  lotteryMenuResultSchema,
  lotteryMyOrdersResultSchema,
  lotteryPlaceOrderResultSchema,
  lotteryResultsResultSchema,
  lotteryVerifyResultSchema,
  type LotteryMenuResult,
  type LotteryPlaceOrderBody,
} from '@site/shared/schemas';

// The lottery calls (docs/lottery.md "Calls"), each answer parsed by the shared schemas. Every answer carries the
// server's time; the menu also records when it arrived and how long the round trip took, so countdowns run on the
// server clock (panel-rules serverNow), never on the device's. Tests mock this module.

export type LotteryGroup = 'VN_SOUTH' | 'VN_CENTRAL' | 'VN_NORTH' | 'KENO' | 'FAST';

export interface ClockSample {
  serverTime: string;
  receivedAt: number;
  roundTripMs: number;
}

export type TimedMenu = LotteryMenuResult & ClockSample;

export async function fetchLotteryMenu(group?: LotteryGroup): Promise<TimedMenu> {
  const sentAt = Date.now();
  const menu = await fetchParsed(lotteryMenuResultSchema, {
    method: 'GET',
    url: '/lgw/lottery/games',
    params: group ? { group } : {},
  });
  const receivedAt = Date.now();
  return { ...menu, receivedAt, roundTripMs: receivedAt - sentAt };
}

export function fetchLotteryResults(gameCode: string, limit = 20) {
  return fetchParsed(lotteryResultsResultSchema, {
    method: 'GET',
    url: '/lgw/lottery/results',
    params: { gameCode, limit },
  });
}

export function fetchLotteryVerify(gameCode: string, issueNo: string) {
  return fetchParsed(lotteryVerifyResultSchema, {
    method: 'GET',
    url: '/lgw/lottery/verify',
    params: { gameCode, issueNo },
  });
}

export function fetchMyLotteryOrders(gameCode: string | undefined, pageNo = 1, pageSize = 20) {
  return fetchParsed(lotteryMyOrdersResultSchema, {
    method: 'GET',
    url: '/lgw/lottery/orders',
    params: { ...(gameCode ? { gameCode } : {}), pageNo, pageSize },
  });
}

export function placeLotteryOrder(body: LotteryPlaceOrderBody) {
  return fetchParsed(lotteryPlaceOrderResultSchema, {
    method: 'POST',
    url: '/lgw/lottery/orders',
    data: body,
  });
}
