import type { Selectable } from 'kysely';
import type { FeatureFlag } from '@site/shared/schemas';
import { PASSWORD_MAX_AGE_DAYS, WEAK_DEFAULT_PASSWORDS } from '../system/system.defaults';
import type { MemberTable } from './member.table';

/**
 * docs/product.md "Flows": the change-password modal opens when the password is the weak default, or is expired
 * while expiry enforcement (flag forcePasswordChangeOnExpiry) is on; also when an operator or
 * agent set it for the member (`must_change_password`). `password` is null when not known here.
 */
export function isPasswordExpired(
  member: Pick<Selectable<MemberTable>, 'password_changed_at' | 'must_change_password'>,
  password: string | null,
  flags: Record<FeatureFlag, boolean>,
  now = new Date(),
): boolean {
  if (member.must_change_password) return true;
  if (password !== null && WEAK_DEFAULT_PASSWORDS.has(password)) return true;
  const ageMs = now.getTime() - member.password_changed_at.getTime();
  return flags.forcePasswordChangeOnExpiry && ageMs > PASSWORD_MAX_AGE_DAYS * 24 * 60 * 60 * 1000;
}
