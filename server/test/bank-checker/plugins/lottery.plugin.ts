import { findLotteryGame } from '../../../src/modules/lottery/lottery-games';
import { findIssueById, markDrawn } from '../../../src/modules/lottery/lottery.repository';
import { settleDue } from '../../../src/modules/lottery/lottery.service';
import { computeOutcome, type DrawOutcome } from '../../../src/modules/lottery/outcome';
import { payoutMinor, settleFactorMilli, type Selection } from '../../../src/modules/lottery/play-types';
import type {
  BankAnswer,
  BankBurst,
  BankContext,
  BankModel,
  BankOperation,
  BankPlugin,
} from '../bank-checker';
import { createMemberWithSession, insertIssueOnSale, walletBalanceMinor } from '../fixtures';
import type { Rng } from '../rng';
import { CHECKER_SECRETS } from '../two-servers';

/**
 * Lottery bets and settlement (docs/lottery.md "Orders and money"). Each member bets on an issue of its own through
 * both server processes: the same slip sent several times at once (one client key), a different slip racing under
 * the same key, slips bigger than the balance. Then the issue is drawn and settled by several racing settlers at once
 * — the job's `settleDue` beside the back office's "re-run settlement" call (docs/back-office.md "Lottery") — or
 * cancelled from the back office by three racing clicks on both processes, which refunds in the cancel's own
 * transaction. The model trusts only the answers: each accepted order (distinct order id) debits its stake once,
 * after the draw credits exactly what the published numbers pay (a cancelled issue refunds every stake), and exactly
 * one cancel click succeeds (the others 409 LOTTERY_ISSUE_STATE_INVALID), with one audit row.
 */
const GAME = 'KENO_1M';
const STAKES = [100, 250, 500, 1_000] as const;

/** The desk's calls as automation (the operations token), each with the reason the audit row keeps. */
async function deskCall(url: string, issueNo: string, action: 'cancel' | 'settle') {
  const res = await fetch(`${url}/wps/admin/lottery/issues/${GAME}/${issueNo}/${action}`, {
    method: 'POST',
    headers: {
      'x-admin-token': CHECKER_SECRETS.ADMIN_TOKEN,
      'x-admin-actor': 'bank-checker',
      'content-type': 'application/json',
    },
    body: JSON.stringify({ reason: `bank checker: ${action}` }),
  });
  const body = (await res.json()) as { success: boolean; code: string };
  return { http: res.status, success: body.success, code: body.code };
}

interface Member {
  id: number;
  token: string;
  initialMinor: number;
  issueId: number;
  issueNo: string;
  void: boolean;
}
interface Slip {
  member: Member;
  clientKey: string;
  selections: Array<Selection & { stakeMinor: number }>;
}

function randomSlip(rng: Rng): Slip['selections'] {
  return Array.from({ length: rng.int(1, 3) }, () => {
    const stakeMinor = rng.pick(STAKES);
    switch (rng.int(0, 2)) {
      case 0:
        return { playType: 'KENO_PICK1' as const, numbers: [rng.int(1, 80)], stakeMinor };
      case 1:
        return { playType: 'KENO_BIG_SMALL' as const, option: rng.pick(['BIG', 'SMALL']), stakeMinor };
      default:
        return { playType: 'KENO_ODD_EVEN' as const, option: rng.pick(['ODD', 'EVEN']), stakeMinor };
    }
  });
}

