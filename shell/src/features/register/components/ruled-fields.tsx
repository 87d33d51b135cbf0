import { useTranslation } from 'react-i18next';
import type { UseFormReturn } from 'react-hook-form';
import { TextField } from '@site/shared';
import type { FieldMessage } from '@site/shared/schemas';
import { sendSmsCode } from '../../../api/send-sms-code';
import { SmsCodeButton } from '../../../components/sms-code-button';
import { MOBILE_PATTERN } from '../../../lib/mobile';
import type { FieldSpec } from '../lib/register-fields';
import { messageText } from '../lib/message-text';

const AUTOCOMPLETE: Record<string, string> = {
  username: 'username',
  password: 'new-password',
  email: 'email',
  mobileNum: 'tel-national',
  verificationCode: 'one-time-code',
  nickname: 'nickname',
  payeeName: 'name',
};

interface RuledFieldsProps {
  fields: FieldSpec[];
  form: UseFormReturn<Record<string, string | boolean>>;
  errors: Record<string, FieldMessage>;
}

/** The server-ruled inputs (docs/site-rules.md "Input rules"): star on required placeholders, confirm password after password. */
export function RuledFields({ fields, form, errors }: RuledFieldsProps) {
  const { t } = useTranslation('register');
  const text = (name: string) => messageText(t, errors[name]);
  return (
    <>
      {fields.map((field) => {
        const label = t(`field_${field.name}`);
        const common = {
          label,
          placeholder: label,
          requiredMark: field.rule.required,
          autoComplete: AUTOCOMPLETE[field.name] ?? 'off',
          error: text(field.name),
        };
        if (field.name === 'mobileNum') {
          return (
            <div className="auth-form__phone" key={field.name}>
              <TextField
                label={t('auth:dialing_code')}
                inputMode="tel"
                {...form.register('countryDialingCode')}
              />
              <TextField {...common} type="tel" inputMode="tel" {...form.register('mobileNum')} />
            </div>
          );
        }
        const input = (
          <TextField
            key={field.name}
            {...common}
            type={field.input}
            revealable={field.input === 'password'}
            inputMode={field.name === 'verificationCode' ? 'numeric' : undefined}
            {...form.register(field.name)}
            addon={
              field.name === 'verificationCode' ? (
                <SmsCodeButton
                  canSend={() => MOBILE_PATTERN.test(String(form.getValues('mobileNum') ?? '').trim())}
                  send={(solved) =>
                    sendSmsCode(
                      'register',
                      String(form.getValues('mobileNum')),
                      String(form.getValues('countryDialingCode')),
                      solved,
                    )
                  }
                />
              ) : undefined
            }
          />
        );
        if (field.name !== 'password') return input;
        return [
          input,
          <TextField
            key="confirmPassword"
            label={t('field_confirmPassword')}
            placeholder={t('field_confirmPassword')}
            requiredMark
            type="password"
            revealable
            autoComplete="new-password"
            error={text('confirmPassword')}
            {...form.register('confirmPassword')}
          />,
        ];
      })}
    </>
  );
}
