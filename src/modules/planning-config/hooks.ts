import useSWR from 'swr';
import { DEFAULT_PAGE_SIZE } from '../../shared/constants';
import { useListController } from '../../shared/list/useListController';
import { broadcastRefresh } from '../../shared/platform/refresh-channel';
import { ACTIVITIES_PATH, AGENDAS_CONFIG_PATH, AGENDAS_PATH, LOCATIONS_PATH, PLANNING_CONFIG_PATH, PROFILES_PATH, type Activity, type Agenda, type AppointmentLocation, type PlanningProfile } from '../../shared/references/planning';
import { useSessionUser } from '../../shared/session/useSessionUser';
import { useApiClient } from '../../shared/swr/ApiProvider';
import { useMutation } from '../../shared/swr/useMutation';
import {
  createActivity,
  createAgenda,
  createLocation,
  createPlanningConfig,
  createProfile,
  deleteActivity,
  deleteAgenda,
  deleteLocation,
  deleteProfile,
  getAgencyPlanningConfig,
  getGlobalConfig,
  listActivities,
  listAgendaResourceTypes,
  listAgendas,
  listAgendasConfig,
  listAppointmentLocations,
  listInterveners,
  listPlanningConfigs,
  listPlanningProfiles,
  listPlanningShares,
  createPlanningShare,
  deletePlanningShare,
  PLANNING_SHARES_PATH,
  renewPlanningShareKey,
  updatePlanningShare,
  updateActivity,
  updateAgenda,
  updateLocation,
  updatePlanningConfig,
  updateProfile,
} from './api';
import { planningConfigMessages as m } from './messages';
import type { ActivityPatch, AgendaPatch, LocationPatch, PlanningConfigCreate, PlanningConfigPatch, PlanningSharePatch } from './schema';
import type { PlanningShare } from './types';
import { GLOBAL_CONFIG_PATH, planningConfigKeys } from './keys';


/** The structure filter of the lists (every list of this screen is structure-wide, then scoped by the server). */
function useStructureQuery() {
  const user = useSessionUser();
  return user ? { 'agency.structure': user.structure.id } : {};
}

export function useActivityList() {
  const client = useApiClient();
  const query = useStructureQuery();
  return useListController<Activity>({
    resource: ACTIVITIES_PATH,
    fetchPage: (params, signal) => listActivities(client, params, signal),
    defaults: { itemsPerPage: DEFAULT_PAGE_SIZE },
    filterNames: ['agency'],
    query,
  });
}

/** `/plannings/agendas-config`: active agendas first (the server's default order). */
export function useAgendaConfigList() {
  const client = useApiClient();
  return useListController<Agenda>({
    resource: AGENDAS_CONFIG_PATH,
    fetchPage: (params, signal) => listAgendasConfig(client, params, signal),
    defaults: { itemsPerPage: DEFAULT_PAGE_SIZE },
    filterNames: ['agency', 'active'],
  });
}

export function useLocationList() {
  const client = useApiClient();
  return useListController<AppointmentLocation>({
    resource: LOCATIONS_PATH,
    fetchPage: (params, signal) => listAppointmentLocations(client, params, signal),
    defaults: { itemsPerPage: DEFAULT_PAGE_SIZE },
  });
}

export function useProfileList() {
  const client = useApiClient();
  return useListController<PlanningProfile>({
    resource: PROFILES_PATH,
    fetchPage: (params, signal) => listPlanningProfiles(client, params, signal),
    defaults: { itemsPerPage: DEFAULT_PAGE_SIZE },
  });
}

/** Agenda resource types (30 per page): trainer, vehicle, room… */
export function useAgendaResourceTypes() {
  const client = useApiClient();
  return useSWR(planningConfigKeys.agendaResourceTypes(), ([, params]) => listAgendaResourceTypes(client, params));
}

