import {
  AGENDA_TYPES_PAGE_SIZE,
  ALL_LIST_PAGE_SIZE,
  DEFAULT_PAGE_SIZE,
  INTERVENERS_PAGE_SIZE,
  LEARNER_SITUATIONS_PAGE_SIZE,
  OPERATION_HISTORY_PAGE_SIZE,
  PLANNING_LIST_PAGE_SIZE,
} from '../../../src/shared/constants';
import { parisDate } from '../../../src/shared/i18n/paris-date';
import { listMaterialResources, listMaterialTypes } from '../../../src/modules/materials/api';
import { getSlotMonitor, listOperations, listSituations, listSlots } from '../../../src/modules/planning/api';
import {
  listActivities,
  listAgendaResourceTypes,
  listAgendas,
  listAgendasConfig,
  listAppointmentLocations,
  listInterveners,
  listPlanningConfigs,
  listPlanningProfiles,
} from '../../../src/modules/planning-config/api';
import { agencyId, firstOf, isoDate, listArea, listCheck, scope, structureId } from '../checks';
import type { CheckContext, SmokeArea } from '../types';

const page = (size: number) => ({ page: 1, itemsPerPage: size });
const DAY_MS = 86_400_000;

/**
 * The calendar's fetch window (spec part 2 §7): from the start of the ISO week minus one week to the
 * end of the week two weeks on.
 */
export function calendarWindow(today: Date): { after: string; before: string } {
  const day = (today.getUTCDay() + 6) % 7;
  const monday = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - day * DAY_MS;
  return { after: isoDate(new Date(monday - 7 * DAY_MS)), before: isoDate(new Date(monday + 20 * DAY_MS)) };
}

async function activeAgendaIds(ctx: CheckContext): Promise<number[]> {
  const agendas = await listAgendas(ctx.client, { active: true, ...page(PLANNING_LIST_PAGE_SIZE) });
  return agendas.items.map((agenda) => agenda.id);
}

export const planningConfigArea = listArea('planning-config', 'Configuration du planning', [
  { name: 'activities', title: 'Activités', pageSize: DEFAULT_PAGE_SIZE, call: (ctx) => listActivities(ctx.client, { ...page(DEFAULT_PAGE_SIZE), ...scope(ctx) }) },
  { name: 'agendas', title: 'Agendas (configuration)', pageSize: DEFAULT_PAGE_SIZE, call: (ctx) => listAgendasConfig(ctx.client, { ...page(DEFAULT_PAGE_SIZE), ...scope(ctx) }) },
  { name: 'locations', title: 'Lieux de rendez-vous', pageSize: DEFAULT_PAGE_SIZE, call: (ctx) => listAppointmentLocations(ctx.client, page(DEFAULT_PAGE_SIZE)) },
  { name: 'profiles', title: 'Profils de planning', pageSize: DEFAULT_PAGE_SIZE, call: (ctx) => listPlanningProfiles(ctx.client, page(DEFAULT_PAGE_SIZE)) },
  { name: 'agency-configs', title: 'Paramètres de planning des agences', pageSize: null, call: (ctx) => listPlanningConfigs(ctx.client, { agency: ctx.user.agencies.map((a) => a.id), itemsPerPage: ALL_LIST_PAGE_SIZE }) },
  { name: 'agenda-types', title: 'Types d’agenda', pageSize: AGENDA_TYPES_PAGE_SIZE, call: (ctx) => listAgendaResourceTypes(ctx.client, { itemsPerPage: AGENDA_TYPES_PAGE_SIZE }) },
  {
    name: 'interveners',
    title: 'Intervenants d’une agence',
    pageSize: INTERVENERS_PAGE_SIZE,
    call: (ctx) => listInterveners(ctx.client, { agency: agencyId(ctx), structure: structureId(ctx), ...page(INTERVENERS_PAGE_SIZE) }),
  },
]);

export const planningArea: SmokeArea = {
  id: 'planning',
  title: 'Planning',
  checks: () => [
    listCheck('planning', { name: 'agendas', title: 'Agendas actifs', pageSize: PLANNING_LIST_PAGE_SIZE, call: (ctx) => listAgendas(ctx.client, { active: true, ...page(PLANNING_LIST_PAGE_SIZE) }) }),
    listCheck('planning', {
      name: 'slots',
      title: 'Créneaux de la fenêtre du calendrier',
      pageSize: PLANNING_LIST_PAGE_SIZE,
      call: async (ctx) => {
        const agendas = await activeAgendaIds(ctx);
        firstOf(agendas, 'agenda actif');
        return listSlots(ctx.client, { agenda: agendas, date: calendarWindow(new Date()), ...page(PLANNING_LIST_PAGE_SIZE) });
      },
    }),
    listCheck('planning', { name: 'operations', title: 'Historique des opérations', pageSize: OPERATION_HISTORY_PAGE_SIZE, call: (ctx) => listOperations(ctx.client, page(OPERATION_HISTORY_PAGE_SIZE)) }),
    {
      id: 'planning.monitor',
      title: 'Suivi des créneaux de la semaine',
      run: async (ctx) => {
        const agendas = await activeAgendaIds(ctx);
        const { after, before } = calendarWindow(new Date());
        await getSlotMonitor(ctx.client, { startDate: after, endDate: before, agenda: agendas });
        return `${agendas.length} agenda(s)`;
      },
    },
  ],
};

export const situationsArea = listArea('situations', 'Situations des apprenants', [
  {
    name: 'today',
    title: 'Apprenants planifiés aujourd’hui',
    pageSize: LEARNER_SITUATIONS_PAGE_SIZE,
    call: async (ctx) => listSituations(ctx.client, { structureId: structureId(ctx), date: parisDate(new Date()), agendaId: await activeAgendaIds(ctx) }),
  },
]);

export const materialsArea = listArea('materials', 'Ressources matérielles', [
  { name: 'types', title: 'Types de ressource', pageSize: DEFAULT_PAGE_SIZE, call: (ctx) => listMaterialTypes(ctx.client, page(DEFAULT_PAGE_SIZE)) },
  {
    name: 'resources',
    title: 'Ressources',
    pageSize: DEFAULT_PAGE_SIZE,
    call: (ctx) => listMaterialResources(ctx.client, { ...page(DEFAULT_PAGE_SIZE), order: { createdAt: 'asc' }, 'agencies.structure': structureId(ctx) }),
  },
]);
