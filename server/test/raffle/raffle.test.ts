import { createHash, createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { raffleOpenResultSchema, raffleSummarySchema, raffleVerifySchema } from '@site/shared/schemas';
import { openTicket, raffleDay, raffleSummary, verifyTicket } from '../../src/modules/raffle/raffle.service';
import { auditLedger } from '../../src/modules/wallet/ledger-audit';
import { balanceMinor, createPlayer, type TestPlayer } from '../games/games-fixtures';
import { createTestApp } from '../helpers/test-app';
import { HEALTHY } from '../wallet/ledger-helpers';
import {
  adminHeaders,
  bet,
  createRule,
  depositOrder,
  disableAllRules,
  raffleDb,
  ruleBody,
} from './raffle-fixtures';

// Red envelope raffle (docs/promotions.md "Red envelope raffle"); PGlite here, PostgreSQL in CI's second run, and the
// race of one ticket on two processes in raffle-open-race.pg.test.ts.
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());
beforeEach(async () => disableAllRules(app));

const MINUTE = 60_000;
const ago = (ms: number) => new Date(Date.now() - ms);
// The last minute of the site's yesterday (raffle days are Asia/Manila days, not UTC ones).
const yesterday = () => new Date(raffleDay(new Date()).start.getTime() - MINUTE);

/** The read: grants nothing, reports what is claimable. */
const read = async (p: { headers: Record<string, string> }) => {
  const res = await app.inject({ method: 'GET', url: '/wps/raffle', headers: p.headers });
  expect(res.statusCode).toBe(200);
  return raffleSummarySchema.parse(res.json().value);
};
/** The claim (what the red envelope button calls before its dialog): grants what is owed, answers the summary. */
const summary = async (p: { headers: Record<string, string> }) => {
  const res = await app.inject({ method: 'POST', url: '/wps/raffle/claim', headers: p.headers });
  expect(res.statusCode).toBe(200);
  return raffleSummarySchema.parse(res.json().value);
};
const open = (p: { headers: Record<string, string> } | null, ticketId: number) =>
  app.inject({ method: 'POST', url: `/wps/raffle/tickets/${ticketId}/open`, headers: p?.headers ?? {} });
const openBySpecName = (p: { headers: Record<string, string> }, ticketId: number) =>
  app.inject({
    method: 'POST',
    url: '/wps/relay/MCS2_claimRafflePromotion',
    headers: p.headers,
    payload: { ticketId },
  });
const verify = (p: { headers: Record<string, string> }, ticketId: number) =>
  app.inject({ method: 'GET', url: `/wps/raffle/verify?ticketId=${ticketId}`, headers: p.headers });

async function playerWithTickets(rounds: number): Promise<TestPlayer> {
  const p = await createPlayer(app);
  for (let i = 0; i < rounds; i += 1) await bet(app, p, ago(MINUTE + i * 1000));
  return p;
}

test('tickets from settled rounds of the day: one per N, capped; cancelled, open, earlier and others’ rounds do not count', async () => {
  await createRule(app, { kind: 'bet_count', threshold: 2, maxTickets: 3 });
  const p = await playerWithTickets(5);
  const other = await playerWithTickets(8);
  await bet(app, p, ago(MINUTE), { status: 'cancelled' });
  await bet(app, p, ago(MINUTE), { status: 'open' });
  await bet(app, p, yesterday());

  const first = await summary(p);
  expect(first.tickets).toHaveLength(2);
  expect(first.unopened).toBe(2);
  expect(first.rounds).toHaveLength(1);
  expect(first.rounds[0]).toMatchObject({ kind: 'bet_count', threshold: 2, maxTickets: 3, serverSeed: null });
  // Claiming again grants nothing more; more rounds grant up to the cap only.
  expect((await summary(p)).tickets).toHaveLength(2);
  for (let i = 0; i < 4; i += 1) await bet(app, p, ago(MINUTE));
  expect((await summary(p)).tickets).toHaveLength(3);
  expect((await summary(other)).tickets).toHaveLength(3);
});

