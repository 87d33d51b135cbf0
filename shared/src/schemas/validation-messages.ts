/**
 * English text for every validation i18n key. The front's i18n resources translate the same keys;
 * the server uses this text in its envelope `message`. `{min}`/`{max}`/`{length}`/`{field}` are inserted.
 */
const PATTERN_TEXT: Record<number, [range: string, exact: string]> = {
  0: ['{min}-{max} characters', '{length} characters'],
  1: [
    '{min}-{max} letters or digits, starting with a letter',
    '{length} letters or digits, starting with a letter',
  ],
  2: ['{min}-{max} Chinese characters or digits', '{length} Chinese characters or digits'],
  3: ['a valid e-mail address of {min}-{max} characters', 'a valid e-mail address of {length} characters'],
  4: ['{min}-{max} letters or digits, no symbols', '{length} letters or digits, no symbols'],
  5: [
    '{min}-{max} characters with both letters and digits',
    '{length} characters with both letters and digits',
  ],
  6: ['{min}-{max} digits', '{length} digits'],
  7: [
    '{min}-{max} letters or digits with at least one uppercase letter',
    '{length} letters or digits with at least one uppercase letter',
  ],
  8: ['{min}-{max} English letters or spaces', '{length} English letters or spaces'],
  9: ['{min}-{max} characters without spaces', '{length} characters without spaces'],
  10: ['{min}-{max} Chinese characters or punctuation', '{length} Chinese characters or punctuation'],
  11: ['a date as yyyy-MM-dd', 'a date as yyyy-MM-dd'],
  12: ['{min}-{max} letters, words separated by a space', '{length} letters, words separated by a space'],
  13: ['a date as MM-dd-yyyy', 'a date as MM-dd-yyyy'],
  14: ['{min}-{max} letters or digits only', '{length} letters or digits only'],
  15: ['{min}-{max} Korean characters', '{length} Korean characters'],
  16: ['{min}-{max} Thai characters', '{length} Thai characters'],
  17: ['{min}-{max} Thai or English letters or spaces', '{length} Thai or English letters or spaces'],
  18: ['{min}-{max} uppercase letters or spaces', '{length} uppercase letters or spaces'],
  19: ['{min}-{max} letters, digits or symbols', '{length} letters, digits or symbols'],
  20: [
    '{min}-{max} characters with an uppercase letter, a lowercase letter, a digit and a symbol',
    '{length} characters with an uppercase letter, a lowercase letter, a digit and a symbol',
  ],
};

function buildMessages(): Record<string, string> {
  const out: Record<string, string> = {
    'validation.required': '{field} not empty',
    'validation.not_allowed': '{field} is not accepted',
    'validation.confirm_mismatch': 'Incorrect confirmation input',
    'validation.birthday_limit': 'You must be at least 21 years old',
    'validation.feedback_limit': 'Please limit your content to 140 characters',
  };
  for (const [id, [range, exact]] of Object.entries(PATTERN_TEXT)) {
    out[`validation.pattern_${id}`] = `{field} must be ${range}`;
    out[`validation.pattern_${id}_exact`] = `{field} must be ${exact}`;
  }
  return out;
}

export const VALIDATION_MESSAGES_EN: Readonly<Record<string, string>> = buildMessages();
