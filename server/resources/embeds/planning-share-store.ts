import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { JsonLd } from '../../../src/shared/api/hydra';
import type { PlanningShare, ShareChoice } from '../../../src/modules/planning-config/types';
import type { AppDeps, AuthContext } from '../../core/env';
import { invalidField } from '../../core/errors';
import { iri, jsonLd } from '../../core/hydra';
import { found, withAgencyName } from '../../core/scope';
import type { Database } from '../../db/schema';
import type { RowOf } from '../../db/rows';

/** Managed with a token, so the path avoids « public » (spec part 1 §6). */
export const SHARES_PATH = '/plannings/shares';
/** Reading follows the configuration screen's route (any-of); changing it needs the planning configuration. */
export const NOT_FOUND = 'Cette publication du planning est introuvable.';

type Db = Kysely<Database>;

/** 128 random bits as 32 hexadecimal characters (never contains « publickey », spec part 1 §6). */
export function newShareKey(): string {
  return randomBytes(16).toString('hex');
}

export function selectShares(deps: AppDeps, auth: AuthContext) {
  return deps.db.selectFrom('planning_shares').selectAll('planning_shares').$call(withAgencyName(auth, 'planning_shares'));
}

type ShareRow = RowOf<typeof selectShares>;

async function choicesOf(db: Db, shareIds: readonly number[]) {
  const agendas = new Map<number, ShareChoice[]>();
  const activities = new Map<number, ShareChoice[]>();
  if (shareIds.length === 0) return { agendas, activities };
  const agendaRows = await db
    .selectFrom('planning_share_agendas as sa')
    .innerJoin('agendas as a', 'a.id', 'sa.agenda_id')
    .select(['sa.share_id', 'a.id', 'a.name', 'a.color'])
    .where('sa.share_id', 'in', shareIds)
    .orderBy('a.name')
    .orderBy('a.id')
    .execute();
  for (const row of agendaRows) {
    const list = agendas.get(row.share_id) ?? [];
    list.push({ '@id': iri('/plannings/agendas', row.id), id: row.id, name: row.name, color: row.color });
    agendas.set(row.share_id, list);
  }
  const activityRows = await db
    .selectFrom('planning_share_activities as sa')
    .innerJoin('planning_activities as a', 'a.id', 'sa.activity_id')
    .select(['sa.share_id', 'a.id', 'a.name', 'a.color'])
    .where('sa.share_id', 'in', shareIds)
    .orderBy('a.name')
    .orderBy('a.id')
    .execute();
  for (const row of activityRows) {
    const list = activities.get(row.share_id) ?? [];
    list.push({ '@id': iri('/plannings/activities', row.id), id: row.id, name: row.name, color: row.color });
    activities.set(row.share_id, list);
  }
  return { agendas, activities };
}

export async function toShares(db: Db, rows: readonly ShareRow[]): Promise<JsonLd<PlanningShare>[]> {
  const { agendas, activities } = await choicesOf(db, rows.map((row) => row.id));
  return rows.map((row) =>
    jsonLd('PlanningShare', iri(SHARES_PATH, row.id), {
      id: row.id,
      agency: { '@id': iri('/agencies', row.agency_id), id: row.agency_id, name: row.agency_name },
      key: row.share_key,
      agendas: agendas.get(row.id) ?? [],
      activities: activities.get(row.id) ?? [],
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    }),
  );
}

/** One of the caller's published plannings, as its row (404 otherwise). */
export async function findShare(deps: AppDeps, auth: AuthContext, id: number): Promise<ShareRow> {
  return found(await selectShares(deps, auth).where('planning_shares.id', '=', id).executeTakeFirst(), NOT_FOUND);
}

export async function loadShare(deps: AppDeps, auth: AuthContext, id: number): Promise<JsonLd<PlanningShare>> {
  return (await toShares(deps.db, [await findShare(deps, auth, id)]))[0]!;
}

/** The agendas must be active agendas of the agency; the activities the agency's or the structure's shared ones. */
export async function checkChoices(db: Db, structureId: number, agencyId: number, input: { agendas?: number[]; activities?: number[] }) {
  if (input.agendas) {
    const ids = [...new Set(input.agendas)];
    const rows = await db
      .selectFrom('agendas')
      .select('id')
      .where('id', 'in', ids)
      .where('structure_id', '=', structureId)
      .where('agency_id', '=', agencyId)
      .where('active', '=', 1)
      .execute();
    if (rows.length !== ids.length) throw invalidField('agendas', 'Un agenda choisi est inconnu, inactif ou appartient à une autre agence.');
    input.agendas = ids;
  }
  if (input.activities) {
    const ids = [...new Set(input.activities)];
    const rows = await db
      .selectFrom('planning_activities')
      .select('id')
      .where('id', 'in', ids)
      .where('structure_id', '=', structureId)
      .where((eb) => eb.or([eb('agency_id', 'is', null), eb('agency_id', '=', agencyId)]))
      .execute();
    if (rows.length !== ids.length) throw invalidField('activities', 'Une activité choisie est inconnue ou n’est pas proposée par cette agence.');
    input.activities = ids;
  }
}

export async function replaceChoices(trx: Db, shareId: number, input: { agendas?: number[]; activities?: number[] }) {
  if (input.agendas) {
    await trx.deleteFrom('planning_share_agendas').where('share_id', '=', shareId).execute();
    await trx.insertInto('planning_share_agendas').values(input.agendas.map((agenda_id) => ({ share_id: shareId, agenda_id }))).execute();
  }
  if (input.activities) {
    await trx.deleteFrom('planning_share_activities').where('share_id', '=', shareId).execute();
    await trx.insertInto('planning_share_activities').values(input.activities.map((activity_id) => ({ share_id: shareId, activity_id }))).execute();
  }
}
