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

/** An agency's configuration flags as `/agency/config/{agencyId}` answers them (the declared answer). */
export const agencyConfigSchema = z.strictObject({
  agency: z.number().int(),
  isAccountConfigured: z.boolean(),
  isItemsConfigured: z.boolean(),
  isBillingConfigured: z.boolean(),
  isPlanningConfigured: z.boolean(),
  isHavePhotoSolutionApp: z.boolean(),
});

/** The structure as `/structure/structure/{id}` answers it (the declared answer). */
export const structureConfigSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  codeClient: z.string(),
  isConfigGeneral: z.boolean(),
  studentsPhotoAllowed: z.boolean(),
  /** 1: ANTS is configured for the whole structure (global mode), 0: per agency. */
  modeANTS: z.union([z.literal(0), z.literal(1)]),
});
