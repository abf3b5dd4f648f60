import type { JsonLd } from '../../../src/shared/api/hydra';
import { publicPlanningSchema, publicSlotSchema } from '../../../src/modules/planning-config/schema';
import type { PublicPlanning, PublicSlot } from '../../../src/modules/planning-config/types';
import type { AppDeps } from '../../core/env';
import { badRequest, notFound } from '../../core/errors';
import { jsonLd, singlePage } from '../../core/hydra';
import { collectionRoute, itemRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { rateLimit } from '../../core/rate-limit';
import { isRowId } from '../../core/scope';

/**
 * The public calls of a published planning (`<volant-planning>` on partner websites). No token: the
 * path contains « public » (spec part 1 §6); CORS comes from the public-API rule of server/app.ts.
 * Rate limited per client address.
 */
export const PUBLIC_PLANNING_PATH = '/plannings/public';
/** Requests per client address and minute (a calendar view costs one or two). */
export const PUBLIC_PLANNING_RATE = { windowMs: 60_000, max: 120 } as const;
/** The longest period one call may ask for (a month view shows six weeks at most). */
export const PUBLIC_SLOTS_MAX_DAYS = 62;

const NOT_PUBLISHED = 'Ce planning n’est pas publié, ou son lien a changé.';
const KEY = /^[0-9a-f]{32}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DEFAULT_HOURS = { dayStart: '08:00', dayEnd: '19:00' } as const;

const limited = rateLimit({
  name: 'public-planning',
  ...PUBLIC_PLANNING_RATE,
  message: 'Trop de demandes pour ce planning : réessayez dans une minute.',
});

async function shareByKey(deps: AppDeps, raw: string | undefined) {
  if (!raw || !KEY.test(raw)) throw notFound(NOT_PUBLISHED);
  const share = await deps.db
    .selectFrom('planning_shares')
    .innerJoin('agencies', 'agencies.id', 'planning_shares.agency_id')
    .select(['planning_shares.id', 'planning_shares.agency_id', 'planning_shares.structure_id', 'agencies.name as agency_name', 'agencies.city as agency_city'])
    .where('planning_shares.share_key', '=', raw)
    .executeTakeFirst();
  if (!share) throw notFound(NOT_PUBLISHED);
  return share;
}

/** The published agendas (still active and of the agency) and activities of a share. */
async function publishedChoices(deps: AppDeps, share: { id: number; agency_id: number }) {
  const agendas = await deps.db
    .selectFrom('planning_share_agendas as sa')
    .innerJoin('agendas as a', 'a.id', 'sa.agenda_id')
    .select(['a.id', 'a.name', 'a.color', 'a.day_start', 'a.day_end'])
    .where('sa.share_id', '=', share.id)
    .where('a.agency_id', '=', share.agency_id)
    .where('a.active', '=', 1)
    .orderBy('a.name')
    .orderBy('a.id')
    .execute();
  const activities = await deps.db
    .selectFrom('planning_share_activities as sa')
    .innerJoin('planning_activities as act', 'act.id', 'sa.activity_id')
    .select(['act.id', 'act.name', 'act.color'])
    .where('sa.share_id', '=', share.id)
    .orderBy('act.name')
    .orderBy('act.id')
    .execute();
  return { agendas, activities };
}

function readDay(raw: string | undefined, name: string): string {
  if (!raw || !DAY.test(raw) || Number.isNaN(Date.parse(`${raw}T00:00:00Z`)) || new Date(`${raw}T00:00:00Z`).toISOString().slice(0, 10) !== raw) {
    throw badRequest(`Le paramètre « ${name} » attend une date AAAA-MM-JJ.`);
  }
  return raw;
}

/** `agenda[]=1&agenda[]=2` (or `agenda=1`): ids, 400 on anything else. */
function readIds(values: string[] | undefined, name: string): number[] | null {
  if (!values || values.length === 0) return null;
  return values.map((value) => {
    if (!isRowId(value)) throw badRequest(`Le filtre « ${name} » attend des identifiants.`);
    return Number(value);
  });
}

const daysBetween = (start: string, end: string) => Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000);

