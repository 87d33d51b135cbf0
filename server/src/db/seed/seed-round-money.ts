import type { Db } from '../create-db';
import { postTransfers } from '../../modules/wallet/ledger.service';

/**
 * A seeded round's money, as a played round moves it: the stake from the player's wallet to the game vendor's account,
 * then the win back. The two idempotency keys make re-seeding move nothing twice.
 */
export async function postSeedRoundMoney(
  db: Db,
  round: {
    betKey: string;
    winKey: string;
    id: string;
    walletId: number;
    vendorId: number;
    stakeMinor: number;
    winMinor: number;
  },
): Promise<void> {
  const metadata = { round: round.id };
  await postTransfers(db, [
    {
      idempotencyKey: round.betKey,
      kind: 'bet',
      fromAccountId: round.walletId,
      toAccountId: round.vendorId,
      amountMinor: round.stakeMinor,
      metadata,
    },
    {
      idempotencyKey: round.winKey,
      kind: 'win',
      fromAccountId: round.vendorId,
      toAccountId: round.walletId,
      amountMinor: round.winMinor,
      metadata,
    },
  ]);
}
