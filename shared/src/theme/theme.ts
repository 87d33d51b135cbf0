import boot from './boot-script.cjs';

/** The two themes; dark is the default (docs/product.md "Languages, themes and flags"). */
export type Theme = 'dark' | 'light';

export const DEFAULT_THEME: Theme = boot.DEFAULT_THEME;
/** localStorage key, shared with the inline boot script in the shell's index.html. */
export const THEME_STORAGE_KEY = boot.THEME_STORAGE_KEY;

function isTheme(value: unknown): value is Theme {
  return value === 'dark' || value === 'light';
}

/** The saved theme, or dark when nothing valid is saved (or storage is unavailable). */
export function readTheme(storage: Pick<Storage, 'getItem'> | undefined = safeStorage()): Theme {
  try {
    const saved = storage?.getItem(THEME_STORAGE_KEY);
    return isTheme(saved) ? saved : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

/** Puts the theme on <html> (CSS keys off `data-theme`) and saves it. */
export function applyTheme(
  theme: Theme,
  storage: Pick<Storage, 'setItem'> | undefined = safeStorage(),
): void {
  document.documentElement.dataset.theme = theme;
  document.documentElement.style.colorScheme = theme;
  try {
    storage?.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Private mode or full quota: the theme still applies for this page view.
  }
}

export function toggleTheme(current: Theme): Theme {
  return current === 'dark' ? 'light' : 'dark';
}

function safeStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Inline script for the shell's index.html <head>: sets `data-theme` before the first paint so a light-theme
 * player never sees a dark flash. Defined in boot-script.cjs so the webpack config can inline the same text.
 */
export const THEME_BOOT_SCRIPT: string = boot.THEME_BOOT_SCRIPT;
