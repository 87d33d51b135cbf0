import { connectI18nToBus, createI18n } from '@site/shared/i18n';
import english from './locales/en.json';

/** This remote's own i18n instance (namespace `promotions`), following the language on the bus. */
export const i18n = createI18n({ namespaces: ['promotions'], english: { promotions: english } });
connectI18nToBus(i18n);
