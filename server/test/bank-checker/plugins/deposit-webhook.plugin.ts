import { signWebhook } from '../../../src/modules/payment-gateway-demo/payment-gateway-demo.service';
import { insertDepositOrder } from '../../../src/modules/payments/payments.repository';
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
 * Deposit webhooks from an adversarial gateway (docs/payments.md, decisions "webhook outcomes"): the same
 * callback delivered several times at once to both processes, paid racing failed, two different payments for
 * one order, a wrong amount racing the right one, callbacks for expired orders, and late retries. The model
 * trusts only the answers: an order whose callback answered `credited` adds its amount, once; no order may be
 * credited by two different callbacks.
 */
const SECRET = CHECKER_SECRETS.PAYMENT_GATEWAY_SECRET_DEMO;
const AMOUNTS = [100_00, 250_00, 500_00, 1_234_56] as const;

interface Member {
  id: number;
  token: string;
}
interface Order {
  id: number;
  memberId: number;
  amountMinor: number;
}
interface Callback {
  order: Order;
  gatewayTxId: string;
  status: 'paid' | 'failed';
  amountMinor: number;
}

export function depositWebhookPlugin(
  options: { members?: number; ordersPerMember?: number } = {},
): BankPlugin {
  const memberCount = options.members ?? 6;
  const ordersPerMember = options.ordersPerMember ?? 8;
  const members: Member[] = [];
  const orders = new Map<number, Order[]>();
  const callbacks = new Map<string, Callback>();

  const op = (c: Callback): BankOperation => {
    const identity = `deposit:${c.order.id}:${c.gatewayTxId}:${c.status}:${c.amountMinor}`;
    callbacks.set(identity, c);
    return { identity, send: (url) => sendWebhook(url, c) };
  };

  return {
    name: 'deposit-webhook',
    async setup({ db, rng }: BankContext) {
      for (let i = 0; i < memberCount; i += 1) {
        const account = `dep${Date.now() % 100000}m${i}`;
        const { id, token } = await createMemberWithSession(db, {
          account,
          referralCode: `DEP${i}X${Date.now() % 100000}`,
        });
        members.push({ id, token });
        const list: Order[] = [];
        for (let o = 0; o < ordersPerMember; o += 1) {
          const amountMinor = rng.pick(AMOUNTS);
          // Some orders already expired: a payment that arrives late is still credited (decisions.md).
          const expiresAt = new Date(Date.now() + (rng.int(0, 3) === 0 ? -60_000 : 30 * 60_000));
          const row = await insertDepositOrder(db, {
            memberId: id,
            channel: 'ewallet',
            currency: 'PHP',
            amountMinor,
            expiresAt,
          });
          list.push({ id: row.id, memberId: id, amountMinor });
        }
        orders.set(id, list);
      }
    },

    lanes({ rng }: BankContext): BankBurst[][] {
      return members.map((member) => {
        const lane: BankBurst[] = [];
        for (const order of orders.get(member.id)!) {
          const cb = (tx: string, status: Callback['status'], amountMinor = order.amountMinor): Callback => ({
            order,
            gatewayTxId: `GW-${order.id}-${tx}`,
            status,
            amountMinor,
          });
          const copies = (c: Callback, max: number) => Array.from({ length: rng.int(1, max) }, () => op(c));
          const scenario = rng.int(0, 3);
          if (scenario === 0) lane.push(copies(cb('a', 'paid'), 5));
          else if (scenario === 1)
            lane.push([...copies(cb('a', 'failed'), 3), ...copies(cb('b', 'paid'), 3)]);
          else if (scenario === 2) lane.push([...copies(cb('a', 'paid'), 3), ...copies(cb('b', 'paid'), 3)]);
          else
            lane.push([...copies(cb('a', 'paid', order.amountMinor - 1), 2), ...copies(cb('b', 'paid'), 2)]);
        }
        const all = lane.flat();
        lane.push(Array.from({ length: Math.min(8, all.length) }, () => rng.pick(all)));
        return lane;
      });
    },

    model(answers: ReadonlyMap<string, BankAnswer[]>): BankModel {
      const violations: string[] = [];
      const creditedBy = new Map<number, string[]>();
      for (const [identity, list] of answers) {
        const c = callbacks.get(identity);
        if (!c) continue;
        const outcome = (list[0]?.body as { value?: { outcome?: string } } | undefined)?.value?.outcome;
        if (!outcome) {
          violations.push(`${identity}: no outcome in ${JSON.stringify(list[0]?.body)}`);
          continue;
        }
        if (outcome !== 'credited') continue;
        if (c.status !== 'paid' || c.amountMinor !== c.order.amountMinor)
          violations.push(`${identity}: credited a ${c.status} callback of ${c.amountMinor}`);
        creditedBy.set(c.order.id, [...(creditedBy.get(c.order.id) ?? []), identity]);
      }
      const expected = new Map(members.map((m) => [m.id, 0]));
      for (const memberOrders of orders.values()) {
        for (const order of memberOrders) {
          const by = creditedBy.get(order.id) ?? [];
          if (by.length > 1) violations.push(`order ${order.id}: credited by ${by.join(', ')}`);
          if (by.length > 0)
            expected.set(order.memberId, (expected.get(order.memberId) ?? 0) + order.amountMinor);
        }
      }
      return { expectedBalanceMinor: expected, violations };
    },

    apiBalanceMinor: (memberId, url) =>
      walletBalanceMinor(url, members.find((m) => m.id === memberId)!.token),
  };
}

async function sendWebhook(url: string, c: Callback): Promise<{ http: number; body: unknown }> {
  const signed = signWebhook(SECRET, {
    gatewayTxId: c.gatewayTxId,
    merchantOrderId: c.order.id,
    amountMinor: c.amountMinor,
    status: c.status,
  });
  const res = await fetch(`${url}/wps/v2/payments/gateway/demo/webhook`, {
    method: 'POST',
    headers: signed.headers,
    body: signed.body,
  });
  const text = await res.text();
  try {
    return { http: res.status, body: JSON.parse(text) as unknown };
  } catch {
    return { http: res.status, body: text };
  }
}
