import { render, screen, waitFor } from '@testing-library/react';
import { getQueryClient, useSessionStore } from '@site/shared';
import MemberOverlay from './overlay';
import { fakeApi, type FakeCall } from '../test-utils/fake-api';

// A deep link's page asks for its data beside its own chunk (docs/performance.md "Deep links"), money data too.
const overview = {
  currency: 'PHP',
  available: 0,
  pending: 0,
  min: 100,
  max: 50000,
  requirements: [],
  passwordSet: true,
  payoutAccounts: [],
};
const limits = {
  currency: 'PHP',
  limits: [
    { period: 'day', amount: null, used: 0, pending: null },
    { period: 'week', amount: null, used: 0, pending: null },
    { period: 'month', amount: null, used: 0, pending: null },
  ],
  breakOptions: { cool_off: [1, 7, 30], self_exclusion: [180, 365, 1825] },
};

let calls: FakeCall[];
/** Whether the security page's body was on screen when its limits were asked for. */
let pageShownAtLimitsCall: boolean | undefined;
beforeEach(() => {
  pageShownAtLimitsCall = undefined;
  useSessionStore.getState().setSession({ token: 'tok', account: 'demo' });
  calls = fakeApi(({ url }) => {
    if (url === '/wps/v2/withdrawals/overview') return { value: overview };
    if (url === '/wps/v2/responsible-gaming') {
      pageShownAtLimitsCall ??= screen.queryByRole('heading', { name: /responsible gaming/i }) !== null;
      return { value: limits };
    }
    return undefined;
  });
});
afterEach(() => getQueryClient().clear());

const requested = (url: string) => calls.filter((c) => c.method === 'GET' && c.url === url).length;

it('the security page asks for its overview and its limits at once, each once, and the page takes the answers', async () => {
  render(<MemberOverlay page="securityCenter" params={{}} navigate={jest.fn()} close={() => undefined} />);
  // The limits before the page's body rendered: no waterfall of chunk, then overview, then limits.
  await waitFor(() => expect(requested('/wps/v2/responsible-gaming')).toBe(1));
  expect(pageShownAtLimitsCall).toBe(false);
  expect(await screen.findByRole('heading', { name: /responsible gaming/i })).toBeVisible();
  await screen.findByText(/cool-off/i);
  // The page mounted after the answers arrived and took them as they were: not fetched twice.
  expect(requested('/wps/v2/withdrawals/overview')).toBe(1);
  expect(requested('/wps/v2/responsible-gaming')).toBe(1);
});
