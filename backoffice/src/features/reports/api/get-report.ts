import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed } from '@site/shared';
import { reportSchema, type ReportQuery } from '@site/shared/schemas/operator';

/** Query keys of the reports desk. */
export const reportKeys = { report: (query: ReportQuery) => ['bo', 'reports', query] as const };

/** Betting, teams and payments of whole UTC days (the last 7 without a range). */
export const getReport = (query: ReportQuery) =>
  fetchParsed(reportSchema, { method: 'GET', url: '/wps/admin/reports', params: query });
export const reportQuery = (query: ReportQuery) =>
  queryOptions({
    queryKey: reportKeys.report(query),
    queryFn: () => getReport(query),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
export const useReport = (query: ReportQuery) => useQuery(reportQuery(query));

/** The server's CSV of the same report (same numbers): a plain link, the staff cookie goes with it. */
export const reportExportUrl = (query: ReportQuery) => {
  const params = new URLSearchParams(
    Object.entries(query).filter(([, v]) => Boolean(v)) as [string, string][],
  );
  const search = params.toString();
  return `/wps/admin/reports/export${search ? `?${search}` : ''}`;
};
