import { z } from 'zod';
import { text } from './common-fields';
import { VALIDATION_MESSAGES_EN } from './validation-messages';
import { lazySchema } from './lazy-schema';

/**
 * docs/product.md "Input rules" validation patterns 0–20, implemented once for the forms and the server.
 * A register rule from the server (`/wps/system/setting/register`) picks a pattern by id;
 * `buildFieldSchema` turns the rule into the zod schema both sides parse with.
 */

export const PATTERN_IDS = [
  0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20,
] as const;
export type PatternId = (typeof PATTERN_IDS)[number];

/** Calendar check so "2023-02-30" is rejected, not just the shape. */
function isRealDate(year: number, month: number, day: number): boolean {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

function dateMatcher(shape: RegExp, order: 'ymd' | 'mdy') {
  return (value: string): boolean => {
    const m = shape.exec(value);
    if (!m) return false;
    const [a, b, c] = [Number(m[1]), Number(m[2]), Number(m[3])];
    return order === 'ymd' ? isRealDate(a, b, c) : isRealDate(c, a, b);
  };
}

const re = (pattern: RegExp) => (value: string) => pattern.test(value);

/**
 * One predicate per pattern id. Decisions where docs/product.md "Input rules" is terse:
 * 4 is ASCII letters/digits; 14 also accepts letters of any script; 12 allows single spaces
 * between words; 19 is printable ASCII without spaces; 20 needs a symbol too.
 */
export const PATTERN_TESTS: Record<PatternId, (value: string) => boolean> = {
  0: () => true,
  1: re(/^[A-Za-z][A-Za-z0-9]*$/),
  2: re(/^[\p{Script=Han}0-9]+$/u),
  3: re(/^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/),
  4: re(/^[A-Za-z0-9]+$/),
  5: re(/^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$/),
  6: re(/^[0-9]+$/),
  7: re(/^(?=.*[A-Z])[A-Za-z0-9]+$/),
  8: re(/^(?=.*[A-Za-z])[A-Za-z ]+$/),
  9: re(/^\S+$/),
  10: re(/^(?=.*\p{Script=Han})[\p{Script=Han}\p{P}]+$/u),
  11: dateMatcher(/^(\d{4})-(\d{2})-(\d{2})$/, 'ymd'),
  12: re(/^\p{L}+( \p{L}+)*$/u),
  13: dateMatcher(/^(\d{2})-(\d{2})-(\d{4})$/, 'mdy'),
  14: re(/^[\p{L}\p{Nd}]+$/u),
  15: re(/^(?=.*\p{Script=Hangul})[\p{Script=Hangul} ]+$/u),
  16: re(/^\p{Script=Thai}+$/u),
  17: re(/^(?=.*[\p{Script=Thai}A-Za-z])[\p{Script=Thai}A-Za-z ]+$/u),
  18: re(/^(?=.*[A-Z])[A-Z ]+$/),
  19: re(/^[\x21-\x7E]+$/),
  20: re(/^(?=.*[A-Z])(?=.*[a-z])(?=.*[0-9])(?=.*[^A-Za-z0-9\s])\S+$/),
};

export function isPatternId(id: number): id is PatternId {
  return Number.isInteger(id) && id >= 0 && id <= 20;
}

/** A server register rule for one field (docs/product.md "Input rules"). `acceptedPattern` '*' means any value the pattern id allows. */
export const registerRuleSchema = lazySchema(() =>
  z
    .object({
      enabled: z.boolean(),
      required: z.boolean(),
      acceptedPattern: text().max(200),
      patternId: z.number().int().min(0).max(20),
      minLength: z.number().int().min(0).max(1000),
      maxLength: z.number().int().min(0).max(1000),
    })
    .strict(),
);
export type RegisterRule = z.infer<typeof registerRuleSchema>;

/** What a form shows for a failed rule: an i18n key plus the values to insert. */
export interface FieldMessage {
  key: string;
  params: Record<string, string | number>;
}

/** Message for a pattern with the length bounds inserted; "between 6 and 6" collapses to "exactly 6". */
export function patternMessage(patternId: PatternId, min: number, max: number, field: string): FieldMessage {
  if (min === max) return { key: `validation.pattern_${patternId}_exact`, params: { field, length: min } };
  return { key: `validation.pattern_${patternId}`, params: { field, min, max } };
}

export function requiredMessage(field: string): FieldMessage {
  return { key: 'validation.required', params: { field } };
}

/** English rendering of a FieldMessage, used for the server's envelope `message` and as the i18n fallback. */
export function renderFieldMessage(message: FieldMessage): string {
  const template = VALIDATION_MESSAGES_EN[message.key] ?? message.key;
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(message.params[name] ?? ''));
}

/** Reads the FieldMessage back out of a zod issue produced by `buildFieldSchema`. */
export function fieldMessageOf(issue: { message: string; params?: Record<string, unknown> }): FieldMessage {
  const raw = issue.params?.fieldMessage as FieldMessage | undefined;
  return raw ?? { key: issue.message, params: {} };
}

function compileAccepted(acceptedPattern: string): ((v: string) => boolean) | null {
  if (acceptedPattern === '*' || acceptedPattern === '') return null;
  try {
    const compiled = new RegExp(acceptedPattern, 'u');
    return (v) => compiled.test(v);
  } catch {
    // A broken operator regex must not lock everyone out; the pattern id still applies.
    return null;
  }
}

/**
 * Turns a register rule into a zod schema. Empty input counts as absent: a required field fails
 * with "<field> not empty", an optional one passes as undefined. Disabled fields accept nothing but absence.
 */
export function buildFieldSchema(
  rule: RegisterRule,
  fieldLabel: string,
): z.ZodType<string | undefined, unknown> {
  const pattern = PATTERN_TESTS[isPatternId(rule.patternId) ? rule.patternId : 0];
  const accepted = compileAccepted(rule.acceptedPattern);
  const min = Math.min(rule.minLength, rule.maxLength);
  const max = Math.max(rule.minLength, rule.maxLength);
  const patternId = isPatternId(rule.patternId) ? rule.patternId : 0;

  return z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()))
    .superRefine((value, ctx) => {
      const fail = (fieldMessage: FieldMessage) =>
        ctx.addIssue({ code: 'custom', message: renderFieldMessage(fieldMessage), params: { fieldMessage } });
      if (value === undefined) {
        if (rule.enabled && rule.required) fail(requiredMessage(fieldLabel));
        return;
      }
      if (!rule.enabled) {
        fail({ key: 'validation.not_allowed', params: { field: fieldLabel } });
        return;
      }
      const length = [...value].length;
      const fits = length >= min && length <= max && pattern(value) && (accepted === null || accepted(value));
      if (!fits) fail(patternMessage(patternId, min, max, fieldLabel));
    });
}
