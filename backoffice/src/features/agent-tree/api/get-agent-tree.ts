import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { agentTreeSchema } from '@site/shared/schemas/operator';

export const treeKeys = {
  all: () => ['bo', 'agent-tree'] as const,
  level: (query: { parentId?: number; q?: string }) => ['bo', 'agent-tree', query] as const,
};

/** One level of the agent tree (the top agents without a parent), or the accounts matching a search. */
export const getAgentTree = (query: { parentId?: number; q?: string }) =>
  fetchParsed(agentTreeSchema, { method: 'GET', url: '/wps/admin/agents/tree', params: query });
export const agentTreeQuery = (query: { parentId?: number; q?: string }) =>
  queryOptions({ queryKey: treeKeys.level(query), queryFn: () => getAgentTree(query), staleTime: 15_000 });
export const useAgentTree = (query: { parentId?: number; q?: string }, enabled = true) =>
  useQuery({ ...agentTreeQuery(query), enabled });
