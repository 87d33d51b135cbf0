import type { SeamlessAnswer } from '@site/shared/schemas';
import { signBody } from '../seamless-wallet/signature';

/**
 * The demo vendor's HTTP client for the platform's seamless-wallet API: exactly what a third
 * party would do — JSON over HTTP, body signed with the shared secret, 3 s timeout.
 */
export interface WalletClientOptions {
  baseUrl: () => string;
  vendor: string;
  secret: string;
}

export class WalletClient {
  constructor(private readonly options: WalletClientOptions) {}

  async call(
    action: 'open' | 'balance' | 'debit' | 'credit' | 'rollback',
    payload: Record<string, unknown>,
  ): Promise<SeamlessAnswer & { token?: string }> {
    const body = JSON.stringify(payload);
    const res = await fetch(`${this.options.baseUrl()}/wps/seamless/${this.options.vendor}/${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-signature': signBody(this.options.secret, body) },
      body,
      signal: AbortSignal.timeout(3000),
    });
    if (!res.ok) throw new Error(`wallet ${action} HTTP ${res.status}`);
    return (await res.json()) as SeamlessAnswer & { token?: string };
  }
}
