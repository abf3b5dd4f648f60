import type { Selectable } from 'kysely';
import type { JsonLd } from '../../../src/shared/api/hydra';
import type { TrainingField } from '../../../src/shared/references/types';
import { iri, jsonLd } from '../../core/hydra';
import type { ListSpec } from '../../core/list-query';
import type { Database } from '../../db/schema';

/** The IRI base of a speciality of a licence category. */
export const TRAINING_FIELDS_PATH = '/educations/training_fields';

/** The specialities of the licence categories: 30 a page (up to 3000), by category then id; name and code searched, `training.code` filter. */
export const TRAINING_FIELD_LIST: ListSpec = {
  defaultItemsPerPage: 30,
  maxItemsPerPage: 3000,
  order: { name: 'training_fields.name', code: 'training_fields.code' },
  defaultOrder: [['training_fields.training_code', 'asc'], ['training_fields.id', 'asc']],
  search: ['training_fields.name', 'training_fields.code'],
  exact: { 'training.code': { column: 'training_fields.training_code', kind: 'string' } },
};

/** A speciality as the lists answer it. */
export const trainingFieldJsonLd = (row: Selectable<Database['training_fields']>): JsonLd<TrainingField> =>
  jsonLd<TrainingField>('TrainingField', iri(TRAINING_FIELDS_PATH, row.id), { id: row.id, trainingCode: row.training_code, code: row.code, name: row.name });