test('deposit rule: one ticket per paid deposit of at least the minimum', async () => {
  await createRule(app, { kind: 'deposit', threshold: 100, maxTickets: 5 });
  const p = await createPlayer(app);
  await depositOrder(app, p, 150_00, ago(MINUTE));
  await depositOrder(app, p, 100_00, ago(2 * MINUTE));
  await depositOrder(app, p, 99_99, ago(MINUTE));
  await depositOrder(app, p, 500_00, ago(MINUTE), 'pending');
  await depositOrder(app, p, 500_00, yesterday());
  const s = await summary(p);
  expect(s.rounds[0]).toMatchObject({ kind: 'deposit', threshold: 100 });
  expect(s.tickets).toHaveLength(2);
});

test('opening pays the prize once through the ledger; opening again answers the first result', async () => {
  await createRule(app, { threshold: 1, maxTickets: 1, prizes: [{ amount: 8.88, weight: 1 }] });
  const p = await playerWithTickets(1);
  const [ticket] = (await summary(p)).tickets;
  const first = await open(p, ticket!.id);
  expect(first.statusCode).toBe(200);
  expect(raffleOpenResultSchema.parse(first.json().value)).toMatchObject({
    replayed: false,
    ticket: { id: ticket!.id, opened: true, prize: 8.88 },
  });
  expect(await balanceMinor(app, p.memberId)).toBe(888);

  const again = await openBySpecName(p, ticket!.id);
  expect(again.statusCode).toBe(200);
  expect(again.json().value).toMatchObject({ replayed: true, ticket: { prize: 8.88 } });
  expect(await balanceMinor(app, p.memberId)).toBe(888);
  const postings = await app.db
    .selectFrom('wallet_transaction')
    .select(['idempotency_key'])
    .where('kind', '=', 'raffle_prize')
    .where('idempotency_key', '=', `raffle:ticket:${ticket!.id}`)
    .execute();
  expect(postings).toHaveLength(1);
  expect(await summary(p)).toMatchObject({ unopened: 0 });
  expect(await auditLedger(app.db)).toMatchObject(HEALTHY);
});

test('verify: refused while the round runs; after its end the seed matches the commitment and recomputes the ticket', async () => {
  const prizes = [
    { amount: 1, weight: 5 },
    { amount: 2.88, weight: 3 },
    { amount: 88, weight: 1 },
  ];
  await createRule(app, { threshold: 1, maxTickets: 3, prizes });
  const p = await playerWithTickets(3);
  const before = await summary(p);
  const commit = before.rounds[0]!.seedCommit;
  const tickets = before.tickets;
  await open(p, tickets[0]!.id);

  const early = await verify(p, tickets[0]!.id);
  expect(early.statusCode).toBe(409);
  expect(early.json()).toMatchObject({ code: 'RAFFLE_ROUND_NOT_REVEALED', value: { seedCommit: commit } });

  const afterEnd = new Date(Date.parse(before.rounds[0]!.endsAt) + 1000);
  for (const t of tickets) {
    const v = raffleVerifySchema.parse(await verifyTicket(app.db, p.memberId, t.id, afterEnd));
    expect(v).toMatchObject({ ticketId: t.id, seedCommit: commit, commitMatches: true, matches: true });
    expect(createHash('sha256').update(v.serverSeed, 'utf8').digest('hex')).toBe(commit);
    // Recomputed here from the published rule alone: HMAC words, rejection sampling, cumulative weights.
    const total = prizes.reduce((s, x) => s + x.weight, 0);
    const limit = Math.floor(2 ** 32 / total) * total;
    const digest = createHmac('sha256', v.serverSeed).update(`${p.memberId}:${t.id}:0`).digest();
    let roll = -1;
    for (let i = 0; i < 8 && roll < 0; i += 1) {
      const word = digest.readUInt32BE(i * 4);
      if (word < limit) roll = word % total;
    }
    const index = prizes.findIndex((x) => (roll -= x.weight) < 0);
    expect(v.prizeIndex).toBe(index);
    expect(v.prize).toBe(prizes[index]!.amount);
  }
  const opened = await verifyTicket(app.db, p.memberId, tickets[0]!.id, afterEnd);
  const paid = (await summary(p)).tickets.find((t) => t.id === tickets[0]!.id)!.prize;
  expect(opened.paid).toBe(paid);
  expect(opened.prize).toBe(paid);
  // After the end the summary still lists the round of the member's tickets, now with its seed.
  const later = await raffleSummary(app.db, p.memberId, afterEnd);
  const ended = later.rounds.find((r) => r.id === before.rounds[0]!.id);
  expect(ended?.serverSeed).toBe(opened.serverSeed);
});

