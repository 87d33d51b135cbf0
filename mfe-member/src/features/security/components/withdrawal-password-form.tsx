import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, FormField, showToast } from '@site/shared';
import { setWithdrawalPasswordRequestSchema, type SetWithdrawalPasswordRequest } from '@site/shared/schemas';
import { errorMessage } from '../../../lib/error-message';
import { memberKeys } from '../../../lib/api/member-keys';
import { setWithdrawalPassword } from '../api/set-withdrawal-password';
import { PinField } from '../../../lib/components/money-fields';

/** Sets or changes the 6-digit withdrawal password; the login password re-authenticates. */
export function WithdrawalPasswordForm({ isSet }: { isSet: boolean }) {
  const { t } = useTranslation('member');
  const client = useQueryClient();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SetWithdrawalPasswordRequest>({ resolver: zodResolver(setWithdrawalPasswordRequestSchema) });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await setWithdrawalPassword(values);
      reset();
      showToast({ message: t('security.passwordSaved'), tone: 'success' });
      // Every page that asks for the PIN shows its form once it is set.
      await Promise.all([
        client.invalidateQueries({ queryKey: memberKeys.withdrawalOverview() }),
        client.invalidateQueries({ queryKey: memberKeys.uplineTransfer() }),
      ]);
    } catch (error) {
      setError('root', { message: errorMessage(t, error) });
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      aria-label={t(isSet ? 'security.changePassword' : 'security.setPassword')}
      noValidate
    >
      <h3>{t(isSet ? 'security.changePassword' : 'security.setPassword')}</h3>
      <FormField label={t('security.loginPassword')} error={errors.loginPassword} required>
        {(p) => (
          <input {...p} type="password" autoComplete="current-password" {...register('loginPassword')} />
        )}
      </FormField>
      <PinField
        label={t('security.newPin')}
        hint={t('security.pinHint')}
        error={errors.newPassword}
        registration={register('newPassword')}
      />
      {errors.root ? <p role="alert">{errors.root.message}</p> : null}
      <Button type="submit" busy={isSubmitting}>
        {t('security.save')}
      </Button>
    </form>
  );
}
