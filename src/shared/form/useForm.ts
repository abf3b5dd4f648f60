import { useCallback, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import type { Violation } from '../api/hydra';
import type { MutationResult } from '../swr/useMutation';

export type FieldErrors = Record<string, string>;

/** Field errors keyed by dotted path: zod issues on the client, API violations from the server. */
export function fieldErrorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}

export function fieldErrorsFromViolations(violations: readonly Violation[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const v of violations) errors[v.propertyPath] ??= v.message;
  return errors;
}

export interface UseFormOptions<S extends z.ZodType<unknown, Record<string, unknown>>> {
  /** The payload schema of the module's schema.ts (the one the server validates with). */
  schema: S;
  initial: z.input<S>;
  /** Sends the parsed payload; violations of a failed result are shown on their fields. */
  onSubmit: (payload: z.output<S>) => Promise<MutationResult<unknown> | void>;
}

export interface Form<V> {
  values: V;
  errors: FieldErrors;
  submitting: boolean;
  /** Sets one value and clears its error. */
  set: <K extends keyof V>(name: K, value: V[K]) => void;
  /** Replaces every value (e.g. when the edited record arrives). */
  reset: (values: V) => void;
  /** The error of a field, by dotted path. */
  error: (path: string) => string | undefined;
  /** `<form onSubmit={form.submit}>`: validates, sends, maps violations. Resolves true on success. */
  submit: (event?: FormEvent) => Promise<boolean>;
}

/** A small controlled form over a zod schema: the same schema validates here and on the server. */
export function useForm<S extends z.ZodType<unknown, Record<string, unknown>>>({ schema, initial, onSubmit }: UseFormOptions<S>): Form<z.input<S>> {
  type V = z.input<S>;
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const current = useRef(values);
  current.current = values;

  const set = useCallback(<K extends keyof V>(name: K, value: V[K]) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => {
      if (!(String(name) in previous)) return previous;
      const { [String(name)]: _cleared, ...rest } = previous;
      return rest;
    });
  }, []);

  const submit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      const parsed = schema.safeParse(current.current);
      if (!parsed.success) {
        setErrors(fieldErrorsOf(parsed.error.issues));
        return false;
      }
      setErrors({});
      setSubmitting(true);
      try {
        const result = await onSubmit(parsed.data);
        if (result && !result.ok) {
          setErrors(fieldErrorsFromViolations(result.violations));
          return false;
        }
        return true;
      } finally {
        setSubmitting(false);
      }
    },
    [schema, onSubmit],
  );

  return {
    values,
    errors,
    submitting,
    set,
    reset: useCallback((next: V) => {
      setValues(next);
      setErrors({});
    }, []),
    error: (path) => errors[path],
    submit,
  };
}
