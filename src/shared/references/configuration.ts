import type { ApiClient } from '../api/client';
import type { JsonLd } from '../api/hydra';
import type { z } from 'zod';
import type { AgencyConfigPatch, agencyConfigSchema, StructurePatch, structureConfigSchema } from './configuration-schema';

// The schemas live apart (configuration-schema.ts): screens that only read the configuration do not
// load zod (the shapes below are taken from them as types only).
export type { AgencyConfigPatch, StructurePatch } from './configuration-schema';

/**
 * Configuration of an agency and of the structure (spec part 1 §3): the account configuration flags
 * the wizard sets, the agency's photo solution, and the structure's photo and ANTS modes. Shared by
 * the agencies screen and the account configuration wizard.
 */

/** `GET /agency/config/{agencyId}`. */
export type AgencyConfig = z.output<typeof agencyConfigSchema>;

/** The flags a wizard step completes (also the `key` of a `configuration.wizard.steps` contribution). */
export const CONFIG_FLAGS = ['isAccountConfigured', 'isItemsConfigured', 'isBillingConfigured', 'isPlanningConfigured', 'isHavePhotoSolutionApp'] as const;
export type ConfigFlag = (typeof CONFIG_FLAGS)[number];

/** `GET /structure/structure/{id}`. */
export type StructureConfig = z.output<typeof structureConfigSchema>;

export function getAgencyConfig(client: ApiClient, agencyId: number, signal?: AbortSignal): Promise<JsonLd<AgencyConfig>> {
  return client.get<JsonLd<AgencyConfig>>(`/agency/config/${agencyId}`, undefined, { signal });
}

export function updateAgencyConfig(client: ApiClient, agencyId: number, patch: AgencyConfigPatch): Promise<JsonLd<AgencyConfig>> {
  return client.patch<JsonLd<AgencyConfig>>(`/agency/config/${agencyId}`, patch);
}

export function getStructure(client: ApiClient, id: number, signal?: AbortSignal): Promise<JsonLd<StructureConfig>> {
  return client.get<JsonLd<StructureConfig>>(`/structure/structure/${id}`, undefined, { signal });
}

export function updateStructure(client: ApiClient, id: number, patch: StructurePatch): Promise<JsonLd<StructureConfig>> {
  return client.patch<JsonLd<StructureConfig>>(`/structure/structure/${id}`, patch);
}