export function lotteryPlugin(options: { members?: number; slipsPerMember?: number } = {}): BankPlugin {
  const memberCount = options.members ?? 6;
  const slipsPerMember = options.slipsPerMember ?? 6;
  const members: Member[] = [];
  const slips = new Map<string, Slip>();
  const outcomes = new Map<number, DrawOutcome | 'voided'>();

  const place = (slip: Slip, copy: string): BankOperation => {
    const identity = `order:${slip.member.id}:${slip.clientKey}:${copy}`;
    slips.set(identity, slip);
    return { identity, send: (url) => sendOrder(url, slip) };
  };

  return {
    name: 'lottery',
    // Refusals are business answers of the lottery calls: 422 insufficient balance, 409 key reused.
    allowedHttp: [200, 409, 422],

    async setup({ db, rng }: BankContext) {
      const now = Date.now();
      for (let i = 0; i < memberCount; i += 1) {
        const initialMinor = rng.pick([0, 1_000, 3_000, 10_000]);
        const { id, token } = await createMemberWithSession(db, {
          account: `lot${now % 100000}m${i}`,
          referralCode: `LOT${i}X${now % 100000}`,
          fundMinor: initialMinor,
        });
        // An issue of this member's own, on sale for the whole storm; it draws only when the lane says so. Numbered
        // like real issues (yyyymmdd-nnnn, what the desk's calls accept), in a year no game reaches.
        const issueNo = `9${String(now).slice(-7)}-${String(i).padStart(4, '0')}`;
        const issue = await insertIssueOnSale(db, GAME, issueNo, 600_000);
        members.push({ id, token, initialMinor, issueId: issue.id, issueNo, void: i % 4 === 3 });
      }
    },

    lanes({ db, rng }: BankContext): BankBurst[][] {
      return members.map((member) => {
        const lane: BankBurst[] = [];
        const retriable: BankOperation[] = [];
        for (let s = 0; s < slipsPerMember; s += 1) {
          const slip: Slip = { member, clientKey: `bank-${member.id}-${s}`, selections: randomSlip(rng) };
          if (rng.chance(0.3)) {
            // Another slip under the same key, sent at the same moment: at most one of the two is accepted. One copy
            // each (a refused one's retry may rightly meet the rival's order later), and no late retry of either.
            const rival: Slip = { ...slip, selections: randomSlip(rng) };
            lane.push([place(slip, 'a'), place(rival, 'b')]);
          } else {
            const burst = Array.from({ length: rng.int(1, 4) }, () => place(slip, 'a'));
            retriable.push(burst[0]!);
            lane.push(burst);
          }
        }
        // Late retries of earlier slips: answered as the first time (the first order, or the same refusal).
        if (retriable.length > 0) lane.push(Array.from({ length: 3 }, () => rng.pick(retriable)));
        // Draw and three racing settlers (the job's step twice, the desk's re-run once), or three racing cancel
        // clicks; other lanes' settlers run at the same time too.
        const settle = (k: number): BankOperation => ({
          identity: `settle:${member.id}:${k}`,
          send: async (url) => {
            let answer: { http: number; body: unknown } = { http: 200, body: { settled: true } };
            if (member.void) {
              const cancel = await deskCall(url, member.issueNo, 'cancel');
              const refused = cancel.http === 409 && cancel.code === 'LOTTERY_ISSUE_STATE_INVALID';
              if (!cancel.success && !refused) return { http: cancel.http, body: cancel };
              answer = { http: 200, body: { cancelled: cancel.success } };
            } else {
              // The draw job's step for this one issue (drawDue would draw every member's issue at once).
              const issue = (await findIssueById(db, member.issueId))!;
              const outcome = computeOutcome(
                findLotteryGame(GAME)!.outcome,
                issue.server_seed,
                issue.issue_no,
              );
              await markDrawn(db, issue.id, outcome, new Date());
              if (k === 1) {
                const rerun = await deskCall(url, member.issueNo, 'settle');
                if (!rerun.success) return { http: rerun.http, body: rerun };
              }
            }
            await settleDue(db, new Date());
            const row = await db
              .selectFrom('lottery_issue')
              .select(['status', 'outcome'])
              .where('id', '=', member.issueId)
              .executeTakeFirstOrThrow();
            outcomes.set(member.issueId, row.status === 'voided' ? 'voided' : (row.outcome as DrawOutcome));
            return answer;
          },
        });
        lane.push([settle(0), settle(1), settle(2)]);
        return lane;
      });
    },

    model(answers: ReadonlyMap<string, BankAnswer[]>): BankModel {
      const violations: string[] = [];
      const accepted = new Map<number, Slip>();
      const orderOfKey = new Map<string, number>();
      for (const [identity, list] of answers) {
        const slip = slips.get(identity);
        if (!slip) continue;
        const body = list[0]?.body as { success?: boolean; orderId?: number; code?: string } | undefined;
        if (!body?.success || body.orderId === undefined) continue;
        const key = `${slip.member.id}:${slip.clientKey}`;
        const seen = orderOfKey.get(key);
        if (seen !== undefined && seen !== body.orderId)
          violations.push(`client key ${key} accepted two orders ${seen} and ${body.orderId}`);
        orderOfKey.set(key, body.orderId);
        const before = accepted.get(body.orderId);
        // Compared by content: a rival drawn at random can be the very same slip, and then answering it with the
        // first one's order is the right answer (the same request sent twice), not a second slip accepted.
        const [was, now] = [JSON.stringify(before?.selections), JSON.stringify(slip.selections)];
        if (before && was !== now)
          violations.push(`order ${body.orderId} answered for two different slips: ${was} and ${now}`);
        accepted.set(body.orderId, slip);
      }
      if (accepted.size === 0) violations.push('no order was accepted: the storm tested nothing');
      for (const member of members.filter((m) => m.void)) {
        const clicks = [0, 1, 2].map(
          (k) => (answers.get(`settle:${member.id}:${k}`)?.[0]?.body ?? {}) as { cancelled?: boolean },
        );
        const succeeded = clicks.filter((c) => c.cancelled === true).length;
        if (succeeded !== 1)
          violations.push(`issue of member ${member.id}: ${succeeded} cancel clicks succeeded`);
      }
      const expected = new Map(members.map((m) => [m.id, m.initialMinor]));
      for (const slip of accepted.values()) {
        const stake = slip.selections.reduce((sum, s) => sum + s.stakeMinor, 0);
        const outcome = outcomes.get(slip.member.issueId);
        let credit = 0;
        if (outcome === 'voided') credit = stake;
        else if (outcome)
          credit = slip.selections.reduce(
            (sum, s) => sum + payoutMinor(s.stakeMinor, settleFactorMilli(s, outcome)),
            0,
          );
        else violations.push(`issue of member ${slip.member.id} was never drawn`);
        expected.set(slip.member.id, expected.get(slip.member.id)! - stake + credit);
      }
      return { expectedBalanceMinor: expected, violations };
    },

    apiBalanceMinor: (memberId, url) =>
      walletBalanceMinor(url, members.find((m) => m.id === memberId)!.token),

    async check({ db }: BankContext) {
      const out: string[] = [];
      const ids = members.map((m) => m.issueId);
      const orders = await db
        .selectFrom('lottery_order')
        .select(['id', 'status', 'win_minor', 'stake_minor'])
        .where('issue_id', 'in', ids)
        .execute();
      for (const o of orders) {
        if (o.status === 'pending') out.push(`order ${o.id} still pending after settlement`);
        const credits = await db
          .selectFrom('wallet_transaction')
          .select('idempotency_key')
          .where('idempotency_key', 'in', [`lottery:win:${o.id}`, `lottery:refund:${o.id}`])
          .execute();
        const shouldCredit = o.status === 'refunded' || Number(o.win_minor) > 0;
        if (credits.length !== (shouldCredit ? 1 : 0))
          out.push(`order ${o.id} (${o.status}) has ${credits.length} credit transactions`);
      }
      const issues = await db
        .selectFrom('lottery_issue')
        .select(['id', 'settled_at'])
        .where('id', 'in', ids)
        .execute();
      for (const i of issues) if (!i.settled_at) out.push(`issue ${i.id} not marked settled`);
      for (const member of members.filter((m) => m.void)) {
        const audits = await db
          .selectFrom('audit_log')
          .select('id')
          .where('action', '=', 'lottery.cancel')
          .where('entity_id', '=', `${GAME}:${member.issueNo}`)
          .execute();
        if (audits.length !== 1) out.push(`issue ${member.issueNo} has ${audits.length} cancel audit rows`);
      }
      return out;
    },
  };
}

/** POST /lgw/lottery/orders; the answer reduced to what must be equal across retries (no server time, no replay flag). */
async function sendOrder(url: string, slip: Slip): Promise<{ http: number; body: unknown }> {
  const res = await fetch(`${url}/lgw/lottery/orders`, {
    method: 'POST',
    headers: { authorization: `Bearer ${slip.member.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      gameCode: GAME,
      issueNo: slip.member.issueNo,
      clientKey: slip.clientKey,
      selections: slip.selections.map(({ stakeMinor, ...s }) => ({ ...s, amount: stakeMinor / 100 })),
    }),
  });
  const text = await res.text();
  try {
    const body = JSON.parse(text) as {
      success: boolean;
      code: string;
      value?: { order?: { orderId: number; amount: number; issueNo: string } };
    };
    const order = body.value?.order;
    return {
      http: res.status,
      body: {
        success: body.success,
        code: body.code,
        ...(order ? { orderId: order.orderId, amount: order.amount, issueNo: order.issueNo } : {}),
      },
    };
  } catch {
    return { http: res.status, body: text };
  }
}
