import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@site/shared';
import { adminHelpTopicInputSchema, type AdminHelpTopic } from '@site/shared/schemas/operator';
import { FormDialog } from '../../../lib/components/form-dialog';
import { HtmlField } from '../../../lib/components/html-field';
import { fieldError, schemaResolver } from '../../../lib/model/schema-resolver';
import { useSaveHelpTopic, type HelpTopicBody } from '../api/save-help-topic';

interface FormValues {
  title: string;
  content: string;
}

/**
 * Create or edit a help topic of one language and device (`content.manage`): its question and its HTML answer with
 * the preview players will see. The server sanitises the answer again on save.
 */
export function HelpTopicDialog({
  topic,
  language,
  languageName,
  device,
  onClose,
}: {
  topic?: AdminHelpTopic | undefined;
  language: string;
  languageName: string;
  device: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('bo');
  const save = useSaveHelpTopic();
  const resolver = useMemo(
    () =>
      schemaResolver<FormValues, HelpTopicBody>(
        adminHelpTopicInputSchema,
        (v) => ({ language, device, title: v.title.trim(), content: v.content }),
        t,
      ),
    [t, language, device],
  );
  const { register, handleSubmit, watch, formState } = useForm<FormValues, unknown, HelpTopicBody>({
    resolver,
    defaultValues: { title: topic?.title ?? '', content: topic?.content ?? '' },
  });
  const errors = formState.errors;
  const err = (name: string) => fieldError(errors, name);
  return (
    <FormDialog
      title={topic ? t('help.editOf', { title: topic.title }) : t('help.newIn', { language: languageName })}
      formClassName="bo-help-form"
      formId="help-topic-form"
      onClose={onClose}
      onSubmit={handleSubmit((body) => save.mutate({ id: topic?.id, body }, { onSuccess: onClose }))}
      invalid={Object.keys(errors).length > 0}
      error={save.error}
      busy={save.isPending}
    >
      <TextField
        label={t('help.title')}
        lang={language}
        error={err('title')}
        maxLength={200}
        {...register('title')}
      />
      <HtmlField
        label={t('help.content')}
        error={err('content')}
        value={watch('content') ?? ''}
        rows={8}
        textarea={{ ...register('content'), lang: language }}
      />
    </FormDialog>
  );
}
