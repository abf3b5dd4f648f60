import { LEARNER_WRITE } from '../../../src/shared/auth/permission-groups';
import { availabilityCreateSchema, availabilityPatchSchema } from '../../../src/modules/learners/schema';
import type { AvailabilitySchedule, WeeklySlot } from '../../../src/modules/learners/types';
import { invalidField, isUniqueViolation } from '../../core/errors';
import { crudDeclarations } from '../../core/routes/crud';
import type { RouteDeclaration } from '../../core/routes/types';
import { inCallerAgencies } from '../../core/scope';
import { learnerIri, learnerOfPayload } from './common';
import { availabilityScheduleSchema } from '../../../src/modules/learners/schema';

const AVAILABILITY_EXISTS = 'Cet apprenant a déjà un planning de disponibilités : modifiez-le.';

/** `/plannings/availability-schedule`: one weekly availability per learner over an optional period. */
export const AVAILABILITY_ROUTES: readonly RouteDeclaration[] = crudDeclarations({
  path: '/plannings/availability-schedule',
  type: 'AvailabilitySchedule',
  output: availabilityScheduleSchema,
  access: { read: 'authenticated', write: LEARNER_WRITE },
  summaries: {
    list: 'Lists the weekly availabilities of the caller’s learners (`learner` filter).',
    read: 'Reads a learner’s weekly availability.',
    create: 'Creates a learner’s weekly availability (one per learner).',
    update: 'Updates a weekly availability: its period and/or its slots.',
  },
  select: (deps, auth) =>
    deps.db
      .selectFrom('availability_schedules')
      .innerJoin('learners', 'learners.id', 'availability_schedules.learner_id')
      .selectAll('availability_schedules')
      .$call(inCallerAgencies(auth, 'learners')),
  idColumn: 'availability_schedules.id',
  toItem: (row): AvailabilitySchedule => ({
    id: row.id,
    learner: learnerIri(row.learner_id),
    period: { start: row.period_start, end: row.period_end },
    schedules: JSON.parse(row.schedules_json) as WeeklySlot[],
    updatedAt: row.updated_at,
  }),
  list: {
    defaultItemsPerPage: 10,
    maxItemsPerPage: 5000,
    order: { updatedAt: 'availability_schedules.updated_at' },
    defaultOrder: [['availability_schedules.id', 'asc']],
    exact: { learner: { column: 'availability_schedules.learner_id', kind: 'int' } },
  },
  create: {
    schema: availabilityCreateSchema,
    async insert(deps, auth, input) {
      const learner = await learnerOfPayload(deps.db, auth, input.learner);
      const now = deps.now().toISOString();
      try {
        const row = await deps.db
          .insertInto('availability_schedules')
          .values({
            structure_id: auth.structureId,
            learner_id: learner.id,
            period_start: input.period.start,
            period_end: input.period.end,
            schedules_json: JSON.stringify(sortSlots(input.schedules)),
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      } catch (err) {
        if (isUniqueViolation(err)) throw invalidField('learner', AVAILABILITY_EXISTS);
        throw err;
      }
    },
  },
  update: {
    schema: availabilityPatchSchema,
    async apply(deps, _auth, current, input) {
      await deps.db
        .updateTable('availability_schedules')
        .set({
          ...(input.period ? { period_start: input.period.start, period_end: input.period.end } : {}),
          ...(input.schedules ? { schedules_json: JSON.stringify(sortSlots(input.schedules)) } : {}),
          updated_at: deps.now().toISOString(),
        })
        .where('id', '=', current.id)
        .execute();
    },
  },
});

function sortSlots(slots: WeeklySlot[]): WeeklySlot[] {
  return [...slots].sort((a, b) => a.day - b.day || a.start.localeCompare(b.start));
}
