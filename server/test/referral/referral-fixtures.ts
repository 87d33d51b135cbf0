import type { FastifyInstance } from 'fastify';
import { createPlayer, type TestPlayer } from '../games/games-fixtures';

/** A new player who registered through `referrer`'s invite (docs/referral.md): what the commission is paid on. */
export async function invitedPlayer(app: FastifyInstance, referrer: TestPlayer): Promise<TestPlayer> {
  const invitee = await createPlayer(app);
  await app.db
    .updateTable('member')
    .set({ referred_by: referrer.memberId })
    .where('id', '=', invitee.memberId)
    .execute();
  return invitee;
}
