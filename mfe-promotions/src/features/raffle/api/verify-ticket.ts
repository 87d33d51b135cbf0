import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed, queryKeys } from '@site/shared';
import { raffleVerifySchema } from '@site/shared/schemas';

/** GET /wps/raffle/verify?ticketId= (member, own tickets): the revealed seed and the prize recomputed from it. */
export const verifyTicket = (ticketId: number) =>
  fetchParsed(raffleVerifySchema, { method: 'GET', url: '/wps/raffle/verify', params: { ticketId } });

/** A revealed round never changes: kept for good once fetched. */
export const verifyTicketQuery = (ticketId: number) =>
  queryOptions({
    queryKey: queryKeys.user('raffle', 'verify', ticketId),
    queryFn: () => verifyTicket(ticketId),
    staleTime: Infinity,
    retry: false,
  });

/** Fetched only once the member asks (`ticketId` set). */
export const useVerifyTicket = (ticketId: number | null) =>
  useQuery({ ...verifyTicketQuery(ticketId ?? 0), enabled: ticketId !== null });
