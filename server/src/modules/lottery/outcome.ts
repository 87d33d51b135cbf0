import { DrawStream, drawDigits, pickWithoutReplacement } from './fairness';
import type { OutcomeShape } from './lottery-games';

/** A drawn result, stored as JSON on the issue and shown on result pages. */
export type DrawOutcome =
  | { kind: 'pick'; numbers: number[] }
  | { kind: 'digits'; digits: string }
  | { kind: 'vn'; prizes: Array<{ tier: string; numbers: string[] }> };

/**
 * The outcome of one issue, a pure function of (seed, issue number, shape): the verify page recomputes it with the
 * revealed seed. Numbers are read from one stream in a fixed order (VN: tiers in printed order).
 */
export function computeOutcome(shape: OutcomeShape, serverSeed: string, issueNo: string): DrawOutcome {
  const stream = new DrawStream(serverSeed, issueNo);
  switch (shape.kind) {
    case 'pick':
      return {
        kind: 'pick',
        numbers: pickWithoutReplacement(stream, shape.count, shape.max - shape.min + 1, shape.min),
      };
    case 'digits':
      return { kind: 'digits', digits: drawDigits(stream, shape.digits) };
    case 'vn':
      return {
        kind: 'vn',
        prizes: shape.tiers.map((t) => ({
          tier: t.tier,
          numbers: Array.from({ length: t.count }, () => drawDigits(stream, t.digits)),
        })),
      };
  }
}
