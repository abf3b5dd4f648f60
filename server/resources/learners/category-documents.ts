import { categoryDocumentSchema } from '../../../src/modules/learners/schema';
import type { CategoryDocument } from '../../../src/modules/learners/types';
import { LICENCE_CATEGORIES_WITH_DOCUMENTS } from '../../../src/shared/constants';
import { notFound } from '../../core/errors';
import { iri, jsonLd, singlePage } from '../../core/hydra';
import { collectionRoute } from '../../core/routes/declare';
import type { RouteDeclaration } from '../../core/routes/types';
import { intList, learnerOfPayload } from './common';

const PATH = '/contracts/contract-document-by-type';

/**
 * The documents each licence category needs (`/contracts/contract-document-by-type/{category}`),
 * with whether the learner (`?learner=`) provided them. The learner documents themselves are
 * declared in ./learner-documents.ts.
 */
export const CATEGORY_DOCUMENT_ROUTES: readonly RouteDeclaration[] = [
  collectionRoute<CategoryDocument>({
    method: 'GET',
    path: `${PATH}/{category}`,
    params: { category: 'key' },
    access: 'authenticated',
    hydraClass: 'CategoryDocument',
    summary: 'Lists the documents a licence category needs (required first), and whether the learner (`learner`) provided each.',
    output: categoryDocumentSchema,
    async handle({ deps, auth, param, query, url }) {
      const category = param('category').toUpperCase();
      if (!(LICENCE_CATEGORIES_WITH_DOCUMENTS as readonly string[]).includes(category)) throw notFound('Catégorie de permis inconnue.');
      const [learnerId] = intList(query, 'learner');
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
        jsonLd<CategoryDocument>('CategoryDocument', iri(`${PATH}/${category}`, row.id), {
          category,
          documentType: { id: row.id, code: row.code, name: row.name },
          required: row.required === 1,
          provided: provided.has(row.id),
        }),
      );
      return singlePage(url, members);
    },
  }),
];
