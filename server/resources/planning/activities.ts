import type { Kysely } from 'kysely';
import { PLANNING_CONFIGURATION } from '../../../src/shared/auth/permission-groups';
import { ACTIVITIES_PATH, type Activity } from '../../../src/shared/references/planning';
import { activityCreateSchema, activityPatchSchema, activitySchema } from '../../../src/modules/planning-config/schema';
import type { AppDeps, AuthContext } from '../../core/env';
import { conflict } from '../../core/errors';
import { crudDeclarations } from '../../core/routes/crud';
import type { RouteDeclaration } from '../../core/routes/types';
import { assertAgency, inStructureOrCallerAgencies } from '../../core/scope';
import type { Database } from '../../db/schema';
import { agencyRef } from '../../core/references';
import type { RowOf } from '../../db/rows';
import { slotCountText, slotsUsing } from './slot-usage';

function selectActivities(deps: AppDeps, auth: AuthContext) {
  return deps.db
    .selectFrom('planning_activities')
    .leftJoin('agencies', 'agencies.id', 'planning_activities.agency_id')
    .select([
      'planning_activities.id',
      'planning_activities.name',
      'planning_activities.color',
      'planning_activities.duration_minutes',
      'planning_activities.is_default',
      'planning_activities.agency_id',
      'planning_activities.structure_id',
      'planning_activities.created_at',
      'agencies.name as agency_name',
    ])
    .$call(inStructureOrCallerAgencies(auth, 'planning_activities'));
}

type ActivityRow = RowOf<typeof selectActivities>;

const toActivity = (row: ActivityRow): Activity => ({
  id: row.id,
  name: row.name,
  color: row.color,
  durationMinutes: row.duration_minutes,
  isDefault: row.is_default === 1,
  agency: row.agency_id === null ? null : agencyRef(row.agency_id, row.agency_name ?? ''),
  createdAt: row.created_at,
});

/** One default activity per scope (an agency, or the whole structure): setting one clears the others. */
async function clearDefaultActivity(db: Kysely<Database>, structureId: number, agencyId: number | null): Promise<void> {
  let query = db.updateTable('planning_activities').set({ is_default: 0 }).where('structure_id', '=', structureId);
  query = agencyId === null ? query.where('agency_id', 'is', null) : query.where('agency_id', '=', agencyId);
  await query.execute();
}

/**
 * An activity the lessons use is not deleted (409 saying how many): deleting it would leave them
 * without one (the key is « set null »), and their hours and colours with it. Nor is the default one:
 * another is made the default first.
 */
async function assertActivityUnused(db: Kysely<Database>, activity: Pick<ActivityRow, 'id' | 'name' | 'is_default'>): Promise<void> {
  const used = await slotsUsing(db, 'activity_id', activity.id);
  if (used > 0) {
    throw conflict(`L’activité « ${activity.name} » est utilisée par ${slotCountText(used)} : elle ne peut pas être supprimée. Modifiez-la plutôt, ou changez l’activité de ces créneaux.`);
  }
  if (activity.is_default === 1) throw conflict(`« ${activity.name} » est l’activité par défaut : choisissez-en une autre par défaut avant de la supprimer.`);
}

/** `/plannings/activities`: the kinds of lesson, their colour and duration; one default per scope. */
export const ACTIVITY_ROUTES: readonly RouteDeclaration[] = crudDeclarations({
  path: ACTIVITIES_PATH,
  type: 'Activity',
  output: activitySchema,
  access: { read: 'authenticated', write: PLANNING_CONFIGURATION },
  summaries: {
    list: 'Lists the activities of the structure and of the caller’s agencies.',
    read: 'Reads an activity.',
    create: 'Creates an activity; a default one clears the other default of its scope.',
    update: 'Updates an activity (merge-patch).',
    remove: 'Deletes an activity no slot uses and that is not the default one.',
  },
  select: selectActivities,
  idColumn: 'planning_activities.id',
  toItem: toActivity,
  list: {
    defaultItemsPerPage: 10,
    maxItemsPerPage: 5000,
    order: {
      name: 'planning_activities.name',
      durationMinutes: 'planning_activities.duration_minutes',
      isDefault: 'planning_activities.is_default',
      createdAt: 'planning_activities.created_at',
      agency: 'agencies.name',
    },
    defaultOrder: [['planning_activities.is_default', 'desc'], ['planning_activities.name', 'asc']],
    search: ['planning_activities.name'],
    exact: {
      isDefault: { column: 'planning_activities.is_default', kind: 'bool' },
      agency: { column: 'planning_activities.agency_id', kind: 'int' },
      'agency.structure': { column: 'planning_activities.structure_id', kind: 'int' },
    },
  },
  create: {
    schema: activityCreateSchema,
    async insert(deps, auth, input) {
      if (input.agency !== null) assertAgency(auth, input.agency);
      return deps.db.transaction().execute(async (trx) => {
        if (input.isDefault) await clearDefaultActivity(trx, auth.structureId, input.agency);
        const row = await trx
          .insertInto('planning_activities')
          .values({
            structure_id: auth.structureId,
            agency_id: input.agency,
            name: input.name,
            color: input.color,
            duration_minutes: input.durationMinutes,
            is_default: input.isDefault ? 1 : 0,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      });
    },
  },
  update: {
    schema: activityPatchSchema,
    async apply(deps, auth, current, input) {
      await deps.db.transaction().execute(async (trx) => {
        if (input.isDefault) await clearDefaultActivity(trx, auth.structureId, current.agency_id);
        await trx
          .updateTable('planning_activities')
          .set({
            name: input.name ?? current.name,
            color: input.color ?? current.color,
            duration_minutes: input.durationMinutes ?? current.duration_minutes,
            ...(input.isDefault === undefined ? {} : { is_default: input.isDefault ? 1 : 0 }),
          })
          .where('id', '=', current.id)
          .execute();
      });
    },
  },
  remove: {
    async apply(deps, _auth, current) {
      await assertActivityUnused(deps.db, current);
      await deps.db.deleteFrom('planning_activities').where('id', '=', current.id).execute();
    },
  },
});
