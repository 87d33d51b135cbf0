import {
  BOOT_ANSWER_MAX_AGE_MS,
  bootAnswerKey,
  bootPayloadScript,
  resetBootAnswersForTests,
  takeBootAnswer,
  takeBootReleases,
} from './boot-answers';

function servePage(html: string) {
  document.body.innerHTML = html;
  resetBootAnswersForTests();
}

afterEach(() => {
  document.body.innerHTML = '';
  resetBootAnswersForTests();
  jest.restoreAllMocks();
});

test('a GET has one key whatever the order of its parameters; empty ones are left out', () => {
  expect(bootAnswerKey('/wps/x', { b: 2, a: 'é', c: undefined })).toBe('/wps/x?a=%C3%A9&b=2');
  expect(bootAnswerKey('/wps/x', { a: 'é', b: '2' })).toBe(bootAnswerKey('/wps/x', { b: 2, a: 'é' }));
  expect(bootAnswerKey('/wps/x')).toBe('/wps/x');
});

test('no answer text can close the script element it is written in', () => {
  const title = '</script><script>alert(1)</script>\u2028';
  servePage(bootPayloadScript({ language: 'en', answers: { '/wps/b': { title } } }));
  expect(document.querySelectorAll('script')).toHaveLength(1);
  expect(takeBootAnswer('/wps/b', undefined, 'en')).toEqual({ title });
});

test('each answer and the release manifest are given once', () => {
  servePage(bootPayloadScript({ language: 'en', answers: { '/wps/a': 1 }, releases: { remotes: {} } }));
  expect(takeBootAnswer('/wps/a', undefined, 'en')).toBe(1);
  expect(takeBootAnswer('/wps/a', undefined, 'en')).toBeUndefined();
  expect(takeBootReleases()).toEqual({ remotes: {} });
  expect(takeBootReleases()).toBeUndefined();
});

test('nothing is given in another language, after the first seconds of the page, or from a damaged page', () => {
  servePage(bootPayloadScript({ language: 'en', answers: { '/wps/a': 1 } }));
  expect(takeBootAnswer('/wps/a', undefined, 'th')).toBeUndefined();
  // A visitor who chose Thai: the page still says English while its Thai texts load, and must not take them.
  localStorage.setItem('lang', 'th');
  expect(takeBootAnswer('/wps/a', undefined, 'en')).toBeUndefined();
  localStorage.removeItem('lang');
  jest.spyOn(performance, 'now').mockReturnValue(BOOT_ANSWER_MAX_AGE_MS + 1);
  expect(takeBootAnswer('/wps/a', undefined, 'en')).toBeUndefined();
  jest.restoreAllMocks();
  servePage('<script id="site-boot-answers" type="application/json">{"language":</script>');
  expect(takeBootAnswer('/wps/a', undefined, 'en')).toBeUndefined();
  expect(takeBootReleases()).toBeUndefined();
});
