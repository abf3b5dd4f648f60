import type { ApiClient } from '../../shared/api/client';
import type { JsonLd, Page } from '../../shared/api/hydra';
import type { QueryParams } from '../../shared/api/query';
import {
  ACTIVITIES_PATH,
  AGENDAS_CONFIG_PATH,
  AGENDAS_PATH,
  LOCATIONS_PATH,
  normaliseAgenda,
  PLANNING_CONFIG_PATH,
  PROFILES_PATH,
  type Activity,
  type Agenda,
  type AppointmentLocation,
  type PlanningConfig,
  type PlanningProfile,
} from '../../shared/references/planning';
import type {
  ActivityCreate,
  ActivityPatch,
  AgendaCreate,
  AgendaPatch,
  LocationCreate,
  LocationPatch,
  PlanningConfigCreate,
  PlanningConfigPatch,
  ProfileCreate,
  PlanningShareCreate,
  PlanningSharePatch,
  ProfileUpdate,
} from './schema';
import type { PlanningShare, PublicPlanning, PublicSlot } from './types';

export {
  getAgencyPlanningConfig,
  getGlobalConfig,
  listActivities,
  listAgendaResourceTypes,
  listAgendas,
  listAppointmentLocations,
  listInterveners,
  listPlanningProfiles,
} from '../../shared/references/planning';

/** `GET /plannings/agendas-config` (active first); team members rewritten from managers to team-members. */
export async function listAgendasConfig(client: ApiClient, params: QueryParams, signal?: AbortSignal): Promise<Page<Agenda>> {
  const page = await client.list<Agenda>(AGENDAS_CONFIG_PATH, params, { signal });
  return { ...page, items: page.items.map(normaliseAgenda) };
}

export function createActivity(client: ApiClient, payload: ActivityCreate): Promise<JsonLd<Activity>> {
  return client.post<JsonLd<Activity>>(ACTIVITIES_PATH, payload);
}

export function updateActivity(client: ApiClient, id: number, patch: ActivityPatch): Promise<JsonLd<Activity>> {
  return client.patch<JsonLd<Activity>>(`${ACTIVITIES_PATH}/${id}`, patch);
}

export function deleteActivity(client: ApiClient, id: number): Promise<void> {
  return client.delete(`${ACTIVITIES_PATH}/${id}`);
}

export function createAgenda(client: ApiClient, payload: AgendaCreate): Promise<JsonLd<Agenda>> {
  return client.post<JsonLd<Agenda>>(AGENDAS_PATH, payload);
}

export function updateAgenda(client: ApiClient, id: number, patch: AgendaPatch): Promise<JsonLd<Agenda>> {
  return client.patch<JsonLd<Agenda>>(`${AGENDAS_PATH}/${id}`, patch);
}

export function deleteAgenda(client: ApiClient, id: number): Promise<void> {
  return client.delete(`${AGENDAS_PATH}/${id}`);
}

export function createLocation(client: ApiClient, payload: LocationCreate): Promise<JsonLd<AppointmentLocation>> {
  return client.post<JsonLd<AppointmentLocation>>(LOCATIONS_PATH, payload);
}

export function updateLocation(client: ApiClient, id: number, patch: LocationPatch): Promise<JsonLd<AppointmentLocation>> {
  return client.patch<JsonLd<AppointmentLocation>>(`${LOCATIONS_PATH}/${id}`, patch);
}

export function deleteLocation(client: ApiClient, id: number): Promise<void> {
  return client.delete(`${LOCATIONS_PATH}/${id}`);
}

/** `POST /plannings/planning-profile`. */
export function createProfile(client: ApiClient, payload: ProfileCreate): Promise<JsonLd<PlanningProfile>> {
  return client.post<JsonLd<PlanningProfile>>(PROFILES_PATH, payload);
}

/** `POST /plannings/planning-profile/update` (the id travels in the body). */
export function updateProfile(client: ApiClient, payload: ProfileUpdate): Promise<JsonLd<PlanningProfile>> {
  return client.post<JsonLd<PlanningProfile>>(`${PROFILES_PATH}/update`, payload);
}

/** `GET /plannings/activities/{id}`: the activity an edit form opens with. */
export function getActivity(client: ApiClient, id: number, signal?: AbortSignal): Promise<JsonLd<Activity>> {
  return client.get<JsonLd<Activity>>(`${ACTIVITIES_PATH}/${id}`, undefined, { signal });
}

/** `GET /plannings/agendas/{id}` (team member rewritten like the lists'). */
export async function getAgenda(client: ApiClient, id: number, signal?: AbortSignal): Promise<JsonLd<Agenda>> {
  return normaliseAgenda(await client.get<JsonLd<Agenda>>(`${AGENDAS_PATH}/${id}`, undefined, { signal }));
}

