import { z } from 'zod';
import { embeddedRefSchema } from '../../shared/references/schema';
import { zOptionalText, zRef, zText } from '../../shared/schema/fields';

/** `POST /materials/types`. */
export const materialTypeCreateSchema = z.strictObject({
  name: zText(80, 'Le nom'),
  agendaResourceType: zRef,
});

/** `PATCH /materials/types/{id}`. */
export const materialTypePatchSchema = z.strictObject({
  name: zText(80, 'Le nom').optional(),
  agendaResourceType: zRef.optional(),
});

const agencies = z
  .array(zRef, { message: 'Rattachez la ressource à au moins une agence.' })
  .min(1, 'Rattachez la ressource à au moins une agence.')
  .max(100, 'Trop d’agences.');

/** `POST /materials/resources`. */
export const materialResourceCreateSchema = z.strictObject({
  name: zText(120, 'Le nom'),
  reference: zOptionalText(40),
  description: zOptionalText(1000),
  type: zRef,
  agencies,
});

/** `PATCH /materials/resources/{id}` (merge-patch). */
export const materialResourcePatchSchema = z.strictObject({
  name: zText(120, 'Le nom').optional(),
  reference: zOptionalText(40).optional(),
  description: zOptionalText(1000).optional(),
  type: zRef.optional(),
  agencies: agencies.optional(),
});

export type MaterialTypeCreate = z.output<typeof materialTypeCreateSchema>;
export type MaterialTypePatch = z.output<typeof materialTypePatchSchema>;
export type MaterialResourceCreate = z.output<typeof materialResourceCreateSchema>;
export type MaterialResourcePatch = z.output<typeof materialResourcePatchSchema>;

/** A kind of material as the API answers it (`/materials/types`). */
export const materialTypeSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  agendaResourceType: z.strictObject({ '@id': z.string(), id: z.number().int(), code: z.string(), name: z.string() }),
  resourceCount: z.number().int(),
  createdAt: z.string(),
});

/** A material resource as the API answers it (`/materials/resources`). */
export const materialResourceSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  reference: z.string().nullable(),
  description: z.string().nullable(),
  type: embeddedRefSchema.extend({ agendaResourceTypeCode: z.string() }),
  agencies: z.array(embeddedRefSchema),
  structure: z.string(),
  createdAt: z.string(),
});
