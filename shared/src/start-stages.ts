/**
 * What a page's start evaluates, in an order where each stage's imports come before it, one task each: the libraries
 * under `@site/shared` (the schemas with zod, React, React DOM, axios, i18next, TanStack Query), then `@site/shared`
 * itself; and the browser's number and date formatting, whose first use loads the browser's locale data (15–50 ms
 * here, once per page) and would otherwise lengthen the task of the first render that shows an amount or a time.
 * Evaluated in one go they were one task of 60–100 ms on this project's 2-core machine, 240–400 ms on a phone 4×
 * slower; a stage at a time, each is a fraction of that, and the page answers input between them
 * (docs/performance.md "Main thread"). The imports are eager: the code arrives with the start chunks, in parallel,
 * as before; only its evaluation is spread out. A stage that the page had already evaluated costs nothing.
 */
export const START_STAGES: ReadonlyArray<readonly [name: string, load: () => Promise<unknown>]> = [
  ['number formats', async () => new Intl.NumberFormat(documentLanguage()).format(1234.5)],
  ['date formats', async () => new Intl.DateTimeFormat(documentLanguage()).format(0)],
  // zod comes with the schemas: a stage of its own would import its whole namespace, and webpack would then keep
  // every part of zod (its ~50 locales among them: +45 KB brotli on home), not only what the schemas use.
  ['schemas', () => import(/* webpackMode: "eager" */ './schemas')],
  ['react', () => import(/* webpackMode: "eager" */ 'react')],
  ['react-dom', () => import(/* webpackMode: "eager" */ 'react-dom/client')],
  ['axios', () => import(/* webpackMode: "eager" */ 'axios')],
  ['i18next', () => import(/* webpackMode: "eager" */ 'i18next')],
  ['react-i18next', () => import(/* webpackMode: "eager" */ 'react-i18next')],
  ['@tanstack/react-query', () => import(/* webpackMode: "eager" */ '@tanstack/react-query')],
  ['@site/shared', () => import(/* webpackMode: "eager" */ './index')],
];

function documentLanguage(): string {
  return (typeof document === 'undefined' ? '' : document.documentElement.lang) || 'en';
}

/** Evaluates the start stages one at a time, letting `pause` give the browser the thread after each. */
export async function evaluateStartInStages(pause: () => Promise<void>): Promise<void> {
  for (const [, load] of START_STAGES) {
    await load();
    await pause();
  }
}
