import { randomUUID } from 'node:crypto';
import { rateBps, rebateMinor } from '../../../src/modules/rebate/rebate.config';
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

/**
 * Manual rebate claims (docs/rebate.md) from an impatient member: several claims with different request keys and
 * copies of each (double taps, retries) hit both processes at once, then late retries. The model trusts only the
 * answers: exactly one key per member may be paid, for exactly the rebate its settled bets earn, and every copy of a
 * paid key must repeat the same claim.
 */
interface Member {
  id: number;
  token: string;
  account: string;
  fundMinor: number;
  rebateMinor: number;
}

export function rebatePlugin(options: { members?: number } = {}): BankPlugin {
  const memberCount = options.members ?? 8;
  const members: Member[] = [];
  const keyOwner = new Map<string, Member>();

  const op = (member: Member, key: string): BankOperation => {
    const identity = `rebate:${member.id}:${key}`;
    keyOwner.set(identity, member);
    return { identity, send: (url) => sendClaim(url, member.token, key) };
  };

  return {
    name: 'rebate',
    allowedHttp: [200, 409],
    async setup({ db, rng }: BankContext) {
      const stamp = Date.now() % 100000;
      for (let i = 0; i < memberCount; i += 1) {
        const account = `reb${stamp}m${i}`;
        const fundMinor = rng.int(0, 3) * 1_000_00;
        const { id, token } = await createMemberWithSession(db, {
          account,
          referralCode: `REB${i}X${stamp}`,
          fundMinor,
        });
        let validMinor = 0;
        for (let b = 0; b < rng.int(1, 4); b += 1) {
          const valid = rng.int(1_000, 20_000) * 100;
          validMinor += valid;
          await settledBet(db, { memberId: id, account }, 'SLOT', valid, new Date(Date.now() - 3_600_000));
        }
        members.push({
          id,
          token,
          account,
          fundMinor,
          rebateMinor: rebateMinor(validMinor, rateBps('slots', 0)),
        });
      }
    },

    lanes({ rng }: BankContext): BankBurst[][] {
      return members.map((member) => {
        const keys = Array.from({ length: rng.int(2, 5) }, () => randomUUID());
        const first = keys.flatMap((key) => Array.from({ length: rng.int(1, 3) }, () => op(member, key)));
        const retries = Array.from({ length: 3 }, () => rng.pick(first));
        return [first, retries];
      });
    },

    model(answers: ReadonlyMap<string, BankAnswer[]>): BankModel {
      const violations: string[] = [];
      const paidKeys = new Map<number, string[]>();
      for (const [identity, list] of answers) {
        const member = keyOwner.get(identity);
        if (!member) continue;
        const answer = list[0];
        if (answer?.http !== 200) {
          const code = (answer?.body as { code?: string } | undefined)?.code;
          if (code !== 'REBATE_ALREADY_CLAIMED') violations.push(`${identity}: refused with ${code}`);
          continue;
        }
        const amount = (answer.body as { value: { amount: number } }).value.amount;
        if (Math.round(amount * 100) !== member.rebateMinor)
          violations.push(`${identity}: paid ${amount}, the bets earn ${member.rebateMinor / 100}`);
        paidKeys.set(member.id, [...(paidKeys.get(member.id) ?? []), identity]);
      }
      const expected = new Map<number, number>();
      for (const member of members) {
        const paid = paidKeys.get(member.id) ?? [];
        if (paid.length !== 1)
          violations.push(`member ${member.id}: ${paid.length} keys paid (${paid.join(', ')})`);
        expected.set(member.id, member.fundMinor + (paid.length > 0 ? member.rebateMinor : 0));
      }
      return { expectedBalanceMinor: expected, violations };
    },

    apiBalanceMinor: (memberId, url) =>
      walletBalanceMinor(url, members.find((m) => m.id === memberId)!.token),

    async check({ db }: BankContext) {
      const rows = await db
        .selectFrom('rebate_claim')
        .select(['member_id'])
        .where(
          'member_id',
          'in',
          members.map((m) => m.id),
        )
        .execute();
      return rows.length === members.length
        ? []
        : [`${rows.length} claim rows for ${members.length} members`];
    },
  };
}

async function sendClaim(
  url: string,
  token: string,
  requestKey: string,
): Promise<{ http: number; body: unknown }> {
  const res = await fetch(`${url}/wps/v2/rebate/claims`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ requestKey }),
  });
  const text = await res.text();
  try {
    return { http: res.status, body: JSON.parse(text) as unknown };
  } catch {
    return { http: res.status, body: text };
  }
}
