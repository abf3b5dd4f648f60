import { z } from 'zod';
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
