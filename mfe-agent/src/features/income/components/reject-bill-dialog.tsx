import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError, Button, FormField, Modal, showToast } from '@site/shared';
import { useRejectBill, type OwedBill } from '../api/decide-bill';

/** The server's rule (1-200 characters after trimming); its schema is not in the shared index, so kept here too. */
export const REJECT_REASON_MAX = 200;
const formSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, { error: 'owed.reasonRequired' })
    .max(REJECT_REASON_MAX, { error: 'owed.reasonTooLong' }),
});
type FormValues = z.infer<typeof formSchema>;

/** Reject an open bill I pay, with a reason (docs/agents.md "Bill states"). */
export function RejectBillDialog({ bill, onClose }: { bill: OwedBill | null; onClose: () => void }) {
  const { t } = useTranslation('agent');
  const reject = useRejectBill();
  const { register, handleSubmit, setError, formState } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { reason: '' },
  });
  const onSubmit = handleSubmit(async ({ reason }) => {
    if (!bill) return;
    try {
      await reject.mutateAsync({ type: bill.type, id: bill.id, reason });
      showToast({ tone: 'success', message: t('owed.rejected', { account: bill.memberAccount }) });
      onClose();
    } catch (err) {
      setError('reason', {
        message:
          err instanceof ApiError && err.code === 'AGENT_BILL_NOT_OPEN' ? 'owed.notOpen' : 'owed.failed',
      });
    }
  });
  const error = formState.errors.reason?.message;
  return (
    <Modal
      open={bill !== null}
      onClose={onClose}
      title={t('owed.rejectTitle', { account: bill?.memberAccount })}
    >
      <form onSubmit={onSubmit} noValidate>
        <FormField label={t('owed.reason')} error={error ? t(error, { max: REJECT_REASON_MAX }) : undefined}>
          {(p) => <textarea className="ui-field__input" rows={3} {...p} {...register('reason')} />}
        </FormField>
        <div className="agent-actions">
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" busy={formState.isSubmitting}>
            {t('owed.reject')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
