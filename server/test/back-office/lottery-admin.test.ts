import type { FastifyInstance } from 'fastify';
import {
  lotteryAdminGameListSchema,
  lotteryAdminIssueDetailSchema,
  lotteryAdminIssuePageSchema,
  lotteryIssueActionResultSchema,
} from '@site/shared/schemas/operator';
import { createTestApp } from '../helpers/test-app';
import { call } from '../helpers/accounts';
import { staffSession } from '../helpers/staff';
import { fund } from '../wallet/ledger-helpers';
import { ensureMemberAccount, getBalance } from '../../src/modules/wallet/ledger.service';
import { drawDue, ensureIssues, settleDue } from '../../src/modules/lottery/lottery.service';
import { placeOrder } from '../../src/modules/lottery/lottery-orders.service';

/**
 * The back office's lottery desk (docs/back-office.md "Running the site"): issues with state, commit-reveal and
 * settlement; cancel refunds every pending order once through the ledger and a second cancel is refused with a
 * stable code; a re-run of settlement pays nothing twice. Validation 400, a role without the permission 403, the
 * audit row with its reason.
 */
const T0 = new Date('2026-11-23T03:00:10Z'); // KENO_1M issue 20261123-0601 on sale (docs/lottery.md "Issues")
const GAME = 'KENO_1M';
const [A, B, C] = ['20261123-0601', '20261123-0602', '20261123-0603'];
const MEMBERS = [4201, 4202];

