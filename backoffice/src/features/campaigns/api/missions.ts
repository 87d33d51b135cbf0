import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { fetchParsed } from '@site/shared';
import { operatorMissionSchema } from '@site/shared/schemas';
import type { AdminMissionInput } from '@site/shared/schemas/operator';
import { campaignKeys } from './campaign-keys';

export type OperatorMission = z.infer<typeof operatorMissionSchema>;

/** `GET /wps/admin/missions` (`missions.manage`). */
export const getMissions = () =>
  fetchParsed(operatorMissionSchema.array(), { method: 'GET', url: '/wps/admin/missions' });
export const missionsQuery = () =>
  queryOptions({ queryKey: campaignKeys.missions(), queryFn: getMissions, staleTime: 10_000 });
export const useMissions = () => useQuery(missionsQuery());

/** `POST /wps/admin/missions` or `PUT …/:id` (replaced whole; audited `mission.create|replace`). */
export const saveMission = ({ id, body }: { id?: number; body: AdminMissionInput }) =>
  fetchParsed(operatorMissionSchema, {
    method: id ? 'PUT' : 'POST',
    url: id ? `/wps/admin/missions/${id}` : '/wps/admin/missions',
    data: body,
  });
export const useSaveMission = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveMission,
    onSuccess: () => void client.invalidateQueries({ queryKey: campaignKeys.missions() }),
  });
};
