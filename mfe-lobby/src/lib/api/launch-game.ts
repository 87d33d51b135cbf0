import { fetchParsed } from '@site/shared';
import { launchResultSchema, type LaunchResult } from '@site/shared/schemas';

/** `POST /wps/game/launchGame`: the vendor's page for a game (the game page and every tile's launcher). */
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
