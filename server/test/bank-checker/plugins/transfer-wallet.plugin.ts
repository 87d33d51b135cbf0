import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import {
  DEMO_TRANSFER_VENDOR,
  DEMO_TRANSFER_VENDOR_NAME,
} from '../../../src/modules/transfer-wallet/transfer-wallet.config';
import { upsertVendor } from '../../../src/modules/transfer-wallet/transfer-wallet.repository';
import { vendorPlayerOf } from '../../../src/modules/transfer-wallet/transfer-wallet.service';
import {
  playerBalance,
  vendorTotal,
} from '../../../src/modules/vendor-demo-transfer/vendor-transfer.service';
import { transferWalletAccount } from '../../../src/modules/wallet/ledger.service';
import type {
  BankAnswer,
  BankBurst,
  BankContext,
  BankModel,
  BankOperation,
  BankPlugin,
} from '../bank-checker';
import { createMemberWithSession } from '../fixtures';
import type { Rng } from '../rng';

/**
 * Transfer wallets (docs/payments.md "Transfer wallets") with the demo vendor DTW, from an impatient member: in one
 * burst, transfers in and out with their client keys sent several times (double taps, retries) to both processes,
 * a copy of a key with another amount, overdrafts on either side (more than the main wallet, more than the vendor
 * holds), and recall-all — itself sent several times with one key — racing them; then late retries of every key.
 *
 * Every copy is its own operation (its answer carries the main balance of its moment and `replayed`, so copies of a
 * key do not answer byte-identically); the model groups them by key. It trusts only the answers: a key answered
 * `done` moved its amount once, whichever copy said so; all OK answers of a key name one transfer id and the amount
 * asked; refusals are the expected ones; a recall key moves what its `done` line says, once. After the storm, from
 * the database alone: main wallet + vendor balance = what each member was funded with (conservation), the vendor's
 * table equals the model, the clearing account equals the vendor's total, no transfer is left pending (no faults
 * are injected), each transfer id is done at the vendor exactly when it is done here, and nothing is negative.
 */
const VENDOR = DEMO_TRANSFER_VENDOR;
const AMOUNTS = [1_00, 25_00, 100_00, 250_00, 600_00] as const;

interface Member {
  id: number;
  token: string;
  fundMinor: number;
}

type Call =
  | { kind: 'transfer'; member: Member; key: string; direction: 'in' | 'out'; amountMinor: number }
  | { kind: 'recall'; member: Member; key: string };
type TransferCall = Extract<Call, { kind: 'transfer' }>;

interface TransferValue {
  transferId: string;
  direction: 'in' | 'out';
  amount: number;
  status: 'done' | 'pending';
}
interface RecallValue {
  recalled: { vendor: string; amount: number; status: string; code: string | null }[];
}

const toMinor = (amount: number) => Math.round(amount * 100);
const codeOf = (a: BankAnswer) => (a.body as { code?: string } | null)?.code ?? `HTTP ${a.http}`;

