import type { Db } from '../create-db';
import { RECENT_WINNERS } from './recent-winners';
import { findMemberByAccount, insertMember } from '../../modules/member/member.repository';
import type { MemberLabel } from '../../modules/member/member.table';
import { hashPassword } from '../../modules/member/password-hash';
import {
  ensureAgentAccount,
  ensureMemberAccount,
  postTransaction,
  systemAccount,
} from '../../modules/wallet/ledger.service';

const CURRENCY = 'PHP';
const DAY_MS = 24 * 60 * 60 * 1000;

interface SeedMember {
  account: string;
  password: string;
  nickname: string;
  type: number;
  upline?: string;
  referralCode: string;
  /** The member whose invite code this one registered with (docs/referral.md). */
  referredBy?: string;
  mobile?: { dialingCode: string; national: string };
  email?: string;
  rankLevel?: number;
  clubLabel?: string;
  labels?: MemberLabel[];
  passwordAgeDays?: number;
  /** Opening balance in minor units, funded from the house account through the ledger. */
  fundMinor?: number;
}

/**
 * Demo accounts (docs/decisions.md lists them): demo/Demo1234 with a balance, an agent tree
 * agent1 → agent2 → agent3 → players, expired/Expired123 (password older than the limit),
 * mobile1/Mobile1234 with +63 9171234567 for SMS login and 2FA.
 */
export const SEED_MEMBERS: SeedMember[] = [
  {
    account: 'demo',
    password: 'Demo1234',
    nickname: 'Demo Player',
    type: 0,
    referralCode: 'DEMO0001',
    email: 'demo@example.com',
    rankLevel: 2,
    clubLabel: 'Gold',
    labels: [{ labelName: 'VIP', color: '#ffd54f', color2: '#ff6f00' }],
    fundMinor: 1_000_000,
  },
  {
    account: 'agent1',
    password: 'Agent1234',
    nickname: 'Agent One',
    type: 1,
    referralCode: 'AGENT001',
    fundMinor: 500_000,
  },
  {
    account: 'agent2',
    password: 'Agent1234',
    nickname: 'Agent Two',
    type: 2,
    upline: 'agent1',
    referralCode: 'AGENT002',
    fundMinor: 200_000,
  },
  {
    account: 'agent3',
    password: 'Agent1234',
    nickname: 'Agent Three',
    type: 2,
    upline: 'agent2',
    referralCode: 'AGENT003',
    fundMinor: 100_000,
  },
  {
    account: 'player1',
    password: 'Player1234',
    nickname: 'Player One',
    type: 0,
    upline: 'agent3',
    referralCode: 'PLAYER01',
    referredBy: 'player3',
    fundMinor: 50_000,
  },
  {
    account: 'player2',
    password: 'Player1234',
    nickname: 'Player Two',
    type: 0,
    upline: 'agent3',
    referralCode: 'PLAYER02',
    referredBy: 'player3',
    fundMinor: 20_000,
  },
  {
    account: 'player3',
    password: 'Player1234',
    nickname: 'Player Three',
    type: 0,
    upline: 'agent2',
    referralCode: 'PLAYER03',
  },
  {
    account: 'player4',
    password: 'Player1234',
    nickname: 'Player Four',
    type: 0,
    upline: 'agent1',
    referralCode: 'PLAYER04',
  },
  {
    account: 'expired',
    password: 'Expired123',
    nickname: 'Expired Password',
    type: 0,
    referralCode: 'EXPIRED1',
    passwordAgeDays: 200,
  },
  {
    account: 'mobile1',
    password: 'Mobile1234',
    nickname: 'Mobile Player',
    type: 0,
    referralCode: 'MOBILE01',
    mobile: { dialingCode: '63', national: '9171234567' },
    email: 'mobile1@example.com',
    rankLevel: 5,
    clubLabel: 'Diamond',
    fundMinor: 100_000,
  },
  // The winner board's players (seed/recent-wins.ts): no upline, so no agent's team or report counts them.
  ...RECENT_WINNERS.map((account, i) => ({
    account,
    password: 'Player1234',
    nickname: account,
    type: 0,
    referralCode: `WINNER0${i + 1}`,
    fundMinor: 20_000,
  })),
];

async function seedOne(db: Db, m: SeedMember): Promise<void> {
  const existing = await findMemberByAccount(db, m.account);
  let id = existing?.id;
  if (!id) {
    const upline = m.upline ? await findMemberByAccount(db, m.upline) : undefined;
    id = await insertMember(
      db,
      {
        account: m.account,
        password_hash: await hashPassword(m.password),
        nickname: m.nickname,
        type: m.type,
        upline_id: upline?.id ?? null,
        mobile: m.mobile?.national ?? null,
        country_dialing_code: m.mobile?.dialingCode ?? null,
        email: m.email ?? null,
        currency: CURRENCY,
        rank_level: m.rankLevel ?? 0,
        club_label: m.clubLabel ?? 'Bronze',
        member_labels: m.labels ?? [],
        referral_code: m.referralCode,
        password_changed_at: new Date(Date.now() - (m.passwordAgeDays ?? 0) * DAY_MS),
      },
      upline?.path ?? null,
    );
  }
  const account = await ensureMemberAccount(db, id, CURRENCY);
  if (m.type !== 0) await ensureAgentAccount(db, id, CURRENCY);
  if (m.fundMinor) {
    const house = await systemAccount(db, 'house', CURRENCY);
    // The idempotency key makes re-seeding a no-op for money as well.
    await postTransaction(db, {
      idempotencyKey: `seed:opening-balance:${m.account}`,
      kind: 'adjustment',
      legs: [
        { accountId: house.id, amountMinor: -m.fundMinor },
        { accountId: account.id, amountMinor: m.fundMinor },
      ],
      metadata: { reason: 'seed opening balance' },
    });
  }
}

/** In order: uplines before their downlines; invitations after everyone exists (a referrer may come later). */
export async function seedMembers(db: Db): Promise<number> {
  for (const m of SEED_MEMBERS) await seedOne(db, m);
  for (const m of SEED_MEMBERS.filter((x) => x.referredBy)) {
    const referrer = await findMemberByAccount(db, m.referredBy!);
    await db
      .updateTable('member')
      .set({ referred_by: referrer!.id })
      .where('account', '=', m.account)
      .where('referred_by', 'is', null)
      .execute();
  }
  return SEED_MEMBERS.length;
}
