import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError, Button, Modal, TextField, showToast } from '@site/shared';
import { z } from 'zod';
import { withdrawalPasswordSchema } from '@site/shared/schemas';
import { newClientKey, useTransfer } from '../api/transfer-to-downline';

interface Props {
  toAccount: string | null;
  onClose: () => void;
}

/** Amount in major units with at most 2 decimals → integer minor units, or null. */
export function toMinor(text: string): number | null {
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text.trim())) return null;
  const [whole, frac = ''] = text.trim().split('.');
  const minor = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  return minor > 0 ? minor : null;
}

/** The server's rules (the shared 6-digit PIN schema), with this form's message keys. */
const formSchema = z.object({
  amount: z.string().refine((v) => toMinor(v) !== null, { error: 'transfer.invalidAmount' }),
  withdrawalPassword: z
    .string()
    .refine((v) => withdrawalPasswordSchema.safeParse(v).success, { error: 'transfer.pinInvalid' }),
});
type FormValues = z.infer<typeof formSchema>;

/** What a refused transfer says, by code (never by message text); the PIN's codes belong to the PIN field. */
const ERROR_KEYS: Record<string, { field: 'amount' | 'withdrawalPassword'; key: string }> = {
  INSUFFICIENT_BALANCE: { field: 'amount', key: 'transfer.insufficient' },
  WITHDRAWAL_PASSWORD_WRONG: { field: 'withdrawalPassword', key: 'transfer.pinWrong' },
  WITHDRAWAL_PASSWORD_NOT_SET: { field: 'withdrawalPassword', key: 'transfer.pinNotSet' },
  TOO_MANY_REQUESTS: { field: 'withdrawalPassword', key: 'transfer.pinLocked' },
};

/**
 * Transfer from my wallet to a downline, confirmed with my withdrawal password (the member centre's PIN). One client
 * key per dialog opening: a retry never moves money twice.
 */
export function TransferDialog({ toAccount, onClose }: Props) {
  const { t } = useTranslation('agent');
  const [clientKey] = useState(newClientKey);
  const transfer = useTransfer();
  const { register, handleSubmit, setError, formState } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { amount: '', withdrawalPassword: '' },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit(async ({ amount, withdrawalPassword }) => {
    try {
      await transfer.mutateAsync({
        toAccount: toAccount!,
        amountMinor: toMinor(amount)!,
        clientKey,
        withdrawalPassword,
      });
      showToast({ tone: 'success', message: t('transfer.done', { account: toAccount }) });
      onClose();
    } catch (err) {
      const known = err instanceof ApiError ? ERROR_KEYS[err.code] : undefined;
      setError(known?.field ?? 'amount', { message: known?.key ?? 'transfer.failed' });
    }
  });

  const message = (key: string | undefined) => (key ? t(key) : undefined);
  return (
    <Modal open={toAccount !== null} onClose={onClose} title={t('transfer.title', { account: toAccount })}>
      <form onSubmit={onSubmit} noValidate>
        <TextField
          label={t('transfer.amount')}
          inputMode="decimal"
          error={message(errors.amount?.message)}
          autoFocus
          {...register('amount')}
        />
        <TextField
          label={t('transfer.pin')}
          type="password"
          inputMode="numeric"
          maxLength={6}
          autoComplete="off"
          error={message(errors.withdrawalPassword?.message)}
          {...register('withdrawalPassword')}
        />
        <p className="agent-hint">{t('transfer.pinHint')}</p>
        <div className="agent-actions">
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" busy={formState.isSubmitting}>
            {t('transfer.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
