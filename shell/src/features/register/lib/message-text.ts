import type { TFunction } from 'i18next';
import type { FieldMessage } from '@site/shared/schemas';

/** Renders a FieldMessage (shared rule message or a register key) with the field's translated label inserted. */
export function messageText(t: TFunction, message: FieldMessage | undefined): string | undefined {
  if (!message) return undefined;
  const key = message.key.startsWith('validation.')
    ? `validation:${message.key.slice('validation.'.length)}`
    : message.key;
  const field = message.params.field ? t(`register:field_${String(message.params.field)}`) : '';
  return t(key, { ...message.params, field });
}
