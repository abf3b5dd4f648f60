import { trainingSchema } from '../../../src/shared/references/schema';
import type { Training } from '../../../src/shared/references/types';
import { iri, jsonLd } from '../../core/hydra';
import { collectionRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';

const PATH = '/educations/trainings';


/** `GET /educations/trainings`: the licence categories (reference data shared by every structure; 30 per page). */
export const TRAINING_ROUTES: readonly RouteDeclaration[] = [
  collectionRoute<Training>({
    method: 'GET',
    path: PATH,
    access: 'authenticated',
    hydraClass: 'Training',
    summary: 'Lists the licence categories (trainings), shared by every structure.',
    output: trainingSchema,
    handle: ({ deps, paginate }) =>
      paginate(deps.db.selectFrom('trainings').select(['trainings.id', 'trainings.code', 'trainings.name']), {
        idColumn: 'trainings.id',
        spec: {
          defaultItemsPerPage: 30,
          maxItemsPerPage: 3000,
          order: { name: 'trainings.name', code: 'trainings.code' },
          defaultOrder: [['trainings.id', 'asc']],
          search: ['trainings.name', 'trainings.code'],
          exact: { code: { column: 'trainings.code', kind: 'string' }, name: { column: 'trainings.name', kind: 'string' } },
        },
        toJsonLd: (row) => jsonLd<Training>('Training', iri(PATH, row.id), { id: row.id, code: row.code, name: row.name }),
      }),
  }),
];
