import {
  lotteryMenuGameSchema,
  lotteryIssueSchema,
  lotteryOrderSchema,
  type LotteryIssue,
  type LotteryMenuGame,
  type LotteryOrder,
} from '@site/shared/schemas';
import type { TimedMenu } from '../lib/api/get-lottery-menu';

// Fixtures parsed at definition by the schemas the client parses real answers with: a drifted fixture fails here.

export function makeIssue(patch: Partial<LotteryIssue> = {}): LotteryIssue {
  return lotteryIssueSchema.parse({
    gameCode: 'KENO_1M',
    issueNo: '20261123-0001',
    openAt: '2020-01-01T00:00:00.000Z',
    closeAt: '2026-11-23T10:00:30.000Z',
    drawAt: '2026-11-23T10:01:00.000Z',
    status: 'open',
    seedCommit: 'a'.repeat(64),
    serverSeed: null,
    outcome: null,
    ...patch,
  });
}

export function makeMenuGame(patch: Partial<LotteryMenuGame> = {}): LotteryMenuGame {
  return lotteryMenuGameSchema.parse({
    gameCode: 'KENO_1M',
    name: 'Keno 1 min',
    group: 'KENO',
    vendor: 'GPI',
    timeZone: 'Asia/Ho_Chi_Minh',
    weekdays: [1, 2, 3, 4, 5, 6, 7],
    digits: 0,
    playTypes: [
      { code: 'KENO_PICK1', oddsMilli: null, paytable: { '1': 3600 } },
      { code: 'KENO_PICK2', oddsMilli: null, paytable: { '2': 15000 } },
      { code: 'KENO_BIG_SMALL', oddsMilli: 1950, paytable: null },
    ],
    current: makeIssue(),
    last: null,
    ...patch,
  });
}

/** A menu whose server clock is `serverMs` (deliberately not the device clock in tests). */
export function makeMenu(games: LotteryMenuGame[], serverMs: number): TimedMenu {
  return { serverTime: new Date(serverMs).toISOString(), games, receivedAt: Date.now(), roundTripMs: 0 };
}

export function makeOrder(patch: Partial<LotteryOrder> = {}): LotteryOrder {
  return lotteryOrderSchema.parse({
    orderId: 1,
    clientKey: 'key-00000001',
    gameCode: 'KENO_1M',
    issueNo: '20261123-0001',
    selections: [{ playType: 'KENO_PICK1', numbers: [7], amount: 10 }],
    currency: 'PHP',
    amount: 10,
    winAmount: 0,
    status: 'pending',
    createdAt: '2026-11-23T10:00:10.000Z',
    settledAt: null,
    ...patch,
  });
}
