import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { webcrypto } from 'node:crypto';
import { getQueryClient } from '@site/shared';
import { commitSeed, newServerSeed } from '../../../../../server/src/modules/lottery/fairness';
import { computeOutcome } from '../../../../../server/src/modules/lottery/outcome';
import { callsTo, fakeApi, type FakeCall, type FakeHandler } from '@site/shared/testing';
import { ROUTES } from '../../../test-utils/routes';
import { makeIssue, makeMenu } from '../../../test-utils/fixtures';
import RemoteRoutes from '../../../remote-entry';

// jsdom has no SubtleCrypto: lend it Node's (the same WebCrypto API a browser has).
beforeAll(() => {
  if (!globalThis.crypto.subtle)
    Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle });
});

const shape = { kind: 'pick', count: 20, min: 1, max: 80 } as const;
const seed = newServerSeed();
const issueNo = '20261123-0007';
const outcome = computeOutcome(shape, seed, issueNo) as { kind: 'pick'; numbers: number[] };
const drawn = makeIssue({
  issueNo,
  status: 'settled',
  seedCommit: commitSeed(seed),
  serverSeed: seed,
  outcome,
});

function renderVerify() {
  return render(
    <MemoryRouter initialEntries={[`/lottery/verify?gameCode=KENO_1M&issue=${issueNo}`]}>
      <RemoteRoutes />
    </MemoryRouter>,
  );
}

let routes: Record<string, FakeHandler>;
let calls: FakeCall[];
beforeEach(() => {
  getQueryClient().clear();
  routes = { [ROUTES.menu]: () => ({ value: makeMenu([], Date.now()) }) };
  calls = fakeApi(routes);
});

describe('verify page', () => {
  it('recomputes the draw in the browser and shows a match', async () => {
    routes[ROUTES.verify] = () => ({
      value: {
        serverTime: drawn.drawAt,
        issue: drawn,
        shape,
        verified: true,
      },
    });
    renderVerify();
    expect(await screen.findByText(/^Match: your browser computed the same numbers/)).toBeInTheDocument();
    expect(screen.getByText(/matches the commitment/)).toBeInTheDocument();
    expect(callsTo(calls, ROUTES.verify).map((c) => c.params)).toContainEqual({
      gameCode: 'KENO_1M',
      issueNo,
    });
  });

  it('shows a mismatch when the published numbers differ from the seed', async () => {
    const tampered = {
      ...drawn,
      outcome: { kind: 'pick' as const, numbers: [...outcome.numbers].reverse() },
    };
    routes[ROUTES.verify] = () => ({
      value: {
        serverTime: drawn.drawAt,
        issue: tampered,
        shape,
        verified: false,
      },
    });
    renderVerify();
    expect(await screen.findByText(/^Mismatch:/)).toBeInTheDocument();
  });

  it('says an undrawn issue only has its commitment', async () => {
    routes[ROUTES.verify] = () => ({
      value: {
        serverTime: drawn.drawAt,
        issue: makeIssue({ issueNo }),
        shape,
        verified: null,
      },
    });
    renderVerify();
    expect(await screen.findByText(/has not been drawn yet/)).toBeInTheDocument();
  });
});
