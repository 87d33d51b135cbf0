import { useQuery } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { teamOverviewSchema } from '@site/shared/schemas';
import { agentKeys } from '../../../lib/api/agent-keys';

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
