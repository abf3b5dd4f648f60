import type { Kysely, Migration } from 'kysely';
import { dialectOf, withId } from '../sql';

/** What an agenda can be the calendar of (spec part 1 §7: GET /plannings/type_agenda_resources). */
export const AGENDA_RESOURCE_TYPES = [
  { code: 'trainer', name: 'Formateur', is_resource: 0 },
  { code: 'vehicle', name: 'Véhicule', is_resource: 1 },
  { code: 'room', name: 'Salle', is_resource: 1 },
  { code: 'simulator', name: 'Simulateur', is_resource: 1 },
  { code: 'other', name: 'Autre ressource', is_resource: 1 },
] as const;

/** Agenda resource types: reference rows every database has. */
export const planningReference: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = dialectOf(db);
    await withId(db.schema.createTable('agenda_resource_types'), dialect)
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('is_resource', 'integer', (c) => c.notNull())
      .execute();
    await (db as Kysely<{ agenda_resource_types: { code: string; name: string; is_resource: number } }>)
      .insertInto('agenda_resource_types')
      .values(AGENDA_RESOURCE_TYPES.map((t) => ({ ...t })))
      .execute();
  },
};
