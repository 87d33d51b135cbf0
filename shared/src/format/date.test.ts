import { formatDate, formatDateTime } from './date';

describe('date formatting', () => {
  it('follows the site language, not the device locale', () => {
    const iso = '2026-11-24T01:05:38.000Z';
    expect(formatDateTime(iso, 'de')).toBe(new Date(iso).toLocaleString('de'));
    expect(formatDateTime(iso, 'de')).not.toBe(formatDateTime(iso, 'en'));
    expect(formatDate(iso, 'ja')).toBe(new Date(iso).toLocaleDateString('ja'));
  });
});
