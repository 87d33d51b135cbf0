import './styles/pagination.css';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { ChevronLeft, ChevronRight } from 'lucide-react';

export interface PaginationProps {
  /** 1-based current page. */
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** Disable both buttons while a page loads. */
  busy?: boolean;
}

/** Previous / next with "Page x of y"; the buttons are disabled at the ends. Hidden when there is one page. */
export function Pagination({ page, totalPages, onChange, busy }: PaginationProps) {
  const { t } = useTranslation('ui');
  if (totalPages <= 1) return null;
  return (
    <nav className="ui-pagination" aria-label={t('pagination')}>
      <Button variant="secondary" disabled={busy || page <= 1} onClick={() => onChange(page - 1)}>
        <span aria-hidden="true" className="ui-pagination__arrow">
          <ChevronLeft size={16} />
        </span>
        {t('previous')}
      </Button>
      <span className="ui-pagination__status" aria-live="polite">
        {t('page_of', { page, total: totalPages })}
      </span>
      <Button variant="secondary" disabled={busy || page >= totalPages} onClick={() => onChange(page + 1)}>
        {t('next')}
        <span aria-hidden="true" className="ui-pagination__arrow">
          <ChevronRight size={16} />
        </span>
      </Button>
    </nav>
  );
}
