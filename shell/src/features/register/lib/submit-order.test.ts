import { ApiError } from '@site/shared';
import type { RegisterSettings } from '@site/shared/schemas';
import { loginResult } from '../../../../test/fixtures';
import { visibleFields } from './register-fields';
import { runRegisterSubmit, type SubmitContext, type SubmitDeps } from './submit-order';

const rule = (patternId: number, min: number, max: number, required = true) => ({
  enabled: true,
  required,
  acceptedPattern: '*',
  patternId,
  minLength: min,
  maxLength: max,
});
const settings: RegisterSettings = {
  rules: { username: rule(1, 6, 12), password: rule(5, 6, 20), email: rule(3, 5, 60, false) },
  usernameRegistration: true,
  mobileRegistration: true,
  smsVerification: false,
  nationalityOccupationIncome: true,
  ageLimit: 21,
};
const today = new Date('2026-06-15T00:00:00Z');
const good = {
  username: 'player01',
  password: 'abc123',
  confirmPassword: 'abc123',
  birthday: '2000-01-01',
  nationality: 'PH',
  occupation: '5',
  sourceOfIncome: '1',
  ageConfirmed: true,
  affiliateCode: 'AGENT1',
};

function ctx(values: Record<string, unknown> = {}, patch: Partial<SubmitContext> = {}): SubmitContext {
  return {
    values: { ...good, ...values } as SubmitContext['values'],
    fields: visibleFields(settings, 'register'),
    termsAccepted: true,
    birthdayShown: true,
    regionsExist: true,
    occupationIncomeShown: true,
    ageCheckShown: true,
    affiliateShown: true,
    today,
    ...patch,
  };
}

function deps(log: string[], patch: Partial<SubmitDeps> = {}): SubmitDeps {
  return {
    checkAffiliate: async () => void log.push('affiliate'),
    botCheck: async () => (log.push('bot-check'), { slider: 1 }),
    register: async () => (log.push('register'), loginResult()),
    ...patch,
  };
}

describe('registration submit order (docs/site-rules.md "Flows")', () => {
  it('checks the birthday before anything else (after the terms flag)', async () => {
    const log: string[] = [];
    const out = await runRegisterSubmit(
      ctx({ birthday: '2010-01-01', nationality: '', username: '' }),
      deps(log),
    );
    expect(out).toEqual({
      status: 'invalid',
      step: 'birthday',
      errors: { birthday: expect.objectContaining({ key: 'validation.birthday_limit' }) },
    });
    expect(log).toEqual([]);
  });

  it('is exactly 21 on the birthday itself', async () => {
    expect((await runRegisterSubmit(ctx({ birthday: '2005-06-15' }), deps([]))).status).toBe('registered');
    expect((await runRegisterSubmit(ctx({ birthday: '2005-06-16' }), deps([]))).status).toBe('invalid');
  });

  it('then nationality, then occupation and source of income, then the fields', async () => {
    expect(
      await runRegisterSubmit(ctx({ nationality: '', occupation: '', username: '' }), deps([])),
    ).toMatchObject({ step: 'nationality' });
    expect(await runRegisterSubmit(ctx({ occupation: '', username: '' }), deps([]))).toMatchObject({
      step: 'occupation',
    });
    const out = await runRegisterSubmit(ctx({ username: '1bad', confirmPassword: 'nope' }), deps([]));
    expect(out).toMatchObject({
      step: 'fields',
      errors: {
        username: { key: 'validation.pattern_1' },
        confirmPassword: { key: 'validation.confirm_mismatch' },
      },
    });
  });

  it('skips nationality when no regions exist and occupation when disabled', async () => {
    const out = await runRegisterSubmit(
      ctx({ nationality: '', occupation: '' }, { regionsExist: false, occupationIncomeShown: false }),
      deps([]),
    );
    expect(out.status).toBe('registered');
  });

  it('needs the 21+ box in the local variant', async () => {
    expect(await runRegisterSubmit(ctx({ ageConfirmed: false }), deps([]))).toMatchObject({
      step: 'fields',
      errors: { ageConfirmed: {} },
    });
  });

  it('then affiliate check, bot-check, register — in that order', async () => {
    const log: string[] = [];
    expect((await runRegisterSubmit(ctx(), deps(log))).status).toBe('registered');
    expect(log).toEqual(['affiliate', 'bot-check', 'register']);
  });

  it('stops with the invitation_code_error dialog on a bad affiliate code', async () => {
    const log: string[] = [];
    const out = await runRegisterSubmit(
      ctx(),
      deps(log, {
        checkAffiliate: async () => {
          throw new ApiError(400, 'INVALID_AFFILIATE_CODE', 'bad');
        },
      }),
    );
    expect(out).toEqual({ status: 'invitation-code-error' });
    expect(log).toEqual([]);
  });

  it('does not register when the player closes the bot-check', async () => {
    const log: string[] = [];
    const out = await runRegisterSubmit(ctx(), deps(log, { botCheck: async () => null }));
    expect(out).toEqual({ status: 'cancelled' });
    expect(log).not.toContain('register');
  });

  it('does nothing until the terms flag passes', async () => {
    expect(await runRegisterSubmit(ctx({}, { termsAccepted: false }), deps([]))).toMatchObject({
      step: 'terms',
    });
  });
});

describe('visibleFields', () => {
  it('drops username in mobile mode and requires the mobile number there', () => {
    const names = visibleFields(settings, 'registerMobile').map((f) => f.name);
    expect(names).not.toContain('username');
    expect(visibleFields(settings, 'registerMobile').find((f) => f.name === 'mobileNum')?.rule.required).toBe(
      true,
    );
  });
  it('adds a required verification code only when SMS verification is on', () => {
    expect(visibleFields(settings, 'register').map((f) => f.name)).not.toContain('verificationCode');
    const withSms = visibleFields({ ...settings, smsVerification: true }, 'register');
    expect(withSms.map((f) => f.name)).toEqual(expect.arrayContaining(['mobileNum', 'verificationCode']));
  });
});
