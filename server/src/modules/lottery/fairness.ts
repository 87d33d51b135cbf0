import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// Provably fair draws (docs/lottery.md "Fairness"). The server seed is committed as SHA-256 before the issue opens,
// the outcome comes from HMAC-SHA256(serverSeed, "<issueNo>:<block>") blocks read as unsigned 32-bit words, and the
// seed is revealed after the draw so anyone can recompute the numbers with this file's algorithm.

/** 32 random bytes, hex: the secret one issue's outcome is derived from. */
export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

/** The public commitment: SHA-256 over the seed's hex text (UTF-8), hex. */
export function commitSeed(serverSeed: string): string {
  return createHash('sha256').update(serverSeed, 'utf8').digest('hex');
}

export function seedMatchesCommit(serverSeed: string, commitHex: string): boolean {
  const actual = Buffer.from(commitSeed(serverSeed), 'hex');
  const expected = Buffer.from(commitHex, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** An endless stream of uint32 words from HMAC-SHA256(seed, "<issueNo>:<block>"), block = 0, 1, 2, ... */
export class DrawStream {
  private block = 0;
  private buffer = Buffer.alloc(0);
  private offset = 0;

  constructor(
    private readonly serverSeed: string,
    private readonly issueNo: string,
  ) {}

  nextUint32(): number {
    if (this.offset + 4 > this.buffer.length) {
      this.buffer = createHmac('sha256', this.serverSeed)
        .update(`${this.issueNo}:${this.block}`, 'utf8')
        .digest();
      this.block += 1;
      this.offset = 0;
    }
    const word = this.buffer.readUInt32BE(this.offset);
    this.offset += 4;
    return word;
  }

  /**
   * Uniform integer in [0, n) without modulo bias: words at or above the largest multiple of n below 2^32 are
   * rejected and the next word is read (rejection sampling).
   */
  uniformInt(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > 0x1_0000_0000)
      throw new RangeError(`uniformInt: bad range ${n}`);
    const limit = Math.floor(0x1_0000_0000 / n) * n;
    for (;;) {
      const word = this.nextUint32();
      if (word < limit) return word % n;
    }
  }
}

/** k distinct numbers of min..min+n-1 in draw order: partial Fisher–Yates over the pool. */
export function pickWithoutReplacement(stream: DrawStream, k: number, n: number, min: number): number[] {
  if (k > n) throw new RangeError(`cannot pick ${k} of ${n}`);
  const pool = Array.from({ length: n }, (_, i) => min + i);
  for (let i = 0; i < k; i += 1) {
    const j = i + stream.uniformInt(n - i);
    const chosen = pool[j]!;
    pool[j] = pool[i]!;
    pool[i] = chosen;
  }
  return pool.slice(0, k);
}

/** A zero-padded number of `digits` decimal digits, uniform over 0..10^digits-1. */
export function drawDigits(stream: DrawStream, digits: number): string {
  return String(stream.uniformInt(10 ** digits)).padStart(digits, '0');
}
