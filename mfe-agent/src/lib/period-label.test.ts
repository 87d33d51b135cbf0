import { periodLabel as label } from './period-label';

// ICU versions differ in the spaces around a range dash; the words and numbers are what matter.
const periodLabel = (key: string, language: string) =>
  label(key, language).replace(/\s/g, ' ').replace(/ ?– ?/g, '–');

describe('periodLabel', () => {
  it('names each settlement clock in words, not as a key', () => {
    expect(periodLabel('HOURLY:2026-11-28T10:00', 'en-GB')).toBe('28 Nov 2026, 10:00–11:00');
    expect(periodLabel('DAILY:2026-11-28T00:00', 'en-GB')).toBe('28 Nov 2026');
    expect(periodLabel('WEEKLY:2026-11-23T00:00', 'en-GB')).toBe('23–29 Nov 2026');
    expect(periodLabel('SEMIMONTHLY:2026-11-16T00:00', 'en-GB')).toBe('16–30 Nov 2026');
    expect(periodLabel('SEMIMONTHLY:2026-02-01T00:00', 'en-GB')).toBe('1–15 Feb 2026');
    expect(periodLabel('MONTHLY:2026-11-01T00:00', 'en-GB')).toBe('November 2026');
    expect(periodLabel('EVERY_OTHER_DAY:2026-11-30T00:00', 'en-GB')).toBe('30 Nov–1 Dec 2026');
  });

  it('speaks the player language and reads an hour key without minutes', () => {
    expect(periodLabel('HOURLY:2026-11-28T10', 'de')).toMatch(/28\. Nov\. 2026.*10:00.*11:00/);
    expect(periodLabel('MONTHLY:2026-11-01T00:00', 'th')).toMatch(/พฤศจิกายน/);
  });

  it('keeps a key it does not understand', () => {
    expect(periodLabel('whatever', 'en')).toBe('whatever');
  });
});
