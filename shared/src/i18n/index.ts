export type { Language } from './languages';
export {
  LANGUAGES,
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  LANGUAGE_HISTORY_KEY,
  isRtl,
  findLanguage,
  resolveLanguage,
} from './languages';
export type { CreateI18nOptions } from './create-i18n';
export {
  createI18n,
  UI_NAMESPACE,
  setLanguage,
  applyDocumentLanguage,
  initialLanguage,
  savedLanguage,
  saveLanguage,
} from './create-i18n';
export type { LocaleModule } from './locale-loader';
export { loadLocaleNamespace, appLocaleLoader } from './locale-loader';
export { LanguageFlag } from './language-flag';
export { SHELL_NAMESPACES, SHELL_ENGLISH } from './shell-english';
export { connectI18nToBus, changeLanguage, pageLanguageSettled } from './language-bus';
