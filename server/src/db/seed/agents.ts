import type { ContractKind, ContractTier, DividendPeriod } from '@site/shared/schemas';
import type { Db } from '../create-db';
import { periodContaining } from '../../modules/agent/settlement-periods';
import { hashPassword } from '../../modules/member/password-hash';
import {
  findWithdrawalPassword,
  upsertWithdrawalPassword,
} from '../../modules/withdrawals/withdrawals.repository';
import { ensureMemberAccount, postTransaction, systemAccount } from '../../modules/wallet/ledger.service';

/**
 * Agent centre demo data (docs/agents.md "Seed"): contracts of every kind along agent1 → agent2 → agent3, a week of
 * settled bets for player1-4 so team figures and salaries have real numbers, and a few deposits through the ledger.
 * Idempotent: contracts are only added where none is open, bets by unique transaction id, deposits by ledger key.
 * Salary bills are not seeded: the salary jobs settle the last finished period when the server starts. The monthly
 * dividend agent1 → agent2 is accepted on the 1st of the previous month, one round per player is played then, so
 * the dividend job bills that finished month on the first start with real figures.
 */

const DAY_MS = 86_400_000;
const tiers = (...rates: number[]): ContractTier[] =>
  rates.map((rateBp, i) => ({
    rateBp,
    validBetMinor: i * 100_000,
    lossMinor: 0,
    activeMembers: i === 0 ? 1 : 2,
  }));

const CONTRACTS: Array<{
  upline: string;
  member: string;
  kind: ContractKind;
  period?: DividendPeriod;
  tiers: ContractTier[];
  state: 'accepted' | 'offered';
  /** Accepted on the 1st of the previous month (site zone) instead of 10 days ago. */
  sinceLastMonth?: true;
}> = [
  {
    upline: 'agent1',
    member: 'agent2',
    kind: 'DAILY_SALARY',
    tiers: tiers(100, 150, 200),
    state: 'accepted',
  },
  { upline: 'agent2', member: 'agent3', kind: 'DAILY_SALARY', tiers: tiers(80, 120, 150), state: 'accepted' },
  { upline: 'agent1', member: 'agent2', kind: 'HOURLY_SALARY', tiers: tiers(50, 80), state: 'accepted' },
  { upline: 'agent2', member: 'agent3', kind: 'HOURLY_SALARY', tiers: tiers(40, 60), state: 'offered' },
  { upline: 'agent1', member: 'agent2', kind: 'REALTIME_SALARY', tiers: tiers(20), state: 'accepted' },
  {
    upline: 'agent1',
    member: 'agent2',
    kind: 'DIVIDEND',
    period: 'MONTHLY',
    tiers: tiers(1000, 2000),
    state: 'accepted',
    sinceLastMonth: true, // its first period, last month, has finished: billed on the first start
  },
  {
    upline: 'agent2',
    member: 'agent3',
    kind: 'DIVIDEND',
    period: 'MONTHLY',
    tiers: tiers(800, 1500),
    state: 'offered',
  },
];

/** Daily play per player: [bet, win] in minor units, for each of the last 7 days. */
const PLAY: Record<string, [number, number]> = {
  player1: [120_000, 90_000],
  player2: [60_000, 75_000],
  player3: [80_000, 20_000],
  player4: [40_000, 0],
};

/** The demo agents' withdrawal PIN (README demo accounts): a transfer to a downline asks for it. */
export const AGENT_WITHDRAWAL_PIN = '135790';
const PIN_AGENTS = ['agent1', 'agent2', 'agent3'];

const DEPOSITS: Record<string, number> = { player1: 30_000, player3: 50_000, player4: 20_000 };

