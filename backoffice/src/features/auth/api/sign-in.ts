import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { boKeys } from '../../../lib/api/bo-keys';
import { loginStepSchema, staffSchema } from '../../../lib/api/staff-contract';

/** Step 1: account + password → a ticket for the 6-digit code. */
export const startSignIn = (body: { account: string; password: string }) =>
  fetchParsed(loginStepSchema, { method: 'POST', url: '/wps/staff/login', data: body });

/** Step 2: the ticket + the authenticator's code → the `staff_session` cookie and the staff member. */
export const verifySignIn = (body: { ticket: string; code: string }) =>
  fetchParsed(staffSchema, { method: 'POST', url: '/wps/staff/login/verify', data: body });

export const useStartSignIn = () => useMutation({ mutationFn: startSignIn });

export function useVerifySignIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: verifySignIn,
    onSuccess: (staff) => client.setQueryData(boKeys.me(), staff),
  });
}
