import { sql, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { AppDeps, AuthContext } from './env';
import { MAX_ID } from '../../src/shared/schema/fields';
import { invalidField, notFound } from './errors';
import type { Database } from '../db/schema';

export interface ScopeColumns {
  /** Qualified structure column (e.g. `learners.structure_id`). */
  structure: string;
  /** Qualified agency column when rows belong to one agency (e.g. `learners.agency_id`). */
  agency?: string;
}

/**
 * Restricts a query to the caller's structure and, for per-agency rows, to the caller's agencies.
 * Every read of the reference API goes through this (or an equivalent join) — another
 * structure's row then simply does not exist for the caller (404).
 */
export function scoped<DB, TB extends keyof DB, O>(
  qb: SelectQueryBuilder<DB, TB, O>,
  auth: Pick<AuthContext, 'structureId' | 'agencyIds'>,
  columns: ScopeColumns,
): SelectQueryBuilder<DB, TB, O> {
  let q = qb.where(sql<SqlBool>`${sql.ref(columns.structure)} = ${auth.structureId}`);
  if (columns.agency) {
    const agencyColumn = columns.agency;
    q =
      auth.agencyIds.length === 0
        ? q.where(sql<SqlBool>`1 = 0`)
        : q.where(sql<SqlBool>`${sql.ref(agencyColumn)} IN (${sql.join(auth.agencyIds)})`);
  }
  return q;
}

/** The tables whose rows belong to one agency of a structure (`structure_id` and `agency_id` columns). */
export type AgencyTable = {
  [T in keyof Database]: Database[T] extends { structure_id: unknown; agency_id: unknown } ? T : never;
}[keyof Database];

/**
 * `scoped` by the columns of an agency table, chained on a select: `….$call(inCallerAgencies(auth, 'tvas'))`
 * keeps the rows whose `tvas.structure_id` is the caller's structure and `tvas.agency_id` one of their agencies.
 */
export function inCallerAgencies(auth: Pick<AuthContext, 'structureId' | 'agencyIds'>, table: AgencyTable) {
  return <DB, TB extends keyof DB, O>(qb: SelectQueryBuilder<DB, TB, O>): SelectQueryBuilder<DB, TB, O> =>
    scoped(qb, auth, { structure: `${table}.structure_id`, agency: `${table}.agency_id` });
}

/**
 * The caller's structure, and of its rows those shared by every agency (`agency_id` null) or of one of
 * the caller's agencies, chained on a select: `….$call(inStructureOrCallerAgencies(auth, 'planning_activities'))`.
 */
export function inStructureOrCallerAgencies(auth: AuthContext, table: AgencyTable) {
  const agency = sql.ref(`${table}.agency_id`);
  return <DB, TB extends keyof DB, O>(qb: SelectQueryBuilder<DB, TB, O>): SelectQueryBuilder<DB, TB, O> =>
    scoped(qb, auth, { structure: `${table}.structure_id` }).where(
      auth.agencyIds.length === 0 ? sql<SqlBool>`${agency} is null` : sql<SqlBool>`(${agency} is null or ${agency} in (${sql.join(auth.agencyIds)}))`,
    );
}

/** The tables whose rows belong to a structure (a `structure_id` column). */
export type StructureTable = {
  [T in keyof Database]: Database[T] extends { structure_id: unknown } ? T : never;
}[keyof Database];

/** `scoped` by a table's structure column alone, chained on a select: `….$call(inCallerStructure(auth, 'users'))`. */
export function inCallerStructure(auth: AuthContext, table: StructureTable) {
  return <DB, TB extends keyof DB, O>(qb: SelectQueryBuilder<DB, TB, O>): SelectQueryBuilder<DB, TB, O> =>
    scoped(qb, auth, { structure: `${table}.structure_id` });
}

/** Refuses a write into an agency the caller cannot act on (unknown to them: 422 on the field). */
export function assertAgency(auth: AuthContext, agencyId: number, propertyPath = 'agency'): void {
  if (!auth.agencyIds.includes(agencyId)) {
    throw invalidField(propertyPath, 'Cette agence est inconnue ou ne vous est pas accessible.');
  }
}

/** Not one of the caller's agencies: 404 (its existence is not revealed). */
export function assertOwnAgency(auth: AuthContext, agencyId: number): void {
  if (!auth.agencyIds.includes(agencyId)) throw notFound('Agence introuvable.');
}

/** Throws 404 when a scoped lookup found nothing. */
export function found<T>(row: T | undefined, message?: string): T {
  if (row === undefined) throw notFound(message);
  return row;
}

/** True for the decimal text of an id a row can have (1 … MAX_ID): anything else names no row. */
export function isRowId(raw: string): boolean {
  return /^\d{1,10}$/.test(raw) && Number(raw) >= 1 && Number(raw) <= MAX_ID;
}

/** Parses a numeric route parameter; anything else (or beyond the ids a row can have) is a 404, not a 500. */
export function routeId(raw: string | undefined): number {
  if (!raw || !isRowId(raw)) throw notFound();
  return Number(raw);
}

/** The caller's agencies (id and name), the principal first, then by name. */
export function callerAgencies(deps: AppDeps, auth: AuthContext): Promise<Array<{ id: number; name: string }>> {
  if (auth.agencyIds.length === 0) return Promise.resolve([]);
  return deps.db
    .selectFrom('agencies')
    .select(['id', 'name'])
    .where('structure_id', '=', auth.structureId)
    .where('id', 'in', auth.agencyIds)
    .orderBy('is_principal', 'desc')
    .orderBy('name')
    .execute();
}

/**
 * The owning agency's name (`agency_name`) joined to a select of an agency table, in the caller's agencies:
 * `deps.db.selectFrom('billings').selectAll('billings').$call(withAgencyName(auth, 'billings'))`.
 */
export function withAgencyName(auth: Pick<AuthContext, 'structureId' | 'agencyIds'>, table: AgencyTable) {
  return <TB extends keyof Database, O>(qb: SelectQueryBuilder<Database, TB, O>) =>
    qb
      .innerJoin('agencies', (join) => join.on(sql<SqlBool>`${sql.ref('agencies.id')} = ${sql.ref(`${table}.agency_id`)}`))
      .select(sql.ref<string>('agencies.name').as('agency_name'))
      .$call(inCallerAgencies(auth, table));
}
