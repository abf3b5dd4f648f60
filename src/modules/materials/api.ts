import type { ApiClient } from '../../shared/api/client';
import type { JsonLd, Page } from '../../shared/api/hydra';
import type { QueryParams } from '../../shared/api/query';
import type { MaterialResourceCreate, MaterialResourcePatch, MaterialTypeCreate, MaterialTypePatch } from './schema';
import type { MaterialResource, MaterialType } from './types';

export const MATERIAL_TYPES_PATH = '/materials/types';
export const MATERIAL_RESOURCES_PATH = '/materials/resources';

/** `GET /materials/types` (page, itemsPerPage=10, simplesearch). */
export function listMaterialTypes(client: ApiClient, params: QueryParams, signal?: AbortSignal): Promise<Page<MaterialType>> {
  return client.list<MaterialType>(MATERIAL_TYPES_PATH, params, { signal });
}

export function createMaterialType(client: ApiClient, payload: MaterialTypeCreate): Promise<JsonLd<MaterialType>> {
  return client.post<JsonLd<MaterialType>>(MATERIAL_TYPES_PATH, payload);
}

export function updateMaterialType(client: ApiClient, id: number, patch: MaterialTypePatch): Promise<JsonLd<MaterialType>> {
  return client.patch<JsonLd<MaterialType>>(`${MATERIAL_TYPES_PATH}/${id}`, patch);
}

export function deleteMaterialType(client: ApiClient, id: number): Promise<void> {
  return client.delete(`${MATERIAL_TYPES_PATH}/${id}`);
}

/** `GET /materials/resources` (page, itemsPerPage=10, order[createdAt]=asc, simplesearch, agencies.structure, order). */
export function listMaterialResources(client: ApiClient, params: QueryParams, signal?: AbortSignal): Promise<Page<MaterialResource>> {
  return client.list<MaterialResource>(MATERIAL_RESOURCES_PATH, params, { signal });
}

export function getMaterialResource(client: ApiClient, id: number, signal?: AbortSignal): Promise<JsonLd<MaterialResource>> {
  return client.get<JsonLd<MaterialResource>>(`${MATERIAL_RESOURCES_PATH}/${id}`, undefined, { signal });
}

export function createMaterialResource(client: ApiClient, payload: MaterialResourceCreate): Promise<JsonLd<MaterialResource>> {
  return client.post<JsonLd<MaterialResource>>(MATERIAL_RESOURCES_PATH, payload);
}

export function updateMaterialResource(client: ApiClient, id: number, patch: MaterialResourcePatch): Promise<JsonLd<MaterialResource>> {
  return client.patch<JsonLd<MaterialResource>>(`${MATERIAL_RESOURCES_PATH}/${id}`, patch);
}

export function deleteMaterialResource(client: ApiClient, id: number): Promise<void> {
  return client.delete(`${MATERIAL_RESOURCES_PATH}/${id}`);
}
