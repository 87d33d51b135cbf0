import { useTranslation } from 'react-i18next';
import { Pagination } from '@site/shared';

/** How many rows match, and the pages. */
export function ListFooter(props: {
  total: number | undefined;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  busy?: boolean;
}) {
  const { t } = useTranslation('bo');
  const totalPages = Math.max(1, Math.ceil((props.total ?? 0) / props.pageSize));
  return (
    <div className="bo-list-footer">
      <span aria-live="polite">
        {props.total === undefined ? '' : t('list.total', { count: props.total })}
      </span>
      {totalPages > 1 ? (
        <Pagination page={props.page} totalPages={totalPages} onChange={props.onPage} busy={props.busy} />
      ) : null}
    </div>
  );
}
