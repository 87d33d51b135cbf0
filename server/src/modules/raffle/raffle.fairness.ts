import { DrawStream, commitSeed, newServerSeed, seedMatchesCommit } from '../lottery/fairness';
import type { StoredRafflePrize } from './raffle.table';

// Provably fair tickets (docs/promotions.md "Red envelope raffle"), on the lottery's primitives (docs/lottery.md
// "Fairness"): the round's seed is committed as SHA-256 before any ticket exists; a ticket's prize is read from
// HMAC-SHA256(serverSeed, "<memberId>:<ticketId>:<block>") words, a uniform integer below the total weight (rejection
// sampling, no modulo bias) picking the prize whose cumulative weight passes it.

export { commitSeed, newServerSeed, seedMatchesCommit };

export function ticketMessage(memberId: number, ticketId: number): string {
  return `${memberId}:${ticketId}`;
}

/** Index into `prizes` of the ticket's prize: a pure function of the seed, the member and the ticket. */
export function drawPrizeIndex(
  serverSeed: string,
  memberId: number,
  ticketId: number,
  prizes: readonly StoredRafflePrize[],
): number {
  const total = prizes.reduce((sum, p) => sum + p.weight, 0);
  if (total < 1) throw new RangeError('a prize table needs a positive total weight');
  let roll = new DrawStream(serverSeed, ticketMessage(memberId, ticketId)).uniformInt(total);
  for (let i = 0; i < prizes.length; i += 1) {
    roll -= prizes[i]!.weight;
    if (roll < 0) return i;
  }
  return prizes.length - 1;
}
