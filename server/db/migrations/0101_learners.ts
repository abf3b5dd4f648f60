import type { Kysely, Migration } from 'kysely';
import { dialectOf, nowIsoDefault, withId } from '../sql';

/** Specialities of each licence category (reference data, keyed by training code). */
const TRAINING_FIELDS: [training: string, code: string, name: string][] = [
  ['B', 'BM', 'Boîte manuelle'],
  ['B', 'BA', 'Boîte automatique'],
  ['B', 'AAC', 'Apprentissage anticipé de la conduite'],
  ['B', 'CS', 'Conduite supervisée'],
  ['A1', 'INIT', 'Formation initiale'],
  ['A2', 'INIT', 'Formation initiale'],
  ['A2', 'PASS', 'Passerelle A1 vers A2'],
  ['C', 'INIT', 'Formation initiale'],
  ['C', 'FIMO', 'FIMO marchandises'],
  ['C1', 'INIT', 'Formation initiale'],
  ['D', 'INIT', 'Formation initiale'],
  ['D', 'FIMO', 'FIMO voyageurs'],
  ['D1', 'INIT', 'Formation initiale'],
];

interface ReferenceRows {
  training_fields: { training_code: string; code: string; name: string };
}

/**
 * The learner record: identity columns and photo on `learners`, training specialities, registrations
 * to trainings (agencytraininglearners, with the paying organisation) and prior evaluations; indexes
 * that keep the learner list fast on 100 000 learners.
 */
export const learners: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = dialectOf(db);
    const now = nowIsoDefault(dialect);
    const s = db.schema;

    for (const column of ['civility', 'address', 'postal_code', 'city', 'birth_place', 'photo_key', 'photo_mime']) {
      await s.alterTable('learners').addColumn(column, 'text').execute();
    }
    await s.alterTable('learners').addColumn('survey_status', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    // 100 000 learners: the default page (archived=0 by name) reads the first index in order, also when
    // searching (it covers the searched columns); counts, filters and searches scan the second one
    // instead of the table.
    await s
      .createIndex('learners_list_order_idx')
      .on('learners')
      .columns(['structure_id', 'archived', 'last_name', 'first_name', 'agency_id', 'email', 'phone', 'neph'])
      .execute();
    await s
      .createIndex('learners_list_search_idx')
      .on('learners')
      .columns(['structure_id', 'archived', 'agency_id', 'last_name', 'first_name', 'email', 'phone', 'neph', 'training_id', 'is_prospect'])
      .execute();

    await withId(s.createTable('training_fields'), dialect)
      .addColumn('training_code', 'text', (c) => c.notNull())
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addUniqueConstraint('training_fields_code_unique', ['training_code', 'code'])
      .execute();
    await (db as unknown as Kysely<ReferenceRows>)
      .insertInto('training_fields')
      .values(TRAINING_FIELDS.map(([training_code, code, name]) => ({ training_code, code, name })))
      .execute();

    await withId(s.createTable('learner_trainings'), dialect)
      .addColumn('structure_id', 'integer', (c) => c.notNull().references('structures.id').onDelete('cascade'))
      .addColumn('agency_id', 'integer', (c) => c.notNull().references('agencies.id'))
      .addColumn('learner_id', 'integer', (c) => c.notNull().references('learners.id').onDelete('cascade'))
      .addColumn('training_id', 'integer', (c) => c.notNull().references('trainings.id'))
      .addColumn('field_id', 'integer', (c) => c.references('training_fields.id'))
      .addColumn('is_prospect', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('financier_id', 'integer', (c) => c.references('organizations.id'))
      .addColumn('start_date', 'text')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('en_cours'))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .addUniqueConstraint('learner_trainings_learner_training_unique', ['learner_id', 'training_id'])
      .execute();
    await s.createIndex('learner_trainings_training_idx').on('learner_trainings').columns(['training_id', 'learner_id']).execute();
    await s.createIndex('learner_trainings_financier_idx').on('learner_trainings').column('financier_id').execute();
    await s.createIndex('learner_trainings_field_idx').on('learner_trainings').column('field_id').execute();

    await withId(s.createTable('learner_evaluations'), dialect)
      .addColumn('structure_id', 'integer', (c) => c.notNull().references('structures.id').onDelete('cascade'))
      .addColumn('learner_id', 'integer', (c) => c.notNull().references('learners.id').onDelete('cascade'))
      .addColumn('training_id', 'integer', (c) => c.notNull().references('trainings.id'))
      .addColumn('evaluation_date', 'text', (c) => c.notNull())
      .addColumn('forecast_minutes', 'integer', (c) => c.notNull())
      .addColumn('evaluator_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('comment', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .execute();
    await s.createIndex('learner_evaluations_learner_idx').on('learner_evaluations').column('learner_id').execute();
  },
};
