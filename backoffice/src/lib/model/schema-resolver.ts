import type { TFunction } from 'i18next';
import { get, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The refinements' messages of the shared operator schemas (English, as the server answers them), by the locale key
 * the back office shows instead. An unknown one is shown as it is.
 */
const REFINEMENTS: Record<string, string> = {
  'The end must be after the start': 'forms.endAfterStart',
  'At most 2 decimals': 'forms.twoDecimals',
  'A games target is a whole number': 'forms.wholeNumber',
  'A count of rounds is a whole number': 'forms.wholeNumber',
  'At least one prize must pay something': 'forms.onePrizePays',
  'A deposit bonus needs a percent': 'forms.depositPercent',
  'A deposit bonus is for the first deposit or reloads': 'forms.depositKind',
  'This kind pays a fixed amount': 'forms.fixedAmount',
  'A cash reward needs an amount': 'forms.cashAmount',
  'An item reward pays no cash': 'forms.itemNoCash',
  'An English name (en) is required': 'forms.englishName',
  'Capital letters, digits, _ and - only': 'forms.codeCapitals',
  'Letters, digits, _ and - only': 'forms.codeLetters',
  'A banner without a link type has no link': 'forms.linkNone',
  'This link type needs a link': 'forms.linkRequired',
  'A web address starts with https://': 'forms.linkUrl',
  'A page of the site starts with /': 'forms.linkRoute',
  'A promotion is its number': 'forms.linkPromotion',
  'A game is its id': 'forms.linkGame',
  'A web address starts with https:// or /': 'forms.linkSite',
};

/** One zod issue as a sentence in the staff member's language. */
export function issueText(t: TFunction, issue: z.core.$ZodIssue): string {
  const refinement = REFINEMENTS[issue.message];
  if (refinement) return t(refinement);
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) <= 1) return t('forms.required');
      if (issue.origin === 'array') return t('forms.atLeastItems', { count: Number(issue.minimum) });
      if (issue.origin === 'string') return t('forms.minLength', { count: Number(issue.minimum) });
      return issue.inclusive === false
        ? t('forms.above', { value: Number(issue.minimum) })
        : t('forms.atLeast', { value: Number(issue.minimum) });
    case 'too_big':
      if (issue.origin === 'string') return t('forms.maxLength', { count: Number(issue.maximum) });
      if (issue.origin === 'array') return t('forms.atMostItems', { count: Number(issue.maximum) });
      return t('forms.atMost', { value: Number(issue.maximum) });
    case 'invalid_type':
      return issue.expected === 'number' ? t('forms.number') : t('forms.required');
    case 'invalid_format':
      return issue.format === 'datetime' ? t('forms.dateTime') : t('forms.format');
    case 'invalid_value':
      return t('forms.choose');
    case 'custom':
      return issue.message || t('forms.format');
    default:
      return t('forms.format');
  }
}

function setIn(target: Record<string, unknown>, path: string[], value: unknown) {
  let node = target;
  for (const key of path.slice(0, -1)) {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  const last = path[path.length - 1] ?? 'root';
  if (node[last] === undefined) node[last] = value;
}

/**
 * A react-hook-form resolver that validates with the **shared** zod schema the server validates the call with
 * (docs/back-office.md "Campaigns and catalogues"): the form's values (strings as typed, money in major units) are
 * turned into the request body by `toBody`, parsed, and each issue is put on the field its path names (`fieldOf`
 * renames paths whose form field is called otherwise). On success the form's submit handler receives the body.
 */
export function schemaResolver<F extends FieldValues, B>(
  schema: z.ZodType<B>,
  toBody: (values: F) => unknown,
  t: TFunction,
  fieldOf: (path: string) => string = (path) => path,
): Resolver<F, unknown, B> {
  return async (values) => {
    const result = schema.safeParse(toBody(values));
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of result.error.issues) {
      const field = fieldOf(issue.path.map(String).join('.')) || 'root';
      setIn(errors, field.split('.'), { type: issue.code, message: issueText(t, issue) });
    }
    return { values: {}, errors: errors as FieldErrors<F> };
  };
}

/** A typed number field's value for the body: blank is left out (undefined), anything else a number (NaN fails). */
export const numberOrUndefined = (value: string | undefined) =>
  value === undefined || value.trim() === '' ? undefined : Number(value);
/** Blank is null (an optional number the schema takes as "none"). */
export const numberOrNull = (value: string | undefined) =>
  value === undefined || value.trim() === '' ? null : Number(value);

/** The message react-hook-form holds for a field by its dotted name (`rules.fixedMinor`, `prizes.0.amount`). */
export const fieldError = (errors: FieldErrors, name: string): string | undefined =>
  (get(errors, name) as { message?: string } | undefined)?.message;
