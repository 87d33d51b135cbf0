import type { RegisterRule, RegisterSettings, RuledRegisterField } from '@site/shared/schemas';
import type { RegisterFormType } from '../api/register-member';

export interface FieldSpec {
  name: RuledRegisterField;
  rule: RegisterRule;
  input: 'text' | 'password' | 'email' | 'tel';
}

/** Display order of the ruled fields; the server's rules decide which of them appear. */
const ORDER: readonly RuledRegisterField[] = [
  'username',
  'password',
  'mobileNum',
  'verificationCode',
  'payeeName',
  'nickname',
  'email',
  'idNumber',
  'paymentPassword',
  'qqNum',
  'address',
  'line',
  'whatsapp',
  'zalo',
  'facebook',
  'wechat',
  'telegram',
];

const INPUT: Partial<Record<RuledRegisterField, FieldSpec['input']>> = {
  password: 'password',
  paymentPassword: 'password',
  email: 'email',
  mobileNum: 'tel',
};

const ANY: RegisterRule = {
  enabled: true,
  required: true,
  acceptedPattern: '*',
  patternId: 0,
  minLength: 1,
  maxLength: 128,
};
/** docs/site-rules.md "Input rules": the SMS verification code has no format: required, length 0–255. */
const SMS_CODE_RULE: RegisterRule = {
  enabled: true,
  required: true,
  acceptedPattern: '*',
  patternId: 0,
  minLength: 0,
  maxLength: 255,
};

/**
 * Which fields the form shows for a form type, with the rule each is checked by (docs/site-rules.md "Input rules"): username, password and
 * confirm always (username not in mobile mode, where the account is generated); mobile required in mobile mode or
 * when SMS verification is on, else per configuration; verification code only with SMS on; the rest as enabled.
 */
export function visibleFields(settings: RegisterSettings, type: RegisterFormType): FieldSpec[] {
  const out: FieldSpec[] = [];
  for (const name of ORDER) {
    const configured = settings.rules[name];
    let rule: RegisterRule | undefined = configured;
    if (name === 'username') {
      if (type === 'registerMobile') continue;
      rule = { ...(configured ?? ANY), enabled: true, required: true };
    } else if (name === 'password') {
      rule = { ...(configured ?? ANY), enabled: true, required: true };
    } else if (name === 'mobileNum') {
      const mustHave = type === 'registerMobile' || settings.smsVerification;
      if (!mustHave && !configured?.enabled) continue;
      rule = { ...(configured ?? ANY), enabled: true, required: mustHave || Boolean(configured?.required) };
    } else if (name === 'verificationCode') {
      if (!settings.smsVerification) continue;
      rule = SMS_CODE_RULE;
    } else if (!configured?.enabled) {
      continue;
    }
    if (rule) out.push({ name, rule, input: INPUT[name] ?? 'text' });
  }
  return out;
}

/** Which form types the settings allow; both means the tabs are shown (docs/site-rules.md "Flows"). */
export function allowedFormTypes(settings: RegisterSettings): RegisterFormType[] {
  const types: RegisterFormType[] = [];
  if (settings.usernameRegistration) types.push('register');
  if (settings.mobileRegistration) types.push('registerMobile');
  return types.length ? types : ['register'];
}
