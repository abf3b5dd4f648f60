import { z } from 'zod';

/**
 * Field schemas shared by the modules' `schema.ts` (forms) and the reference server (validation),
 * with French messages. Objects built from them should be `z.strictObject` so unknown or
 * mass-assigned fields are refused.
 */

const IRI_ID = /^\/api\/[a-z0-9_\-/]+\/(\d+)$/i;

/** The largest id a row can have: ids are 32-bit integers in the database (PostgreSQL `integer`). */
export const MAX_ID = 2_147_483_647;

const isId = (value: number) => Number.isInteger(value) && value > 0 && value <= MAX_ID;

/** A relation: an IRI (`/api/agencies/3`) or a bare id, parsed to the numeric id. */
export const zRef = z
  .union([z.number(), z.string()])
  .transform((value, ctx) => {
    if (typeof value === 'number') {
      if (isId(value)) return value;
    } else {
      const match = IRI_ID.exec(value) ?? (/^\d+$/.test(value) ? [value, value] : null);
      if (match && isId(Number(match[1]))) return Number(match[1]);
    }
    ctx.addIssue({ code: 'custom', message: 'Référence invalide.' });
    return z.NEVER;
  });

export const zId = z.number({ message: 'Identifiant invalide.' }).int().positive().max(MAX_ID, 'Identifiant invalide.');

/** A calendar date sent as `YYYY-MM-DD` (spec part 2 §5). */
export const zDate = z
  .string({ message: 'Date invalide (format attendu : AAAA-MM-JJ).' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date invalide (format attendu : AAAA-MM-JJ).')
  .refine((value) => {
    const d = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value);
  }, 'Cette date n’existe pas.');

/**
 * Whether a number has at most two decimals (cents, hundredths of an hour). Compared with the nearest
 * hundredth's double, so a typed « 0,29 » passes and 1e-9 (which would round to 0) does not.
 */
export const hasAtMostTwoDecimals = (value: number): boolean => Math.abs(Math.round(value * 100) / 100 - value) < 1e-9 * Math.max(1, Math.abs(value));

/** An amount in euros: finite, non-negative, at most two decimals, below a sane ceiling. */
export const zMoney = z
  .number({ message: 'Montant invalide.' })
  .finite('Montant invalide.')
  .min(0, 'Le montant ne peut pas être négatif.')
  .max(10_000_000, 'Montant trop élevé.')
  .refine(hasAtMostTwoDecimals, 'Deux décimales au plus.');

/** A required, trimmed text of bounded length. */
export const zText = (max = 255, label = 'Ce champ') =>
  z
    .string({ message: `${label} est obligatoire.` })
    .trim()
    .min(1, `${label} est obligatoire.`)
    .max(max, `${label} ne peut pas dépasser ${max} caractères.`);

/** An optional text: empty strings become null. */
export const zOptionalText = (max = 255) =>
  z
    .string()
    .trim()
    .max(max, `Ce champ ne peut pas dépasser ${max} caractères.`)
    .nullish()
    .transform((value) => (value ? value : null));

export const zEmail = z.string().trim().toLowerCase().email('Adresse e-mail invalide.').max(180);

/** French phone numbers: 0X XX XX XX XX or +33…, spaces, dots and dashes allowed. */
export const zPhone = z
  .string()
  .trim()
  .regex(/^(?:\+33\s?|0)[1-9](?:[\s.-]?\d{2}){4}$/, 'Numéro de téléphone invalide.');

export const zSiret = z.string().trim().regex(/^\d{14}$/, 'Le SIRET compte 14 chiffres.');

/**
 * An optional value of a form field: the empty string (an untouched input or select), null and
 * undefined all mean « none » and become null; anything else must pass `schema`.
 */
export const zBlankable = <T extends z.ZodType>(schema: T) =>
  z
    .union([z.literal(''), schema])
    .nullish()
    .transform((value) => (value === '' || value === undefined ? null : value) as z.output<T> | null);
