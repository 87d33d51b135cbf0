import './styles/states.css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';

/** Placeholder for an empty list. */
export function EmptyState({ message, children }: { message?: string; children?: ReactNode }) {
  const { t } = useTranslation('ui');
  return (
    <div className="ui-empty">
      <p>{message ?? t('no_data')}</p>
      {children}
    </div>
  );
}

/** A failed load, with a retry when the caller can retry. */
export function ErrorState({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  const { t } = useTranslation('ui');
  return (
    <div className="ui-error" role="alert">
      <p>{message ?? t('error')}</p>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          {t('retry')}
        </Button>
      ) : null}
    </div>
  );
}
