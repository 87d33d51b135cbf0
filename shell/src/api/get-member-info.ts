import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed, getQueryClient, queryKeys, useSessionStore } from '@site/shared';
import { memberInfoSchema, type MemberInfo } from '@site/shared/schemas';

/** GET /wps/member/info (T). */
export function getMemberInfo(): Promise<MemberInfo> {
  return fetchParsed(memberInfoSchema, { method: 'GET', url: '/wps/member/info' });
}

/**
 * A `user` entry: the bus bridge drops it when the session changes to another member or signs out, so one member's
 * rank or labels never show for the next (shared/src/query/query-keys.ts).
 */
export const memberInfoQuery = () =>
  queryOptions({ queryKey: queryKeys.user('member', 'info'), queryFn: getMemberInfo });

/** The signed-in member's info, or null for a visitor and until the call answered. */
export function useMemberInfo(): MemberInfo | null {
  const signedIn = useSessionStore((s) => Boolean(s.token));
  return useQuery({ ...memberInfoQuery(), enabled: signedIn }).data ?? null;
}

/** Forgets the member's info at once (logout, expired session) instead of waiting for the bus bridge. */
export function forgetMemberInfo(): void {
  getQueryClient().removeQueries({ queryKey: memberInfoQuery().queryKey });
}

/** docs/site-rules.md "Screens": VIP customer service above this rank level. */
export const VIP_SERVICE_MIN_RANK = 5;