/** `GET /plannings/appointment-location/{id}`. */
export function getLocation(client: ApiClient, id: number, signal?: AbortSignal): Promise<JsonLd<AppointmentLocation>> {
  return client.get<JsonLd<AppointmentLocation>>(`${LOCATIONS_PATH}/${id}`, undefined, { signal });
}

/** `GET /plannings/planning-profile/{id}`. */
export function getProfile(client: ApiClient, id: number, signal?: AbortSignal): Promise<JsonLd<PlanningProfile>> {
  return client.get<JsonLd<PlanningProfile>>(`${PROFILES_PATH}/${id}`, undefined, { signal });
}

/** `DELETE /plannings/planning_profiles/{id}`. */
export function deleteProfile(client: ApiClient, id: number): Promise<void> {
  return client.delete(`/plannings/planning_profiles/${id}`);
}

/** `GET /plannings/planning-config`: the configurations of the caller's agencies (agency, agency[]). */
export function listPlanningConfigs(client: ApiClient, params: QueryParams, signal?: AbortSignal): Promise<Page<PlanningConfig>> {
  return client.list<PlanningConfig>(PLANNING_CONFIG_PATH, params, { signal });
}

/** `POST /plannings/planning-config`. */
export function createPlanningConfig(client: ApiClient, payload: PlanningConfigCreate): Promise<JsonLd<PlanningConfig>> {
  return client.post<JsonLd<PlanningConfig>>(PLANNING_CONFIG_PATH, payload);
}

/** `PATCH /plannings/planning-config/agency/{id}`. */
export function updatePlanningConfig(client: ApiClient, agencyId: number, patch: PlanningConfigPatch): Promise<JsonLd<PlanningConfig>> {
  return client.patch<JsonLd<PlanningConfig>>(`${PLANNING_CONFIG_PATH}/agency/${agencyId}`, patch);
}

// ——— Published planning (`<volant-planning>`) ———

/** Managed with a token: the path must not contain « public » (spec part 1 §6), hence « shares ». */
export const PLANNING_SHARES_PATH = '/plannings/shares';

/** `GET /plannings/shares`: the publications of the caller's agencies. */
export function listPlanningShares(client: ApiClient, params: QueryParams, signal?: AbortSignal): Promise<Page<PlanningShare>> {
  return client.list<PlanningShare>(PLANNING_SHARES_PATH, params, { signal });
}

/** `POST /plannings/shares`: publishes an agency's planning; the answer holds its public key. */
export function createPlanningShare(client: ApiClient, payload: PlanningShareCreate): Promise<JsonLd<PlanningShare>> {
  return client.post<JsonLd<PlanningShare>>(PLANNING_SHARES_PATH, payload);
}

/** `PATCH /plannings/shares/{id}`: the agendas and activities published. */
export function updatePlanningShare(client: ApiClient, id: number, patch: PlanningSharePatch): Promise<JsonLd<PlanningShare>> {
  return client.patch<JsonLd<PlanningShare>>(`${PLANNING_SHARES_PATH}/${id}`, patch);
}

/** `POST /plannings/shares/{id}/new-key`: a new public key; the previous one stops working at once. */
export function renewPlanningShareKey(client: ApiClient, id: number): Promise<JsonLd<PlanningShare>> {
  return client.post<JsonLd<PlanningShare>>(`${PLANNING_SHARES_PATH}/${id}/new-key`, {});
}

/** `DELETE /plannings/shares/{id}`: stops the publication (the key stops working). */
export function deletePlanningShare(client: ApiClient, id: number): Promise<void> {
  return client.delete(`${PLANNING_SHARES_PATH}/${id}`);
}

/** The public calls of a published planning: no token is sent (their path contains « public »). */
export const publicPlanningPath = (key: string) => `/plannings/public/${encodeURIComponent(key)}`;

/** `GET /plannings/public/{key}`: the published planning's agency, agendas, activities and settings. */
export function getPublicPlanning(client: ApiClient, key: string, signal?: AbortSignal): Promise<JsonLd<PublicPlanning>> {
  return client.get<JsonLd<PublicPlanning>>(publicPlanningPath(key), undefined, { signal });
}

export interface PublicSlotQuery {
  /** `YYYY-MM-DD`, both included (62 days at most). */
  start: string;
  end: string;
  /** Only these agendas / activities (among the published ones). */
  agenda?: readonly number[];
  activity?: readonly number[];
}

/** `GET /plannings/public/{key}/slots` (start, end, agenda[], activity[]): the published slots of a period. */
export function listPublicSlots(client: ApiClient, key: string, query: PublicSlotQuery, signal?: AbortSignal): Promise<Page<PublicSlot>> {
  const params: QueryParams = { start: query.start, end: query.end };
  if (query.agenda && query.agenda.length > 0) params.agenda = [...query.agenda];
  if (query.activity && query.activity.length > 0) params.activity = [...query.activity];
  return client.list<PublicSlot>(`${publicPlanningPath(key)}/slots`, params, { signal });
}
