import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../src/modules/member/password-hash';
import { upsertWithdrawalPassword } from '../../src/modules/withdrawals/withdrawals.repository';
import { createPlayer, type TestPlayer } from '../games/games-fixtures';

export const PIN = '135790';
let pinHash: Promise<string> | undefined;

/** An agent and a member under it with `balanceMinor` and the withdrawal password PIN. */
export async function memberUnderUpline(
  app: FastifyInstance,
  balanceMinor: number,
): Promise<{ member: TestPlayer; upline: TestPlayer }> {
  const upline = await createPlayer(app, { isAgent: 1 });
  const member = await createPlayer(app, { balanceMinor });
  await app.db
    .updateTable('member')
    .set({ upline_id: upline.memberId })
    .where('id', '=', member.memberId)
    .execute();
  pinHash ??= hashPassword(PIN);
  await upsertWithdrawalPassword(app.db, member.memberId, await pinHash);
  return { member, upline };
}
