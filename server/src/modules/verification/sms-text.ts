import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The texts the server writes itself (the verification SMS), in the player's language: the shared namespace `sms`
 * (`shared/src/i18n/locales/<lang>/sms.json`), counted and checked with every other namespace.
 */
const LOCALES_DIR = path.resolve(__dirname, '..', '..', '..', '..', 'shared', 'src', 'i18n', 'locales');
const texts = new Map<string, Record<string, string>>();

function namespace(language: string): Record<string, string> {
  let found = texts.get(language);
  if (!found) {
    const file = path.join(LOCALES_DIR, language, 'sms.json');
    found = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
    texts.set(language, found);
  }
  return found;
}

/** `sms:<key>` in `language` (English when missing), with `{{name}}` placeholders filled in. */
export function smsText(language: string, key: string, params: Record<string, string | number>): string {
  const template = namespace(language)[key] ?? namespace('en')[key] ?? key;
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
