import type { FastifyInstance } from 'fastify';
import { auditLedger } from '../../src/modules/wallet/ledger-audit';
import { balanceMinor, createPlayer } from '../games/games-fixtures';
import { twoAppsOnOnePostgres } from '../helpers/two-apps';
import { HEALTHY } from '../wallet/ledger-helpers';
import { bet, createRule, raffleDb } from './raffle-fixtures';

// PostgreSQL only: opens of the same tickets stormed at two app instances (two pools: two server processes as far
// as the database can tell), through both call names, after grants raced the same way. Each ticket pays once; every
// other copy answers the same prize with `replayed: true`, none a 5xx; the ledger stays balanced.
const apps = twoAppsOnOnePostgres();

test('3 members × 2 tickets, each opened 6 times over both processes at once: paid once each', async () => {
  const [left, right] = [apps.left(), apps.right()];
  await createRule(left, { threshold: 1, maxTickets: 2, prizes: [{ amount: 2.88, weight: 1 }] });
  const members = await Promise.all([0, 1, 2].map(() => createPlayer(left)));
  for (const m of members) {
    await bet(left, m, new Date(Date.now() - 60_000));
    await bet(left, m, new Date(Date.now() - 61_000));
  }
  // Claims racing on both processes still give each member exactly two tickets.
  const reads = await Promise.all(
    members.flatMap((m) =>
      [left, right, left, right].map((app) =>
        app.inject({ method: 'POST', url: '/wps/raffle/claim', headers: m.headers }),
      ),
    ),
  );
  expect(reads.map((r) => r.statusCode).filter((s) => s !== 200)).toEqual([]);
  const tickets = await raffleDb(left).selectFrom('raffle_ticket').select(['id', 'member_id']).execute();
  expect(tickets).toHaveLength(6);

  const copies = tickets.flatMap((t) =>
    [left, right, left, right, left, right].map((app, i) => ({
      app,
      member: members.find((m) => m.memberId === Number(t.member_id))!,
      ticketId: Number(t.id),
      relay: i % 2 === 0,
    })),
  );
  copies.sort(() => Math.random() - 0.5);
  const answers = await Promise.all(
    copies.map(({ app, member, ticketId, relay }) =>
      (app as FastifyInstance)
        .inject(
          relay
            ? {
                method: 'POST',
                url: '/wps/relay/MCS2_claimRafflePromotion',
                headers: member.headers,
                payload: { ticketId },
              }
            : { method: 'POST', url: `/wps/raffle/tickets/${ticketId}/open`, headers: member.headers },
        )
        .then((res) => ({ ticketId, status: res.statusCode, body: res.json() })),
    ),
  );
  expect(answers.filter((a) => a.status !== 200)).toEqual([]);
  for (const t of tickets) {
    const mine = answers.filter((a) => a.ticketId === Number(t.id));
    expect(mine.filter((a) => a.body.value.replayed === false)).toHaveLength(1);
    expect(mine.every((a) => a.body.value.ticket.prize === 2.88)).toBe(true);
  }
  for (const m of members) expect(await balanceMinor(left, m.memberId)).toBe(576);
  const postings = await left.db
    .selectFrom('wallet_transaction')
    .select('id')
    .where('kind', '=', 'raffle_prize')
    .execute();
  expect(postings).toHaveLength(6);
  expect(await auditLedger(left.db)).toMatchObject(HEALTHY);
});
