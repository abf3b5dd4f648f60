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
  ProfileUpdate,
} from './schema';

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
