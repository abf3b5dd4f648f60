import { z } from 'zod';
import { zEmail, zOptionalText, zPhone, zRef, zSiret, zText } from '../../shared/schema/fields';

const nullable = <T extends z.ZodType>(schema: T) =>
  z
    .union([schema, z.literal(''), z.null()])
    .transform((value) => (value === '' ? null : value))
    .optional();

/** `PATCH /agencies/{id}` (merge-patch): the agency's identity and legal numbers. */
export const agencyPatchSchema = z.strictObject({
  name: zText(80, 'Le nom').optional(),
  siret: nullable(zSiret),
  vatNumber: nullable(z.string().trim().regex(/^FR[0-9A-Z]{2}\d{9}$/, 'Numéro de TVA intracommunautaire invalide (FR + 11 caractères).')),
  approvalNumber: nullable(z.string().trim().regex(/^[A-Z]\d{2}\s?\d{3}\s?\d{4}\s?\d?$/i, 'Numéro d’agrément invalide (ex. E1904500120).')),
  address: zOptionalText(160).optional(),
  postalCode: nullable(z.string().trim().regex(/^\d{5}$/, 'Le code postal compte 5 chiffres.')),
  city: zOptionalText(80).optional(),
  phone: nullable(zPhone),
  email: nullable(zEmail),
});

/** `POST /agency/request`. */
export const agencyRequestSchema = z.strictObject({
  name: zText(80, 'Le nom de l’agence'),
  city: zText(80, 'La ville'),
  message: zOptionalText(1000),
});

/** `POST /agency/default-data`. */
export const agencyDefaultDataSchema = z.strictObject({ agencyId: zRef });

/** An agency as `/agencies` answers it (the declared answer): the shared references' `agencySchema`. */
export { agencySchema } from '../../shared/references/schema';

/** A new-agency request as `POST /agency/request` answers it. */
export const agencyRequestItemSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
  message: z.string().nullable(),
  status: z.enum(['pending', 'done']),
  createdAt: z.string(),
});

/** `GET /agency/can-added-auto-config/{agency}`. */
export const autoConfigCheckSchema = z.strictObject({ agency: z.number().int(), canBeAdded: z.boolean(), missing: z.array(z.string()) });

/** `POST /agency/default-data`: what was added to the agency. */
export const defaultDataAddedSchema = z.strictObject({ agency: z.number().int(), added: z.array(z.string()) });

export type AgencyPatch = z.output<typeof agencyPatchSchema>;
export type AgencyRequestInput = z.output<typeof agencyRequestSchema>;
