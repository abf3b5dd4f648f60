import type { Kysely } from 'kysely';
import type { ExamSite } from '../../../src/modules/private-operators/types';
import type { AppDeps, AuthContext } from '../../core/env';
import { notFound } from '../../core/errors';
import { collectionBody, iri, jsonLd } from '../../core/hydra';
import type { Database } from '../../db/schema';

export async function operatorByCode(db: Kysely<Database>, code: string | undefined) {
  if (!code) return undefined;
  const operator = await db.selectFrom('exam_operators').selectAll().where('code', '=', code).executeTakeFirst();
  if (!operator) throw notFound('Cet opérateur d’examen est introuvable.');
  return operator;
}

export async function listSites(deps: AppDeps, auth: AuthContext, operatorCode: string | undefined, favoritesOnly: boolean): Promise<ExamSite[]> {
  const operator = await operatorByCode(deps.db, operatorCode);
  let query = deps.db
    .selectFrom('exam_sites')
    .innerJoin('exam_operators', 'exam_operators.id', 'exam_sites.operator_id')
    .leftJoin('favorite_exam_centers', (join) =>
      join.onRef('favorite_exam_centers.site_id', '=', 'exam_sites.id').on('favorite_exam_centers.structure_id', '=', auth.structureId),
    )
    .select([
      'exam_sites.id',
      'exam_sites.code',
      'exam_sites.name',
      'exam_sites.address',
      'exam_sites.postal_code',
      'exam_sites.city',
      'exam_operators.id as operator_id',
      'exam_operators.code as operator_code',
      'exam_operators.name as operator_name',
      'favorite_exam_centers.id as favorite_id',
    ]);
  if (operator) query = query.where('exam_sites.operator_id', '=', operator.id);
  if (favoritesOnly) query = query.where('favorite_exam_centers.id', 'is not', null);
  const rows = await query.orderBy('exam_sites.name').execute();
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    address: row.address,
    postalCode: row.postal_code,
    city: row.city,
    operator: { id: row.operator_id, code: row.operator_code, name: row.operator_name },
    isFavorite: row.favorite_id !== null,
    favoriteId: row.favorite_id,
  }));
}

export const siteCollection = (url: string, sites: ExamSite[]) =>
  collectionBody(
    url,
    sites.map((site) => jsonLd('ExamSite', iri('/private-operators/sites', site.id), site)),
    sites.length,
    { page: 1, itemsPerPage: Math.max(1, sites.length) },
  );
