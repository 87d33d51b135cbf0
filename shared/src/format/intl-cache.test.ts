import { dateTimeFormat, numberFormat } from './intl-cache';

describe('Intl formatter cache', () => {
  it('hands back the same formatter for the same locale and options', () => {
    expect(numberFormat('de', { minimumFractionDigits: 2 })).toBe(
      numberFormat('de', { minimumFractionDigits: 2 }),
    );
    expect(dateTimeFormat('en', { timeZone: 'UTC', hour: '2-digit' })).toBe(
      dateTimeFormat('en', { timeZone: 'UTC', hour: '2-digit' }),
    );
  });

  it('keeps formatters of other locales or options apart', () => {
    expect(numberFormat('de', { minimumFractionDigits: 2 }).format(1234.5)).toBe('1.234,50');
    expect(numberFormat('en', { minimumFractionDigits: 2 }).format(1234.5)).toBe('1,234.50');
    expect(numberFormat('en', { minimumFractionDigits: 1 }).format(1234.5)).toBe('1,234.5');
    const utc = dateTimeFormat('en-US', { timeZone: 'UTC', hour: 'numeric', hourCycle: 'h23' });
    const saigon = dateTimeFormat('en-US', {
      timeZone: 'Asia/Ho_Chi_Minh',
      hour: 'numeric',
      hourCycle: 'h23',
    });
    expect(utc.format(Date.UTC(2026, 0, 1, 0))).toBe('00');
    expect(saigon.format(Date.UTC(2026, 0, 1, 0))).toBe('07');
  });

  it('throws for a bad currency as Intl does, and caches nothing then', () => {
    expect(() => numberFormat('en', { style: 'currency', currency: 'NOT-A-CODE' })).toThrow(RangeError);
    expect(() => numberFormat('en', { style: 'currency', currency: 'NOT-A-CODE' })).toThrow(RangeError);
  });
});
