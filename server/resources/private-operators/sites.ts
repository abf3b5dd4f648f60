import { examSiteSchema, favoriteExamCenterItemSchema, favoriteExamCenterSchema } from '../../../src/modules/private-operators/schema';
import type { ExamSite, FavoriteExamCenter } from '../../../src/modules/private-operators/types';
import type { z } from 'zod';
import { conflict, invalidField, notFound } from '../../core/errors';
import { iri, jsonLd } from '../../core/hydra';
import { assertOwnStructure } from '../../core/own-structure';
import { collectionRoute, emptyRoute, itemRoute } from '../../core/routes/declare';
import { queryValue } from '../../core/routes/query';
import type { RouteDeclaration } from '../../core/routes/types';
import { listSites, siteCollection } from './site-store';

/** The operator's exam centres and the structure's favourite ones (spec part 2 §9). */
export const EXAM_SITE_ROUTES: readonly RouteDeclaration[] = [
  collectionRoute<ExamSite>({
    method: 'GET',
    path: '/private-operators/sites',
    access: 'authenticated',
    hydraClass: 'ExamSite',
    summary: 'Lists the operator’s exam centres (structureId, operator), favourites flagged.',
    output: examSiteSchema,
    async handle({ deps, auth, query, url }) {
      assertOwnStructure(auth, queryValue(query, 'structureId'));
      return siteCollection(url, await listSites(deps, auth, queryValue(query, 'operator'), false));
    },
  }),

  collectionRoute<ExamSite>({
    method: 'GET',
    path: '/private-operators/site',
    access: 'authenticated',
    hydraClass: 'ExamSite',
    summary: 'Lists the structure’s favourite exam centres (structure, operator).',
    output: examSiteSchema,
    async handle({ deps, auth, query, url }) {
      assertOwnStructure(auth, queryValue(query, 'structure'));
      return siteCollection(url, await listSites(deps, auth, queryValue(query, 'operator'), true));
    },
  }),

  itemRoute<z.output<typeof favoriteExamCenterSchema>, FavoriteExamCenter>({
    method: 'POST',
    path: '/private-operators/favorite-exam-center',
    // The favourites are the partners' configuration (spec part 1 §7 « Partners »), as its other writes.
    access: ['isConfigAccount'],
    hydraClass: 'FavoriteExamCenter',
    summary: 'Adds an exam centre to the structure’s favourites.',
    input: favoriteExamCenterSchema,
    status: 201,
    output: favoriteExamCenterItemSchema,
    async handle({ deps, auth, body: input }) {
      const site = await deps.db.selectFrom('exam_sites').select(['id', 'name', 'city']).where('id', '=', input.site).executeTakeFirst();
      if (!site) {
        throw invalidField('site', 'Ce centre d’examen est introuvable.');
      }
      const existing = await deps.db.selectFrom('favorite_exam_centers').select('id').where('structure_id', '=', auth.structureId).where('site_id', '=', site.id).executeTakeFirst();
      if (existing) throw conflict('Ce centre d’examen est déjà dans vos favoris.');
      const row = await deps.db.insertInto('favorite_exam_centers').values({ structure_id: auth.structureId, site_id: site.id }).returningAll().executeTakeFirstOrThrow();
      const body: FavoriteExamCenter = { id: row.id, site: { id: site.id, name: site.name, city: site.city }, createdAt: row.created_at };
      return jsonLd('FavoriteExamCenter', iri('/private-operators/favorite-exam-center', row.id), body);
    },
  }),

  emptyRoute({
    method: 'DELETE',
    path: '/private-operators/favorite-exam-center/{id}',
    access: ['isConfigAccount'],
    hydraClass: 'FavoriteExamCenter',
    summary: 'Removes an exam centre from the structure’s favourites.',
    async handle({ deps, auth, id }) {
      const result = await deps.db.deleteFrom('favorite_exam_centers').where('id', '=', id()).where('structure_id', '=', auth.structureId).executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw notFound('Ce centre favori est introuvable.');
    },
  }),
];
