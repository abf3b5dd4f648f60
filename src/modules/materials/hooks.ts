import useSWR from 'swr';
import { DEFAULT_PAGE_SIZE } from '../../shared/constants';
import { useListController } from '../../shared/list/useListController';
import { listAgendaResourceTypes } from '../../shared/references/planning';
import { useSessionUser } from '../../shared/session/useSessionUser';
import { useApiClient } from '../../shared/swr/ApiProvider';
import { useMutation } from '../../shared/swr/useMutation';
import {
  createMaterialResource,
  createMaterialType,
  deleteMaterialResource,
  deleteMaterialType,
  getMaterialResource,
  listMaterialResources,
  listMaterialTypes,
  MATERIAL_RESOURCES_PATH,
  MATERIAL_TYPES_PATH,
  updateMaterialResource,
  updateMaterialType,
} from './api';
import { materialsMessages as m } from './messages';
import type { MaterialResourcePatch, MaterialTypePatch } from './schema';
import type { MaterialResource, MaterialType } from './types';
import { materialKeys } from './keys';

/** The structure's resources: 10 per page, oldest first unless sorted otherwise. */
export function useMaterialResourceList() {
  const client = useApiClient();
  const user = useSessionUser();
  return useListController<MaterialResource>({
    resource: MATERIAL_RESOURCES_PATH,
    fetchPage: (query, signal) => listMaterialResources(client, query, signal),
    defaults: { itemsPerPage: DEFAULT_PAGE_SIZE, sort: { field: 'createdAt', order: 'asc' } },
    query: user ? { 'agencies.structure': user.structure.id } : {},
  });
}

/** `GET /materials/resources/{id}`: the resource an edit form opens with (null: none). */
export function useMaterialResource(id: number | null) {
  const client = useApiClient();
  return useSWR(id === null ? null : materialKeys.resource(id), ([, resourceId]) => getMaterialResource(client, resourceId), { revalidateOnFocus: false });
}

export function useMaterialTypeList() {
  const client = useApiClient();
  return useListController<MaterialType>({
    resource: MATERIAL_TYPES_PATH,
    fetchPage: (query, signal) => listMaterialTypes(client, query, signal),
    defaults: { itemsPerPage: DEFAULT_PAGE_SIZE },
  });
}

/** Every material type (the resource form's choices). */
export function useAllMaterialTypes() {
  const client = useApiClient();
  return useSWR(materialKeys.allTypes(), ([, params]) => listMaterialTypes(client, params));
}

/** The kinds of material agendas (vehicle, room, simulator, other): the trainer kind is not material. */
export function useMaterialAgendaKinds() {
  const client = useApiClient();
  const swr = useSWR(materialKeys.agendaKinds(), ([, params]) => listAgendaResourceTypes(client, params));
  return { ...swr, kinds: (swr.data?.items ?? []).filter((kind) => kind.isResource) };
}

export function useCreateMaterialResource() {
  return useMutation(createMaterialResource, { success: m.resources.created, fallbackError: m.resources.createError, revalidate: [MATERIAL_RESOURCES_PATH, MATERIAL_TYPES_PATH] });
}

export function useUpdateMaterialResource() {
  return useMutation((client, id: number, patch: MaterialResourcePatch) => updateMaterialResource(client, id, patch), {
    success: m.saved,
    fallbackError: m.resources.updateError,
    revalidate: [MATERIAL_RESOURCES_PATH, MATERIAL_TYPES_PATH],
  });
}

export function useDeleteMaterialResource() {
  return useMutation((client, resource: MaterialResource) => deleteMaterialResource(client, resource.id), {
    success: m.resources.deleted,
    fallbackError: m.resources.deleteError,
    revalidate: [MATERIAL_RESOURCES_PATH, MATERIAL_TYPES_PATH],
  });
}

export function useCreateMaterialType() {
  return useMutation(createMaterialType, { success: m.types.created, fallbackError: m.types.createError, revalidate: [MATERIAL_TYPES_PATH] });
}

export function useUpdateMaterialType() {
  return useMutation((client, id: number, patch: MaterialTypePatch) => updateMaterialType(client, id, patch), {
    success: m.saved,
    fallbackError: m.types.updateError,
    revalidate: [MATERIAL_TYPES_PATH, MATERIAL_RESOURCES_PATH],
  });
}

export function useDeleteMaterialType() {
  return useMutation((client, type: MaterialType) => deleteMaterialType(client, type.id), {
    success: m.types.deleted,
    fallbackError: m.types.deleteError,
    revalidate: [MATERIAL_TYPES_PATH],
  });
}
