import { getQueryClient, type AgentPage } from '@site/shared';
import { contractRequestHistoryQuery } from '../features/contracts/api/get-contract-request-history';
import { contractRequestsQuery } from '../features/contracts/api/get-contract-requests';
import { myDividendsQuery } from '../features/dividend/api/get-my-dividends';
import { contractsQuery } from '../lib/api/get-contracts';
import { CONTRACT_PAGES, type ContractPage } from '../lib/model/contract-pages';

type Prefetch = () => { queryKey: readonly unknown[] }[];

/** A contract page: its contracts, then (once they arrived) its open requests and their history, page 1. */
const contractPage =
  (page: ContractPage): Prefetch =>
  () => [
    contractsQuery(),
    contractRequestsQuery(),
    contractRequestHistoryQuery(CONTRACT_PAGES[page].kind, 1),
  ];

/**
 * The requests a page makes only after another answer arrived (docs/performance.md "Deep links"): a contract page
 * asked for its requests and their history once its contracts were in, the dividend page for its bills once the
 * consolidated info was. Asked for together as the overlay renders, they take one round trip instead of two. The
 * other pages ask for their data as they render (they are in the overlay's own chunk).
 */
const PAGE_DATA: Partial<Record<AgentPage, Prefetch>> = {
  dividend: () => [...contractPage('dividend')(), myDividendsQuery()],
  dailySalary: contractPage('dailySalary'),
  hourlySalary: contractPage('hourlySalary'),
  realtimeSalary: contractPage('realtimeSalary'),
};

/** Starts the page's requests (a failure is the page's to show: it asks again when it mounts). */
export function prefetchPageData(page: AgentPage): void {
  const client = getQueryClient();
  for (const options of PAGE_DATA[page]?.() ?? []) {
    void client.prefetchQuery(options as Parameters<typeof client.prefetchQuery>[0]);
  }
}
