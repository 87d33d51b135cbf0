import './styles/field.css';
import { forwardRef, useId, type SelectHTMLAttributes } from 'react';
import type { FieldErrorLike } from './field';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> {
  label: string;
  options: readonly SelectOption[];
  /** First, empty choice ("All", "Choose…"); its value is ''. */
  placeholder?: string;
  hint?: string;
  error?: FieldErrorLike;
  hideLabel?: boolean;
}

/**
 * Labelled native <select>: the phone's own picker, keyboard and screen-reader support for free.
 * Works with react-hook-form's `register` (the ref is forwarded) or as a controlled filter.
 */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, options, placeholder, hint, error, hideLabel, required, className, ...rest },
  ref,
) {
  const id = useId();
  const message = typeof error === 'string' ? error : error?.message;
  const describedBy = [hint ? `${id}-hint` : '', message ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={['ui-field', 'ui-select', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={hideLabel ? 'ui-visually-hidden' : 'ui-field__label'}>
        {required ? (
          <span className="ui-field__required" aria-hidden="true">
            *
          </span>
        ) : null}
        {label}
      </label>
      <select
        ref={ref}
        id={id}
        required={required}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy || undefined}
        className="ui-field__input"
        {...rest}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={`${id}-hint`} className="ui-field__hint">
          {hint}
        </p>
      ) : null}
      {message ? (
        <p id={`${id}-error`} role="alert" className="ui-field__error">
          {message}
        </p>
      ) : null}
    </div>
  );
});
