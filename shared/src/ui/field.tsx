import './styles/field.css';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

/** What react-hook-form puts in `formState.errors[name]`, or a plain message. */
export type FieldErrorLike = string | { message?: string } | undefined;

/** Props to spread on the control so label, hint and error are tied to it. */
export interface FieldControlProps {
  id: string;
  /** The kit's control look (≥ 44 px on phones): spread it and the control is styled, whatever element it is. */
  className?: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
  placeholder?: string;
}

export interface FormFieldProps {
  label: ReactNode;
  hint?: ReactNode;
  /** `formState.errors.<name>` (react-hook-form + zodResolver) or a message. */
  error?: FieldErrorLike;
  /** The star of docs/product.md "Input rules" ("required placeholder gets a star") on the label and the placeholder; aria-required on the control. */
  required?: boolean;
  /** Placeholder for the control, starred when required; spread with the control props. */
  placeholder?: string;
  className?: string;
  /** Render the control with the given props: `(p) => <input {...p} {...register('name')} />`. */
  children: (control: FieldControlProps) => ReactNode;
}

function messageOf(error: FieldErrorLike): string | undefined {
  if (!error) return undefined;
  return typeof error === 'string' ? error : error.message || undefined;
}

/**
 * One form field: label, control, hint and the error from the form state, wired by id and
 * aria-describedby. No react-hook-form import here: the form owns `register`, the field only shows state,
 * so a remote's own copy of react-hook-form never has to be the kit's.
 */
export function FormField({
  label,
  hint,
  error,
  required,
  placeholder,
  className,
  children,
}: FormFieldProps) {
  const id = useId();
  const message = messageOf(error);
  const describedBy = [hint ? `${id}-hint` : '', message ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={['ui-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="ui-field__label">
        {required ? (
          <span className="ui-field__required" aria-hidden="true">
            *
          </span>
        ) : null}
        {label}
      </label>
      <div className="ui-field__row">
        {children({
          id,
          className: 'ui-field__input',
          'aria-invalid': message ? true : undefined,
          'aria-describedby': describedBy || undefined,
          'aria-required': required ? true : undefined,
          placeholder: placeholder === undefined ? undefined : required ? `* ${placeholder}` : placeholder,
        })}
      </div>
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
}

/**
 * One radio or checkbox with its label, the whole row the touch target (≥ 44 px): put several in a `FieldSet`.
 * The form owns the input's state (`checked`/`onChange` or `register`), passed through `input`.
 */
export function ChoiceField({
  type = 'radio',
  label,
  input,
}: {
  type?: 'radio' | 'checkbox';
  label: ReactNode;
  input: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>;
}) {
  return (
    <label className="ui-choice">
      <input {...input} type={type} className="ui-choice__input" />
      <span>{label}</span>
    </label>
  );
}

/** A set of related fields (filters, a form section) with a visible legend. */
export function FieldSet({
  legend,
  children,
  className,
}: {
  legend: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <fieldset className={['ui-fieldset', className].filter(Boolean).join(' ')}>
      <legend className="ui-fieldset__legend">{legend}</legend>
      {children}
    </fieldset>
  );
}
