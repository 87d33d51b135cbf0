import { useTranslation } from 'react-i18next';
import type { UseFormReturn } from 'react-hook-form';
import type { FieldMessage } from '@site/shared/schemas';
import { messageText } from '../lib/message-text';

interface Props {
  localVariant: boolean;
  disclaimer: boolean;
  form: UseFormReturn<Record<string, string | boolean>>;
  errors: Record<string, FieldMessage>;
}

/** Age confirmation (18, or 21 in the local variant) and the local variant's disclaimer (docs/site-rules.md "Product", "Input rules"). */
export function LocalVariantNotice({ localVariant, disclaimer, form, errors }: Props) {
  const { t } = useTranslation('register');
  const age = localVariant ? 21 : 18;
  return (
    <>
      {localVariant || disclaimer ? (
        <p className="register-form__disclaimer" role="note">
          {t('disclaimer')}
        </p>
      ) : null}
      <label className="ui-check">
        <input
          type="checkbox"
          aria-invalid={errors.ageConfirmed ? true : undefined}
          {...form.register('ageConfirmed')}
        />{' '}
        {t('age_confirm', { age })}
      </label>
      {errors.ageConfirmed ? (
        <p role="alert" className="ui-field__error">
          {localVariant ? messageText(t, errors.ageConfirmed) : t('confirm_age', { age })}
        </p>
      ) : null}
    </>
  );
}
