import { apiGet, apiPost } from '@site/shared';
import type { LaunchResult } from '@site/shared/schemas';

export function launchGame(input: { gameId: string; trial: boolean; language: string }): Promise<LaunchResult> {
  return apiPost<LaunchResult>('/wps/game/launchGame', {
    gameId: input.gameId,
    trial: input.trial,
    language: input.language,
    platform: 'html5-desktop',
  });
}

/** The member's balance, so the header follows a round without a reload. */
export function fetchBalance(): Promise<{ sumBalance: number; currency: string }> {
  return apiGet<{ sumBalance: number; currency: string }>('/wps/v2/wallets/balance');
}