describe('lottery desk', () => {
  let app: FastifyInstance;
  let owner: { cookie: string };
  let support: { cookie: string };
  let marketing: { cookie: string };
  const accounts: number[] = [];

  const order = (member: number, clientKey: string, issueNo: string, at: Date) =>
    placeOrder(
      app.db,
      {
        memberId: member,
        memberAccount: `lotto${member}`,
        currency: 'PHP',
        gameCode: GAME,
        issueNo,
        clientKey,
        selections: [
          { playType: 'KENO_BIG_SMALL', option: 'BIG', stakeMinor: 1_000 },
          { playType: 'KENO_ODD_EVEN', option: 'ODD', stakeMinor: 700 },
        ],
      },
      at,
    );
  const get = (url: string, headers: Record<string, string> = owner) =>
    call(app, { method: 'GET', url, headers });
  const act = (
    issueNo: string,
    what: 'cancel' | 'settle',
    payload: object,
    headers: Record<string, string> = owner,
  ) =>
    call(app, {
      method: 'POST',
      url: `/wps/admin/lottery/issues/${GAME}/${issueNo}/${what}`,
      headers,
      payload,
    });
  const balances = async () => Promise.all(accounts.map((id) => getBalance(app.db, id)));
  /** Every ledger movement there is: a second payment of anything would change it. */
  const ledgerTotals = async () => {
    const row = await app.db
      .selectFrom('wallet_entry')
      .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.sum<string>('amount_minor').as('net')])
      .where('amount_minor', '>', 0)
      .executeTakeFirstOrThrow();
    return { entries: Number(row.n), credited: Number(row.net) };
  };
  const auditRows = (action: string, issueNo: string) =>
    app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', action)
      .where('entity_id', '=', `${GAME}:${issueNo}`)
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    app = await createTestApp();
    await ensureIssues(app.db, T0);
    for (const member of MEMBERS) {
      const account = await ensureMemberAccount(app.db, member, 'PHP');
      await fund(app.db, account.id, 100_000, `lottery-desk-fund-${member}`);
      accounts.push(account.id);
    }
    owner = (await staffSession(app, 'owner')).headers;
    support = (await staffSession(app, 'support')).headers;
    marketing = (await staffSession(app, 'marketing')).headers;
    // A: ordered, drawn and settled by the engine.
    await order(MEMBERS[0]!, 'a-1', A, T0);
    await drawDue(app.db, new Date('2026-11-23T03:01:00Z'));
    await settleDue(app.db, new Date('2026-11-23T03:01:05Z'));
  }, 120_000);
  afterAll(async () => {
    await app.close();
  });

  it('lists games with schedules and issues with state, settlement and a verified commit-reveal', async () => {
    const games = lotteryAdminGameListSchema.parse((await get('/wps/admin/lottery/games')).body.value);
    expect(games.games.find((g) => g.gameCode === GAME)).toMatchObject({
      schedule: { kind: 'interval', cadenceSeconds: 60 },
      lockSeconds: 30,
    });
    const page = lotteryAdminIssuePageSchema.parse(
      (await get(`/wps/admin/lottery/issues?gameCode=${GAME}&state=settled`)).body.value,
    );
    expect(page.items.find((i) => i.issueNo === A)).toMatchObject({
      state: 'settled',
      settlement: 'done',
      orders: { count: 1, pending: 0, stake: 17 },
    });
    const detail = lotteryAdminIssueDetailSchema.parse(
      (await get(`/wps/admin/lottery/issues/${GAME}/${A}`)).body.value,
    );
    expect(detail.fairness).toEqual({ commitMatches: true, outcomeMatches: true });
    expect(detail.issue.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(detail.ledger.wins.amount).toBe(detail.issue.orders.paid);
    expect(detail.orders).toEqual([expect.objectContaining({ account: `lotto${MEMBERS[0]}`, stake: 17 })]);
    // Not drawn yet: the seed stays secret, nothing to verify.
    const later = lotteryAdminIssueDetailSchema.parse(
      (await get(`/wps/admin/lottery/issues/${GAME}/${C}`)).body.value,
    );
    expect([later.issue.serverSeed, later.fairness.commitMatches]).toEqual([null, null]);
  });

  it('refuses bad filters (400), unknown issues (404) and roles without the permission (403)', async () => {
    expect((await get('/wps/admin/lottery/issues?state=lost')).status).toBe(400);
    expect((await get('/wps/admin/lottery/issues?pageSize=1000')).status).toBe(400);
    expect((await get(`/wps/admin/lottery/issues/${GAME}/nope`)).status).toBe(400);
    const unknown = await get(`/wps/admin/lottery/issues/${GAME}/20991231-0001`);
    expect([unknown.status, unknown.body.code]).toEqual([404, 'LOTTERY_ISSUE_NOT_FOUND']);
    expect((await get('/wps/admin/lottery/issues', marketing)).status).toBe(403);
    expect((await get('/wps/admin/lottery/issues', support)).status).toBe(200);
    expect((await act(B, 'cancel', { reason: 'draw feed down' }, support)).status).toBe(403);
    expect((await act(B, 'settle', { reason: 'stuck' }, support)).status).toBe(403);
    expect((await act(B, 'cancel', {})).status).toBe(400);
    expect((await act(B, 'cancel', { reason: 'x' })).status).toBe(400);
    expect(await auditRows('lottery.cancel', B)).toHaveLength(0);
  });

  it('cancels an issue: every pending order refunded once through the ledger; a second cancel is 409', async () => {
    const before = await balances();
    await order(MEMBERS[0]!, 'b-1', B, new Date('2026-11-23T03:01:10Z'));
    await order(MEMBERS[1]!, 'b-2', B, new Date('2026-11-23T03:01:12Z'));
    expect(await balances()).toEqual(before.map((b) => b - 1_700));
    const done = await act(B, 'cancel', { reason: 'draw feed down, refunding' });
    expect(done.status).toBe(200);
    const result = lotteryIssueActionResultSchema.parse(done.body.value);
    expect(result).toMatchObject({
      settledNow: 2,
      issue: { state: 'voided', settlement: 'done', orders: { refunded: 2, pending: 0, paid: 34 } },
    });
    expect(await balances()).toEqual(before);
    const refunds = await app.db
      .selectFrom('wallet_transaction')
      .select('idempotency_key')
      .where('kind', '=', 'lottery-refund')
      .execute();
    expect(refunds).toHaveLength(2);

    const totals = await ledgerTotals();
    const again = await act(B, 'cancel', { reason: 'clicked twice' });
    expect([again.status, again.body.code, again.body.value]).toEqual([
      409,
      'LOTTERY_ISSUE_STATE_INVALID',
      { status: 'voided' },
    ]);
    // The engine's own settlement and a re-run find nothing left to refund.
    await settleDue(app.db, new Date('2026-11-23T03:02:00Z'));
    expect((await act(B, 'settle', { reason: 'check' })).body.value.settledNow).toBe(0);
    expect(await ledgerTotals()).toEqual(totals);
    expect(await balances()).toEqual(before);
    // A drawn issue the engine settled is not cancelled either.
    expect((await act(A, 'cancel', { reason: 'too late' })).body).toMatchObject({
      code: 'LOTTERY_ISSUE_STATE_INVALID',
      value: { status: 'settled' },
    });

    const rows = await auditRows('lottery.cancel', B);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reason: 'draw feed down, refunding', entity: 'lottery_issue' });
    expect(rows[0]!.after).toMatchObject({ status: 'voided', refundedOrders: 2 });
  });

  it('re-runs settlement exactly once: run twice, the ledger totals are the same after the second run', async () => {
    await order(MEMBERS[0]!, 'c-1', C, new Date('2026-11-23T03:02:10Z'));
    await order(MEMBERS[1]!, 'c-2', C, new Date('2026-11-23T03:02:12Z'));
    expect((await act(C, 'settle', { reason: 'not drawn yet' })).body).toMatchObject({
      code: 'LOTTERY_ISSUE_STATE_INVALID',
      value: { status: 'open' },
    });
    await drawDue(app.db, new Date('2026-11-23T03:03:00Z'));
    const first = await act(C, 'settle', { reason: 'settlement job stuck' });
    expect(first.status).toBe(200);
    expect(lotteryIssueActionResultSchema.parse(first.body.value)).toMatchObject({
      settledNow: 2,
      issue: { state: 'settled', settlement: 'done', orders: { pending: 0 } },
    });
    const [totals, paid] = [await ledgerTotals(), await balances()];
    const second = await act(C, 'settle', { reason: 'once more' });
    expect(second.body.value).toMatchObject({ settledNow: 0, issue: { state: 'settled' } });
    await settleDue(app.db, new Date('2026-11-23T03:03:10Z'));
    expect(await ledgerTotals()).toEqual(totals);
    expect(await balances()).toEqual(paid);
    const detail = lotteryAdminIssueDetailSchema.parse(
      (await get(`/wps/admin/lottery/issues/${GAME}/${C}`)).body.value,
    );
    expect(detail.ledger.wins.amount).toBe(detail.issue.orders.paid);
    expect(detail.ledger.wins.count).toBe(detail.issue.orders.won);
    const rows = await auditRows('lottery.settle', C);
    expect(rows.map((r) => [r.reason, (r.after as { settledOrders: number }).settledOrders])).toEqual([
      ['settlement job stuck', 2],
      ['once more', 0],
    ]);
  });
});
