import auth from './locales/en/auth.json';
import chat from './locales/en/chat.json';
import common from './locales/en/common.json';
import download from './locales/en/download.json';
import errors from './locales/en/errors.json';
import federation from './locales/en/federation.json';
import footer from './locales/en/footer.json';
import header from './locales/en/header.json';
import help from './locales/en/help.json';
import nav from './locales/en/nav.json';
import notice from './locales/en/notice.json';
import register from './locales/en/register.json';
import system from './locales/en/system.json';
import validation from './locales/en/validation.json';

/** The shell's namespaces, one per feature; `common` first (default namespace). */
export const SHELL_NAMESPACES = [
  'common',
  'auth',
  'errors',
  'system',
  'header',
  'register',
  'validation',
  'notice',
  'nav',
  'footer',
  'help',
  'download',
  'federation',
  'chat',
] as const;

/** English is bundled (not lazy) so the first paint has text and every other language can fall back to it. */
export const SHELL_ENGLISH = {
  common,
  auth,
  errors,
  system,
  header,
  register,
  validation,
  notice,
  nav,
  footer,
  help,
  download,
  federation,
  chat,
};
