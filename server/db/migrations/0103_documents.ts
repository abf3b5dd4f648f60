import type { Kysely, Migration } from 'kysely';
import { dialectOf, nowIsoDefault, withId } from '../sql';

const DOCUMENT_TYPES: [code: string, name: string][] = [
  ['IDENTITE', 'Pièce d’identité'],
  ['DOMICILE', 'Justificatif de domicile'],
  ['HEBERGEMENT', 'Attestation d’hébergement'],
  ['EPHOTO', 'Photo et signature numérisées (e-photo)'],
  ['ASSR', 'ASSR 2 ou ASR'],
  ['JDC', 'Certificat de participation à la JDC'],
  ['PERMIS', 'Permis de conduire'],
  ['MEDICAL', 'Avis médical (Cerfa 14880)'],
  ['FIMO', 'Attestation FIMO'],
  ['CONTRAT', 'Contrat signé'],
  ['AUTRE', 'Autre document'],
];

const LIGHT = [['IDENTITE', 1], ['DOMICILE', 1], ['EPHOTO', 1], ['ASSR', 0], ['JDC', 0], ['HEBERGEMENT', 0]] as const;
const HEAVY = [['IDENTITE', 1], ['DOMICILE', 1], ['EPHOTO', 1], ['PERMIS', 1], ['MEDICAL', 1], ['FIMO', 0]] as const;

/** The documents each licence category needs (spec part 2 §9: B, C, C1, D, D1, A1, A2). */
const CATEGORY_DOCUMENTS: Record<string, readonly (readonly [string, number])[]> = {
  B: LIGHT,
  A1: LIGHT,
  A2: [...LIGHT, ['PERMIS', 0]],
  C: HEAVY,
  C1: HEAVY,
  D: HEAVY,
  D1: HEAVY,
};

interface ReferenceRows {
  document_types: { id?: number; code: string; name: string };
  document_type_categories: { category: string; document_type_id: number; required: number };
}

/** Learner documents (files on disk under var/uploads), their types and the documents of each licence category. */
export const documents: Migration = {
  async up(db: Kysely<unknown>) {
    const dialect = dialectOf(db);
    const now = nowIsoDefault(dialect);
    const ref = db as unknown as Kysely<ReferenceRows>;
    await withId(db.schema.createTable('document_types'), dialect)
      .addColumn('code', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('document_type_categories')
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('document_type_id', 'integer', (c) => c.notNull().references('document_types.id').onDelete('cascade'))
      .addColumn('required', 'integer', (c) => c.notNull().defaultTo(1))
      .addPrimaryKeyConstraint('document_type_categories_pk', ['category', 'document_type_id'])
      .execute();
    await ref.insertInto('document_types').values(DOCUMENT_TYPES.map(([code, name]) => ({ code, name }))).execute();
    const types = await ref.selectFrom('document_types').select(['id', 'code']).execute();
    const idOf = (code: string) => types.find((t) => t.code === code)!.id!;
    await ref
      .insertInto('document_type_categories')
      .values(
        Object.entries(CATEGORY_DOCUMENTS).flatMap(([category, list]) =>
          list.map(([code, required]) => ({ category, document_type_id: idOf(code), required })),
        ),
      )
      .execute();

    await withId(db.schema.createTable('documents'), dialect)
      .addColumn('structure_id', 'integer', (c) => c.notNull().references('structures.id').onDelete('cascade'))
      .addColumn('agency_id', 'integer', (c) => c.notNull().references('agencies.id'))
      .addColumn('learner_id', 'integer', (c) => c.notNull().references('learners.id').onDelete('cascade'))
      .addColumn('training_id', 'integer', (c) => c.references('trainings.id'))
      .addColumn('document_type_id', 'integer', (c) => c.notNull().references('document_types.id'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('storage_key', 'text', (c) => c.notNull())
      .addColumn('original_name', 'text', (c) => c.notNull())
      .addColumn('mime_type', 'text', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('app_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
      .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(now))
      .execute();
    await db.schema.createIndex('documents_learner_idx').on('documents').columns(['learner_id', 'document_type_id']).execute();
  },
};
