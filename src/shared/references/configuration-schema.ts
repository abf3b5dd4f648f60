import { z } from 'zod';

/** `PATCH /agency/config/{agencyId}` (merge-patch). */
export const agencyConfigPatchSchema = z.strictObject({
  isAccountConfigured: z.boolean().optional(),
  isItemsConfigured: z.boolean().optional(),
  isBillingConfigured: z.boolean().optional(),
  isPlanningConfigured: z.boolean().optional(),
  isHavePhotoSolutionApp: z.boolean().optional(),
});
export type AgencyConfigPatch = z.output<typeof agencyConfigPatchSchema>;

/** `PATCH /structure/structure/{id}` (merge-patch). */
export const structurePatchSchema = z.strictObject({
  isConfigGeneral: z.boolean().optional(),
  studentsPhotoAllowed: z.boolean().optional(),
  modeANTS: z.union([z.literal(0), z.literal(1)], { message: 'Le mode ANTS vaut 0 (par agence) ou 1 (global).' }).optional(),
});
export type StructurePatch = z.output<typeof structurePatchSchema>;
