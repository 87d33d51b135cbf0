import { z } from 'zod';
import { useRetryKey } from '../../../lib/retry-key';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, Select, formatAmount, showToast } from '@site/shared';
import type { TransferWallets } from '@site/shared/schemas';
import { useAmountLimits } from '../../../lib/amount-limits';
import { errorMessage } from '../../../lib/error-message';
import { AmountField } from '../../../lib/components/money-fields';
import { useWalletTransfer } from '../api/transfer-wallets';

const formSchema = z.object({
  vendor: z.string().min(1),
  direction: z.enum(['in', 'out']),
  amount: z.number({ error: 'Enter an amount' }).positive().multipleOf(0.01),
});
type FormValues = z.infer<typeof formSchema>;

/** A transfer between the main wallet and one vendor's wallet, either way. */
export function TransferForm({ data }: { data: TransferWallets }) {
  const { t, i18n } = useTranslation('member');
  const transfer = useWalletTransfer();
  const retryKey = useRetryKey();
  const limits = useAmountLimits(data.min, data.max);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { vendor: data.vendors[0]?.vendor ?? '', direction: 'in' },
  });
  const onSubmit = handleSubmit(async (values) => {
    if (!limits.within(values.amount)) {
      setError('amount', { message: limits.hint });
      return;
    }
    try {
      const done = await transfer.mutateAsync({ ...values, clientKey: retryKey.take() });
      retryKey.settle();
      reset({ vendor: values.vendor, direction: values.direction });
      showToast(
        done.status === 'done'
          ? {
              message: t('transferFund.done', {
                amount: `${formatAmount(done.amount, i18n.language)} ${data.currency}`,
              }),
              tone: 'success',
            }
          : { message: t('transferFund.pendingNote'), tone: 'info' },
      );
    } catch (error) {
      retryKey.settle(error);
      setError('root', { message: errorMessage(t, error) });
    }
  });
  return (
    <form onSubmit={onSubmit} aria-label={t('transferFund.form')} noValidate>
      <Select
        label={t('transferFund.vendor')}
        options={data.vendors.map((v) => ({ value: v.vendor, label: v.name }))}
        {...register('vendor')}
      />
      <Select
        label={t('transferFund.direction')}
        options={[
          { value: 'in', label: t('transferFund.in') },
          { value: 'out', label: t('transferFund.out') },
        ]}
        {...register('direction')}
      />
      <AmountField
        label={t('withdraw.amount')}
        hint={limits.hint}
        error={errors.amount}
        registration={register('amount', { valueAsNumber: true })}
      />
      {errors.root ? <p role="alert">{errors.root.message}</p> : null}
      <Button type="submit" busy={isSubmitting}>
        {t('transferFund.submit')}
      </Button>
    </form>
  );
}
