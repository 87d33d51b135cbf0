import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { fetchParsed, refreshBalance } from '@site/shared';
import {
  agentRegisterResultSchema,
  agentTransferResultSchema,
  consolidatedFundsSchema,
  contractSchema,
  downlinePageSchema,
  movementPageSchema,
  myIncomeSchema,
  teamBetPageSchema,
  teamOverviewSchema,
  type AgentRegister,
  type AgentTransfer,
  type ContractKind,
} from '@site/shared/schemas';

/** The agent centre's data layer: one fetcher + query options + hook per API, answers parsed by shared schemas. */

export const SITE_TIME_ZONE = 'Asia/Manila';

export const agentKeys = {
  all: ['agent'] as const,
  consolidated: () => ['agent', 'consolidated'] as const,
  overview: (from: string, to: string) => ['agent', 'overview', from, to] as const,
  downlines: (q: DownlineParams) => ['agent', 'downlines', q] as const,
  bets: (q: BetParams) => ['agent', 'bets', q] as const,
  income: () => ['agent', 'income'] as const,
  accountDetails: (q: RangePage) => ['agent', 'account-details', q] as const,
  contracts: () => ['agent', 'contracts'] as const,
};

export interface RangePage {
  from: string;
  to: string;
  page: number;
}
export interface DownlineParams {
  search?: string;
  parent?: string;
  page: number;
}
export interface BetParams extends RangePage {
  member?: string;
  gameType?: string;
  vendor?: string;
}

/** Drops empty filters so they are not sent as `?member=`. */
const params = (q: object) =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== ''));

export const consolidatedQuery = () =>
  queryOptions({
    queryKey: agentKeys.consolidated(),
    queryFn: () =>
      fetchParsed(consolidatedFundsSchema, { method: 'GET', url: '/wps/member/info/funds/consolidated' }),
  });
export const useConsolidated = () => useQuery(consolidatedQuery());

export const useTeamOverview = (from: string, to: string) =>
  useQuery({
    queryKey: agentKeys.overview(from, to),
    queryFn: () =>
      fetchParsed(teamOverviewSchema, {
        method: 'GET',
        url: '/wps/agent/team/overview',
        params: { from, to },
      }),
  });

export const useDownlines = (q: DownlineParams) =>
  useQuery({
    queryKey: agentKeys.downlines(q),
    queryFn: () =>
      fetchParsed(downlinePageSchema, { method: 'GET', url: '/wps/agent/team/downlines', params: params(q) }),
    placeholderData: keepPreviousData,
  });

export const useTeamBets = (q: BetParams) =>
  useQuery({
    queryKey: agentKeys.bets(q),
    queryFn: () =>
      fetchParsed(teamBetPageSchema, { method: 'GET', url: '/wps/agent/team/bets', params: params(q) }),
    placeholderData: keepPreviousData,
  });

export const useMyIncome = () =>
  useQuery({
    queryKey: agentKeys.income(),
    queryFn: () => fetchParsed(myIncomeSchema, { method: 'GET', url: '/wps/agent/income' }),
  });

export const useAccountDetails = (q: RangePage) =>
  useQuery({
    queryKey: agentKeys.accountDetails(q),
    queryFn: () =>
      fetchParsed(movementPageSchema, {
        method: 'GET',
        url: '/wps/agent/account-details',
        params: params(q),
      }),
    placeholderData: keepPreviousData,
  });

export const useContracts = () =>
  useQuery({
    queryKey: agentKeys.contracts(),
    queryFn: () => fetchParsed(z.array(contractSchema), { method: 'GET', url: '/wps/agent/contracts' }),
  });

/** Transfer to a downline; the header balance and every agent query refresh afterwards. */
export function useTransfer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (t: AgentTransfer) =>
      fetchParsed(agentTransferResultSchema, { method: 'POST', url: '/wps/agent/transfer', data: t }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: agentKeys.all });
      await refreshBalance().catch(() => undefined);
    },
  });
}

export function useRegisterDownline() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (r: AgentRegister) =>
      fetchParsed(agentRegisterResultSchema, { method: 'POST', url: '/wps/agent/register', data: r }),
    onSuccess: () => client.invalidateQueries({ queryKey: agentKeys.all }),
  });
}

export function useContractAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'accept' | 'reject' | 'terminate' }) =>
      fetchParsed(contractSchema, { method: 'POST', url: `/wps/agent/contracts/${id}/${action}` }),
    onSuccess: () => client.invalidateQueries({ queryKey: agentKeys.all }),
  });
}

/** Which contract page shows which kind; the consolidated flag that enables it. */
export const CONTRACT_PAGES = {
  dividend: { kind: 'DIVIDEND', flag: 'dividend' },
  dailySalary: { kind: 'DAILY_SALARY', flag: 'dailySalary' },
  hourlySalary: { kind: 'HOURLY_SALARY', flag: 'hourlySalary' },
  realtimeSalary: { kind: 'REALTIME_SALARY', flag: 'realTimeSalary' },
} as const satisfies Record<string, { kind: ContractKind; flag: string }>;

export type ContractPage = keyof typeof CONTRACT_PAGES;

/** A fresh client key per transfer attempt (kept across retries of the same attempt). */
export function newClientKey(): string {
  return `t-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}
