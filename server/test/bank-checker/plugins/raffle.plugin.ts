import type { Kysely } from 'kysely';
import type { Database } from '../../../src/db/database';
import type { RaffleTables } from '../../../src/modules/raffle/raffle.table';
import { settledBet } from '../../rebate/rebate-fixtures';
import type {
  BankAnswer,
  BankBurst,
  BankContext,
  BankModel,
  BankOperation,
  BankPlugin,
} from '../bank-checker';
import { createMemberWithSession, walletBalanceMinor } from '../fixtures';
import { CHECKER_SECRETS } from '../two-servers';

/**
 * Red envelope tickets (docs/promotions.md "Red envelope raffle") opened by impatient members: every ticket is opened
 * several times at once on both processes, then late retries. Each copy is its own identity (the first opener answers
 * `replayed: false`, the others `replayed: true`); the model groups them by ticket and trusts only the answers: each
 * ticket pays exactly one prize, every copy names the same prize, and the balance is the funding plus the prizes.
 */
interface Member {
  id: number;
  token: string;
  fundMinor: number;
  tickets: number[];
}

interface OpenAnswer {
  value?: { replayed: boolean; ticket: { id: number; prize: number | null } };
  code?: string;
}

const PRIZES = [
  { amount: 1.88, weight: 3 },
  { amount: 8.88, weight: 2 },
  { amount: 88.88, weight: 1 },
];

export function rafflePlugin(options: { members?: number } = {}): BankPlugin {
  const memberCount = options.members ?? 6;
  const members: Member[] = [];
  const copyTicket = new Map<string, { member: Member; ticketId: number }>();
  let copies = 0;

  const op = (member: Member, ticketId: number): BankOperation => {
    copies += 1;
    const identity = `raffle:${member.id}:${ticketId}:${copies}`;
    copyTicket.set(identity, { member, ticketId });
    return { identity, send: (url) => sendOpen(url, member.token, ticketId) };
  };
  const raffleDb = (ctx: BankContext) => (ctx.db as Kysely<Database>).withTables<RaffleTables>();

  return {
    name: 'raffle',
    async setup(ctx: BankContext) {
      const { db, rng, urls } = ctx;
      const stamp = Date.now() % 100000;
      const rule = await fetch(`${urls[0]}/wps/admin/raffle/rules`, {
        method: 'POST',
        headers: { 'x-admin-token': CHECKER_SECRETS.ADMIN_TOKEN, 'content-type': 'application/json' },
        body: JSON.stringify({
          code: `BANK${stamp}`,
          title: `Bank checker raffle ${stamp}`,
          kind: 'bet_count',
          threshold: 1,
          maxTickets: 4,
          prizes: PRIZES,
          startAt: new Date(Date.now() - 86_400_000).toISOString(),
          endAt: null,
        }),
      });
      if (rule.status !== 200) throw new Error(`raffle rule not created: ${await rule.text()}`);
      for (let i = 0; i < memberCount; i += 1) {
        const account = `raf${stamp}m${i}`;
        const fundMinor = rng.int(0, 3) * 1_000_00;
        const { id, token } = await createMemberWithSession(db, {
          account,
          referralCode: `RAF${i}X${stamp}`,
          fundMinor,
        });
        for (let b = 0; b < rng.int(1, 4); b += 1) {
          await settledBet(
            db,
            { memberId: id, account },
            'SLOT',
            rng.int(10, 100) * 100,
            new Date(Date.now() - 60_000 - b),
          );
        }
        // Tickets are granted by the claim call (the read only counts them).
        const read = await fetch(`${urls[rng.int(0, urls.length - 1)]}/wps/raffle/claim`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
        });
        if (read.status !== 200) throw new Error(`raffle summary: ${await read.text()}`);
        const rows = await raffleDb(ctx)
          .selectFrom('raffle_ticket')
          .select('id')
          .where('member_id', '=', id)
          .where('opened_at', 'is', null)
          .execute();
        if (rows.length === 0) throw new Error(`member ${id} was granted no raffle ticket`);
        members.push({ id, token, fundMinor, tickets: rows.map((r) => Number(r.id)) });
      }
    },

    lanes({ rng }: BankContext): BankBurst[][] {
      return members.map((member) => {
        const first = member.tickets.flatMap((t) =>
          Array.from({ length: rng.int(2, 4) }, () => op(member, t)),
        );
        const retries = Array.from({ length: 3 }, () => op(member, rng.pick(member.tickets)));
        return [rng.shuffle(first), retries];
      });
    },

    model(answers: ReadonlyMap<string, BankAnswer[]>): BankModel {
      const violations: string[] = [];
      const byTicket = new Map<number, { member: Member; prizes: Set<number | null>; fresh: number }>();
      for (const [identity, list] of answers) {
        const copy = copyTicket.get(identity);
        if (!copy) continue;
        const entry = byTicket.get(copy.ticketId) ?? { member: copy.member, prizes: new Set(), fresh: 0 };
        byTicket.set(copy.ticketId, entry);
        for (const answer of list) {
          const body = answer.body as OpenAnswer;
          if (answer.http !== 200 || !body.value) {
            violations.push(`${identity}: refused with ${body.code ?? answer.http}`);
            continue;
          }
          if (body.value.ticket.id !== copy.ticketId)
            violations.push(`${identity}: answered ticket ${body.value.ticket.id}`);
          entry.prizes.add(body.value.ticket.prize);
          if (!body.value.replayed) entry.fresh += 1;
        }
      }
      const expected = new Map<number, number>();
      for (const member of members) expected.set(member.id, member.fundMinor);
      for (const member of members) {
        for (const ticketId of member.tickets) {
          const entry = byTicket.get(ticketId);
          if (!entry) {
            violations.push(`ticket ${ticketId}: never opened`);
            continue;
          }
          if (entry.fresh !== 1) violations.push(`ticket ${ticketId}: opened fresh ${entry.fresh} times`);
          if (entry.prizes.size !== 1)
            violations.push(`ticket ${ticketId}: copies answered prizes ${[...entry.prizes].join(', ')}`);
          const prize = [...entry.prizes][0];
          if (prize === null || prize === undefined || !PRIZES.some((p) => p.amount === prize)) {
            violations.push(`ticket ${ticketId}: prize ${prize} is not one of the rule's`);
            continue;
          }
          expected.set(member.id, expected.get(member.id)! + Math.round(prize * 100));
        }
      }
      return { expectedBalanceMinor: expected, violations };
    },

    apiBalanceMinor: (memberId, url) =>
      walletBalanceMinor(url, members.find((m) => m.id === memberId)!.token),

    async check({ db }: BankContext) {
      const tickets = members.flatMap((m) => m.tickets);
      const rows = await db
        .selectFrom('wallet_transaction')
        .select('idempotency_key')
        .where('kind', '=', 'raffle_prize')
        .where(
          'idempotency_key',
          'in',
          tickets.map((t) => `raffle:ticket:${t}`),
        )
        .execute();
      const out: string[] = [];
      for (const t of tickets) {
        const n = rows.filter((r) => r.idempotency_key === `raffle:ticket:${t}`).length;
        if (n !== 1) out.push(`ticket ${t}: ${n} ledger postings`);
      }
      return out;
    },
  };
}

async function sendOpen(
  url: string,
  token: string,
  ticketId: number,
): Promise<{ http: number; body: unknown }> {
  const res = await fetch(`${url}/wps/raffle/tickets/${ticketId}/open`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  const text = await res.text();
  try {
    return { http: res.status, body: JSON.parse(text) as unknown };
  } catch {
    return { http: res.status, body: text };
  }
}
