import { useMemo, useRef, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button, FormField, Select, TextField, sanitizeHtml } from '@site/shared';
import { LANGUAGES } from '@site/shared/i18n/languages';
import { agentAnnouncementInputSchema, type AgentAnnouncementAdmin } from '@site/shared/schemas/operator';
import { fieldError, schemaResolver } from '../../../lib/model/schema-resolver';
import { FormDialog } from '../../../lib/components/form-dialog';
import { useSaveAgentAnnouncement, type AgentAnnouncementBody } from '../api/save-agent-announcement';
import './agent-announcements.css';

interface TranslationRow {
  language: string;
  title: string;
  content: string;
}
interface FormValues {
  title: string;
  content: string;
  reason: string;
  translations: TranslationRow[];
}

/** An edit says why (the audit trail keeps it); a new announcement may. */
const editSchema = agentAnnouncementInputSchema.extend({ reason: z.string().trim().min(3).max(200) });

const toForm = (a?: AgentAnnouncementAdmin): FormValues => ({
  title: a?.title ?? '',
  content: a?.content ?? '',
  reason: '',
  translations: Object.entries(a?.translations ?? {}).map(([language, text]) => ({
    language,
    title: text.title,
    content: text.content ?? '',
  })),
});

/** Create or edit an agent announcement: the original text, each other language's, and a sanitised preview. */
export function AnnouncementDialog({
  announcement,
  onClose,
}: {
  announcement?: AgentAnnouncementAdmin;
  onClose: () => void;
}) {
  const { t } = useTranslation('bo');
  const save = useSaveAgentAnnouncement();
  // The schema names a language's field by its code (`translations.th.title`); the form by its row.
  const rows = useRef<TranslationRow[]>([]);
  const resolver = useMemo(() => {
    const toBody = (v: FormValues) => {
      rows.current = v.translations;
      return {
        title: v.title,
        content: v.content,
        category: announcement?.category ?? 'agent',
        translations: Object.fromEntries(
          v.translations.map((r) => [r.language, { title: r.title, content: r.content }]),
        ),
        ...(v.reason.trim() ? { reason: v.reason.trim() } : {}),
      };
    };
    const fieldOf = (path: string) => {
      const [head, language, ...rest] = path.split('.');
      if (head !== 'translations' || !language) return path;
      const index = rows.current.findIndex((r) => r.language === language);
      return ['translations', String(index), ...rest].join('.');
    };
    return schemaResolver<FormValues, AgentAnnouncementBody>(
      announcement ? editSchema : agentAnnouncementInputSchema,
      toBody,
      t,
      fieldOf,
    );
  }, [announcement, t]);
  const { register, handleSubmit, control, watch, formState } = useForm<
    FormValues,
    unknown,
    AgentAnnouncementBody
  >({
    resolver,
    defaultValues: toForm(announcement),
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'translations' });
  const errors = formState.errors;
  const err = (name: string) => fieldError(errors, name);
  const content = watch('content');
  const used = new Set(watch('translations').map((r) => r.language));
  const free = LANGUAGES.filter((l) => l.code !== 'en' && !used.has(l.code));
  const [adding, setAdding] = useState(free[0]?.code ?? '');
  return (
    <FormDialog
      formClassName="bo-announcement-form"
      title={
        announcement
          ? t('agentAnnouncements.editOf', { title: announcement.title })
          : t('agentAnnouncements.new')
      }
      formId="agent-announcement-form"
      onClose={onClose}
      onSubmit={handleSubmit((body) => save.mutate({ id: announcement?.id, body }, { onSuccess: onClose }))}
      invalid={Object.keys(errors).length > 0}
      error={save.error}
      busy={save.isPending}
    >
      <TextField label={t('agentAnnouncements.title')} error={err('title')} {...register('title')} />
      <FormField
        label={t('agentAnnouncements.content')}
        hint={t('agentAnnouncements.contentHint')}
        error={err('content')}
      >
        {(p) => <textarea {...p} rows={6} className="bo-code" {...register('content')} />}
      </FormField>
      <section className="bo-announcement-preview" aria-label={t('agentAnnouncements.preview')}>
        <h3>{t('agentAnnouncements.preview')}</h3>
        <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(content ?? '') }} />
      </section>
      <fieldset className="bo-announcement-languages">
        <legend>{t('agentAnnouncements.translations')}</legend>
        {fields.map((field, index) => {
          const name = LANGUAGES.find((l) => l.code === field.language)?.nativeName ?? field.language;
          return (
            <div key={field.id} className="bo-announcement-language" lang={field.language}>
              <div className="bo-announcement-language__head">
                <strong>{name}</strong>
                <Button
                  variant="secondary"
                  onClick={() => remove(index)}
                  aria-label={t('agentAnnouncements.removeLanguage', { language: name })}
                >
                  {t('agentAnnouncements.remove')}
                </Button>
              </div>
              <TextField
                label={t('agentAnnouncements.titleIn', { language: name })}
                error={err(`translations.${index}.title`)}
                {...register(`translations.${index}.title`)}
              />
              <FormField
                label={t('agentAnnouncements.contentIn', { language: name })}
                error={err(`translations.${index}.content`)}
              >
                {(p) => (
                  <textarea
                    {...p}
                    rows={4}
                    className="bo-code"
                    {...register(`translations.${index}.content`)}
                  />
                )}
              </FormField>
            </div>
          );
        })}
        {free.length > 0 ? (
          <div className="bo-announcement-add">
            <Select
              label={t('agentAnnouncements.language')}
              value={free.some((l) => l.code === adding) ? adding : free[0]!.code}
              options={free.map((l) => ({ value: l.code, label: `${l.nativeName} (${l.code})` }))}
              onChange={(event) => setAdding(event.target.value)}
            />
            <Button
              variant="secondary"
              onClick={() => {
                const code = free.some((l) => l.code === adding) ? adding : free[0]!.code;
                append({ language: code, title: '', content: '' });
              }}
            >
              {t('agentAnnouncements.addLanguage')}
            </Button>
          </div>
        ) : null}
      </fieldset>
      <TextField
        label={announcement ? t('agentAnnouncements.reasonRequired') : t('agentAnnouncements.reasonOptional')}
        error={err('reason')}
        maxLength={200}
        {...register('reason')}
      />
    </FormDialog>
  );
}
