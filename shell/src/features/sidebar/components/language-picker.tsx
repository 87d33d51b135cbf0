import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, findLanguage, LanguageFlag, LANGUAGES } from '@site/shared/i18n';
import { useWhitelabel } from '../../../hooks/use-whitelabel';

/** Language picker with flags (docs/site-rules.md "Product", "Screens"); the choice goes on the bus so every app switches together. */
export function LanguagePicker({ mini }: { mini: boolean }) {
  const { t, i18n } = useTranslation('nav');
  const defaultLanguage = useWhitelabel()?.defaultLanguage;
  const [open, setOpen] = useState(false);
  const listId = useId();
  const current = findLanguage(i18n.language) ?? LANGUAGES[0]!;
  return (
    <div className="language-picker">
      <button
        type="button"
        className="left-bar__link"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t('language_current', { language: current.nativeName })}
        onClick={() => setOpen((o) => !o)}
      >
        <LanguageFlag country={current.flag} />
        {mini ? null : <span className="left-bar__label">{current.nativeName}</span>}
      </button>
      {open ? (
        <ul id={listId} className="language-picker__list" aria-label={t('language')}>
          {LANGUAGES.map((lang) => (
            <li key={lang.code}>
              <button
                type="button"
                lang={lang.code}
                aria-current={lang.code === current.code ? 'true' : undefined}
                onClick={() => {
                  changeLanguage(lang.code, defaultLanguage);
                  setOpen(false);
                }}
              >
                <LanguageFlag country={lang.flag} />
                <span>{lang.nativeName}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