/** Who or what can hold an agenda of a type in an agency (up to 50000). */
export function useInterveners(typeId: number | null, isResource: boolean | null, agencyId: number | null) {
  const client = useApiClient();
  const user = useSessionUser();
  const key =
    typeId === null || isResource === null || agencyId === null || !user ? null : planningConfigKeys.interveners({ isResource, agency: agencyId, structure: user.structure.id, type: typeId });
  return useSWR(key, ([, query]) => listInterveners(client, query));
}

/** Every active agenda (profiles pick among them). */
export function useActiveAgendas() {
  const client = useApiClient();
  return useSWR(planningConfigKeys.activeAgendas(), ([, params]) => listAgendas(client, params));
}

/** The planning configuration of an agency; a failure (404 while none exists) is silent (spec part 1 §8). */
export function useAgencyPlanningConfig(agencyId: number | null) {
  const client = useApiClient();
  return useSWR(agencyId === null ? null : planningConfigKeys.agencyPlanningConfig(agencyId), () => getAgencyPlanningConfig(client, agencyId!), {
    shouldRetryOnError: false,
  });
}

/** Which of these agencies already have a planning configuration (silent on failure). */
export function usePlanningConfigs(agencyIds: readonly number[]) {
  const client = useApiClient();
  return useSWR(agencyIds.length ? planningConfigKeys.planningConfigs(agencyIds) : null, ([, query]) => listPlanningConfigs(client, query), { shouldRetryOnError: false });
}

/** The structure-wide configuration seen from an agency (global comment); failures are silent. */
export function useGlobalConfig(agencyId: number | null) {
  const client = useApiClient();
  return useSWR(agencyId === null ? null : planningConfigKeys.globalConfig(agencyId), () => getGlobalConfig(client, agencyId!), {
    shouldRetryOnError: false,
  });
}

const ACTIVITY_REVALIDATE = [ACTIVITIES_PATH];
const AGENDA_REVALIDATE = [AGENDAS_CONFIG_PATH, AGENDAS_PATH, PROFILES_PATH];

export function useCreateActivity() {
  return useMutation(createActivity, { success: m.activities.created, fallbackError: m.activities.createError, revalidate: ACTIVITY_REVALIDATE });
}

export function useUpdateActivity() {
  return useMutation((client, id: number, patch: ActivityPatch) => updateActivity(client, id, patch), {
    success: m.savedSuccess,
    fallbackError: m.activities.updateError,
    revalidate: ACTIVITY_REVALIDATE,
  });
}

export function useDeleteActivity() {
  return useMutation((client, activity: Activity) => deleteActivity(client, activity.id), {
    success: m.activities.deleted,
    fallbackError: m.activities.deleteError,
    revalidate: ACTIVITY_REVALIDATE,
  });
}

export function useCreateAgenda() {
  return useMutation(createAgenda, { success: m.agendas.created, fallbackError: m.agendas.createError, revalidate: AGENDA_REVALIDATE });
}

/** Edits an agenda; `success` overrides the text (deactivation, reactivation). */
export function useUpdateAgenda() {
  return useMutation((client, id: number, patch: AgendaPatch) => updateAgenda(client, id, patch), {
    success: m.savedSuccess,
    fallbackError: m.agendas.updateError,
    revalidate: AGENDA_REVALIDATE,
  });
}

export function useSetAgendaActive() {
  return useMutation((client, agenda: Agenda, active: boolean) => updateAgenda(client, agenda.id, { active }), {
    success: (agenda) => (agenda.active ? m.agendas.reactivated : m.agendas.deactivated),
    fallbackError: m.agendas.updateError,
    revalidate: AGENDA_REVALIDATE,
  });
}

export function useDeleteAgenda() {
  return useMutation((client, agenda: Agenda) => deleteAgenda(client, agenda.id), {
    success: m.agendas.deleted,
    fallbackError: m.agendas.deleteError,
    revalidate: AGENDA_REVALIDATE,
  });
}

export function useCreateLocation() {
  return useMutation(createLocation, { success: m.locations.created, fallbackError: m.locations.createError, revalidate: [LOCATIONS_PATH] });
}

