import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';

/** Placeholder for an empty list. */
export function EmptyState({ message, children }: { message?: string; children?: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <div className="ui-empty">
      <p>{message ?? t('empty')}</p>
      {children}
    </div>
  );
}

/** A failed load, with a retry when the caller can retry. */
export function ErrorState({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div className="ui-error" role="alert">
      <p>{message ?? t('error_unknown')}</p>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          {t('retry')}
        </Button>
      ) : null}
    </div>
  );
}
