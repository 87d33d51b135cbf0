import { useEffect } from 'react';
import { emit } from '@site/shared';
import { fetchBalance } from '../api/get-balance';

interface BalanceMessage {
  type: 'wallet:balance';
  balance: number;
  currency?: string;
}

function isBalanceMessage(data: unknown): data is BalanceMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'wallet:balance';
}

/**
 * The game iframe posts `{ type: 'wallet:balance' }` after each round; the lobby then asks the
 * wallet API (the source of truth, not the iframe) and tells the header through the bus.
 * Only same-origin messages count: a game page can never set the shown balance itself.
 */
export function useBalanceBridge(enabled: boolean) {
  useEffect(() => {
    if (!enabled) return undefined;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !isBalanceMessage(event.data)) return;
      fetchBalance()
        .then((b) => emit('wallet:balance-changed', { sumBalance: b.sumBalance, currency: b.currency }))
        .catch(() => undefined);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [enabled]);
}
