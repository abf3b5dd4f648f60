import type { ApiClient } from '../api/client';
import type { JsonLd, Page } from '../api/hydra';
import type { QueryParams } from '../api/query';
import type { EmbeddedRef } from './types';

/**
 * Planning references read by both planning modules (the configuration screens and the calendar):
 * agendas, activities, appointment locations, planning profiles, agency configuration, interveners.
 * Their writes and payload schemas belong to the planning configuration module.
 */

export type PlanningView = 'day' | 'week' | 'month';

/** What an agenda is the calendar of (`GET /plannings/type_agenda_resources`, 30 per page). */
export interface AgendaResourceType {
  id: number;
  /** trainer, vehicle, room, simulator, other */
  code: string;
  name: string;
  isResource: boolean;
}

export interface PersonRef {
  '@id': string;
  id: number;
  firstName: string;
  lastName: string;
}

/** An agenda: the calendar of a trainer or of a material resource (vehicle, room…). */
export interface Agenda {
  id: number;
  name: string;
  color: string;
  active: boolean;
  type: AgendaResourceType & { '@id': string };
  agency: EmbeddedRef;
  /** The trainer; `/plannings/agendas-config` answers its IRI under `/api/managers/` (rewritten by the client). */
  teamMember: PersonRef | null;
  resource: EmbeddedRef | null;
  /** Opening hours of the agenda, `HH:MM`. */
  dayStart: string;
  dayEnd: string;
  createdAt: string;
}

export interface Activity {
  id: number;
  name: string;
  color: string;
  durationMinutes: number;
  isDefault: boolean;
  /** Null: shared by every agency of the structure. */
  agency: EmbeddedRef | null;
  createdAt: string;
}

export interface AppointmentLocation {
  id: number;
  name: string;
  address: string | null;
  postalCode: string | null;
  city: string | null;
  agency: EmbeddedRef | null;
  createdAt: string;
}

export interface PlanningProfile {
  id: number;
  name: string;
  defaultView: PlanningView;
  agendas: Array<{ '@id': string; id: number; name: string; color: string }>;
  createdAt: string;
}

/** The planning configuration of an agency (`/plannings/planning-config/agency/{id}`). */
export interface PlanningConfig {
  id: number;
  agency: EmbeddedRef;
  dayStart: string;
  dayEnd: string;
  slotDurationMinutes: number;
  showWeekend: boolean;
  planningComment: string | null;
  updatedAt: string;
}

/** The structure-wide configuration seen from an agency (`/global-config/agency/{id}`). */
export interface GlobalConfig {
  agency: number;
  isConfigGeneral: boolean;
  globalComment: string | null;
}

/** Someone or something that can hold an agenda (`GET /plannings/intervener`). */
export interface Intervener {
  /** `/api/managers/{id}` for people, `/api/materials/resources/{id}` for material. */
  '@id': string;
  id: number;
  name: string;
  isResource: boolean;
  type: { id: number; code: string; name: string };
  agencies: number[];
}

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
