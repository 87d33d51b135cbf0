import type { DbOrTrx } from '../../src/db/with-transaction';

let counter = 0;

/** A settled round straight into bet_record (what the seamless wallet and the lottery write), settled at `at`. */
export async function settledBet(
  db: DbOrTrx,
  member: { memberId: number; account: string },
  gameType: string,
  validBetMinor: number,
  at: Date,
  status: 'settled' | 'cancelled' | 'open' = 'settled',
): Promise<void> {
  counter += 1;
  const id = `rebate-${process.pid}-${member.memberId}-${counter}`;
  await db
    .insertInto('bet_record')
    .values({
      vendor: 'TEST',
      round_id: id,
      bet_transaction_id: id,
      member_id: member.memberId,
      member_account: member.account,
      game_id: 'test-game',
      game_type: gameType,
      currency: 'PHP',
      bet_minor: validBetMinor,
      valid_bet_minor: status === 'cancelled' ? 0 : validBetMinor,
      win_minor: 0,
      status,
      created_at: at,
      settled_at: status === 'open' ? null : at,
    } as never)
    .execute();
}
