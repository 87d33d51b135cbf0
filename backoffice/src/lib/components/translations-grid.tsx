import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Modal, TextField } from '@site/shared';
import { LANGUAGES } from '@site/shared/i18n/languages';
import { contentTranslationInputSchema, type ContentTranslationInput } from '@site/shared/schemas/operator';
import { errorText } from '../model/error-text';
import { HtmlField } from './html-field';
import './translations-grid.css';

type Texts = Record<string, { title: string; content?: string | undefined }>;

export interface TranslationsGridProps {
  /** The item's name in the dialog's title. */
  itemTitle: string;
  /** The texts written, by language code. */
  translations: Texts;
  /** Whether the item has an HTML body besides its title (announcements: yes; banners: no). */
  withContent: boolean;
  onSave: (language: string, text: ContentTranslationInput) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Every language the site offers (shared i18n, about 40) for one banner or announcement: which are written and which
 * missing (players of a missing one read the default language, else the original), each editable in place. English
 * is the original and is edited on the item's own form.
 */
export function TranslationsGrid({
  itemTitle,
  translations,
  withContent,
  onSave,
  onClose,
}: TranslationsGridProps) {
  const { t } = useTranslation('bo');
  const [onlyMissing, setOnlyMissing] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  // Closing a row's editor unmounts the focused control: focus goes back to that row's button, inside the dialog
  // (else it fell to the page and Escape no longer reached the dialog).
  const table = useRef<HTMLTableElement>(null);
  const lastEdited = useRef<string | null>(null);
  useEffect(() => {
    if (editing !== null) lastEdited.current = editing;
    else if (lastEdited.current) {
      const button = table.current?.querySelector<HTMLElement>(
        `button[data-language="${lastEdited.current}"]`,
      );
      // Filtered out once written ("only missing"): the dialog itself.
      (button ?? table.current?.closest<HTMLElement>('[role="dialog"]'))?.focus();
    }
  }, [editing]);
  const languages = LANGUAGES.filter((l) => l.code !== 'en');
  const missing = languages.filter((l) => !translations[l.code]?.title).length;
  const shown = onlyMissing ? languages.filter((l) => !translations[l.code]?.title) : languages;
  return (
    <Modal
      open
      onClose={onClose}
      title={t('translations.title', { title: itemTitle })}
      className="bo-modal-wide"
    >
      <div className="bo-translations__bar">
        <p className="bo-muted">
          {t('translations.summary', { written: languages.length - missing, total: languages.length })}
        </p>
        <label className="bo-translations__filter">
          <input type="checkbox" checked={onlyMissing} onChange={(e) => setOnlyMissing(e.target.checked)} />{' '}
          {t('translations.onlyMissing')}
        </label>
      </div>
      <table className="bo-translations" ref={table}>
        <caption className="ui-visually-hidden">{t('translations.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('translations.language')}</th>
            <th scope="col">{t('translations.state')}</th>
            <th scope="col">{t('translations.text')}</th>
            <th scope="col">
              <span className="ui-visually-hidden">{t('common.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {shown.map((language) => {
            const text = translations[language.code];
            const name = `${language.nativeName} (${language.code})`;
            return editing === language.code ? (
              <tr key={language.code}>
                <td colSpan={4}>
                  <TranslationEditor
                    name={name}
                    language={language.code}
                    initial={text}
                    withContent={withContent}
                    onSave={(value) => onSave(language.code, value)}
                    onDone={() => setEditing(null)}
                  />
                </td>
              </tr>
            ) : (
              <tr key={language.code}>
                <th scope="row" lang={language.code}>
                  {language.nativeName} <span className="bo-muted">{language.code}</span>
                </th>
                <td>
                  {text?.title ? (
                    <Badge tone="success">{t('translations.written')}</Badge>
                  ) : (
                    <Badge tone="warning">{t('translations.missing')}</Badge>
                  )}
                </td>
                <td className="bo-translations__text" lang={language.code}>
                  {text?.title ?? ''}
                </td>
                <td>
                  {/* The visible word starts the accessible name (axe label-content-name-mismatch). */}
                  <Button
                    variant="secondary"
                    data-language={language.code}
                    onClick={() => setEditing(language.code)}
                  >
                    {text?.title ? t('translations.edit') : t('translations.write')}
                    <span className="ui-visually-hidden">
                      {' '}
                      {t('translations.textIn', { language: name })}
                    </span>
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Modal>
  );
}

function TranslationEditor({
  name,
  language,
  initial,
  withContent,
  onSave,
  onDone,
}: {
  name: string;
  language: string;
  initial: { title: string; content?: string | undefined } | undefined;
  withContent: boolean;
  onSave: (text: ContentTranslationInput) => Promise<unknown>;
  onDone: () => void;
}) {
  const { t } = useTranslation('bo');
  const [title, setTitle] = useState(initial?.title ?? '');
  const [content, setContent] = useState(initial?.content ?? '');
  const [invalid, setInvalid] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    const parsed = contentTranslationInputSchema.safeParse(withContent ? { title, content } : { title });
    setInvalid(!parsed.success);
    if (!parsed.success) return;
    setBusy(true);
    setError(null);
    try {
      await onSave(parsed.data);
      onDone();
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="bo-form bo-translations__editor"
      lang={language}
      aria-label={t('translations.editIn', { language: name })}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <TextField
        label={t('translations.titleIn', { language: name })}
        value={title}
        maxLength={200}
        error={invalid && !title.trim() ? t('forms.required') : undefined}
        onChange={(e) => setTitle(e.target.value)}
      />
      {withContent ? (
        <HtmlField
          label={t('translations.contentIn', { language: name })}
          value={content}
          rows={4}
          textarea={{ value: content, onChange: (e) => setContent(e.target.value) }}
        />
      ) : null}
      {error ? (
        <p className="bo-error" role="alert">
          {errorText(t, error)}
        </p>
      ) : null}
      <div className="bo-actions">
        <Button variant="secondary" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" busy={busy}>
          {t('common.save')}
        </Button>
      </div>
    </form>
  );
}
