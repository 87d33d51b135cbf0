import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { teamBetPageSchema } from '@site/shared/schemas';
import { agentKeys, type BetParams, params } from '../../../lib/api/agent-keys';

export const useTeamBets = (q: BetParams) =>
  useQuery({
    queryKey: agentKeys.bets(q),
    queryFn: () =>
      fetchParsed(teamBetPageSchema, { method: 'GET', url: '/wps/agent/team/bets', params: params(q) }),
    placeholderData: keepPreviousData,
  });
