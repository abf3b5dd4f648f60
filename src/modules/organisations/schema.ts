import { z } from 'zod';
import { zBlankable, zEmail, zOptionalText, zPhone, zRef, zSiret, zText } from '../../shared/schema/fields';

/** An intra-community VAT number, typed with or without spaces: FR then 11 digits (2 key digits and the SIREN). */
const zVatNumber = z
  .string()
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().regex(/^FR\d{11}$/, 'Le N° de TVA intracommunautaire s’écrit FR suivi de 11 chiffres.'));

const details = {
  siret: zBlankable(zSiret),
  vatNumber: zBlankable(zVatNumber),
  email: zBlankable(zEmail),
  phone: zBlankable(zPhone),
  address: zOptionalText(255),
  postalCode: zBlankable(z.string().trim().regex(/^\d{5}$/, 'Le code postal compte 5 chiffres.')),
  city: zOptionalText(120),
  contactName: zOptionalText(120),
};

/** `POST /accountingDocs/organizations`. */
export const organizationCreateSchema = z.strictObject({
  name: zText(160, 'Le nom'),
  organizationType: zRef,
  agency: zRef,
  ...details,
});

/** `PATCH /accountingDocs/organizations/{id}` (merge-patch; the agency does not change). */
export const organizationPatchSchema = z.strictObject({
  name: zText(160, 'Le nom').optional(),
  organizationType: zRef.optional(),
  siret: details.siret.optional(),
  vatNumber: details.vatNumber.optional(),
  email: details.email.optional(),
  phone: details.phone.optional(),
  address: details.address.optional(),
  postalCode: details.postalCode.optional(),
  city: details.city.optional(),
  contactName: details.contactName.optional(),
});

export type OrganizationCreate = z.output<typeof organizationCreateSchema>;
export type OrganizationPatch = z.output<typeof organizationPatchSchema>;

/** A type of paying organisation as `/accountingDocs/organization-types` answers it (the server's declared output). */
export const organizationTypeSchema = z.strictObject({ id: z.number().int(), name: z.string(), label: z.string() });

/** A paying organisation as `/accountingDocs/organizations` answers it (the server's declared output). */
export const organizationSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  organizationType: z.strictObject({ '@id': z.string(), id: z.number().int(), name: z.string(), label: z.string() }),
  agency: z.strictObject({ '@id': z.string(), id: z.number().int(), name: z.string() }),
  siret: z.string().nullable(),
  vatNumber: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  contactName: z.string().nullable(),
  createdAt: z.string(),
});