export function useUpdateLocation() {
  return useMutation((client, id: number, patch: LocationPatch) => updateLocation(client, id, patch), {
    success: m.savedSuccess,
    fallbackError: m.locations.updateError,
    revalidate: [LOCATIONS_PATH],
  });
}

export function useDeleteLocation() {
  return useMutation((client, location: AppointmentLocation) => deleteLocation(client, location.id), {
    success: m.locations.deleted,
    fallbackError: m.locations.deleteError,
    revalidate: [LOCATIONS_PATH],
  });
}

export function useCreateProfile() {
  return useMutation(createProfile, { success: m.profiles.created, fallbackError: m.profiles.createError, revalidate: [PROFILES_PATH] });
}

export function useUpdateProfile() {
  return useMutation(updateProfile, { success: m.savedSuccess, fallbackError: m.profiles.updateError, revalidate: [PROFILES_PATH] });
}

export function useDeleteProfile() {
  return useMutation((client, profile: PlanningProfile) => deleteProfile(client, profile.id), {
    success: m.profiles.deleted,
    fallbackError: m.profiles.deleteError,
    revalidate: [PROFILES_PATH],
  });
}

export type AgencyConfigValues = Omit<PlanningConfigCreate, 'agency'>;

/**
 * Saves the planning configuration of several agencies at once (the whole structure with
 * isConfigGeneral): PATCH where one exists, POST otherwise. Tells the other tabs to refresh.
 */
export function useSaveAgencyConfigs() {
  return useMutation(
    async (client, targets: ReadonlyArray<{ agencyId: number; exists: boolean }>, values: AgencyConfigValues) => {
      for (const [index, target] of targets.entries()) {
        // The global comment is the structure's: sent once.
        const { globalComment, ...own } = values;
        const payload: PlanningConfigPatch = index === 0 && globalComment !== undefined ? { ...own, globalComment } : own;
        if (target.exists) await updatePlanningConfig(client, target.agencyId, payload);
        else await createPlanningConfig(client, { agency: target.agencyId, ...own, ...(payload.globalComment !== undefined ? { globalComment: payload.globalComment } : {}) });
      }
      broadcastRefresh();
      return targets.length;
    },
    { success: m.saved, fallbackError: m.agencyConfig.saveError, revalidate: [PLANNING_CONFIG_PATH, GLOBAL_CONFIG_PATH] },
  );
}

// ——— Published planning (`<volant-planning>` on the agencies' websites) ———

const SHARES_REVALIDATE = [PLANNING_SHARES_PATH];

/** The publications of the caller's agencies (one per agency at most). */
export function usePlanningShares() {
  const client = useApiClient();
  return useSWR(planningConfigKeys.planningShares(), () => listPlanningShares(client, {}));
}

/** Every activity of the structure (a publication picks the agency's and the shared ones). */
export function useAllActivities() {
  const client = useApiClient();
  return useSWR(planningConfigKeys.allActivities(), ([, params]) => listActivities(client, params));
}

export function usePublishPlanning() {
  return useMutation(createPlanningShare, { success: m.publication.publishedSuccess, fallbackError: m.publication.saveError, revalidate: SHARES_REVALIDATE });
}

export function useUpdatePublication() {
  return useMutation((client, id: number, patch: PlanningSharePatch) => updatePlanningShare(client, id, patch), {
    success: m.publication.saved,
    fallbackError: m.publication.saveError,
    revalidate: SHARES_REVALIDATE,
  });
}

export function useRenewPublicationKey() {
  return useMutation((client, share: PlanningShare) => renewPlanningShareKey(client, share.id), {
    success: m.publication.renewed,
    fallbackError: m.publication.renewError,
    revalidate: SHARES_REVALIDATE,
  });
}

export function useStopPublication() {
  return useMutation((client, share: PlanningShare) => deletePlanningShare(client, share.id), {
    success: m.publication.stopped,
    fallbackError: m.publication.stopError,
    revalidate: SHARES_REVALIDATE,
  });
}
