import { useTranslation } from 'react-i18next';
import { Button } from '@site/shared';

export interface LoadMorePagerProps {
  pageNo: number;
  totalPages: number;
  busy: boolean;
  onMore: () => void;
}

/** 'page / totalPages' with a 'more' button disabled on the last page (docs/site-rules.md "Screens"). */
export function LoadMorePager({ pageNo, totalPages, busy, onMore }: LoadMorePagerProps) {
  const { t } = useTranslation('lobby');
  if (totalPages === 0) return null;
  return (
    <div className="lobby-pager">
      <span aria-label={t('pageOf', { page: pageNo, total: totalPages })}>
        {pageNo} / {totalPages}
      </span>
      <Button variant="secondary" onClick={onMore} disabled={pageNo >= totalPages} aria-busy={busy}>
        {t('more')}
      </Button>
    </div>
  );
}
