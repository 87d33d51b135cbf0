import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@site/shared';
import { errorMessage } from '../error-message';
import { AmountField, PinField } from './money-fields';

/** What every form that sends money out of the main wallet asks for: an amount in cents and the withdrawal password. */
export const moneyOutSchema = z.object({
  amount: z.number({ error: 'Enter an amount' }).positive().multipleOf(0.01),
  withdrawalPassword: z.string().regex(/^\d{6}$/, 'Use exactly 6 digits'),
});
export type MoneyOutValues = z.infer<typeof moneyOutSchema>;

/**
 * The form part withdraw and transfer-to-upline share (docs/payments.md): the amount (checked against the limits
 * before the server is asked), the page's own fields, the withdrawal password, the server's refusal in words, submit.
 * `send` does the page's request and what follows it; whatever it throws is shown as the form's error.
 */
export function MoneyOutForm<Values extends MoneyOutValues>(props: {
  form: UseFormReturn<Values>;
  limits: { hint: string; within: (amount: number) => boolean };
  label: string;
  submitLabel: string;
  send: (values: Values) => Promise<void>;
  /** Fields between the amount and the password (withdraw: the payout account). */
  children?: ReactNode;
  /** Shown above the form's error (withdraw: why it is blocked). */
  note?: ReactNode;
  disabled?: boolean;
}) {
  const { t } = useTranslation('member');
  const { form, limits, send } = props;
  // The shared fields only: every Values has them (react-hook-form cannot name a generic form's paths).
  const shared = form as unknown as UseFormReturn<MoneyOutValues>;
  const {
    register,
    setError,
    formState: { errors, isSubmitting },
  } = shared;
  const onSubmit = form.handleSubmit(async (values) => {
    if (!limits.within(values.amount)) {
      setError('amount', { message: limits.hint });
      return;
    }
    try {
      await send(values);
    } catch (error) {
      setError('root', { message: errorMessage(t, error) });
    }
  });
  return (
    <form onSubmit={onSubmit} aria-label={props.label} noValidate>
      <AmountField
        label={t('withdraw.amount')}
        hint={limits.hint}
        error={errors.amount}
        registration={register('amount', { valueAsNumber: true })}
      />
      {props.children}
      <PinField
        label={t('withdraw.password')}
        error={errors.withdrawalPassword}
        registration={register('withdrawalPassword')}
      />
      {props.note}
      {errors.root ? <p role="alert">{errors.root.message}</p> : null}
      <Button type="submit" busy={isSubmitting} disabled={props.disabled}>
        {props.submitLabel}
      </Button>
    </form>
  );
}
