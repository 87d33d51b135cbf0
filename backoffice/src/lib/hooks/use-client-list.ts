import { useMemo } from 'react';
import type { ListParams } from './use-list-params';

/**
 * Search, sort and pagination in the browser, for the operator lists the server answers whole (at most a few
 * hundred rows: promotion applications, point redemptions). The server-paged desks use `listQuery` instead.
 */
export function useClientList<T>(
  rows: readonly T[] | undefined,
  params: ListParams,
  options: { search: (row: T) => string[]; sorters: Record<string, (row: T) => string | number> },
) {
  return useMemo(() => {
    if (!rows) return { items: undefined, total: undefined, all: [] as T[] };
    const needle = params.q.trim().toLowerCase();
    const matched = needle
      ? rows.filter((row) => options.search(row).some((field) => field.toLowerCase().includes(needle)))
      : [...rows];
    const key = options.sorters[params.sort];
    if (key) {
      const sign = params.dir === 'asc' ? 1 : -1;
      matched.sort((a, b) => {
        const x = key(a);
        const y = key(b);
        return (x < y ? -1 : x > y ? 1 : 0) * sign;
      });
    }
    const start = (params.page - 1) * params.pageSize;
    return { items: matched.slice(start, start + params.pageSize), total: matched.length, all: matched };
    // `options` is a literal of the page: its functions read only the row.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rows, params]);
}
