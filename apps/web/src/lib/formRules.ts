import type { FieldError } from '@portal/contract';
import type { FormInstance, RuleObject, RuleRender } from 'antd/es/form';
import type { ZodType } from 'zod';
import { isApiError } from './api/client';
import { translateKey, translateMessage } from './i18n';
import { toast } from './toast';

type Translate = (raw: string) => string;

/** The translated text of a schema's first issue for this value, or undefined when the value passes. */
export function firstIssue(
  schema: ZodType,
  value: unknown,
  translate: Translate = translateMessage,
): string | undefined {
  const result = schema.safeParse(value);
  if (result.success) return undefined;
  const issue = result.error.issues[0];
  return translate(issue?.message ?? 'validation.invalidValue');
}

/**
 * An antd Form rule built from a contract field schema, so forms and the server share one set of rules.
 * Empty inputs are checked as `undefined`, which the contract's "required" messages cover.
 */
export function zodRule(schema: ZodType, translate: Translate = translateMessage): RuleObject {
  return {
    validator: async (_rule, value: unknown) => {
      const input = value === '' || value === null ? undefined : value;
      const message = firstIssue(schema, input, translate);
      if (message !== undefined) throw new Error(message);
    },
  };
}

/** The field must equal another field of the form (password confirmation). */
export function sameAs(
  field: string,
  messageKey: string,
  translate: Translate = translateMessage,
): RuleRender {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (value === undefined || value === '' || value === getFieldValue(field)) return;
      throw new Error(translate(messageKey));
    },
  });
}

/** The field must differ from another field of the form (new versus old password). */
export function differentFrom(
  field: string,
  messageKey: string,
  translate: Translate = translateMessage,
): RuleRender {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (value === undefined || value === '' || value !== getFieldValue(field)) return;
      throw new Error(translate(messageKey));
    },
  });
}

/** Puts the server's `errors: [{field, message}]` on the form's fields; true when any field was known. */
export function applyFieldErrors(
  form: Pick<FormInstance, 'setFields'>,
  fieldNames: readonly string[],
  errors: FieldError[],
  translate: Translate = translateMessage,
): boolean {
  const known = new Set(fieldNames);
  const fields = errors
    .filter((e) => known.has(e.field))
    .map((e) => ({ name: e.field, errors: [translate(e.message)] }));
  if (fields.length === 0) return false;
  form.setFields(fields);
  return true;
}

/**
 * For forms that opt out of the client's toast: the server's field errors go on the fields; when none of
 * them belongs to the form, the error text is toasted instead.
 */
export function reportFormError(
  form: Pick<FormInstance, 'setFields'>,
  fieldNames: readonly string[],
  error: unknown,
  notify: (text: string) => void = toast.error,
  translate: Translate = translateMessage,
): void {
  if (!isApiError(error)) {
    notify(translateKey('unknownError') ?? 'unknown error');
    return;
  }
  if (applyFieldErrors(form, fieldNames, error.errors, translate)) return;
  notify(translate(error.msg));
}
