import { useCallback, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { ApiClient } from '../api/client';
import type { Violation } from '../api/hydra';
import { isHttpError } from '../api/http-error';
import { reportError, type ReportErrorOptions } from '../alerts/report';
import { pushAlert } from '../alerts/store';
import { useApiClient } from './ApiProvider';

export type MutationResult<R> =
  | { ok: true; value: R }
  | { ok: false; error: unknown; violations: Violation[] };

export interface MutationOptions<R> {
  /** Success alert (the spec's French text); none when absent. */
  success?: string | ((result: R) => string | null);
  /** Alert text when the server's error has no message of its own. */
  fallbackError: string;
  /** API paths whose cached reads are revalidated on success (every SWR key starting with one of them). */
  revalidate?: readonly string[];
  /** Revalidate them after a failure too: the server kept something of the refused write (an e-mail the SMTP server refused). */
  revalidateOnFailure?: boolean;
  /** Silenced statuses or messages (spec part 1 §8, part 2 §8). */
  report?: ReportErrorOptions;
}

export interface Mutation<A extends unknown[], R> {
  run: (...args: A) => Promise<MutationResult<R>>;
  busy: boolean;
  /** The last failure (cleared by the next run or by `reset`). */
  error: unknown;
  reset: () => void;
}

/** True for an SWR key whose path (first element) starts with one of `paths`. */
export function keyMatchesPaths(key: unknown, paths: readonly string[]): boolean {
  const path = Array.isArray(key) ? key[0] : key;
  return typeof path === 'string' && paths.some((prefix) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`));
}

/**
 * A write with the product's standard handling (spec part 1 §7–§8): busy flag, the success alert and
 * revalidation of the lists concerned on success, the danger alert with the server's message on
 * failure — except 422 violations, which the form shows on its fields (returned in the result).
 */
export function useMutation<A extends unknown[], R>(
  action: (client: ApiClient, ...args: A) => Promise<R>,
  options: MutationOptions<R>,
): Mutation<A, R> {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(undefined);
  const latest = useRef(options);
  latest.current = options;

  const run = useCallback(
    async (...args: A): Promise<MutationResult<R>> => {
      const current = latest.current;
      setBusy(true);
      setError(undefined);
      try {
        const value = await action(client, ...args);
        const text = typeof current.success === 'function' ? current.success(value) : current.success;
        if (text) pushAlert('success', text);
        if (current.revalidate?.length) {
          const paths = current.revalidate;
          await mutate((key) => keyMatchesPaths(key, paths));
        }
        return { ok: true, value };
      } catch (caught) {
        setError(caught);
        reportError(caught, current.fallbackError, current.report);
        if (current.revalidateOnFailure && current.revalidate?.length) {
          const paths = current.revalidate;
          await mutate((key) => keyMatchesPaths(key, paths));
        }
        return { ok: false, error: caught, violations: isHttpError(caught) ? caught.violations : [] };
      } finally {
        setBusy(false);
      }
    },
    [action, client, mutate],
  );
  return { run, busy, error, reset: useCallback(() => setError(undefined), []) };
}

/** A dialog form's submit: runs the mutation and closes the dialog once it succeeded (the form shows a refusal). */
export function runThenClose<P, R>(mutation: Mutation<[P], R>, onClose: () => void): (payload: P) => Promise<MutationResult<R>> {
  return async (payload) => {
    const result = await mutation.run(payload);
    if (result.ok) onClose();
    return result;
  };
}
