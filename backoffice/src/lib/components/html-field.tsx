import type { TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField, sanitizeHtml } from '@site/shared';
import './html-field.css';

/**
 * An operator's HTML body (notices, popups, help topics, their translations): a code textarea and, under it, the
 * preview drawn through the apps' `sanitizeHtml` — what players will see; the server stores it through the same
 * allow-list (`sanitizeHtmlText`). `textarea` takes react-hook-form's `register(…)` or value/onChange.
 */
export function HtmlField({
  label,
  hint,
  error,
  value,
  rows = 6,
  textarea,
}: {
  label: string;
  hint?: string;
  error?: string | undefined;
  /** The current text, for the preview. */
  value: string;
  rows?: number;
  textarea: TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: React.Ref<HTMLTextAreaElement> };
}) {
  const { t } = useTranslation('bo');
  return (
    <div className="bo-html-field">
      <FormField label={label} hint={hint ?? t('html.hint')} error={error}>
        {(p) => <textarea {...p} rows={rows} className="bo-code" {...textarea} />}
      </FormField>
      <section className="bo-html-preview" aria-label={t('html.previewOf', { label })}>
        <h3 aria-hidden="true">{t('html.preview')}</h3>
        <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(value) }} />
      </section>
    </div>
  );
}
