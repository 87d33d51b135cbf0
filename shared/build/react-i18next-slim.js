// What the page's one react-i18next module provides under the share key `react-i18next` (shared-singletons.js): the
// three names the apps use. Shared modules are provided whole, and the whole of react-i18next is also `Trans`,
// `IcuTrans`, the SSR helpers and the HTML parser `Trans` needs, which no app uses (docs/performance.md).
// The package's entry is named by path: importing `react-i18next` here would consume this very share.
// Code that needs another name adds it here; shared/src/platform/slim-shares.test.ts fails until it does.
export {
  I18nextProvider,
  initReactI18next,
  useTranslation,
} from '../node_modules/react-i18next/dist/es/index.js';
