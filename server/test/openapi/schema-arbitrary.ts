import fc from 'fast-check';

/**
 * A fast-check arbitrary for a JSON schema of the OpenAPI document (the keywords zod's OpenAPI 3.0 output uses:
 * type, properties/required, enum, anyOf, items, min/max lengths and values, pattern, nullable, format). The bridge
 * between the document and fast-check's generators for the contract fuzz test; sizes are kept small on purpose.
 */
export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  multipleOf?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
};

export type Resolve = (ref: string) => JsonSchema;

const MAX_STRING = 24;
const NO_CONTROL_CHARS = '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$';
const MAX_ITEMS = 3;

export function arbitraryOf(schema: JsonSchema, resolve: Resolve, depth = 0): fc.Arbitrary<unknown> {
  if (schema.$ref) return arbitraryOf(resolve(schema.$ref), resolve, depth);
  const base = nonNullable(schema, resolve, depth);
  return schema.nullable ? fc.option(base, { nil: null, freq: 4 }) : base;
}

function nonNullable(schema: JsonSchema, resolve: Resolve, depth: number): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return fc.oneof(...union.map((s) => arbitraryOf(s, resolve, depth + 1)));
  if (schema.allOf?.[0]) return arbitraryOf(schema.allOf[0], resolve, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringOf(schema);
    case 'integer':
      return integerOf(schema);
    case 'number':
      return numberOf(schema);
    case 'boolean':
      return fc.boolean();
    case 'array': {
      if (depth > 6) return fc.constant([]);
      const items = schema.items ? arbitraryOf(schema.items, resolve, depth + 1) : fc.constant(null);
      const minLength = schema.minItems ?? 0;
      return fc.array(items, {
        minLength,
        maxLength: Math.max(minLength, Math.min(schema.maxItems ?? MAX_ITEMS, MAX_ITEMS)),
      });
    }
    case 'object':
      return objectOf(schema, resolve, depth);
    default:
      return fc.constant(null);
  }
}

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? Number.MAX_SAFE_INTEGER;
  const fits = (s: string) => s.length >= minLength && s.length <= maxLength;
  // The text() guard's pattern (no control characters) is what fast-check's default strings already are.
  if (schema.pattern && schema.pattern !== NO_CONTROL_CHARS) {
    // Longer candidates when a minimum length must be met, so the filter does not starve.
    const size = minLength > 1 ? 'medium' : 'small';
    return fc.stringMatching(new RegExp(schema.pattern), { size }).filter(fits);
  }
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'email') return fc.emailAddress().filter(fits);
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  return fc.string({ minLength, maxLength: Math.min(maxLength, Math.max(minLength, MAX_STRING)) });
}

function bounds(schema: JsonSchema, fallback: number) {
  let min = schema.minimum ?? -fallback;
  let max = schema.maximum ?? fallback;
  if (schema.exclusiveMinimum === true) min += 1;
  if (typeof schema.exclusiveMinimum === 'number') min = schema.exclusiveMinimum + 1;
  if (schema.exclusiveMaximum === true) max -= 1;
  if (typeof schema.exclusiveMaximum === 'number') max = schema.exclusiveMaximum - 1;
  return { min: Math.max(min, Number.MIN_SAFE_INTEGER), max: Math.min(max, Number.MAX_SAFE_INTEGER) };
}

function integerOf(schema: JsonSchema): fc.Arbitrary<number> {
  const { min, max } = bounds(schema, 1_000_000);
  // The edges of the range are where columns overflow: give them their share.
  return fc.oneof(fc.integer({ min, max }), fc.constantFrom(min, max));
}

function numberOf(schema: JsonSchema): fc.Arbitrary<number> {
  const { min, max } = bounds(schema, 1_000_000);
  const step = schema.multipleOf ?? 0.01;
  const lo = Math.ceil(min / step);
  const hi = Math.floor(max / step);
  return fc
    .oneof(fc.integer({ min: lo, max: hi }), fc.constantFrom(lo, hi))
    .map((n) => Number((n * step).toFixed(6)));
}

function objectOf(schema: JsonSchema, resolve: Resolve, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  if (depth > 6) return fc.constant({});
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties))
    record[name] = arbitraryOf(property, resolve, depth + 1);
  return fc.record(record, { requiredKeys: (schema.required ?? []).filter((k) => k in properties) });
}
