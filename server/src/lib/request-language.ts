import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** The languages the site has texts for: the shared locale folders (shared/src/i18n/locales/<lang>). */
const LOCALES_DIR = path.resolve(__dirname, '..', '..', '..', 'shared', 'src', 'i18n', 'locales');
const LANGUAGES = existsSync(LOCALES_DIR) ? readdirSync(LOCALES_DIR) : ['en'];

/**
 * The site language the request asks for: the front sends its current language as `Accept-Language`; the first
 * tag that names a supported language (exactly, `zh-CN`, or by its base, `th-TH` → `th`) wins; else English.
 */
export function languageFromHeader(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  for (const part of value.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    if (!tag || tag === '*') continue;
    const exact = LANGUAGES.find((l) => l.toLowerCase() === tag);
    if (exact) return exact;
    const base = LANGUAGES.find((l) => l.toLowerCase() === tag.split('-')[0]);
    if (base) return base;
  }
  return 'en';
}