export async function seedAgents(
  db: Db,
  now: Date = new Date(),
): Promise<{ contracts: number; bets: number }> {
  const rows = await db.selectFrom('member').select(['id', 'account', 'currency']).execute();
  const byAccount = new Map(rows.map((r) => [r.account, r]));
  if (!byAccount.has('agent1')) return { contracts: 0, bets: 0 };
  for (const account of PIN_AGENTS) {
    const agent = byAccount.get(account);
    // Set once: a re-seed must not undo a PIN the tester changed in the member centre.
    if (agent && !(await findWithdrawalPassword(db, agent.id)))
      await upsertWithdrawalPassword(db, agent.id, await hashPassword(AGENT_WITHDRAWAL_PIN));
  }
  const thisMonth = periodContaining('MONTHLY', now).start;
  const lastMonth = periodContaining('MONTHLY', new Date(thisMonth.getTime() - 1)).start;
  let contracts = 0;
  for (const c of CONTRACTS) {
    const at = c.sinceLastMonth
      ? new Date(lastMonth.getTime() + 3_600_000)
      : new Date(now.getTime() - 10 * DAY_MS);
    const upline = byAccount.get(c.upline)!;
    const member = byAccount.get(c.member)!;
    const open = await db
      .selectFrom('agent_contract')
      .select('id')
      .where('member_id', '=', member.id)
      .where('kind', '=', c.kind)
      .where('state', 'in', ['offered', 'accepted'])
      .executeTakeFirst();
    if (open) continue;
    const row = await db
      .insertInto('agent_contract')
      .values({
        kind: c.kind,
        period: c.period ?? null,
        upline_id: upline.id,
        member_id: member.id,
        tiers: JSON.stringify(c.tiers),
        state: c.state,
        offered_at: at,
        decided_at: c.state === 'accepted' ? at : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Its history as the agent centre would have written it (docs/back-office.md "Agents: contracts…").
    await db
      .insertInto('agent_contract_event')
      .values([
        { contract_id: row.id, to_state: 'offered', actor: `agent:${c.upline}`, created_at: at },
        ...(c.state === 'accepted'
          ? [
              {
                contract_id: row.id,
                from_state: 'offered' as const,
                to_state: 'accepted' as const,
                actor: `agent:${c.member}`,
                created_at: at,
              },
            ]
          : []),
      ])
      .execute();
    contracts += 1;
  }

  // One week of play, once: a later re-seed must not add another week.
  const seeded = await db
    .selectFrom('bet_record')
    .select('id')
    .where('bet_transaction_id', 'like', 'seed-agent-%')
    .limit(1)
    .executeTakeFirst();
  const bets = [];
  // One round each on the 10th of the previous month (site zone), for the monthly dividend's finished period.
  const dividendRoundAt = new Date(lastMonth.getTime() + 9 * DAY_MS + 12 * 3_600_000);
  for (const [account, [bet, win]] of seeded ? [] : Object.entries(PLAY)) {
    const m = byAccount.get(account)!;
    bets.push({
      vendor: 'DEMO',
      round_id: `seed-${account}-dividend`,
      bet_transaction_id: `seed-agent-${account}-dividend`,
      member_id: m.id,
      member_account: account,
      game_id: 'PG-RNG-0002',
      game_type: 'RNG',
      currency: m.currency,
      bet_minor: bet,
      valid_bet_minor: bet,
      win_minor: win,
      status: 'settled',
      created_at: dividendRoundAt,
      settled_at: dividendRoundAt,
    });
  }
  for (const [account, [bet, win]] of seeded ? [] : Object.entries(PLAY)) {
    const m = byAccount.get(account)!;
    for (let day = 0; day < 7; day += 1) {
      // Two rounds a day, an hour apart, before `now`.
      for (const round of [0, 1]) {
        const at = new Date(now.getTime() - day * DAY_MS - (round + 1) * 3_600_000);
        const stamp = at.toISOString().slice(0, 10);
        bets.push({
          vendor: 'DEMO',
          round_id: `seed-${account}-${stamp}-${round}`,
          bet_transaction_id: `seed-agent-${account}-${stamp}-${round}`,
          member_id: m.id,
          member_account: account,
          // Catalogue games (the demo vendor's paid slot, a fishing game), so the team's records read as games.
          game_id: round ? 'PG-RNG-0002' : 'JILIF-FISH-0001',
          game_type: round ? 'RNG' : 'FISH',
          currency: m.currency,
          bet_minor: bet / 2,
          valid_bet_minor: bet / 2,
          win_minor: win / 2,
          status: 'settled',
          created_at: at,
          settled_at: at,
        });
      }
    }
  }
  const inserted =
    bets.length === 0
      ? []
      : await db
          .insertInto('bet_record')
          .values(bets)
          .onConflict((oc) => oc.columns(['vendor', 'bet_transaction_id']).doNothing())
          .returning('id')
          .execute();

  for (const [account, amount] of Object.entries(DEPOSITS)) {
    const m = byAccount.get(account)!;
    const outside = await systemAccount(db, 'outside-world', m.currency);
    const wallet = await ensureMemberAccount(db, m.id, m.currency);
    await postTransaction(db, {
      idempotencyKey: `seed:agent-deposit:${account}`,
      kind: 'deposit',
      legs: [
        { accountId: outside.id, amountMinor: -amount },
        { accountId: wallet.id, amountMinor: amount },
      ],
      metadata: { seed: true },
    });
  }
  return { contracts, bets: inserted.length };
}
