import type { Db } from '../create-db';
import { postTransaction } from '../../modules/wallet/ledger.service';

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
  await postTransaction(db, {
    idempotencyKey: round.betKey,
    kind: 'bet',
    legs: [
      { accountId: round.walletId, amountMinor: -round.stakeMinor },
      { accountId: round.vendorId, amountMinor: round.stakeMinor },
    ],
    metadata: { round: round.id },
  });
  await postTransaction(db, {
    idempotencyKey: round.winKey,
    kind: 'win',
    legs: [
      { accountId: round.vendorId, amountMinor: -round.winMinor },
      { accountId: round.walletId, amountMinor: round.winMinor },
    ],
    metadata: { round: round.id },
  });
}
