import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { enrolInfoSchema, enrolResultSchema } from '../../../lib/api/staff-contract';

/** What the one-time enrolment link opens: the account and its new TOTP secret. */
export const getEnrolment = (token: string) =>
  fetchParsed(enrolInfoSchema, { method: 'GET', url: `/wps/staff/enrol/${encodeURIComponent(token)}` });
export const enrolmentQuery = (token: string) =>
  queryOptions({
    queryKey: ['bo', 'enrol', token],
    queryFn: () => getEnrolment(token),
    retry: false,
    staleTime: Infinity,
  });
export const useEnrolment = (token: string) => useQuery({ ...enrolmentQuery(token), enabled: token !== '' });

/** Sets the password and proves the authenticator with its first code; answers the recovery codes, once. */
export const completeEnrolment = (body: { token: string; password: string; code: string }) =>
  fetchParsed(enrolResultSchema, { method: 'POST', url: '/wps/staff/enrol', data: body });
export const useCompleteEnrolment = () => useMutation({ mutationFn: completeEnrolment });
