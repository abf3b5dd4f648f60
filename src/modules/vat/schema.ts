import { z } from 'zod';
import { embeddedRefSchema } from '../../shared/references/schema';
import { zOptionalText, zRef, zText } from '../../shared/schema/fields';

const rate = z
  .number({ message: 'Le taux est obligatoire.' })
  .finite('Taux invalide.')
  .min(0, 'Le taux ne peut pas être négatif.')
  .max(100, 'Le taux ne peut pas dépasser 100 %.')
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'Deux décimales au plus.');

const EXEMPT_NEEDS_MENTION = {
  message: 'Un taux exonéré (0 %) doit porter sa mention légale.',
  path: ['legalMention'],
};

/** `POST /billing/tvas`. */
export const tvaCreateSchema = z
  .strictObject({
    label: zText(60, 'Le libellé'),
    rate,
    isDefault: z.boolean().default(false),
    legalMention: zOptionalText(255),
    agency: zRef,
  })
  .refine((value) => value.rate > 0 || value.legalMention !== null, EXEMPT_NEEDS_MENTION);

/** `PATCH /billing/tvas/{id}` (merge-patch: every field optional; the agency does not change). */
export const tvaPatchSchema = z.strictObject({
  label: zText(60, 'Le libellé').optional(),
  rate: rate.optional(),
  isDefault: z.boolean().optional(),
  legalMention: zOptionalText(255).optional(),
});

export type TvaCreate = z.output<typeof tvaCreateSchema>;
export type TvaPatch = z.output<typeof tvaPatchSchema>;

/** A VAT rate as the API answers it (`/billing/tvas`): the declared output of its routes. */
export const tvaSchema = z.strictObject({
  id: z.number().int(),
  label: z.string(),
  rate: z.number(),
  isDefault: z.boolean(),
  legalMention: z.string().nullable(),
  agency: embeddedRefSchema.extend({ isPrincipal: z.boolean() }),
  createdAt: z.string(),
});
