import { ApiError } from '@site/shared';
import { createI18n, SHELL_ENGLISH, SHELL_NAMESPACES } from '@site/shared/i18n';
import { errorText } from './error-text';

const i18n = createI18n({ namespaces: SHELL_NAMESPACES, english: SHELL_ENGLISH, load: async () => ({}) });
const t = i18n.t.bind(i18n);

describe('errorText', () => {
  afterEach(() => jest.useRealTimers());

  it('says when to come back from the 429’s real wait, not a fixed figure', () => {
    jest.useFakeTimers({ now: new Date(2026, 10, 28, 14, 0, 0) });
    document.documentElement.lang = 'en-GB';
    const error = new ApiError(429, 'TOO_MANY_REQUESTS', 'Too many requests', { retryAfterSeconds: 50 * 60 });
    expect(errorText(t, error)).toBe('Too many attempts. Please try again after 14:50.');
  });

  it('falls back to the plain text when the answer gives no wait', () => {
    expect(errorText(t, new ApiError(429, 'TOO_MANY_REQUESTS', 'x'))).toBe(
      'Too many requests. Please try again later.',
    );
  });
});
