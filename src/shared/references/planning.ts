import type { ApiClient } from '../api/client';
import type { JsonLd, Page } from '../api/hydra';
import type { QueryParams } from '../api/query';
import type { z } from 'zod';
import type {
  activitySchema,
  agendaResourceTypeSchema,
  agendaSchema,
  appointmentLocationSchema,
  globalConfigSchema,
  intervenerSchema,
  planningConfigSchema,
  planningProfileSchema,
  planningViewSchema,
} from './planning-schema';

/**
 * Planning references read by both planning modules (the configuration screens and the calendar):
 * agendas, activities, appointment locations, planning profiles, agency configuration, interveners.
 * Their writes and payload schemas belong to the planning configuration module.
 */

export type PlanningView = z.infer<typeof planningViewSchema>;

/** What an agenda is the calendar of (`GET /plannings/type_agenda_resources`, 30 per page). */
export type AgendaResourceType = z.infer<typeof agendaResourceTypeSchema>;

/** An agenda: the calendar of a trainer or of a material resource (vehicle, room…). */
export type Agenda = z.infer<typeof agendaSchema>;

export type Activity = z.infer<typeof activitySchema>;

export type AppointmentLocation = z.infer<typeof appointmentLocationSchema>;

export type PlanningProfile = z.infer<typeof planningProfileSchema>;

/** The planning configuration of an agency (`/plannings/planning-config/agency/{id}`). */
export type PlanningConfig = z.infer<typeof planningConfigSchema>;

/** The structure-wide configuration seen from an agency (`/global-config/agency/{id}`). */
export type GlobalConfig = z.infer<typeof globalConfigSchema>;

/** Someone or something that can hold an agenda (`GET /plannings/intervener`); its `@id` is `/api/managers/{id}` for people, `/api/materials/resources/{id}` for material. */
export type Intervener = z.infer<typeof intervenerSchema> & { '@id': string };

export const AGENDAS_PATH = '/plannings/agendas';
export const AGENDAS_CONFIG_PATH = '/plannings/agendas-config';
export const ACTIVITIES_PATH = '/plannings/activities';
export const LOCATIONS_PATH = '/plannings/appointment-location';
export const PROFILES_PATH = '/plannings/planning-profile';
export const PLANNING_CONFIG_PATH = '/plannings/planning-config';
export const AGENDA_TYPES_PATH = '/plannings/type_agenda_resources';
export const INTERVENERS_PATH = '/plannings/intervener';

/** Spec part 1 §7: the team member of an agenda is rewritten from the managers to the team-members resource. */
export function toTeamMemberIri(iri: string): string {
  return iri.replace(/\/managers\/(\d+)$/, '/team-members/$1');
}

/** An agenda as the screens use it: its team member under `/api/team-members/`. */
export function normaliseAgenda<A extends Agenda>(agenda: A): A {
  if (!agenda.teamMember) return agenda;
  return { ...agenda, teamMember: { ...agenda.teamMember, '@id': toTeamMemberIri(agenda.teamMember['@id']) } };
}

/** `GET /plannings/agendas` (active, agency, type, teamMember, itemsPerPage up to 5000). */
export async function listAgendas(client: ApiClient, params: QueryParams, signal?: AbortSignal): Promise<Page<Agenda>> {
  const page = await client.list<Agenda>(AGENDAS_PATH, params, { signal });
  return { ...page, items: page.items.map(normaliseAgenda) };
}

/** `GET /plannings/activities` (search, pagination, order[column], isDefault, agency, agency.structure). */
export function listActivities(client: ApiClient, params: QueryParams, signal?: AbortSignal): Promise<Page<Activity>> {
  return client.list<Activity>(ACTIVITIES_PATH, params, { signal });
}

/** `GET /plannings/appointment-location`. */
export function listAppointmentLocations(client: ApiClient, params: QueryParams, signal?: AbortSignal): Promise<Page<AppointmentLocation>> {
  return client.list<AppointmentLocation>(LOCATIONS_PATH, params, { signal });
}

/** `GET /plannings/planning-profile`. */
export function listPlanningProfiles(client: ApiClient, params: QueryParams, signal?: AbortSignal): Promise<Page<PlanningProfile>> {
  return client.list<PlanningProfile>(PROFILES_PATH, params, { signal });
}

/** `GET /plannings/planning-config/agency/{id}` (404 while the agency has none). */
export function getAgencyPlanningConfig(client: ApiClient, agencyId: number, signal?: AbortSignal): Promise<JsonLd<PlanningConfig>> {
  return client.get<JsonLd<PlanningConfig>>(`${PLANNING_CONFIG_PATH}/agency/${agencyId}`, undefined, { signal });
}

/** `GET /global-config/agency/{id}`. */
export function getGlobalConfig(client: ApiClient, agencyId: number, signal?: AbortSignal): Promise<JsonLd<GlobalConfig>> {
  return client.get<JsonLd<GlobalConfig>>(`/global-config/agency/${agencyId}`, undefined, { signal });
}

/** `GET /plannings/type_agenda_resources` (30 per page). */
export function listAgendaResourceTypes(client: ApiClient, params: QueryParams = {}, signal?: AbortSignal): Promise<Page<AgendaResourceType>> {
  return client.list<AgendaResourceType>(AGENDA_TYPES_PATH, { itemsPerPage: 30, ...params }, { signal });
}

/** `GET /plannings/intervener` (isResource, agency, page, itemsPerPage up to 50000, structure, type[]). */
export function listInterveners(client: ApiClient, params: QueryParams, signal?: AbortSignal): Promise<Page<Intervener>> {
  return client.list<Intervener>(INTERVENERS_PATH, params, { signal });
}
