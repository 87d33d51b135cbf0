import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Amount,
  Button,
  DataTable,
  DateRangePicker,
  Pagination,
  datePresetRange,
  type DataTableColumn,
  type DataTableProps,
} from '@site/shared';
import type { RangePage } from '../api/agent-keys';
import { SITE_TIME_ZONE } from '../site-time-zone';

const PRESETS = ['today', 'last_7_days', 'last_30_days'] as const;
export const REPORT_PAGE_SIZE = 20;

interface ReportControls {
  filters: RangePage;
  refine: (changes: Partial<RangePage>) => void;
  setPage: (page: number) => void;
}

/**
 * A report's filters: a date range (the last 7 days in the site's zone to start with), the page, and the report's
 * own filters. A new range or new filters go back to page 1.
 */
export function useReportFilters<Extra extends object>(extra: Extra) {
  const [filters, setFilters] = useState<RangePage & Extra>(() => ({
    ...datePresetRange('last_7_days', SITE_TIME_ZONE),
    page: 1,
    ...extra,
  }));
  return {
    filters,
    /** New range or filter values, back to page 1. */
    refine: (changes: Partial<RangePage & Extra>) => setFilters({ ...filters, ...changes, page: 1 }),
    setPage: (page: number) => setFilters({ ...filters, page }),
  };
}

/** An amount column in minor units, aligned to the end. */
export function amountColumn<Row>(
  key: keyof Row & string,
  header: string,
  signed?: boolean,
): DataTableColumn<Row> {
  return {
    key,
    header,
    align: 'end',
    render: (row) => <Amount value={row[key] as number} minor signed={signed} />,
  };
}

/**
 * The agent centre's report page (account details, team betting, loss statements): the date range, the report's
 * search form if it has one, the table with its totals, and the pages.
 */
export function ReportPage<Row>({
  controls,
  rangeLegend,
  search,
  total,
  ...table
}: DataTableProps<Row> & {
  controls: ReportControls;
  rangeLegend: string;
  /** The report's own filter fields, sent with its search button. */
  search?: { fields: ReactNode; onSubmit: () => void; role?: 'search' };
  /** Rows in the whole report (all pages), once known. */
  total: number | undefined;
}) {
  const { t } = useTranslation('agent');
  const { filters, refine, setPage } = controls;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    search?.onSubmit();
  };
  return (
    <div className="agent-page">
      <DateRangePicker
        legend={rangeLegend}
        value={{ from: filters.from, to: filters.to }}
        onChange={(range) => refine(range)}
        presets={PRESETS}
        timeZone={SITE_TIME_ZONE}
      />
      {search ? (
        <form className="agent-filters" onSubmit={submit} role={search.role}>
          {search.fields}
          <Button type="submit">{t('common.search')}</Button>
        </form>
      ) : null}
      <DataTable {...table} />
      <Pagination
        page={filters.page}
        totalPages={total !== undefined ? Math.max(1, Math.ceil(total / REPORT_PAGE_SIZE)) : 1}
        onChange={setPage}
      />
    </div>
  );
}
