import { Hono } from 'hono';
import type { AppEnv } from '../../core/env';
import { iri, jsonLd, paginate } from '../../core/hydra';
import type { Training } from '../../../src/shared/references/types';

const PATH = '/educations/trainings';

/** `GET /educations/trainings`: the licence categories (reference data shared by every structure; 30 per page). */
export const trainingRoutes = new Hono<AppEnv>().get(PATH, async (c) =>
  c.json(
    await paginate(c.var.deps.db.selectFrom('trainings').select(['trainings.id', 'trainings.code', 'trainings.name']), {
      query: c.req.queries(),
      requestUrl: c.req.url,
      dialect: c.var.deps.dialect,
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
  ),
);
