import type { LotteryOutcome, LotteryOutcomeShape } from '@site/shared/schemas';

// The server's draw algorithm (server/src/modules/lottery/fairness.ts + outcome.ts) rewritten on WebCrypto, so a
// visitor's browser recomputes an issue from its revealed seed without trusting the server (docs/lottery.md
// "Fairness"). verify-draw.test.ts runs both over many issues and requires identical results.

const utf8 = (text: string) => new TextEncoder().encode(text);
const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

function subtle(): SubtleCrypto {
  const s = globalThis.crypto?.subtle;
  if (!s) throw new Error('WebCrypto is not available');
  return s;
}

/** SHA-256 over the seed's hex text (UTF-8), hex: the commitment published before the issue opened. */
export async function commitOf(serverSeed: string): Promise<string> {
  return hex(new Uint8Array(await subtle().digest('SHA-256', utf8(serverSeed))));
}

/** uint32 words of HMAC-SHA256(key = seed, message = "<issueNo>:<block>"), block = 0, 1, 2 … (big-endian). */
export class BrowserDrawStream {
  private block = 0;
  private words: number[] = [];
  private key: Promise<CryptoKey>;

  constructor(
    serverSeed: string,
    private readonly issueNo: string,
  ) {
    this.key = subtle().importKey('raw', utf8(serverSeed), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
    ]);
  }

  async nextUint32(): Promise<number> {
    if (this.words.length === 0) {
      const mac = await subtle().sign('HMAC', await this.key, utf8(`${this.issueNo}:${this.block}`));
      this.block += 1;
      const view = new DataView(mac);
      for (let i = 0; i + 4 <= view.byteLength; i += 4) this.words.push(view.getUint32(i, false));
    }
    return this.words.shift()!;
  }

  /** Uniform in [0, n): words at or above ⌊2³²/n⌋·n are rejected (no modulo bias). */
  async uniformInt(n: number): Promise<number> {
    if (!Number.isInteger(n) || n < 1 || n > 0x1_0000_0000)
      throw new RangeError(`uniformInt: bad range ${n}`);
    const limit = Math.floor(0x1_0000_0000 / n) * n;
    for (;;) {
      const word = await this.nextUint32();
      if (word < limit) return word % n;
    }
  }
}

async function pick(stream: BrowserDrawStream, k: number, n: number, min: number): Promise<number[]> {
  const pool = Array.from({ length: n }, (_, i) => min + i);
  for (let i = 0; i < k; i += 1) {
    const j = i + (await stream.uniformInt(n - i));
    const chosen = pool[j]!;
    pool[j] = pool[i]!;
    pool[i] = chosen;
  }
  return pool.slice(0, k);
}

async function digits(stream: BrowserDrawStream, count: number): Promise<string> {
  return String(await stream.uniformInt(10 ** count)).padStart(count, '0');
}

/** The outcome of one issue from (shape, seed, issue number): the same stream order as the server. */
export async function computeOutcomeInBrowser(
  shape: LotteryOutcomeShape,
  serverSeed: string,
  issueNo: string,
): Promise<LotteryOutcome> {
  const stream = new BrowserDrawStream(serverSeed, issueNo);
  switch (shape.kind) {
    case 'pick':
      return { kind: 'pick', numbers: await pick(stream, shape.count, shape.max - shape.min + 1, shape.min) };
    case 'digits':
      return { kind: 'digits', digits: await digits(stream, shape.digits) };
    case 'vn': {
      const prizes = [];
      for (const t of shape.tiers) {
        const numbers = [];
        for (let i = 0; i < t.count; i += 1) numbers.push(await digits(stream, t.digits));
        prizes.push({ tier: t.tier, numbers });
      }
      return { kind: 'vn', prizes };
    }
  }
}

/** Field-by-field equality of two outcomes (JSON key order may differ). */
export function sameOutcome(a: LotteryOutcome, b: LotteryOutcome): boolean {
  if (a.kind === 'pick' && b.kind === 'pick') return a.numbers.join(',') === b.numbers.join(',');
  if (a.kind === 'digits' && b.kind === 'digits') return a.digits === b.digits;
  if (a.kind === 'vn' && b.kind === 'vn')
    return (
      a.prizes.length === b.prizes.length &&
      a.prizes.every(
        (p, i) => p.tier === b.prizes[i]!.tier && p.numbers.join(',') === b.prizes[i]!.numbers.join(','),
      )
    );
  return false;
}

export interface BrowserVerdict {
  commitOk: boolean;
  computed: LotteryOutcome;
  match: boolean;
}

/** Recomputes a revealed issue: does the seed match its commitment, and do the numbers match the published ones? */
export async function verifyInBrowser(
  shape: LotteryOutcomeShape,
  issue: { issueNo: string; seedCommit: string; serverSeed: string; outcome: LotteryOutcome | null },
): Promise<BrowserVerdict> {
  const [commit, computed] = await Promise.all([
    commitOf(issue.serverSeed),
    computeOutcomeInBrowser(shape, issue.serverSeed, issue.issueNo),
  ]);
  return {
    commitOk: commit === issue.seedCommit,
    computed,
    match: issue.outcome !== null && sameOutcome(computed, issue.outcome),
  };
}
