import { Hono } from 'hono';
import { LICENCE_CATEGORIES_WITH_DOCUMENTS } from '../../../src/shared/constants';
import type { CategoryDocument } from '../../../src/modules/learners/types';
import type { AppEnv } from '../../core/env';
import { ApiError } from '../../core/errors';
import { iri, jsonLd } from '../../core/hydra';
import { intList, learnerOfPayload } from './common';

/**
 * The documents each licence category needs (`/contracts/contract-document-by-type/{category}`),
 * with whether a learner provided them; still hand-wired (the contracts area declares its routes).
 * The learner documents themselves are declared in ./learner-documents.ts.
 */
export const documentRoutes = new Hono<AppEnv>();

documentRoutes.get('/contracts/contract-document-by-type/:category', async (c) => {
  const { deps, auth } = c.var;
  const category = (c.req.param('category') ?? '').toUpperCase();
  if (!(LICENCE_CATEGORIES_WITH_DOCUMENTS as readonly string[]).includes(category)) {
    throw new ApiError(404, 'Catégorie de permis inconnue.');
  }
  const [learnerId] = intList(c.req.queries(), 'learner');
  const provided = new Set<number>();
  if (learnerId !== undefined) {
    const learner = await learnerOfPayload(deps.db, auth, learnerId);
    const rows = await deps.db.selectFrom('documents').select('document_type_id').where('learner_id', '=', learner.id).execute();
    for (const row of rows) provided.add(row.document_type_id);
  }
  const rows = await deps.db
    .selectFrom('document_type_categories as dc')
    .innerJoin('document_types as t', 't.id', 'dc.document_type_id')
    .select(['t.id', 't.code', 't.name', 'dc.required'])
    .where('dc.category', '=', category)
    .orderBy('dc.required', 'desc')
    .orderBy('t.id')
    .execute();
  const members = rows.map((row) =>
    jsonLd<CategoryDocument>('CategoryDocument', iri(`/contracts/contract-document-by-type/${category}`, row.id), {
      category,
      documentType: { id: row.id, code: row.code, name: row.name },
      required: row.required === 1,
      provided: provided.has(row.id),
    }),
  );
  return c.json({
    '@context': '/api/contexts/Collection',
    '@id': `/api/contracts/contract-document-by-type/${category}`,
    '@type': 'hydra:Collection',
    'hydra:member': members,
    'hydra:totalItems': members.length,
  });
});
