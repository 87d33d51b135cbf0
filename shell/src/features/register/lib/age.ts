/** docs/site-rules.md "Input rules": registration needs an age of at least 21 on the birthday field. */
export const REGISTER_MIN_AGE = 21;

/** Whole years between a yyyy-MM-dd birthday and `today` (UTC, same rule as the server). */
export function ageOn(birthday: string, today = new Date()): number {
  const [y = 0, m = 1, d = 1] = birthday.split('-').map(Number);
  let age = today.getUTCFullYear() - y;
  if (today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d)) age -= 1;
  return age;
}

export function isOldEnough(birthday: string, today = new Date()): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(birthday) && ageOn(birthday, today) >= REGISTER_MIN_AGE;
}
