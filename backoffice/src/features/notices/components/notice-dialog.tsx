import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Select, TextField } from '@site/shared';
import {
  NOTICE_AUDIENCES,
  NOTICE_CATEGORIES,
  adminNoticeInputSchema,
  type AdminNotice,
  type NoticeCategory,
} from '@site/shared/schemas/operator';
import { FormDialog } from '../../../lib/components/form-dialog';
import { HtmlField } from '../../../lib/components/html-field';
import { fromLocalInput, toLocalInput } from '../../../lib/model/schedule';
import { fieldError, schemaResolver } from '../../../lib/model/schema-resolver';
import { useSaveNotice, type NoticeBody } from '../api/save-notice';

interface FormValues {
  title: string;
  content: string;
  category: string;
  audience: string;
  startsAt: string;
  endsAt: string;
}

const toForm = (n: AdminNotice | undefined, category: NoticeCategory): FormValues => ({
  title: n?.title ?? '',
  content: n?.content ?? '',
  category: n?.category ?? category,
  audience: n?.audience ?? 'public',
  startsAt: toLocalInput(n?.startsAt),
  endsAt: toLocalInput(n?.endsAt),
});

const toBody = (v: FormValues) => ({
  title: v.title.trim(),
  content: v.content,
  category: v.category,
  audience: v.audience,
  startsAt: fromLocalInput(v.startsAt),
  endsAt: fromLocalInput(v.endsAt),
});

/**
 * Create or edit a notice or popup (`content.manage`): where it shows, who sees it, when (local times; blank =
 * always) and its HTML body with the preview players will see. Validated by the shared schema the server uses; the
 * server sanitises the body again on save. Other languages are the translations grid's.
 */
export function NoticeDialog({
  notice,
  defaultCategory,
  onClose,
}: {
  notice?: AdminNotice | undefined;
  defaultCategory: NoticeCategory;
  onClose: () => void;
}) {
  const { t } = useTranslation('bo');
  const save = useSaveNotice();
  const resolver = useMemo(
    () => schemaResolver<FormValues, NoticeBody>(adminNoticeInputSchema, toBody, t),
    [t],
  );
  const { register, handleSubmit, watch, formState } = useForm<FormValues, unknown, NoticeBody>({
    resolver,
    defaultValues: toForm(notice, defaultCategory),
  });
  const errors = formState.errors;
  const err = (name: string) => fieldError(errors, name);
  return (
    <FormDialog
      title={notice ? t('notices.editOf', { title: notice.title }) : t('notices.new')}
      formClassName="bo-notice-form"
      formId="notice-form"
      onClose={onClose}
      onSubmit={handleSubmit((body) => save.mutate({ id: notice?.id, body }, { onSuccess: onClose }))}
      invalid={Object.keys(errors).length > 0}
      error={save.error}
      busy={save.isPending}
    >
      <TextField label={t('notices.title')} error={err('title')} maxLength={200} {...register('title')} />
      <div className="bo-notice-form__grid">
        <Select
          label={t('notices.category')}
          options={NOTICE_CATEGORIES.map((c) => ({ value: c, label: t(`notices.categories.${c}`) }))}
          error={err('category')}
          {...register('category')}
        />
        <Select
          label={t('notices.audience')}
          options={NOTICE_AUDIENCES.map((a) => ({ value: a, label: t(`notices.audiences.${a}`) }))}
          error={err('audience')}
          {...register('audience')}
        />
        <TextField
          type="datetime-local"
          label={t('notices.startsAt')}
          error={err('startsAt')}
          {...register('startsAt')}
        />
        <TextField
          type="datetime-local"
          label={t('notices.endsAt')}
          error={err('endsAt')}
          {...register('endsAt')}
        />
      </div>
      <p className="bo-muted">{t('notices.blankAlways')}</p>
      <HtmlField
        label={t('notices.content')}
        error={err('content')}
        value={watch('content') ?? ''}
        textarea={register('content')}
      />
    </FormDialog>
  );
}
