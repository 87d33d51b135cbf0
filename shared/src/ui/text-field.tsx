import './styles/field.css';
import { forwardRef, useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Eye, EyeOff } from 'lucide-react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string;
  /** Adds the star of docs/product.md "Input rules" to the placeholder of a required field. */
  requiredMark?: boolean;
  /** Extra control after the input (SMS button, captcha image). */
  addon?: ReactNode;
  /** Password fields get a show/hide toggle (docs/product.md "Flows" "password toggles"). */
  revealable?: boolean;
}

/** Labelled input with its error tied through aria-describedby; works with react-hook-form's `register`. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, requiredMark, addon, revealable, placeholder, type = 'text', className, ...rest },
  ref,
) {
  const { t } = useTranslation('ui');
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const shownPlaceholder =
    placeholder === undefined ? undefined : requiredMark ? `* ${placeholder}` : placeholder;
  return (
    <div className={['ui-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="ui-field__label">
        {label}
      </label>
      <div className="ui-field__row">
        <input
          ref={ref}
          id={id}
          type={revealable && revealed ? 'text' : type}
          placeholder={shownPlaceholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          aria-required={requiredMark || undefined}
          className="ui-field__input"
          {...rest}
        />
        {revealable ? (
          <button
            type="button"
            className="ui-field__reveal"
            aria-pressed={revealed}
            aria-label={revealed ? t('hide_password') : t('show_password')}
            onClick={() => setRevealed((r) => !r)}
          >
            {revealed ? <EyeOff aria-hidden="true" size={18} /> : <Eye aria-hidden="true" size={18} />}
          </button>
        ) : null}
        {addon}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="ui-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
});
