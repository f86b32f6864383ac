import type { FieldError } from '@portal/contract';
import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { ZodType } from 'zod';
import { firstIssue } from './formRules';
import { translateMessage } from './i18n';

/**
 * A small form state for the light screens (no antd on the first page). The same contract zod schemas as
 * the antd forms validate each field; cross-field checks are extra validators.
 */
export type CrossCheck<K extends string> = (value: string, values: Record<K, string>) => string | undefined;

export interface LightFieldSpec<K extends string> {
  schema: ZodType;
  checks?: CrossCheck<K>[];
}

/** The value must equal another field's (confirmation). Returns the message key's text when it does not. */
export function mustEqual<K extends string>(field: K, messageKey: string): CrossCheck<K> {
  return (value, values) =>
    value !== '' && value !== values[field] ? translateMessage(messageKey) : undefined;
}

export function validateLightField<K extends string>(
  spec: LightFieldSpec<K>,
  value: string,
  values: Record<K, string>,
): string | undefined {
  const issue = firstIssue(spec.schema, value === '' ? undefined : value);
  if (issue !== undefined) return issue;
  for (const check of spec.checks ?? []) {
    const message = check(value, values);
    if (message !== undefined) return message;
  }
  return undefined;
}

export function useLightForm<K extends string>(
  specs: Record<K, LightFieldSpec<K>>,
  initial: Partial<Record<K, string>> = {},
) {
  // The fields of a form are fixed for its life: keep the first specs.
  const [fixedSpecs] = useState(specs);
  const names = Object.keys(fixedSpecs) as K[];
  const [values, setValues] = useState<Record<K, string>>(
    () => Object.fromEntries(names.map((name) => [name, initial[name] ?? ''])) as Record<K, string>,
  );
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const touched = useRef(new Set<K>());
  const inputs = useRef(new Map<K, HTMLInputElement>());

  const revalidate = useCallback(
    (next: Record<K, string>) => {
      const current = fixedSpecs;
      setErrors((previous) => {
        const result: Partial<Record<K, string>> = {};
        for (const name of Object.keys(current) as K[]) {
          if (!touched.current.has(name)) {
            if (previous[name] !== undefined) result[name] = previous[name];
            continue;
          }
          const message = validateLightField(current[name], next[name], next);
          if (message !== undefined) result[name] = message;
        }
        return result;
      });
    },
    [fixedSpecs],
  );

  const bind = (name: K) => ({
    name,
    value: values[name],
    error: errors[name],
    ref: (element: HTMLInputElement | null) => {
      if (element) inputs.current.set(name, element);
      else inputs.current.delete(name);
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      revalidate(next);
    },
    onBlur: () => {
      if (values[name] === '' && !touched.current.has(name)) return;
      touched.current.add(name);
      revalidate(values);
    },
  });

  /** Validates everything; calls onValid with the values when no field has a problem. */
  const handleSubmit = (onValid: (values: Record<K, string>) => void) => (event: FormEvent) => {
    event.preventDefault();
    for (const name of names) touched.current.add(name);
    const result: Partial<Record<K, string>> = {};
    for (const name of names) {
      const message = validateLightField(fixedSpecs[name], values[name], values);
      if (message !== undefined) result[name] = message;
    }
    setErrors(result);
    const firstInvalid = names.find((name) => result[name] !== undefined);
    if (firstInvalid !== undefined) {
      inputs.current.get(firstInvalid)?.focus();
      return;
    }
    onValid(values);
  };

  /** Puts the server's `errors: [{field, message}]` on the fields; true when any belonged to this form. */
  const setFieldErrors = (fieldErrors: FieldError[]): boolean => {
    const known = fieldErrors.filter((e): e is FieldError & { field: K } => names.includes(e.field as K));
    if (known.length === 0) return false;
    setErrors((previous) => {
      const next = { ...previous };
      for (const e of known) next[e.field] = translateMessage(e.message);
      return next;
    });
    inputs.current.get(known[0]!.field)?.focus();
    return true;
  };

  return { values, errors, bind, handleSubmit, setFieldErrors };
}
