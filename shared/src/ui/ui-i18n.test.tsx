import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createI18n, setLanguage } from '../i18n/create-i18n';
import { LANGUAGES } from '../i18n/languages';
import { Pagination } from './pagination';

const localesDir = join(__dirname, '..', 'i18n', 'locales');
const read = (lang: string) =>
  JSON.parse(readFileSync(join(localesDir, lang, 'ui.json'), 'utf8')) as Record<string, string>;
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('the kit namespace "ui"', () => {
  const english = read('en');

  it.each(LANGUAGES.map((l) => l.code))('%s has every key with the same placeholders', (code) => {
    const lang = read(code);
    for (const [key, text] of Object.entries(english)) {
      expect(typeof lang[key]).toBe('string');
      expect(placeholders(lang[key]!)).toEqual(placeholders(text));
    }
  });

  it('reaches a remote-style instance that only declared its own namespace, in English and after a switch', async () => {
    const i18n = createI18n({ namespaces: ['member'], english: { member: {} } });
    render(
      <I18nextProvider i18n={i18n}>
        <Pagination page={2} totalPages={5} onChange={() => undefined} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Page 2 of 5');
    await act(() => setLanguage(i18n, 'ar'));
    expect(screen.getByRole('button', { name: 'التالي' })).toBeInTheDocument();
    expect(screen.getByRole('navigation')).toHaveTextContent('الصفحة 2 من 5');
    await act(() => setLanguage(i18n, 'en'));
  });
});
