import { on } from '@site/shared';
import { announceSavedLanguage, announceStartLanguage } from './shell-i18n';

/** The languages announced on the bus while `run` runs (the replay of an earlier one left out). */
function announcedDuring(run: () => void): string[] {
  const heard: string[] = [];
  let replayed = true;
  const stop = on('i18n:language-changed', ({ language }) => {
    if (!replayed) heard.push(language);
  });
  replayed = false;
  run();
  stop();
  return heard;
}

describe('the start language', () => {
  afterEach(() => localStorage.clear());

  it('announces a saved language at once, and not again when the site default arrives', () => {
    localStorage.setItem('lang', 'th');
    let other = true;
    expect(announcedDuring(() => (other = announceSavedLanguage()))).toEqual(['th']);
    expect(other).toBe(true);
    expect(announcedDuring(() => announceStartLanguage('en'))).toEqual([]);
  });

  it('leaves a visitor without a saved language (or with one the site does not offer) to the site default', () => {
    localStorage.setItem('lang', 'xx');
    expect(announcedDuring(() => expect(announceSavedLanguage()).toBe(false))).toEqual([]);
    localStorage.removeItem('lang');
    expect(announcedDuring(() => expect(announceSavedLanguage()).toBe(false))).toEqual([]);
    expect(announcedDuring(() => announceStartLanguage('vi'))).toEqual(['vi']);
  });
});
