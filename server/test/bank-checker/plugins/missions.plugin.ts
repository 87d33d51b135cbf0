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
 * Mission claims (docs/promotions.md "Missions and leaderboard") from members who completed a daily and a weekly
 * mission: each claim is sent several times at once to both processes, then late retries. Every copy is its own
 * identity (one is paid, the others answer `MISSION_ALREADY_CLAIMED`); the model trusts only the answers: exactly one
 * payment per member, mission and period, for the mission's reward, and the balance is the funding plus the rewards.
 */
interface Member {
  id: number;
  token: string;
  fundMinor: number;
}

interface Mission {
  id: number;
  rewardMinor: number;
}

interface ClaimAnswer {
  value?: { missionId: number; periodKey: string; reward: number };
  code?: string;
}

export function missionsPlugin(options: { members?: number } = {}): BankPlugin {
  const memberCount = options.members ?? 8;
  const members: Member[] = [];
  const missions: Mission[] = [];
  const copyOf = new Map<string, { member: Member; mission: Mission }>();
  let copies = 0;

  const op = (member: Member, mission: Mission): BankOperation => {
    copies += 1;
    const identity = `mission:${member.id}:${mission.id}:${copies}`;
    copyOf.set(identity, { member, mission });
    return { identity, send: (url) => sendClaim(url, member.token, mission.id) };
  };

  return {
    name: 'missions',
    allowedHttp: [200, 409],
    async setup({ db, rng, urls }: BankContext) {
      const stamp = Date.now() % 100000;
      for (const [i, m] of [
        { period: 'daily', kind: 'valid_bet', target: 100, reward: 5.55 },
        { period: 'weekly', kind: 'valid_bet', target: 150, reward: 12.34 },
      ].entries()) {
        const res = await fetch(`${urls[0]}/wps/admin/missions`, {
          method: 'POST',
          headers: { 'x-admin-token': CHECKER_SECRETS.ADMIN_TOKEN, 'content-type': 'application/json' },
          body: JSON.stringify({
            code: `BANK${stamp}-${i}`,
            title: `Bank checker mission ${stamp}-${i}`,
            ...m,
            startAt: new Date(Date.now() - 60 * 86_400_000).toISOString(),
            endAt: null,
            enabled: true,
          }),
        });
        const text = await res.text();
        if (res.status !== 200) throw new Error(`mission not created: ${text}`);
        const id = (JSON.parse(text) as { value: { id: number } }).value.id;
        missions.push({ id, rewardMinor: Math.round(m.reward * 100) });
      }
      for (let i = 0; i < memberCount; i += 1) {
        const account = `mis${stamp}m${i}`;
        const fundMinor = rng.int(0, 3) * 1_000_00;
        const { id, token } = await createMemberWithSession(db, {
          account,
          referralCode: `MIS${i}X${stamp}`,
          fundMinor,
        });
        for (let b = 0; b < rng.int(2, 4); b += 1) {
          await settledBet(
            db,
            { memberId: id, account },
            'SLOT',
            rng.int(100, 200) * 100,
            new Date(Date.now() - 60_000 - b),
          );
        }
        members.push({ id, token, fundMinor });
      }
    },

    lanes({ rng }: BankContext): BankBurst[][] {
      return members.map((member) => {
        const first = missions.flatMap((mission) =>
          Array.from({ length: rng.int(2, 4) }, () => op(member, mission)),
        );
        const retries = Array.from({ length: 3 }, () => op(member, rng.pick(missions)));
        return [rng.shuffle(first), retries];
      });
    },

    model(answers: ReadonlyMap<string, BankAnswer[]>): BankModel {
      const violations: string[] = [];
      const paid = new Map<string, number>();
      for (const [identity, list] of answers) {
        const copy = copyOf.get(identity);
        if (!copy) continue;
        for (const answer of list) {
          const body = answer.body as ClaimAnswer;
          if (answer.http !== 200 || !body.value) {
            if (body.code !== 'MISSION_ALREADY_CLAIMED')
              violations.push(`${identity}: refused with ${body.code}`);
            continue;
          }
          if (Math.round(body.value.reward * 100) !== copy.mission.rewardMinor)
            violations.push(
              `${identity}: paid ${body.value.reward}, the mission pays ${copy.mission.rewardMinor / 100}`,
            );
          const key = `${copy.member.id}:${copy.mission.id}:${body.value.periodKey}`;
          paid.set(key, (paid.get(key) ?? 0) + 1);
        }
      }
      const expected = new Map<number, number>();
      for (const member of members) {
        let balance = member.fundMinor;
        for (const mission of missions) {
          const keys = [...paid].filter(([k]) => k.startsWith(`${member.id}:${mission.id}:`));
          const payments = keys.reduce((n, [, count]) => n + count, 0);
          if (payments !== 1)
            violations.push(
              `member ${member.id} mission ${mission.id}: ${payments} payments (${keys.join(', ')})`,
            );
          if (payments > 0) balance += mission.rewardMinor;
        }
        expected.set(member.id, balance);
      }
      return { expectedBalanceMinor: expected, violations };
    },

    apiBalanceMinor: (memberId, url) =>
      walletBalanceMinor(url, members.find((m) => m.id === memberId)!.token),

    async check({ db }: BankContext) {
      const out: string[] = [];
      for (const member of members) {
        const rows = await db
          .selectFrom('wallet_transaction')
          .select('idempotency_key')
          .where('kind', '=', 'mission_reward')
          .where('idempotency_key', 'like', `mission:${member.id}:%`)
          .execute();
        for (const mission of missions) {
          const n = rows.filter((r) =>
            r.idempotency_key.startsWith(`mission:${member.id}:${mission.id}:`),
          ).length;
          if (n !== 1) out.push(`member ${member.id} mission ${mission.id}: ${n} ledger postings`);
        }
      }
      return out;
    },
  };
}

async function sendClaim(
  url: string,
  token: string,
  missionId: number,
): Promise<{ http: number; body: unknown }> {
  const res = await fetch(`${url}/wps/missions/${missionId}/claim`, {
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
