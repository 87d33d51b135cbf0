import { useCallback, useState } from 'react';
import { applyTheme, readTheme, toggleTheme, type Theme } from './theme';

/**
 * Current theme plus a toggle that applies and persists it. `onChange` lets the host publish
 * `theme:changed` on the bus without this module depending on the bus.
 */
export function useTheme(onChange?: (theme: Theme) => void): { theme: Theme; toggle: () => void } {
  const [theme, setTheme] = useState<Theme>(() => readTheme());
  const toggle = useCallback(() => {
    setTheme((current) => {
      const next = toggleTheme(current);
      applyTheme(next);
      onChange?.(next);
      return next;
    });
  }, [onChange]);
  return { theme, toggle };
}
