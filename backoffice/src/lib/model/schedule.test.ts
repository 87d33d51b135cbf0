import { createInstance, type TFunction } from 'i18next';
import { dateTime } from './format';
import { fromLocalInput, scheduleText, toLocalInput } from './schedule';

const words = (prefix: string) => ({
  between: `${prefix} {{from}} – {{to}}`,
  from: `${prefix} from {{from}}`,
  until: `${prefix} until {{to}}`,
  always: `${prefix} always`,
});

let t: TFunction;
beforeAll(async () => {
  const i18n = createInstance();
  await i18n.init({
    lng: 'en',
    resources: { en: { bo: { content: words('banner'), notices: words('notice') } } },
    defaultNS: 'bo',
    interpolation: { escapeValue: false },
  });
  t = i18n.getFixedT('en', 'bo');
});

describe('scheduleText', () => {
  const start = '2026-03-01T09:00:00.000Z';
  const end = '2026-03-31T21:30:00.000Z';
  const from = dateTime(start, 'en');
  const to = dateTime(end, 'en');

  it('reads both ends, one end or neither', () => {
    expect(scheduleText(t, 'content', { startsAt: start, endsAt: end }, 'en')).toBe(`banner ${from} – ${to}`);
    expect(scheduleText(t, 'content', { startsAt: start, endsAt: null }, 'en')).toBe(`banner from ${from}`);
    expect(scheduleText(t, 'content', { startsAt: null, endsAt: end }, 'en')).toBe(`banner until ${to}`);
    expect(scheduleText(t, 'content', { startsAt: null, endsAt: null }, 'en')).toBe('banner always');
  });

  it("uses the screen's own words", () => {
    expect(scheduleText(t, 'notices', { startsAt: start, endsAt: null }, 'en')).toBe(`notice from ${from}`);
    expect(scheduleText(t, 'notices', { startsAt: null, endsAt: null }, 'en')).toBe('notice always');
  });

  it('formats the dates in the given language', () => {
    expect(scheduleText(t, 'content', { startsAt: start, endsAt: null }, 'zh-CN')).toBe(
      `banner from ${dateTime(start, 'zh-CN')}`,
    );
  });
});

describe('the datetime-local field', () => {
  it('reads blank as "always" and round-trips an instant at minute precision', () => {
    expect(fromLocalInput('  ')).toBeNull();
    expect(toLocalInput(null)).toBe('');
    const iso = '2026-03-01T09:15:00.000Z';
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
  });
  it('passes on what it cannot read so the schema names it', () => {
    expect(fromLocalInput('next tuesday')).toBe('next tuesday');
    expect(toLocalInput('not a date')).toBe('');
  });
});
