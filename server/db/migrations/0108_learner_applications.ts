import { sql, type Kysely, type Migration } from 'kysely';
import { dialectOf, nowIsoDefault, withId } from '../sql';

/**
 * Registrations of learners to the onboarding applications (`/registrations/to-applications`).
 * `application_id` names a row of `onboarding_applications`, which the administration migration
 * (0500) creates after this one: it has no foreign key, the server checks it on every write (the
 * reference rows are never deleted). `training_id` is set for applications that work per training.
 * One registration per learner, application and training (a null training counts as one value).
 */
export const learnerApplications: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = dialectOf(db);
    const s = db.schema;
    await withId(s.createTable('learner_applications'), dialect)
      .addColumn('structure_id', 'integer', (c) => c.notNull().references('structures.id').onDelete('cascade'))
      .addColumn('agency_id', 'integer', (c) => c.notNull().references('agencies.id').onDelete('cascade'))
      .addColumn('learner_id', 'integer', (c) => c.notNull().references('learners.id').onDelete('cascade'))
      .addColumn('application_id', 'integer', (c) => c.notNull())
      .addColumn('training_id', 'integer', (c) => c.references('trainings.id').onDelete('cascade'))
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(nowIsoDefault(dialect)))
      .execute();
    await sql`create unique index learner_applications_unique on learner_applications (learner_id, application_id, coalesce(training_id, 0))`.execute(db);
  },
};
