import { ApiError } from '@site/shared';
import type { FieldMessage, LoginResult } from '@site/shared/schemas';
import { isOldEnough } from './age';
import type { FieldSpec } from './register-fields';
import { validateFields, type FieldErrors, type RegisterValues } from './register-schema';

export interface SubmitContext {
  values: RegisterValues;
  fields: FieldSpec[];
  termsAccepted: boolean;
  birthdayShown: boolean;
  regionsExist: boolean;
  occupationIncomeShown: boolean;
  /** Local variant: the 21+ confirmation checkbox. */
  ageCheckShown: boolean;
  affiliateShown: boolean;
  today?: Date;
}

export interface SubmitDeps {
  checkAffiliate: (code: string) => Promise<void>;
  /** Resolves with the challenge data, or null when the player closed the challenge. */
  botCheck: () => Promise<Record<string, string | number> | null>;
  register: (challenge: Record<string, string | number>) => Promise<LoginResult>;
}

export type SubmitOutcome =
  | { status: 'registered'; result: LoginResult }
  | { status: 'invalid'; step: string; errors: FieldErrors }
  | { status: 'invitation-code-error' }
  | { status: 'cancelled' }
  | { status: 'failed'; error: ApiError };

const msg = (key: string, field = ''): FieldMessage => ({ key, params: { field } });
const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/**
 * docs/site-rules.md "Flows" registration submit order, one step after the other, stopping at the first that fails: terms; birthday
 * (age ≥ 21); nationality when regions exist; occupation and source of income when enabled; field validation (with
 * the local variant's 21+ box); affiliate code check; bot-check challenge; register. SMS codes are checked by the
 * server inside the register call (no external provider), so there is no separate client step for them.
 */
export async function runRegisterSubmit(ctx: SubmitContext, deps: SubmitDeps): Promise<SubmitOutcome> {
  const v = ctx.values;
  if (!ctx.termsAccepted)
    return { status: 'invalid', step: 'terms', errors: { terms: msg('register:terms_required') } };
  if (ctx.birthdayShown && !isOldEnough(str(v.birthday), ctx.today)) {
    return { status: 'invalid', step: 'birthday', errors: { birthday: msg('validation.birthday_limit') } };
  }
  if (ctx.regionsExist && !str(v.nationality)) {
    return {
      status: 'invalid',
      step: 'nationality',
      errors: { nationality: msg('register:choose_nationality') },
    };
  }
  if (ctx.occupationIncomeShown) {
    const errors: FieldErrors = {};
    if (!str(v.occupation)) errors.occupation = msg('register:choose_occupation');
    if (!str(v.sourceOfIncome)) errors.sourceOfIncome = msg('register:choose_income');
    if (Object.keys(errors).length) return { status: 'invalid', step: 'occupation', errors };
  }
  const fieldErrors = validateFields(ctx.fields, v);
  if (ctx.ageCheckShown && v.ageConfirmed !== true) fieldErrors.ageConfirmed = msg('register:confirm_21');
  if (Object.keys(fieldErrors).length) return { status: 'invalid', step: 'fields', errors: fieldErrors };

  try {
    if (ctx.affiliateShown && str(v.affiliateCode)) {
      try {
        await deps.checkAffiliate(str(v.affiliateCode));
      } catch (e) {
        if (e instanceof ApiError && e.status >= 400 && e.status < 500)
          return { status: 'invitation-code-error' };
        throw e;
      }
    }
    const challenge = await deps.botCheck();
    if (!challenge) return { status: 'cancelled' };
    return { status: 'registered', result: await deps.register(challenge) };
  } catch (e) {
    return { status: 'failed', error: e instanceof ApiError ? e : new ApiError(0, 'UNKNOWN', String(e)) };
  }
}
