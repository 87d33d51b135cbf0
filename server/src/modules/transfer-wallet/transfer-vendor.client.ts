import type { FastifyInstance } from 'fastify';
import { signBody } from '../seamless-wallet/signature';

/**
 * How the platform talks to a transfer-wallet vendor (docs/payments.md "Transfer wallets"). Three kinds of answer:
 * done, a definite refusal, or unknown (timeout, 5xx, anything unreadable) — an unknown outcome never voids or
 * credits anything; the reconciliation job asks the vendor later by transfer id.
 */
export type VendorMoveOutcome =
  | { outcome: 'done'; balanceMinor: number }
  | { outcome: 'refused'; reason: string }
  | { outcome: 'unknown'; reason: string };

export type VendorLookup = { found: true; done: boolean; reason: string | null } | { found: false };

export interface VendorMoveRequest {
  transferId: string;
  player: string;
  currency: string;
  amountMinor: number;
}

export interface TransferVendorClient {
  move(direction: 'deposit' | 'withdraw', request: VendorMoveRequest): Promise<VendorMoveOutcome>;
  /** The player's balance at the vendor; throws when the vendor does not answer. */
  balance(player: string, currency: string): Promise<number>;
  /** What became of a transfer id; throws when the vendor does not answer (ask again later). */
  lookup(transferId: string): Promise<VendorLookup>;
}

type Send = (
  action: string,
  payload: Record<string, unknown>,
) => Promise<{ statusCode: number; body: unknown }>;

class UnknownOutcome extends Error {}

/** The vendor API over any transport (which signs each body), with a timeout per call. */
export function vendorApiClient(send: Send, timeoutMs: () => number): TransferVendorClient {
  const call = async (action: string, payload: Record<string, unknown>) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new UnknownOutcome(`vendor ${action} timed out`)), timeoutMs());
    });
    try {
      const res = await Promise.race([send(action, payload), timeout]);
      if (res.statusCode !== 200) throw new UnknownOutcome(`vendor ${action} HTTP ${res.statusCode}`);
      return res.body as Record<string, unknown>;
    } catch (err) {
      throw err instanceof UnknownOutcome
        ? err
        : new UnknownOutcome(`vendor ${action}: ${(err as Error).message}`);
    } finally {
      clearTimeout(timer);
    }
  };
  return {
    async move(direction, request) {
      try {
        const body = await call(direction, { ...request });
        if (body.status === 'OK' && typeof body.balanceMinor === 'number')
          return { outcome: 'done', balanceMinor: body.balanceMinor };
        if (body.status === 'REFUSED')
          return { outcome: 'refused', reason: String(body.reason ?? 'REFUSED') };
        return { outcome: 'unknown', reason: `unexpected answer ${String(body.status)}` };
      } catch (err) {
        return { outcome: 'unknown', reason: (err as Error).message };
      }
    },
    async balance(player, currency) {
      const body = await call('balance', { player, currency });
      if (body.status !== 'OK' || typeof body.balanceMinor !== 'number')
        throw new UnknownOutcome('vendor balance: bad answer');
      return body.balanceMinor;
    },
    async lookup(transferId) {
      const body = await call('query', { transferId });
      if (body.status === 'NOT_FOUND') return { found: false };
      if (body.status !== 'OK') throw new UnknownOutcome('vendor query: bad answer');
      return { found: true, done: body.outcome === 'done', reason: (body.reason as string | null) ?? null };
    },
  };
}

/**
 * The demo vendor lives in this process: its signed HTTP API is called through Fastify's in-process HTTP
 * (`inject`: same routing, signature check and answers as over a socket, without needing the server to listen). A
 * real vendor gets a fetch transport to its base URL with the same client.
 */
export function demoVendorClient(
  app: FastifyInstance,
  secret: string,
  timeoutMs: () => number,
): TransferVendorClient {
  const send: Send = async (action, payload) => {
    const body = JSON.stringify(payload);
    const res = await app.inject({
      method: 'POST',
      url: `/vendor-demo-transfer/api/${action}`,
      headers: { 'content-type': 'application/json', 'x-signature': signBody(secret, body) },
      payload: body,
    });
    let parsed: unknown = null;
    try {
      parsed = res.json();
    } catch {
      parsed = null;
    }
    return { statusCode: res.statusCode, body: parsed };
  };
  return vendorApiClient(send, timeoutMs);
}
