import type { FastifyInstance } from 'fastify';
import { languageFromHeader } from '../../src/lib/request-language';
import { smsText } from '../../src/modules/verification/sms-text';
import { call, createSeededApp, freshIp, solvedCaptcha } from '../helpers/accounts';

describe('the verification SMS in the player language', () => {
  it('picks the site language from Accept-Language, exactly or by its base, else English', () => {
    expect(languageFromHeader('th')).toBe('th');
    expect(languageFromHeader('zh-cn')).toBe('zh-CN');
    expect(languageFromHeader('pt-BR,pt;q=0.9')).toBe('pt');
    expect(languageFromHeader('xx-YY, ka;q=0.5')).toBe('ka');
    expect(languageFromHeader('klingon')).toBe('en');
    expect(languageFromHeader(undefined)).toBe('en');
  });

  it('fills the placeholders and falls back to English for a language without the text', () => {
    expect(smsText('de', 'verification_code', { code: '123456', minutes: 5 })).toBe(
      'Ihr Bestätigungscode lautet 123456. Er ist 5 Min. gültig.',
    );
    expect(smsText('xx', 'verification_code', { code: '1', minutes: 5 })).toBe(
      'Your verification code is 1. It expires in 5 minutes.',
    );
  });

  describe('over HTTP', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await createSeededApp();
    }, 120_000);
    afterAll(async () => {
      await app.close();
    });

    it('sends the registration code in Thai when the site is in Thai', async () => {
      const res = await call(app, {
        method: 'POST',
        url: '/wps/verification/sms/register',
        payload: { mobileNum: '9180000077', countryDialingCode: '63', ...(await solvedCaptcha(app)) },
        headers: { 'accept-language': 'th' },
        remoteAddress: freshIp(),
      });
      expect(res.body.success).toBe(true);
      const outbox = await call<Array<{ body: string; code: string }>>(app, {
        method: 'GET',
        url: '/wps/dev/outbox?to=639180000077',
      });
      const sent = outbox.body.value[0];
      expect(sent?.body).toBe(`รหัสยืนยันของคุณคือ ${sent?.code} รหัสจะหมดอายุใน 5 นาที`);
    });
  });
});
