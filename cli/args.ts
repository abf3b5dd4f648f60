import { usageError } from './errors';

/** A whole number argument or option (an id, a page…), or a usage error naming it. */
export function positiveInt(raw: string | undefined, name: string, max = 1_000_000_000): number | undefined {
  if (raw === undefined) return undefined;
  if (!/^\d{1,10}$/.test(raw) || Number(raw) < 1 || Number(raw) > max) {
    throw usageError(`${name} attend un nombre entier entre 1 et ${max} (reçu « ${raw} »).`);
  }
  return Number(raw);
}

/** A required id argument. */
export const idArgument = (raw: string, name = 'L’identifiant'): number => positiveInt(raw, name) as number;
