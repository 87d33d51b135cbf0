import './styles/data-table.css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from './skeleton';
import { EmptyState, ErrorState } from './states';

export interface DataTableColumn<T> {
  key: string;
  /** Plain text: it also labels the cell on phones, where rows become cards. */
  header: string;
  render?: (row: T, index: number) => ReactNode;
  /** Numbers and amounts align to the end (right in LTR, left in RTL). */
  align?: 'start' | 'end';
}

export interface DataTableProps<T> {
  /** Accessible name of the table (shown as its caption unless `hideCaption`). */
  caption: string;
  hideCaption?: boolean;
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T, index: number) => string;
  loading?: boolean;
  /** A message, or true for the generic one; shows the error state instead of rows. */
  error?: string | boolean;
  onRetry?: () => void;
  emptyMessage?: string;
  /** Cells of a totals row, by column key (e.g. sums of the amount columns). */
  totals?: Partial<Record<string, ReactNode>>;
  skeletonRows?: number;
}

function cellValue<T>(column: DataTableColumn<T>, row: T, index: number): ReactNode {
  if (column.render) return column.render(row, index);
  const value = (row as Record<string, unknown>)[column.key];
  return value === null || value === undefined ? '' : String(value);
}

/**
 * The centres' report table: real <table> semantics with column headers, skeleton rows while loading,
 * empty and error (with retry) states, an optional totals row. Below 640 px each row becomes a card with
 * the header as the label of each cell, so nothing scrolls sideways on a phone. Explicit ARIA roles keep the
 * table semantics that some browsers drop once the cells are display:block.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const {
    caption,
    hideCaption,
    columns,
    rows,
    rowKey,
    loading,
    error,
    onRetry,
    emptyMessage,
    totals,
    skeletonRows = 5,
  } = props;
  const { t } = useTranslation('ui');
  const state = error ? 'error' : loading ? 'loading' : !rows || rows.length === 0 ? 'empty' : 'rows';
  const alignClass = (c: DataTableColumn<T>) => (c.align === 'end' ? 'ui-table__cell--end' : undefined);
  return (
    <div className="ui-table-wrap">
      <table role="table" className="ui-table" aria-busy={state === 'loading' || undefined}>
        <caption className={hideCaption ? 'ui-visually-hidden' : 'ui-table__caption'}>{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((c) => (
              <th key={c.key} scope="col" role="columnheader" className={alignClass(c)}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {state === 'rows' &&
            rows!.map((row, i) => (
              <tr key={rowKey(row, i)} role="row">
                {columns.map((c) => (
                  <td key={c.key} role="cell" data-label={c.header} className={alignClass(c)}>
                    {cellValue(c, row, i)}
                  </td>
                ))}
              </tr>
            ))}
          {state === 'loading' &&
            Array.from({ length: skeletonRows }, (_, i) => (
              <tr key={i} role="row" className="ui-table__skeleton-row">
                {columns.map((c) => (
                  <td key={c.key} role="cell" data-label={c.header}>
                    <Skeleton width="80%" />
                  </td>
                ))}
              </tr>
            ))}
          {state === 'empty' || state === 'error' ? (
            <tr role="row" className="ui-table__state-row">
              <td role="cell" colSpan={columns.length}>
                {state === 'empty' ? (
                  <EmptyState message={emptyMessage} />
                ) : (
                  <ErrorState message={typeof error === 'string' ? error : undefined} onRetry={onRetry} />
                )}
              </td>
            </tr>
          ) : null}
        </tbody>
        {totals && state === 'rows' ? (
          <tfoot role="rowgroup">
            <tr role="row" className="ui-table__totals">
              {columns.map((c, i) => (
                <td key={c.key} role="cell" data-label={c.header} className={alignClass(c)}>
                  {totals[c.key] ?? (i === 0 ? <strong>{t('total')}</strong> : null)}
                </td>
              ))}
            </tr>
          </tfoot>
        ) : null}
      </table>
      {state === 'loading' ? (
        <span role="status" className="ui-visually-hidden">
          {t('loading')}
        </span>
      ) : null}
    </div>
  );
}
