import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The 10,000 most common passwords from breach corpora (zxcvbn-ts's frequency-ordered list), compared without
 * case: ASVS 5.0 asks to refuse them on registration and change (docs/decisions.md "Accounts"). Loaded once,
 * on first use, so processes that never check a password do not pay for it.
 */
const TOP = 10_000;
let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].slice(0, TOP).map((p) => p.toLowerCase()));
  return common.has(password.toLowerCase());
}
