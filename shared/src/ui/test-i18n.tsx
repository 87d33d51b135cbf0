import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../i18n/create-i18n';
import { SHELL_ENGLISH, SHELL_NAMESPACES } from '../i18n/shell-english';

/** Test wrapper: a fresh English i18n instance with the real shell strings. */
export function WithI18n({ children }: { children: ReactNode }) {
  const i18n = createI18n({ namespaces: SHELL_NAMESPACES, english: SHELL_ENGLISH, load: async () => ({}) });
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
