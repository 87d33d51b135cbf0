import { buildFieldSchema, fieldMessageOf, type FieldMessage } from '@site/shared/schemas';
import type { FieldSpec } from './register-fields';

export type RegisterValues = Record<string, string | boolean | undefined>;
export type FieldErrors = Record<string, FieldMessage>;

/**
 * Field validation step of the submit order: every visible field through the shared `buildFieldSchema` (the same
 * rule the server applies), plus confirm-password equality. Returns the first message per field.
 */
export function validateFields(fields: FieldSpec[], values: RegisterValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of fields) {
    const raw = values[field.name];
    const result = buildFieldSchema(field.rule, field.name).safeParse(
      typeof raw === 'string' ? raw : undefined,
    );
    const issue = result.success ? undefined : result.error.issues[0];
    if (issue)
      errors[field.name] = fieldMessageOf(issue as { message: string; params?: Record<string, unknown> });
  }
  const confirm = typeof values.confirmPassword === 'string' ? values.confirmPassword : '';
  if (!confirm) errors.confirmPassword = { key: 'validation.required', params: { field: 'confirmPassword' } };
  else if (confirm !== values.password)
    errors.confirmPassword = { key: 'validation.confirm_mismatch', params: {} };
  return errors;
}
