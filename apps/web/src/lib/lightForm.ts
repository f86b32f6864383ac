import type { FieldError } from '@portal/contract';
import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { ZodType } from 'zod';
import { firstIssue } from './formRules';
import { translateMessage } from './i18n';

/**
 * A small form state for the light screens (no antd on the first page). The same contract zod schemas as
 * the antd forms validate each field, loaded on demand (no zod on the first page); cross-field checks are
 * extra validators.
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

/** The specs of a form's fields, loaded on demand (the schemas bring zod, which the first page leaves out). */
export type LoadLightSpecs<K extends string> = () => Promise<Record<K, LightFieldSpec<K>>>;

/**
 * `names` are the form's fields; `loadSpecs` brings their rules (a dynamic import of the contract schemas). The
 * rules load when the user first leaves a filled field or submits, so the page opens without zod; until they
 * are there nothing is shown, then the touched fields are checked. Should the rules fail to load, the form is
 * sent as it is and the server's field errors (the authority) show on the fields.
 */
export function useLightForm<K extends string>(
  names: readonly K[],
  loadSpecs: LoadLightSpecs<K>,
  initial: Partial<Record<K, string>> = {},
) {
  // The fields of a form are fixed for its life: keep the first names and loader.
  const [fixed] = useState(() => ({ names: [...names], loadSpecs }));
  const [values, setValues] = useState<Record<K, string>>(
    () => Object.fromEntries(fixed.names.map((name) => [name, initial[name] ?? ''])) as Record<K, string>,
  );
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const touched = useRef(new Set<K>());
  const inputs = useRef(new Map<K, HTMLInputElement>());
  const latest = useRef(values);
  const specs = useRef<Record<K, LightFieldSpec<K>> | undefined>(undefined);
  const loading = useRef<Promise<Record<K, LightFieldSpec<K>> | undefined> | undefined>(undefined);

  const check = useCallback(
    (current: Record<K, LightFieldSpec<K>>, next: Record<K, string>) => {
      setErrors((previous) => {
        const result: Partial<Record<K, string>> = {};
        for (const name of fixed.names) {
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
    [fixed],
  );

  const ensureSpecs = useCallback(() => {
    loading.current ??= fixed.loadSpecs().then(
      (loaded) => {
        specs.current = loaded;
        check(loaded, latest.current);
        return loaded;
      },
      () => {
        loading.current = undefined;
        return undefined;
      },
    );
    return loading.current;
  }, [fixed, check]);

  const revalidate = (next: Record<K, string>) => {
    if (specs.current) check(specs.current, next);
    else if (touched.current.size > 0) void ensureSpecs();
  };

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
      latest.current = next;
      setValues(next);
      revalidate(next);
    },
    onBlur: () => {
      if (values[name] === '' && !touched.current.has(name)) return;
      touched.current.add(name);
      revalidate(values);
    },
  });

  /** Validates everything (once the rules are loaded); calls onValid with the values when no field has a problem. */
  const handleSubmit = (onValid: (values: Record<K, string>) => void) => (event: FormEvent) => {
    event.preventDefault();
    for (const name of fixed.names) touched.current.add(name);
    void ensureSpecs().then((loaded) => {
      const current = latest.current;
      if (!loaded) {
        onValid(current);
        return;
      }
      const result: Partial<Record<K, string>> = {};
      for (const name of fixed.names) {
        const message = validateLightField(loaded[name], current[name], current);
        if (message !== undefined) result[name] = message;
      }
      setErrors(result);
      const firstInvalid = fixed.names.find((name) => result[name] !== undefined);
      if (firstInvalid !== undefined) {
        inputs.current.get(firstInvalid)?.focus();
        return;
      }
      onValid(current);
    });
  };

  /** Puts the server's `errors: [{field, message}]` on the fields; true when any belonged to this form. */
  const setFieldErrors = (fieldErrors: FieldError[]): boolean => {
    const known = fieldErrors.filter((e): e is FieldError & { field: K } =>
      fixed.names.includes(e.field as K),
    );
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
