import {
  SHELL_ENGLISH,
  appLocaleLoader,
  connectI18nToBus,
  createI18n,
  type LocaleModule,
} from '@site/shared/i18n';
import english from './locales/en.json';

/**
 * This remote's own i18n instance (namespace `scaffold`), following the language on the bus. English is bundled;
 * every other language is `./locales/<lang>.json`, fetched as its own lazy chunk when the player picks it.
 */
export const i18n = createI18n({
  // `errors` translates the server's stable codes (`errors:<CODE>`); only `scaffold` is this app's own file.
  namespaces: ['scaffold', 'errors'],
  english: { scaffold: english, errors: SHELL_ENGLISH.errors },
  load: appLocaleLoader(
    'scaffold',
    (language) => import(`./locales/${language}.json`) as Promise<LocaleModule>,
  ),
});
connectI18nToBus(i18n);
