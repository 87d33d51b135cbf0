import type { ChangeEvent, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField, type FieldErrorLike } from '@site/shared';

/**
 * The two fields every "money leaves" form asks for (withdraw, transfer to upline, setting the PIN): an amount in
 * cents and the 6-digit withdrawal password, labelled, described and announced the same way everywhere.
 */
export function AmountField(props: {
  label: ReactNode;
  hint?: ReactNode;
  error: FieldErrorLike;
  registration: UseFormRegisterReturn;
}) {
  return (
    <FormField label={props.label} hint={props.hint} error={props.error} required>
      {(p) => <input {...p} type="number" step="0.01" inputMode="decimal" {...props.registration} />}
    </FormField>
  );
}

export function PinField(props: {
  label: ReactNode;
  hint?: ReactNode;
  error: FieldErrorLike;
  registration: UseFormRegisterReturn;
}) {
  return (
    <FormField label={props.label} hint={props.hint} error={props.error} required>
      {(p) => (
        <input
          {...p}
          type="password"
          inputMode="numeric"
          maxLength={6}
          autoComplete="off"
          {...props.registration}
        />
      )}
    </FormField>
  );
}

/**
 * A controlled amount input's props (cents, the decimal keypad) for a form that keeps the text in its own state:
 * `{(p) => <input {...p} {...amountInput(value, setValue)} />}`.
 */
export function amountInput(value: string, onChange: (value: string) => void) {
  return {
    type: 'number',
    step: '0.01',
    min: '0.01',
    inputMode: 'decimal',
    value,
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value),
  } as const;
}
