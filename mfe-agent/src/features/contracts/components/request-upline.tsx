import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError, Button, FormField, formatDateTime, showToast } from '@site/shared';
import { z } from 'zod';
import { CONTRACT_REQUEST_NOTE_MAX, type ContractKind } from '@site/shared/schemas';
import { useContractRequests } from '../api/get-contract-requests';
import { useRequestContract } from '../api/request-contract';

/** The server's note rule (shared schema: ≤ 140 after trimming), with this form's message key. */
const formSchema = z.object({
  note: z.string().trim().max(CONTRACT_REQUEST_NOTE_MAX, { error: 'request.noteTooLong' }),
});
type FormValues = z.infer<typeof formSchema>;

/**
 * As a downline: ask my direct upline for a contract of this kind, with an optional note. While a request is
 * open it says so instead of offering a second one.
 */
export function RequestUpline({ kind }: { kind: ContractKind }) {
  const { t, i18n } = useTranslation('agent');
  const requests = useContractRequests();
  const send = useRequestContract();
  const [open, setOpen] = useState(false);
  const { register, handleSubmit, setError, reset, formState } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { note: '' },
  });

  if (requests.isLoading || requests.isError) return null; // the page around it shows the load state
  const pending = requests.data?.sent.find((r) => r.kind === kind);
  if (pending)
    return (
      <p className="agent-hint">
        {t('request.pending', {
          account: pending.uplineAccount,
          date: formatDateTime(pending.createdAt, i18n.language),
        })}
      </p>
    );
  if (!open)
    return (
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('request.ask')}
      </Button>
    );

  const onSubmit = handleSubmit(async ({ note }) => {
    try {
      await send.mutateAsync({ kind, ...(note ? { note } : {}) });
      showToast({ tone: 'success', message: t('request.sent') });
      reset();
      setOpen(false);
    } catch (err) {
      setError('root', {
        message:
          err instanceof ApiError
            ? t(`errors:${err.code}`, { defaultValue: err.message })
            : t('request.failed'),
      });
    }
  });
  const noteError = formState.errors.note?.message;
  return (
    <form className="agent-form" onSubmit={onSubmit} aria-label={t('request.title')} noValidate>
      <FormField
        label={t('request.note')}
        hint={t('request.noteHint', { max: CONTRACT_REQUEST_NOTE_MAX })}
        error={noteError ? t(noteError, { max: CONTRACT_REQUEST_NOTE_MAX }) : undefined}
      >
        {(p) => <textarea className="ui-field__input" rows={3} {...p} {...register('note')} />}
      </FormField>
      {formState.errors.root ? <p role="alert">{formState.errors.root.message}</p> : null}
      <div className="agent-actions">
        <Button variant="secondary" onClick={() => setOpen(false)}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" busy={formState.isSubmitting}>
          {t('request.send')}
        </Button>
      </div>
    </form>
  );
}