test('a member cannot open or verify another member’s ticket (same answer as an unknown ticket)', async () => {
  await createRule(app, { threshold: 1, maxTickets: 1 });
  const owner = await playerWithTickets(1);
  const thief = await playerWithTickets(0);
  const [ticket] = (await summary(owner)).tickets;
  for (const res of [
    await open(thief, ticket!.id),
    await openBySpecName(thief, ticket!.id),
    await verify(thief, ticket!.id),
  ]) {
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('RAFFLE_TICKET_NOT_FOUND');
  }
  expect((await open(thief, 999_999_999)).json().code).toBe('RAFFLE_TICKET_NOT_FOUND');
  expect(await balanceMinor(app, thief.memberId)).toBe(0);
  expect((await summary(owner)).unopened).toBe(1);
  await expect(openTicket(app.db, thief.memberId, ticket!.id)).rejects.toMatchObject({
    code: 'RAFFLE_TICKET_NOT_FOUND',
  });
});

test('trial accounts get no tickets and cannot open; visitors are refused; bad ids are validation errors', async () => {
  await createRule(app, { threshold: 1, maxTickets: 2 });
  const trial = await createPlayer(app, { isAgent: 4 });
  await bet(app, trial, ago(MINUTE));
  const s = await read(trial);
  expect(s).toMatchObject({ tickets: [], unopened: 0, claimable: 0 });
  const claimed = await app.inject({ method: 'POST', url: '/wps/raffle/claim', headers: trial.headers });
  expect([claimed.statusCode, claimed.json().code]).toEqual([403, 'REAL_ACCOUNT_REQUIRED']);
  expect(s.rounds).toHaveLength(1);
  const refused = await openBySpecName(trial, 1);
  expect(refused.statusCode).toBe(403);
  expect(refused.json().code).toBe('REAL_ACCOUNT_REQUIRED');
  expect((await open(null, 1)).statusCode).toBe(401);
  expect((await app.inject({ method: 'GET', url: '/wps/raffle' })).statusCode).toBe(401);
  const p = await createPlayer(app);
  expect((await open(p, 0)).json().code).toBe('VALIDATION_FAILED');
  const extra = await app.inject({
    method: 'POST',
    url: '/wps/relay/MCS2_claimRafflePromotion',
    headers: p.headers,
    payload: { ticketId: 1, memberId: 2 },
  });
  expect(extra.json().code).toBe('VALIDATION_FAILED');
});

