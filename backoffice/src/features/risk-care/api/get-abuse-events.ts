import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { sprayAlertListSchema } from '@site/shared/schemas';
import { riskKeys } from './risk-keys';

/** Password-spraying and the other abuse alerts of the last 24 hours, newest first. */
export const getAbuseEvents = () =>
  fetchParsed(sprayAlertListSchema, { method: 'GET', url: '/wps/admin/abuse-events' });
export const abuseEventsQuery = () =>
  queryOptions({ queryKey: riskKeys.abuse(), queryFn: getAbuseEvents, staleTime: 30_000 });
export const useAbuseEvents = (enabled: boolean) => useQuery({ ...abuseEventsQuery(), enabled });
