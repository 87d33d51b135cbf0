import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface ListParams {
  page: number;
  pageSize: number;
  sort: string;
  dir: 'asc' | 'desc';
  q: string;
  filters: Record<string, string>;
}

/**
 * A list's search, filters, sort and page, kept in the address (a clerk can bookmark or share "pending, oldest
 * first, page 3"). Any change but the page goes back to page 1.
 */
export function useListParams(defaults: {
  sort: string;
  dir: 'asc' | 'desc';
  pageSize?: number;
  filters?: Record<string, string>;
}) {
  const [search, setSearch] = useSearchParams();
  const params = useMemo<ListParams>(() => {
    const filters: Record<string, string> = {};
    for (const [key, fallback] of Object.entries(defaults.filters ?? {}))
      filters[key] = search.get(key) ?? fallback;
    const page = Number(search.get('page'));
    return {
      page: Number.isInteger(page) && page > 0 ? page : 1,
      pageSize: defaults.pageSize ?? 25,
      sort: search.get('sort') ?? defaults.sort,
      dir: search.get('dir') === 'asc' ? 'asc' : search.get('dir') === 'desc' ? 'desc' : defaults.dir,
      q: search.get('q') ?? '',
      filters,
    };
    // The defaults are literals of the page: their identity changes each render, their content does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);
  const update = useCallback(
    (patch: Partial<Omit<ListParams, 'filters'>> & { filters?: Record<string, string> }) => {
      setSearch((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries({ ...patch, ...(patch.filters ?? {}) })) {
          if (key === 'filters') continue;
          if (value === '' || value === undefined) next.delete(key);
          else next.set(key, String(value));
        }
        if (patch.page === undefined) next.delete('page');
        return next;
      });
    },
    [setSearch],
  );
  return { params, update };
}

/** The query string a desk call takes: empty values left out. */
export function listQuery(params: ListParams): Record<string, string | number> {
  const query: Record<string, string | number> = {
    page: params.page,
    pageSize: params.pageSize,
    sort: params.sort,
    dir: params.dir,
  };
  if (params.q) query.q = params.q;
  for (const [key, value] of Object.entries(params.filters)) if (value) query[key] = value;
  return query;
}
