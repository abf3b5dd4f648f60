import { sql, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { z } from 'zod';
import type { JsonLd } from '../../../src/shared/api/hydra';
import type { AppDeps, AuthContext } from '../env';
import type { Database } from '../../db/schema';
import { iri, jsonLd } from '../hydra';
import type { ListSpec } from '../list-query';
import { givesAnyField } from '../patch';
import type { RouteAccess } from '../route-permissions/types';
import { found } from '../scope';
import { collectionRoute, emptyRoute, itemRoute } from './declare';
import type { ObjectSchema, RouteDeclaration } from './types';

/** A selected row of a CRUD resource: its `id` names the item (`{path}/{id}`). */
export interface CrudRow {
  id: number;
}

/**
 * A resource answered with the generic item/collection routes of the Hydra contract:
 * GET {path}, GET {path}/{id}, POST {path}, PATCH {path}/{id} (merge-patch), DELETE {path}/{id}.
 * The definition keeps the typed SQL (scoped select, insert, update, delete) in the resource file;
 * `crudDeclarations` below makes its declarations.
 */
export interface CrudDefinition<TB extends keyof Database, Row extends CrudRow, Item extends object, Create, Patch> {
  /** Collection path under /api, e.g. `/billing/tvas`. */
  path: string;
  /** JSON-LD `@type`, named after the API resource (e.g. `Tva`). */
  type: string;
  /**
   * The caller-scoped query selecting what `toItem` needs (use `scoped()`). The collection route passes
   * its query string, for filters the list spec cannot express; item routes pass none.
   */
  select: (deps: AppDeps, auth: AuthContext, query?: Record<string, string[]>) => SelectQueryBuilder<Database, TB, Row>;
  /** Qualified id column, e.g. `tvas.id`. */
  idColumn: string;
  list: ListSpec;
  toItem: (row: Row) => Item;
  create?: {
    schema: z.ZodType<Create>;
    /** Inserts (in a transaction when it writes several rows) and returns the new id. */
    insert: (deps: AppDeps, auth: AuthContext, input: Create) => Promise<number>;
  };
  update?: {
    schema: z.ZodType<Patch>;
    apply: (deps: AppDeps, auth: AuthContext, current: Row, input: Patch) => Promise<void>;
  };
  remove?: {
    apply: (deps: AppDeps, auth: AuthContext, current: Row) => Promise<void>;
  };
}

/** A CRUD resource on the declared-route layer: its class's output schema, who may read and write, and one line per operation. */
export interface DeclaredCrud<TB extends keyof Database, Row extends CrudRow, Item extends object, Create, Patch> extends CrudDefinition<TB, Row, Item, Create, Patch> {
  output: ObjectSchema;
  /** Who may read and who may write; `create`, `update` and `remove` override `write` for one operation. */
  access: { read: RouteAccess; write?: RouteAccess; create?: RouteAccess; update?: RouteAccess; remove?: RouteAccess };
  summaries: { list: string; read: string; create?: string; update?: string; remove?: string };
}

/**
 * The generic item/collection routes of a resource as declarations: GET {path}, GET {path}/{id},
 * POST {path} (201), PATCH {path}/{id} (merge-patch; an empty one changes nothing) and DELETE
 * {path}/{id} (204) — the Hydra contract's answers, with the body parsed by the layer.
 */
export function crudDeclarations<TB extends keyof Database, Row extends CrudRow, Item extends object, Create, Patch>(
  def: DeclaredCrud<TB, Row, Item, Create, Patch>,
): RouteDeclaration[] {
  const { path, type: hydraClass, output, access, summaries } = def;
  const itemPath = `${path}/{id}`;
  const toJsonLd = (row: Row): JsonLd<Item> => jsonLd(hydraClass, iri(path, row.id), def.toItem(row));
  const loadOne = async (deps: AppDeps, auth: AuthContext, id: number): Promise<Row> =>
    // Kysely's simplified result type of a generic row is `Row | undefined` in fact.
    found((await def.select(deps, auth).where(sql<SqlBool>`${sql.ref(def.idColumn)} = ${id}`).executeTakeFirst()) as Row | undefined);
  // A write the definition has must say who may make it: deny by default, never open by omission.
  const writers = (operation: RouteAccess | undefined): RouteAccess => {
    const granted = operation ?? access.write;
    if (granted === undefined) throw new Error(`crudDeclarations: ${path} writes but declares no write access`);
    return granted;
  };
  const routes: RouteDeclaration[] = [
    collectionRoute<Item>({
      method: 'GET',
      path,
      access: access.read,
      hydraClass,
      summary: summaries.list,
      output,
      list: def.list,
      handle: ({ deps, auth, query, paginate }) => paginate(def.select(deps, auth, query), { idColumn: def.idColumn, toJsonLd }),
    }),
    itemRoute<undefined, Item>({
      method: 'GET',
      path: itemPath,
      access: access.read,
      hydraClass,
      summary: summaries.read,
      output,
      handle: async ({ deps, auth, id }) => toJsonLd(await loadOne(deps, auth, id())),
    }),
  ];
  const { create, update, remove } = def;
  if (create) {
    routes.push(
      itemRoute<Create, Item>({
        method: 'POST',
        path,
        access: writers(access.create),
        hydraClass,
        summary: summaries.create ?? `Creates a ${hydraClass}.`,
        input: create.schema,
        status: 201,
        output,
        handle: async ({ deps, auth, body }) => toJsonLd(await loadOne(deps, auth, await create.insert(deps, auth, body))),
      }),
    );
  }
  if (update) {
    routes.push(
      itemRoute<Patch, Item>({
        method: 'PATCH',
        path: itemPath,
        access: writers(access.update),
        hydraClass,
        summary: summaries.update ?? `Updates a ${hydraClass} (merge-patch).`,
        input: update.schema,
        output,
        handle: async ({ deps, auth, id, body }) => {
          const current = await loadOne(deps, auth, id());
          // An empty merge-patch changes nothing (RFC 7396): the item is answered as it is.
          if (givesAnyField(body as object)) await update.apply(deps, auth, current, body);
          return toJsonLd(await loadOne(deps, auth, current.id));
        },
      }),
    );
  }
  if (remove) {
    routes.push(
      emptyRoute({
        method: 'DELETE',
        path: itemPath,
        access: writers(access.remove),
        hydraClass,
        summary: summaries.remove ?? `Deletes a ${hydraClass}.`,
        handle: async ({ deps, auth, id }) => remove.apply(deps, auth, await loadOne(deps, auth, id())),
      }),
    );
  }
  return routes;
}