export function transferWalletPlugin(options: { members?: number; rounds?: number } = {}): BankPlugin {
  const memberCount = options.members ?? 8;
  const rounds = options.rounds ?? 5;
  const members: Member[] = [];
  const calls = new Map<string, Call>();
  /** member id → the vendor balance the answers imply (set by model, read by check). */
  const expectedVendor = new Map<number, number>();
  let copyNo = 0;

  // Every copy gets its own identity (see above); the key and amount are in it for the reader of a violation.
  const op = (call: Call): BankOperation => {
    copyNo += 1;
    const what = call.kind === 'transfer' ? `${call.direction}:${call.amountMinor}` : 'recall';
    const identity = `${call.member.id}:${what}:${call.key}#${copyNo}`;
    calls.set(identity, call);
    return {
      identity,
      send: (url) =>
        call.kind === 'transfer'
          ? request(url, call.member.token, '/wps/v2/transfer-wallets/transfer', {
              vendor: VENDOR,
              direction: call.direction,
              amount: call.amountMinor / 100,
              clientKey: call.key,
            })
          : request(url, call.member.token, '/wps/v2/transfer-wallets/recall-all', { clientKey: call.key }),
    };
  };
  const copies = (rng: Rng, call: Call, min: number, max: number) =>
    Array.from({ length: rng.int(min, max) }, () => op(call));

  return {
    name: 'transfer-wallet',
    // 409 TRANSFER_KEY_REUSED, 422 INSUFFICIENT_BALANCE / TRANSFER_VENDOR_REFUSED; the model says which fits which.
    allowedHttp: [200, 409, 422],

    async setup({ db, rng }: BankContext) {
      await upsertVendor(db, VENDOR, DEMO_TRANSFER_VENDOR_NAME, 1);
      const stamp = Date.now() % 100000;
      for (let i = 0; i < memberCount; i += 1) {
        const fundMinor = rng.pick([0, 500_00, 1_000_00, 2_000_00]);
        const { id, token } = await createMemberWithSession(db, {
          account: `tw${stamp}m${i}`,
          referralCode: `TW${i}X${stamp}`,
          fundMinor,
        });
        members.push({ id, token, fundMinor });
      }
    },

    lanes({ rng }: BankContext): BankBurst[][] {
      return members.map((member) => {
        const lane: BankBurst[] = [];
        const keys: Call[] = [];
        const transfer = (direction: 'in' | 'out', amountMinor = rng.pick(AMOUNTS)): TransferCall => {
          const call: TransferCall = { kind: 'transfer', member, key: randomUUID(), direction, amountMinor };
          keys.push(call);
          return call;
        };
        for (let r = 0; r < rounds; r += 1) {
          const burst: BankOperation[] = [];
          for (let n = rng.int(1, 3); n > 0; n -= 1) burst.push(...copies(rng, transfer('in'), 1, 4));
          for (let n = rng.int(0, 2); n > 0; n -= 1) burst.push(...copies(rng, transfer('out'), 1, 4));
          if (rng.chance(0.3)) {
            // The same key with another amount: one of the two wins, the other is TRANSFER_KEY_REUSED.
            const first = transfer(rng.pick(['in', 'out'] as const));
            const other: TransferCall = {
              ...first,
              amountMinor: first.amountMinor === 1_00 ? 2_00 : first.amountMinor / 2,
            };
            burst.push(...copies(rng, first, 1, 3), ...copies(rng, other, 1, 2));
          }
          if (rng.chance(0.4)) {
            const recall: Call = { kind: 'recall', member, key: randomUUID() };
            keys.push(recall);
            burst.push(...copies(rng, recall, 2, 3));
          }
          lane.push(rng.shuffle(burst));
        }
        // Late retries of earlier keys (each a new copy of the same request) must find what the first copies did.
        lane.push(Array.from({ length: Math.min(6, keys.length) }, () => op(rng.pick(keys))));
        return lane;
      });
    },

    model(answers: ReadonlyMap<string, BankAnswer[]>): BankModel {
      const violations: string[] = [];
      const byKey = new Map<
        string,
        { call: Call; answers: { identity: string; call: Call; a: BankAnswer }[] }
      >();
      for (const [identity, list] of answers) {
        const call = calls.get(identity);
        const a = list[0];
        if (!call || !a) continue;
        const id = `${call.member.id}:${call.key}`;
        const entry = byKey.get(id) ?? { call, answers: [] };
        entry.answers.push({ identity, call, a });
        byKey.set(id, entry);
      }
      const main = new Map(members.map((m) => [m.id, m.fundMinor]));
      const vendor = new Map(members.map((m) => [m.id, 0]));
      const move = (memberId: number, toMainMinor: number) => {
        main.set(memberId, main.get(memberId)! + toMainMinor);
        vendor.set(memberId, vendor.get(memberId)! - toMainMinor);
      };
      for (const [key, { answers: copies }] of byKey) {
        const memberId = copies[0]!.call.member.id;
        if (copies[0]!.call.kind === 'recall') {
          // Each copy of a recall key names the same transfer out (key recall:<key>:DTW): what it moved, once.
          const done = new Set<number>();
          for (const { identity, a } of copies) {
            if (a.http !== 200) {
              violations.push(`${identity}: recall-all refused with ${codeOf(a)}`);
              continue;
            }
            for (const line of (a.body as { value: RecallValue }).value.recalled) {
              if (line.status === 'done') done.add(toMinor(line.amount));
              // A copy that read the vendor's balance before a racing transfer out of another key took part of it
              // finds less at the vendor than it asks for: refused, the money stays where it is. Copies of one recall
              // never refuse each other (the later one answers the first one's transfer).
              else if (line.status === 'failed' && line.code === 'TRANSFER_VENDOR_REFUSED') continue;
              else
                violations.push(`${identity}: recall line ${JSON.stringify(line)} (no faults were injected)`);
            }
          }
          if (done.size > 1)
            violations.push(`recall ${key}: copies recalled different amounts ${[...done].join(', ')}`);
          for (const amount of done) move(memberId, amount);
          continue;
        }
        const ok = copies.filter((c) => c.a.http === 200);
        const ids = new Set(ok.map((c) => (c.a.body as { value: TransferValue }).value.transferId));
        if (ids.size > 1) violations.push(`key ${key}: ${ids.size} transfer ids (${[...ids].join(', ')})`);
        let moved: { direction: 'in' | 'out'; amountMinor: number } | null = null;
        for (const { identity, call, a } of ok) {
          if (call.kind !== 'transfer') continue;
          const value = (a.body as { value: TransferValue }).value;
          if (toMinor(value.amount) !== call.amountMinor || value.direction !== call.direction)
            violations.push(`${identity}: answered OK with another transfer ${JSON.stringify(value)}`);
          if (value.status !== 'done')
            violations.push(`${identity}: left ${value.status} with no faults injected`);
          moved = { direction: value.direction, amountMinor: toMinor(value.amount) };
        }
        for (const { identity, call, a } of copies) {
          if (a.http === 200 || call.kind !== 'transfer') continue;
          const code = codeOf(a);
          const expected =
            code === 'TRANSFER_KEY_REUSED' ||
            (call.direction === 'in' && code === 'INSUFFICIENT_BALANCE') ||
            (call.direction === 'out' && code === 'TRANSFER_VENDOR_REFUSED');
          if (!expected) violations.push(`${identity}: refused with ${code}`);
          // A definite refusal is final: no copy of the key may then have moved the money.
          if (code === 'TRANSFER_VENDOR_REFUSED' && moved && moved.amountMinor === call.amountMinor)
            violations.push(`key ${key}: answered both done and ${code}`);
          if (code === 'TRANSFER_KEY_REUSED' && moved?.amountMinor === call.amountMinor)
            violations.push(`${identity}: TRANSFER_KEY_REUSED for the amount that key moved`);
        }
        if (moved) move(memberId, moved.direction === 'in' ? -moved.amountMinor : moved.amountMinor);
      }
      for (const m of members) {
        const v = vendor.get(m.id)!;
        const w = main.get(m.id)!;
        if (w < 0 || v < 0) violations.push(`member ${m.id}: the answers imply main ${w}, vendor ${v}`);
        expectedVendor.set(m.id, v);
      }
      return { expectedBalanceMinor: main, violations };
    },

    async apiBalanceMinor(memberId, url) {
      return toMinor((await wallets(url, members.find((m) => m.id === memberId)!.token)).main);
    },

    async check({ db, urls }: BankContext) {
      const out: string[] = [];
      const ids = members.map((m) => m.id);
      for (const m of members) {
        const [vendorMinor, ledger] = await Promise.all([
          playerBalance(db, vendorPlayerOf(m.id), 'PHP'),
          db
            .selectFrom('wallet_account')
            .select('balance_minor')
            .where('kind', '=', 'member')
            .where('owner_ref', '=', String(m.id))
            .executeTakeFirst(),
        ]);
        const mainMinor = Number(ledger?.balance_minor ?? 0);
        // Conservation, from the books alone: nothing appeared or vanished between the two wallets.
        if (mainMinor + vendorMinor !== m.fundMinor)
          out.push(`member ${m.id}: main ${mainMinor} + vendor ${vendorMinor} ≠ funded ${m.fundMinor}`);
        if (vendorMinor < 0) out.push(`member ${m.id}: negative vendor balance ${vendorMinor}`);
        if (vendorMinor !== expectedVendor.get(m.id))
          out.push(
            `member ${m.id}: vendor holds ${vendorMinor}, the answers imply ${expectedVendor.get(m.id)}`,
          );
        const shown = (await wallets(urls[m.id % urls.length]!, m.token)).vendors.find(
          (v) => v.vendor === VENDOR,
        );
        if (shown?.balance == null || toMinor(shown.balance) !== vendorMinor)
          out.push(
            `member ${m.id}: the page shows vendor ${JSON.stringify(shown)}, the vendor holds ${vendorMinor}`,
          );
      }
      const [clearing, total] = await Promise.all([
        transferWalletAccount(db, VENDOR, 'PHP'),
        vendorTotal(db, 'PHP'),
      ]);
      if (clearing.balanceMinor !== total)
        out.push(`clearing account ${clearing.balanceMinor} ≠ Σ vendor balances ${total}`);
      // Each transfer settled, and the same way on both sides: done here ⇔ done at the vendor, with its amount.
      const { rows } = await sql<{
        transfer_id: string;
        status: string;
        direction: string;
        amount_minor: string;
        vendor_outcome: string | null;
        vendor_direction: string | null;
        vendor_amount: string | null;
        postings: string;
      }>`
        select t.transfer_id, t.status, t.direction, t.amount_minor::text,
               v.outcome as vendor_outcome, v.direction as vendor_direction, v.amount_minor::text as vendor_amount,
               (select count(*) from wallet_transaction w
                 where w.idempotency_key = 'transfer-wallet:' || t.transfer_id || ':out')
             + (select count(*) from wallet_hold h
                 where h.hold_key = 'transfer-wallet:' || t.transfer_id and h.status = 'posted') as postings
          from transfer_wallet_transfer t
          left join vendor_demo_transfer_txn v on v.transfer_id = t.transfer_id
         where t.member_id in (${sql.join(ids)})`.execute(db);
      for (const r of rows) {
        const vendorDone =
          r.vendor_outcome === 'done' &&
          r.vendor_direction === (r.direction === 'in' ? 'deposit' : 'withdraw') &&
          r.vendor_amount === r.amount_minor;
        if (r.status === 'pending') out.push(`transfer ${r.transfer_id} left pending`);
        else if ((r.status === 'done') !== vendorDone)
          out.push(
            `transfer ${r.transfer_id} is ${r.status} here, ${r.vendor_outcome ?? 'unknown'} at the vendor`,
          );
        const expectedPostings = r.status === 'done' ? 1 : 0;
        if (Number(r.postings) !== expectedPostings)
          out.push(`transfer ${r.transfer_id} (${r.status}) posted ${r.postings} times`);
      }
      return out;
    },
  };
}

async function request(
  url: string,
  token: string,
  path: string,
  payload: unknown,
): Promise<{ http: number; body: unknown }> {
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  const text = await res.text();
  try {
    return { http: res.status, body: JSON.parse(text) as unknown };
  } catch {
    return { http: res.status, body: text };
  }
}

async function wallets(
  url: string,
  token: string,
): Promise<{ main: number; vendors: { vendor: string; balance: number | null }[] }> {
  const res = await fetch(`${url}/wps/v2/transfer-wallets`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (
    (await res.json()) as { value: { main: number; vendors: { vendor: string; balance: number | null }[] } }
  ).value;
}
