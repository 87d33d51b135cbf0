import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { fetchParsed } from '@site/shared';
import { staffEnrolmentLinkSchema, staffListItemSchema, type Role } from '@site/shared/schemas/operator';
import { boKeys } from '../../../lib/api/bo-keys';

export const getStaffList = () =>
  fetchParsed(z.array(staffListItemSchema), { method: 'GET', url: '/wps/admin/staff' });
export const staffListQuery = () =>
  queryOptions({ queryKey: boKeys.staff(), queryFn: getStaffList, staleTime: 15_000 });
export const useStaffList = () => useQuery(staffListQuery());

function useStaffMutation<I, O>(run: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => void client.invalidateQueries({ queryKey: boKeys.staff() }),
  });
}

/** Creates a staff member; the answer carries the one-time enrolment link, shown once. */
export const useCreateStaff = () =>
  useStaffMutation((input: { account: string; displayName: string; role: Role }) =>
    fetchParsed(staffEnrolmentLinkSchema, { method: 'POST', url: '/wps/admin/staff', data: input }),
  );

export const useChangeRole = () =>
  useStaffMutation((input: { id: number; role: Role; reason: string }) =>
    fetchParsed(staffListItemSchema, {
      method: 'PUT',
      url: `/wps/admin/staff/${input.id}/role`,
      data: { role: input.role, reason: input.reason },
    }),
  );

export const useSetLocked = () =>
  useStaffMutation((input: { id: number; locked: boolean; reason: string }) =>
    fetchParsed(staffListItemSchema, {
      method: 'POST',
      url: `/wps/admin/staff/${input.id}/${input.locked ? 'lock' : 'unlock'}`,
      data: { reason: input.reason },
    }),
  );