test('operator calls: token required, payload validated, code unique; a replaced prize table waits for the next round', async () => {
  const url = '/wps/admin/raffle/rules';
  expect((await app.inject({ method: 'GET', url })).json().code).toBe('STAFF_UNAUTHENTICATED');
  const bad = [
    { ...ruleBody(), prizes: [] },
    { ...ruleBody(), prizes: [{ amount: 0, weight: 1 }] },
    { ...ruleBody(), prizes: [{ amount: 1.234, weight: 1 }] },
    { ...ruleBody(), threshold: 1.5 },
    { ...ruleBody(), kind: 'spins' },
    { ...ruleBody(), endAt: '2020-01-01T00:00:00Z' },
    { ...ruleBody(), extra: true },
  ];
  for (const payload of bad) {
    const res = await app.inject({ method: 'POST', url, headers: adminHeaders(app), payload });
    expect(res.json().code).toBe('VALIDATION_FAILED');
  }
  const body = ruleBody({ threshold: 1, maxTickets: 1, prizes: [{ amount: 3, weight: 1 }] });
  const created = await app.inject({ method: 'POST', url, headers: adminHeaders(app), payload: body });
  const id = created.json().value.id as number;
  const dup = await app.inject({ method: 'POST', url, headers: adminHeaders(app), payload: body });
  expect(dup.json().code).toBe('RAFFLE_RULE_CODE_EXISTS');
  const p = await playerWithTickets(1);
  const [ticket] = (await summary(p)).tickets;

  const replaced = await app.inject({
    method: 'PUT',
    url: `${url}/${id}`,
    headers: adminHeaders(app),
    payload: { ...body, prizes: [{ amount: 500, weight: 1 }] },
  });
  expect(replaced.json().value.prizes).toEqual([{ amount: 500, weight: 1 }]);
  expect((await open(p, ticket!.id)).json().value.ticket.prize).toBe(3);
  const missing = await app.inject({
    method: 'PUT',
    url: `${url}/999999`,
    headers: adminHeaders(app),
    payload: ruleBody(),
  });
  expect(missing.json().code).toBe('RAFFLE_RULE_NOT_FOUND');
  const rounds = await raffleDb(app)
    .selectFrom('raffle_round')
    .select('id')
    .where('rule_id', '=', id)
    .execute();
  expect(rounds).toHaveLength(1);
});

test('the read writes nothing: it reports what is claimable; the claim grants it once, however often it is sent', async () => {
  await createRule(app, { threshold: 1, maxTickets: 3 });
  const p = await playerWithTickets(2);
  const tickets = () =>
    raffleDb(app).selectFrom('raffle_ticket').select('id').where('member_id', '=', p.memberId).execute();
  expect(await read(p)).toMatchObject({ tickets: [], unopened: 0, claimable: 2 });
  expect(await read(p)).toMatchObject({ claimable: 2 });
  expect(await tickets()).toHaveLength(0);
  const claims = await Promise.all([summary(p), summary(p), summary(p)]);
  expect(claims.map((c) => c.claimable)).toEqual([0, 0, 0]);
  expect(await tickets()).toHaveLength(2);
  expect(await read(p)).toMatchObject({ unopened: 2, claimable: 0 });
  await bet(app, p, ago(MINUTE));
  expect(await read(p)).toMatchObject({ unopened: 2, claimable: 1 });
});

test('raffle days are the site’s days (Asia/Manila): a round runs from local midnight to local midnight', async () => {
  // 2025-03-12 02:00 in Manila is still 2025-03-11 in UTC.
  const at = new Date('2025-03-11T18:00:00Z');
  expect(raffleDay(at)).toEqual({
    day: '2025-03-12',
    start: new Date('2025-03-11T16:00:00Z'),
    end: new Date('2025-03-12T16:00:00Z'),
  });
  await createRule(app, { threshold: 1, maxTickets: 3, startAt: '2025-01-01T00:00:00Z' });
  const p = await createPlayer(app);
  await bet(app, p, new Date('2025-03-11T16:30:00Z')); // Manila 00:30 on the 12th: counts
  await bet(app, p, new Date('2025-03-11T15:30:00Z')); // Manila 23:30 on the 11th: yesterday's round
  const s = await raffleSummary(app.db, p.memberId, at);
  expect(s.rounds[0]).toMatchObject({
    startsAt: '2025-03-11T16:00:00.000Z',
    endsAt: '2025-03-12T16:00:00.000Z',
  });
  expect(s.claimable).toBe(1);
});
