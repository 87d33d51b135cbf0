import { render, screen, waitFor } from '@testing-library/react';
import { NO_CONTRACTS, fakeApi } from '../test-utils/fake-api';
import AgentOverlay from './overlay';

// A deep-linked contract page asks for its contracts, open requests and request history together (page-data.ts),
// not the requests once the contracts answered (docs/performance.md "Deep links").
it('a contract page asks for its requests and their history before its contracts are on screen', async () => {
  let pageShownAtRequestsCall: boolean | undefined;
  const calls = fakeApi({
    ...NO_CONTRACTS,
    'GET /wps/agent/contract-requests': () => {
      pageShownAtRequestsCall ??=
        screen.queryByRole('heading', { name: 'My contract with my upline' }) !== null;
      return { value: { sent: [], received: [] } };
    },
  });
  render(<AgentOverlay page="dailySalary" params={{}} close={() => undefined} navigate={() => undefined} />);
  expect(await screen.findByRole('heading', { name: 'My contract with my upline' })).toBeVisible();
  await waitFor(() => expect(pageShownAtRequestsCall).toBe(false));
  const count = (url: string) => calls.filter((c) => c.url === url).length;
  // Each asked for once: the page's own queries found them in flight or in the cache.
  expect(count('/wps/agent/contracts')).toBe(1);
  expect(count('/wps/agent/contract-requests')).toBe(1);
  expect(count('/wps/agent/contract-requests/history')).toBe(1);
});
