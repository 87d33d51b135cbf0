import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Select } from '@site/shared';
import type { ListParams } from '../hooks/use-list-params';

interface ListToolbarProps {
  params: ListParams;
  update: (patch: Partial<ListParams>) => void;
  searchLabel: string;
  /** Sort choices; none when the server has one fixed order (the audit trail: newest first). */
  sortOptions?: readonly { value: string; label: string }[];
  /** Filters of the list (selects), shown between the search and the sort. */
  children?: ReactNode;
  onExport?: () => void;
  exporting?: boolean;
}

/** Search, filters, sort and CSV export of a desk list, in one bar that wraps on a tablet. */
export function ListToolbar(props: ListToolbarProps) {
  const { params, update, searchLabel, sortOptions, children, onExport, exporting } = props;
  const { t } = useTranslation('bo');
  const [text, setText] = useState(params.q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({ q: text.trim() });
  };
  return (
    <div className="bo-toolbar">
      <form className="bo-toolbar__search" role="search" onSubmit={submit}>
        <label className="bo-field">
          <span>{searchLabel}</span>
          <input type="search" value={text} onChange={(event) => setText(event.target.value)} />
        </label>
        <Button type="submit" variant="secondary">
          {t('list.search')}
        </Button>
      </form>
      {children}
      {sortOptions ? (
        <>
          <Select
            label={t('list.sort')}
            value={params.sort}
            options={sortOptions}
            onChange={(event) => update({ sort: event.target.value })}
          />
          <Select
            label={t('list.direction')}
            value={params.dir}
            options={[
              { value: 'asc', label: t('list.asc') },
              { value: 'desc', label: t('list.desc') },
            ]}
            onChange={(event) => update({ dir: event.target.value as 'asc' | 'desc' })}
          />
        </>
      ) : null}
      {onExport ? (
        <Button variant="secondary" onClick={onExport} busy={exporting} className="bo-toolbar__export">
          {t('list.export')}
        </Button>
      ) : null}
    </div>
  );
}
