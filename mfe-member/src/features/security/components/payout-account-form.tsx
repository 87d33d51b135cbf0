import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, FormField, showToast } from '@site/shared';
import { payoutAccountInputSchema, type PayoutAccountInput } from '@site/shared/schemas';
import { errorMessage } from '../../../lib/error-message';
import { addPayoutAccount } from '../api/add-payout-account';
import { memberKeys } from '../../../lib/api/member-keys';

/** Binds a bank account or e-wallet with its payee name. */
export function PayoutAccountForm() {
  const { t } = useTranslation('member');
  const client = useQueryClient();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PayoutAccountInput>({
    resolver: zodResolver(payoutAccountInputSchema),
    defaultValues: { kind: 'ewallet', provider: '', accountNumber: '', payeeName: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await addPayoutAccount(values);
      reset();
      showToast({ message: t('security.accountAdded'), tone: 'success' });
      await client.invalidateQueries({ queryKey: memberKeys.withdrawalOverview() });
    } catch (error) {
      setError('root', { message: errorMessage(t, error) });
    }
  });

  return (
    <form onSubmit={onSubmit} aria-label={t('security.addAccount')} noValidate>
      <h3>{t('security.addAccount')}</h3>
      <FormField label={t('security.kind')} error={errors.kind} required>
        {(p) => (
          <select {...p} {...register('kind')}>
            <option value="ewallet">{t('security.kinds.ewallet')}</option>
            <option value="bank">{t('security.kinds.bank')}</option>
          </select>
        )}
      </FormField>
      <FormField label={t('security.provider')} error={errors.provider} required>
        {(p) => <input {...p} {...register('provider')} />}
      </FormField>
      <FormField label={t('security.accountNumber')} error={errors.accountNumber} required>
        {(p) => <input {...p} inputMode="numeric" {...register('accountNumber')} />}
      </FormField>
      <FormField label={t('security.payeeName')} error={errors.payeeName} required>
        {(p) => <input {...p} autoComplete="name" {...register('payeeName')} />}
      </FormField>
      {errors.root ? <p role="alert">{errors.root.message}</p> : null}
      <Button type="submit" busy={isSubmitting}>
        {t('security.add')}
      </Button>
    </form>
  );
}