/** The public calls of a published planning, rate limited per client address. */
export const PUBLIC_PLANNING_ROUTES: readonly RouteDeclaration[] = [
  itemRoute<undefined, PublicPlanning>({
    method: 'GET',
    path: `${PUBLIC_PLANNING_PATH}/{key}`,
    params: { key: 'key' },
    access: 'public',
    hydraClass: 'PublicPlanning',
    summary: 'Reads a published planning: the agency’s name, the published agendas and activities, the display settings.',
    output: publicPlanningSchema,
    before: limited,
    async handle({ deps, param }) {
      const key = param('key');
      const share = await shareByKey(deps, key);
      const { agendas, activities } = await publishedChoices(deps, share);
      const config = await deps.db
        .selectFrom('planning_configs')
        .select(['day_start', 'day_end', 'show_weekend'])
        .where('agency_id', '=', share.agency_id)
        .executeTakeFirst();
      return jsonLd<PublicPlanning>('PublicPlanning', `/api${PUBLIC_PLANNING_PATH}/${key}`, {
        agency: { name: share.agency_name, city: share.agency_city },
        agendas: agendas.map((a) => ({ id: a.id, name: a.name, color: a.color, dayStart: a.day_start, dayEnd: a.day_end })),
        activities: activities.map((a) => ({ id: a.id, name: a.name, color: a.color })),
        dayStart: config?.day_start ?? DEFAULT_HOURS.dayStart,
        dayEnd: config?.day_end ?? DEFAULT_HOURS.dayEnd,
        showWeekend: config ? config.show_weekend === 1 : true,
      });
    },
  }),

  /**
   * `GET /plannings/public/{key}/slots` (start, end, agenda[], activity[]): the published slots of a
   * period — planned or done, never cancelled or background ones — with the places left, and nothing
   * about the learners but their count.
   */
  collectionRoute<PublicSlot>({
    method: 'GET',
    path: `${PUBLIC_PLANNING_PATH}/{key}/slots`,
    params: { key: 'key' },
    access: 'public',
    hydraClass: 'PublicSlot',
    summary: 'Lists the published slots of a period (`start`, `end`, `agenda[]`, `activity[]`) with the places left.',
    output: publicSlotSchema,
    before: limited,
    async handle({ deps, param, query, url }) {
      const key = param('key');
      const share = await shareByKey(deps, key);
      const start = readDay(query.start?.[0], 'start');
      const end = readDay(query.end?.[0], 'end');
      if (end < start) throw badRequest('La fin de la période précède son début.');
      if (daysBetween(start, end) >= PUBLIC_SLOTS_MAX_DAYS) throw badRequest(`La période demandée dépasse ${PUBLIC_SLOTS_MAX_DAYS} jours.`);
      const wantedAgendas = readIds(query['agenda[]'] ?? query.agenda, 'agenda');
      const wantedActivities = readIds(query['activity[]'] ?? query.activity, 'activity');

      const published = await publishedChoices(deps, share);
      const agendaIds = published.agendas.map((a) => a.id).filter((id) => !wantedAgendas || wantedAgendas.includes(id));
      const activityIds = published.activities.map((a) => a.id).filter((id) => !wantedActivities || wantedActivities.includes(id));
      const members: JsonLd<PublicSlot>[] = [];
      if (agendaIds.length > 0 && activityIds.length > 0) {
        const rows = await deps.db
          .selectFrom('planning_slots as s')
          .innerJoin('agendas as a', 'a.id', 's.agenda_id')
          .innerJoin('planning_activities as act', 'act.id', 's.activity_id')
          .leftJoin('appointment_locations as loc', 'loc.id', 's.location_id')
          .select((eb) => [
            's.id',
            's.date',
            's.start_time',
            's.end_time',
            's.status',
            's.capacity',
            'a.id as agenda_id',
            'a.name as agenda_name',
            'a.color as agenda_color',
            'act.id as activity_id',
            'act.name as activity_name',
            'act.color as activity_color',
            'loc.name as location_name',
            'loc.city as location_city',
            eb.selectFrom('planning_slot_learners as sl').select((sub) => sub.fn.countAll<number | string>().as('n')).whereRef('sl.slot_id', '=', 's.id').as('booked'),
          ])
          .where('s.structure_id', '=', share.structure_id)
          .where('s.agency_id', '=', share.agency_id)
          .where('s.agenda_id', 'in', agendaIds)
          .where('s.activity_id', 'in', activityIds)
          .where('s.is_background', '=', 0)
          .where('s.status', 'in', ['planned', 'done'])
          .where('s.date', '>=', start)
          .where('s.date', '<=', end)
          .orderBy('s.date')
          .orderBy('s.start_time')
          .orderBy('s.id')
          .execute();
        for (const row of rows) {
          const booked = Number(row.booked ?? 0);
          members.push(
            jsonLd('PublicSlot', `/api${PUBLIC_PLANNING_PATH}/${key}/slots/${row.id}`, {
              id: row.id,
              date: row.date,
              schedule: { startTime: row.start_time, endTime: row.end_time },
              agenda: { id: row.agenda_id, name: row.agenda_name, color: row.agenda_color },
              activity: { id: row.activity_id, name: row.activity_name, color: row.activity_color },
              location: row.location_name === null ? null : { name: row.location_name, city: row.location_city },
              status: row.status === 'done' ? 'done' : 'planned',
              capacity: row.capacity,
              booked,
              remaining: row.capacity === null ? null : Math.max(0, row.capacity - booked),
            }),
          );
        }
      }
      return singlePage(url, members);
    },
  }),
];
