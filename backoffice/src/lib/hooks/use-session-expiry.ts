import { useEffect, useRef } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { ApiError } from '@site/shared';
import { boKeys } from '../api/bo-keys';

/** The 401 codes that mean "no staff session any more" (an ended one, or none at all). */
const SESSION_ENDED = new Set(['STAFF_SESSION_EXPIRED', 'STAFF_UNAUTHENTICATED']);

export const isSessionEnded = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 401 && SESSION_ENDED.has(error.code);

/** What the sign-in page is told when a session ended under the staff member's feet. */
export interface SignInState {
  from?: string;
  expired?: boolean;
}

/**
 * Watches every query and mutation of the signed-in app: the first answer saying the staff session ended (idle
 * timeout, 12 hours, signed out elsewhere) stops the calls in flight and opens the sign-in page with a notice and the
 * way back; that page drops the cached desk answers (`dropDeskAnswers`) once the desks are gone, so none is asked
 * again. Without it each desk would show its own error, and the cached "me" would keep the layout up (the old silent
 * 401 loop). docs/back-office.md "Session expiry".
 */
export function useSessionExpiry(): void {
  const client = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef('/');
  here.current = location.pathname + location.search;
  useEffect(() => {
    let ended = false;
    const onError = (error: unknown) => {
      if (ended || !isSessionEnded(error)) return;
      ended = true;
      const state: SignInState = { from: here.current, expired: true };
      void client.cancelQueries();
      navigate('/sign-in', { replace: true, state });
    };
    const unsubscribeQueries = client.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    const unsubscribeMutations = client.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [client, navigate]);
}

/**
 * What an ended session leaves behind: every cached desk answer (members, money) goes, so the next staff member to
 * sign in on this screen never sees the previous one's. The staff member's own entry stays: signing in replaces it.
 */
export function dropDeskAnswers(client: QueryClient): void {
  const me = boKeys.me();
  client.removeQueries({ predicate: (query) => query.queryKey.join('/') !== me.join('/') });
}
