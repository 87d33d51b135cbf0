import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * Commit-reveal fairness (ADR 004): SHA-256(serverSeed) is shown before the first round;
 * each round's bytes are HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}`); rotating the seed
 * reveals it so anyone can recompute every round. The verify page runs the same maths.
 */
export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

export function hashSeed(serverSeed: string): string {
  return createHash('sha256').update(serverSeed).digest('hex');
}

export function roundBytes(serverSeed: string, clientSeed: string, nonce: number): Buffer {
  return createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}`).digest();
}

/** A uniform number in [0, 1) from 4 bytes at `offset` (published on the verify page). */
function unit(bytes: Buffer, offset: number): number {
  return bytes.readUInt32BE(offset) / 2 ** 32;
}

/** Dice roll 0.00–99.99. */
export function diceRoll(bytes: Buffer): number {
  return Math.floor(unit(bytes, 0) * 10000) / 100;
}

/** Roll under `target` wins `bet × 99 / target` (1 % house edge). */
export function diceWinMinor(roll: number, target: number, betMinor: number): number {
  return roll < target ? Math.floor((betMinor * 99) / target) : 0;
}

export const SLOT_SYMBOLS = ['7', 'BAR', 'BELL', 'PLUM', 'LEMON', 'CHERRY'] as const;
/** Three of a kind pays these multiples; two matching first reels pay 2× (RTP ≈ 95.8 %). */
const THREE_PAYS: Record<string, number> = { '7': 50, BAR: 40, BELL: 25, PLUM: 20, LEMON: 10, CHERRY: 2 };

export function slotReels(bytes: Buffer): string[] {
  return [0, 4, 8].map(
    (offset) => SLOT_SYMBOLS[Math.floor(unit(bytes, offset) * SLOT_SYMBOLS.length)] ?? '7',
  );
}

export function slotWinMinor(reels: string[], betMinor: number): number {
  const [a, b, c] = reels;
  if (a === b && b === c && a) return betMinor * (THREE_PAYS[a] ?? 0);
  if (a === b) return betMinor * 2;
  return 0;
}
