import {
  adminStatusRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  feedbackRequestSchema,
  smsRequestSchema,
} from './index';

describe('request schemas', () => {
  it('defaults the login type to username and rejects unknown fields', () => {
    expect(loginRequestSchema.parse({ username: ' demo ', password: 'x' })).toMatchObject({
      type: 'username',
      username: 'demo',
    });
    expect(loginRequestSchema.safeParse({ username: 'demo', password: 'x', admin: true }).success).toBe(
      false,
    );
    expect(loginRequestSchema.safeParse({ username: 'demo', password: 42 }).success).toBe(false);
  });

  it('accepts an SMS login only with mobile, dialing code and a 6-digit code', () => {
    const sms = {
      type: 'sms',
      mobileNum: '9171234567',
      countryDialingCode: '+63',
      verificationCode: '123456',
    };
    expect(loginRequestSchema.parse(sms)).toMatchObject({ countryDialingCode: '63' });
    expect(loginRequestSchema.safeParse({ ...sms, verificationCode: '12345' }).success).toBe(false);
  });

  it('rejects registration with unknown fields', () => {
    const base = { username: 'newbie1', password: 'Passw0rd!', confirmPassword: 'Passw0rd!' };
    expect(registerRequestSchema.safeParse(base).success).toBe(true);
    expect(registerRequestSchema.safeParse({ ...base, isAgent: 1 }).success).toBe(false);
  });

  it('limits feedback to 140 characters', () => {
    expect(feedbackRequestSchema.safeParse({ content: 'x'.repeat(140) }).success).toBe(true);
    const r = feedbackRequestSchema.safeParse({ content: 'x'.repeat(141) });
    expect(r.error?.issues[0]?.message).toBe('Please limit your content to 140 characters');
  });

  it('needs a phone number for an SMS request', () => {
    expect(smsRequestSchema.safeParse({ countryDialingCode: '63' }).success).toBe(false);
    expect(smsRequestSchema.safeParse({ countryDialingCode: '63', mobileNo: '9171234567' }).success).toBe(
      true,
    );
  });

  it('parses the admin status modes', () => {
    expect(adminStatusRequestSchema.parse({ mode: 'maintenance', until: '2026-11-23T10:00Z' })).toMatchObject(
      { mode: 'maintenance' },
    );
    expect(adminStatusRequestSchema.safeParse({ mode: 'blocked', countries: ['us'] }).success).toBe(false);
    expect(adminStatusRequestSchema.parse({ mode: 'blocked', countries: ['US', 'FR'] })).toMatchObject({
      countries: ['US', 'FR'],
    });
  });
});
