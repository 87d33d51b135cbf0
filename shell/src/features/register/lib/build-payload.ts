import type { RegisterFormType } from '../api/register-member';
import type { FieldSpec } from './register-fields';
import type { RegisterValues } from './register-schema';

/**
 * The register call's body: visible fields only (the server's schema is strict), empty optionals dropped,
 * numbers for the static lists, plus the fixed parts of docs/site-rules.md "Calls" (registerUrl, domain, WEB, login true).
 */
export function buildRegisterPayload(
  type: RegisterFormType,
  fields: FieldSpec[],
  values: RegisterValues,
  extras: {
    birthday: boolean;
    nationality: boolean;
    occupationIncome: boolean;
    gamingVenue: boolean;
    affiliate: boolean;
  },
  challenge: Record<string, string | number>,
  referralCode: string | null,
): Record<string, unknown> {
  const s = (name: string) => (typeof values[name] === 'string' ? (values[name] as string).trim() : '');
  const body: Record<string, unknown> = {};
  for (const field of fields) if (s(field.name)) body[field.name] = s(field.name);
  body.password = values.password;
  body.confirmPassword = values.confirmPassword;
  if (body.mobileNum) body.countryDialingCode = s('countryDialingCode');
  if (extras.birthday && s('birthday')) body.birthday = s('birthday');
  if (extras.nationality && s('nationality')) {
    body.nationality = s('nationality');
    body.region = s('nationality');
  }
  if (extras.occupationIncome) {
    body.occupation = Number(s('occupation'));
    body.sourceOfIncome = Number(s('sourceOfIncome'));
  }
  if (extras.gamingVenue && s('gamingVenue')) body.gamingVenue = s('gamingVenue');
  if (extras.affiliate && s('affiliateCode')) body.affiliateCode = s('affiliateCode');
  if (referralCode) body.referralCode = referralCode;
  return {
    ...body,
    registerUrl: window.location.href,
    domain: window.location.host,
    registerMethod: 'WEB',
    challenge,
    login: true,
  };
}
