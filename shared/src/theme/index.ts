export type { Theme } from './theme';
export {
  DEFAULT_THEME,
  THEME_STORAGE_KEY,
  THEME_BOOT_SCRIPT,
  readTheme,
  applyTheme,
  toggleTheme,
} from './theme';
export { useTheme } from './use-theme';
