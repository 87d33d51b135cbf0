import { balanceQuery, fetchParsed, getQueryClient } from '@site/shared';
import { launchResultSchema, type BalanceResult, type LaunchResult } from '@site/shared/schemas';

export function launchGame(input: {
  gameId: string;
  trial: boolean;
  language: string;
}): Promise<LaunchResult> {
  return fetchParsed(launchResultSchema, {
    method: 'POST',
    url: '/wps/game/launchGame',
    data: {
      gameId: input.gameId,
      trial: input.trial,
      language: input.language,
      platform: 'html5-desktop',
    },
  });
}

/** The member's balance, so the header follows a round without a reload. */
export function fetchBalance(): Promise<BalanceResult> {
  return getQueryClient().fetchQuery(balanceQuery());
}
