import { applyTheme, readTheme, THEME_BOOT_SCRIPT, THEME_STORAGE_KEY } from './theme';

beforeEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});

describe('theme persistence', () => {
  it('defaults to dark', () => {
    expect(readTheme()).toBe('dark');
  });

  it('ignores garbage in storage', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    expect(readTheme()).toBe('dark');
  });

  it('saves and re-reads the applied theme (survives a reload)', () => {
    applyTheme('light');
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(readTheme()).toBe('light');
  });

  it('boot script applies the saved theme before the app runs', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    new Function(THEME_BOOT_SCRIPT)();
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
    localStorage.setItem(THEME_STORAGE_KEY, 'bogus');
    new Function(THEME_BOOT_SCRIPT)();
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
  });
});
