import './styles/states.css';
import { useTranslation } from 'react-i18next';

/** Loading indicator with an accessible name. */
export function Spinner({ size = 'normal', label }: { size?: 'small' | 'normal'; label?: string }) {
  const { t } = useTranslation('ui');
  return (
    <span role="status" aria-label={label ?? t('loading')} className={`ui-spinner ui-spinner--${size}`} />
  );
}
