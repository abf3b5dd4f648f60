import type { Kysely, Migration } from 'kysely';
import { dialectOf, nowIsoDefault, withId } from '../sql';

/** Training contracts of learners (French model contract for driving schools) and their amendments. */
export const contracts: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = dialectOf(db);
    const now = nowIsoDefault(dialect);
    await withId(db.schema.createTable('learner_contracts'), dialect)
      .addColumn('structure_id', 'integer', (c) => c.notNull().references('structures.id').onDelete('cascade'))
      .addColumn('agency_id', 'integer', (c) => c.notNull().references('agencies.id'))
      .addColumn('learner_id', 'integer', (c) => c.notNull().references('learners.id').onDelete('cascade'))
      .addColumn('training_id', 'integer', (c) => c.notNull().references('trainings.id'))
      .addColumn('number', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
      .addColumn('evaluation_date', 'text', (c) => c.notNull())
      .addColumn('forecast_minutes', 'integer', (c) => c.notNull())
      .addColumn('start_date', 'text', (c) => c.notNull())
      .addColumn('end_date', 'text', (c) => c.notNull())
      .addColumn('registration_fee_cents', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('hour_price_cents', 'integer', (c) => c.notNull())
      .addColumn('theory_price_cents', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('exam_fee_cents', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('programme', 'text', (c) => c.notNull())
      .addColumn('payment_terms', 'text', (c) => c.notNull())
      .addColumn('installments', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('mediator_name', 'text', (c) => c.notNull())
      .addColumn('mediator_contact', 'text', (c) => c.notNull())
      .addColumn('signed_place', 'text')
      .addColumn('validated_at', 'text')
      .addColumn('signed_at', 'text')
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
      .addUniqueConstraint('learner_contracts_number_unique', ['structure_id', 'number'])
      .execute();
    await db.schema.createIndex('learner_contracts_learner_idx').on('learner_contracts').columns(['learner_id', 'created_at']).execute();
    await db.schema.createIndex('learner_contracts_list_idx').on('learner_contracts').columns(['structure_id', 'created_at']).execute();

    await withId(db.schema.createTable('contract_amendments'), dialect)
      .addColumn('contract_id', 'integer', (c) => c.notNull().references('learner_contracts.id').onDelete('cascade'))
      .addColumn('number', 'text', (c) => c.notNull())
      .addColumn('extra_minutes', 'integer', (c) => c.notNull())
      .addColumn('hour_price_cents', 'integer', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
      .addColumn('validated_at', 'text')
      .addColumn('signed_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
      .addUniqueConstraint('contract_amendments_number_unique', ['contract_id', 'number'])
      .execute();
  },
};
