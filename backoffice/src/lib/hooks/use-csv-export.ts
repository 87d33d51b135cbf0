import { useState } from 'react';
import { showToast } from '@site/shared';
import { useTranslation } from 'react-i18next';
import { downloadCsv, toCsv, type CsvColumn } from '../model/csv';

const EXPORT_PAGE_SIZE = 200;
/** At most this many rows per export: a bigger report belongs in a scheduled job, not a browser. */
export const EXPORT_MAX_ROWS = 5000;

/** Exports every row the list's search and filters match (page by page), not only the page on screen. */
export function useCsvExport<T>(
  fileName: string,
  columns: readonly CsvColumn<T>[],
  fetchPage: (page: number, pageSize: number) => Promise<{ items: T[]; total: number }>,
) {
  const { t } = useTranslation('bo');
  const [exporting, setExporting] = useState(false);
  const run = async () => {
    setExporting(true);
    try {
      const rows: T[] = [];
      for (let page = 1; rows.length < EXPORT_MAX_ROWS; page++) {
        const answer = await fetchPage(page, EXPORT_PAGE_SIZE);
        rows.push(...answer.items);
        if (answer.items.length < EXPORT_PAGE_SIZE || rows.length >= answer.total) break;
      }
      downloadCsv(`${fileName}-${new Date().toISOString().slice(0, 10)}.csv`, toCsv(columns, rows));
    } catch {
      showToast({ tone: 'danger', message: t('list.exportFailed') });
    } finally {
      setExporting(false);
    }
  };
  return { exporting, run };
}
