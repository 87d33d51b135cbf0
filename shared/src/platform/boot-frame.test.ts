import {
  BOOT_FRAME_ELEMENT_ID,
  BOOT_FRAME_LANGUAGE_SCRIPT,
  BOOT_FRAME_OFF_ATTRIBUTE,
  removeBootFrame,
} from './boot-frame';

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute(BOOT_FRAME_OFF_ATTRIBUTE);
});

describe('the first screen frame', () => {
  it('stays for a visitor in the default language or with no saved choice', () => {
    new Function(BOOT_FRAME_LANGUAGE_SCRIPT)();
    expect(document.documentElement.hasAttribute(BOOT_FRAME_OFF_ATTRIBUTE)).toBe(false);
    localStorage.setItem('lang', 'en');
    new Function(BOOT_FRAME_LANGUAGE_SCRIPT)();
    expect(document.documentElement.hasAttribute(BOOT_FRAME_OFF_ATTRIBUTE)).toBe(false);
  });

  it('is hidden before paint for a visitor who saved another language', () => {
    localStorage.setItem('lang', 'th');
    new Function(BOOT_FRAME_LANGUAGE_SCRIPT)();
    expect(document.documentElement.getAttribute(BOOT_FRAME_OFF_ATTRIBUTE)).toBe('off');
  });

  it('is taken off the page, and taking it twice is harmless', () => {
    document.body.innerHTML = `<div id="${BOOT_FRAME_ELEMENT_ID}"></div><div id="root"></div>`;
    removeBootFrame();
    expect(document.getElementById(BOOT_FRAME_ELEMENT_ID)).toBeNull();
    expect(document.getElementById('root')).not.toBeNull();
    expect(() => removeBootFrame()).not.toThrow();
  });
});
