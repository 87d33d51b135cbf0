/**
 * @jest-environment node
 */
// Node's WebCrypto stands in for the browser's (same SubtleCrypto API); the server code is imported as is.
import { commitSeed, newServerSeed } from '../../../../../server/src/modules/lottery/fairness';
import { LOTTERY_GAMES } from '../../../../../server/src/modules/lottery/lottery-games';
import { computeOutcome } from '../../../../../server/src/modules/lottery/outcome';
import { lotteryOutcomeShapeSchema } from '@site/shared/schemas';
import { computeOutcomeInBrowser, sameOutcome, verifyInBrowser } from './verify-draw';

const shapes = ['KENO_1M', 'FAST3_1M', 'FAST5_3M', 'VNS_HCM', 'VNN_HN'].map((code) => {
  const game = LOTTERY_GAMES.find((g) => g.gameCode === code)!;
  return { code, shape: lotteryOutcomeShapeSchema.parse(game.outcome) };
});

describe('browser verify algorithm', () => {
  it('equals the server algorithm on 400 issues of every outcome shape', async () => {
    for (const { code, shape } of shapes) {
      for (let i = 0; i < 80; i += 1) {
        const seed = newServerSeed();
        const issueNo = `20261123-${String(i).padStart(4, '0')}`;
        const server = computeOutcome(shape, seed, issueNo);
        const browser = await computeOutcomeInBrowser(shape, seed, issueNo);
        expect({ code, issueNo, browser }).toEqual({ code, issueNo, browser: server });
      }
    }
  });

  it('agrees with the server on the commitment, and reports a tampered result or seed', async () => {
    const { shape } = shapes[0]!;
    const seed = newServerSeed();
    const outcome = computeOutcome(shape, seed, '20261123-0042');
    const issue = { issueNo: '20261123-0042', seedCommit: commitSeed(seed), serverSeed: seed, outcome };
    expect(await verifyInBrowser(shape, issue)).toMatchObject({ commitOk: true, match: true });
    const tampered = { ...outcome, numbers: [...(outcome as { numbers: number[] }).numbers].reverse() };
    expect(await verifyInBrowser(shape, { ...issue, outcome: tampered })).toMatchObject({
      commitOk: true,
      match: false,
    });
    expect(await verifyInBrowser(shape, { ...issue, seedCommit: commitSeed(newServerSeed()) })).toMatchObject(
      {
        commitOk: false,
      },
    );
    expect(sameOutcome({ kind: 'digits', digits: '123' }, { kind: 'digits', digits: '124' })).toBe(false);
  });
});
