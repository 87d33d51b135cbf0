import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { emit, useTheme, type Theme } from '@site/shared';
import { Icon } from '../../../components/icons';

/** Dark/light switch; the theme is saved and announced on the bus so remotes can follow. */
export function ThemeSwitch() {
  const { t } = useTranslation('header');
  const announce = useCallback((theme: Theme) => emit('theme:changed', { theme }), []);
  const { theme, toggle } = useTheme(announce);
  return (
    <button
      type="button"
      className="icon-button"
      role="switch"
      aria-checked={theme === 'light'}
      aria-label={t('light_theme')}
      onClick={toggle}
    >
      <Icon name={theme === 'dark' ? 'dark' : 'light'} />
    </button>
  );
}
