import { ERROR_CODES, type FeatureFlag } from '@site/shared/schemas';
import { AppError } from '../../errors';

/** Registration needs 21 years (docs/product.md "Input rules" "birthday must give age at least 21"). */
export const REGISTRATION_MIN_AGE = 21;

export function ageOn(birthday: string, today = new Date()): number {
  const [y = 0, m = 1, d = 1] = birthday.split('-').map(Number);
  let age = today.getUTCFullYear() - y;
  const beforeBirthday =
    today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}

function required(field: string, label: string): AppError {
  return new AppError(400, ERROR_CODES.FIELD_REQUIRED, `${label} not empty`, { field });
}

/** The checks docs/product.md "Flows" runs before the field rules: birthday, gaming venue, nationality/occupation/income. */
export function assertRegistrationFields(
  input: Record<string, unknown>,
  flags: Record<FeatureFlag, boolean>,
  venues: string[],
  today = new Date(),
): void {
  const birthday = typeof input.birthday === 'string' ? input.birthday : undefined;
  if (flags.localVariant && !birthday) throw required('birthday', 'Birthday');
  if (birthday) {
    const [y, m, d] = birthday.split('-').map(Number);
    const date = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1));
    if (Number.isNaN(date.getTime()) || date.getUTCDate() !== d) {
      throw new AppError(400, ERROR_CODES.VALIDATION_FAILED, 'Invalid birthday', {
        issues: [{ path: 'birthday', message: 'Invalid date' }],
      });
    }
    if (ageOn(birthday, today) < REGISTRATION_MIN_AGE) {
      throw new AppError(400, ERROR_CODES.BIRTHDAY_LIMIT, 'You must be at least 21 years old', {
        minAge: REGISTRATION_MIN_AGE,
      });
    }
  }
  if (flags.gamingVenue) {
    if (!input.gamingVenue) throw required('gamingVenue', 'Gaming venue');
    if (!venues.includes(String(input.gamingVenue))) {
      throw new AppError(400, ERROR_CODES.VALIDATION_FAILED, 'Unknown gaming venue', {
        issues: [{ path: 'gamingVenue', message: 'Unknown gaming venue' }],
      });
    }
  }
  if (flags.nationalityOccupationIncome) {
    if (!input.nationality && !input.region) throw required('nationality', 'Nationality');
    if (input.occupation === undefined || input.occupation === '') throw required('occupation', 'Occupation');
    if (input.sourceOfIncome === undefined || input.sourceOfIncome === '')
      throw required('sourceOfIncome', 'Source of income');
  }
}
