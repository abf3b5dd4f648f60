import { Hono, type Context } from 'hono';
import { sql, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { z } from 'zod';
import type { JsonLd } from '../../src/shared/api/hydra';
import type { Database } from '../db/schema';
import type { AppDeps, AppEnv, AuthContext } from './env';
import { iri, jsonLd, paginate } from './hydra';
import type { ListSpec } from './list-query';
import { found, routeId } from './scope';
import { parseJson } from './validation';

/**
 * A resource answered with the generic item/collection routes of the Hydra contract:
 * GET {path}, GET {path}/{id}, POST {path}, PATCH {path}/{id} (merge-patch), DELETE {path}/{id}.
 * The definition keeps the typed SQL (scoped select, insert, update, delete) in the resource file;
 * this module only orchestrates parsing, scoping, status codes and JSON-LD (who may call each route is
 * declared in server/core/route-permissions/).
 */
export interface CrudDefinition<TB extends keyof Database, Row, Item extends object, Create, Patch> {
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
  /** Reads the id of a selected row. */
  rowId: (row: Row) => number;
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

/** Item routes take numeric ids only, so static paths beside them (`/learners/ants`) never collide. */
export function crudRoutes<TB extends keyof Database, Row, Item extends object, Create, Patch>(
  def: CrudDefinition<TB, Row, Item, Create, Patch>,
): Hono<AppEnv> {
  const router = new Hono<AppEnv>();
  const toJsonLd = (row: Row): JsonLd<Item> => jsonLd(def.type, iri(def.path, def.rowId(row)), def.toItem(row));

  const loadOne = async (c: Context<AppEnv>, id: number): Promise<Row> => {
    // Kysely's simplified result type of a generic row is `Row | undefined` in fact.
    const row = (await def
      .select(c.var.deps, c.var.auth)
      .where(sql<SqlBool>`${sql.ref(def.idColumn)} = ${id}`)
      .executeTakeFirst()) as Row | undefined;
    return found(row);
  };
  router.get(def.path, async (c) => {
    const query = c.req.queries();
    const body = await paginate(def.select(c.var.deps, c.var.auth, query), {
      query,
      requestUrl: c.req.url,
      spec: def.list,
      dialect: c.var.deps.dialect,
      idColumn: def.idColumn,
      toJsonLd,
    });
    return c.json(body);
  });

  router.get(`${def.path}/:id{[0-9]+}`, async (c) => {
    return c.json(toJsonLd(await loadOne(c, routeId(c.req.param('id')))));
  });

  const { create, update, remove } = def;
  if (create) {
    router.post(def.path, async (c) => {
      const input = await parseJson(c, create.schema);
      const id = await create.insert(c.var.deps, c.var.auth, input);
      return c.json(toJsonLd(await loadOne(c, id)), 201);
    });
  }
  if (update) {
    router.patch(`${def.path}/:id{[0-9]+}`, async (c) => {
      const current = await loadOne(c, routeId(c.req.param('id')));
      const input = await parseJson(c, update.schema);
      // An empty merge-patch changes nothing (RFC 7386): the item is answered as it is.
      if (Object.values(input as object).some((value) => value !== undefined)) await update.apply(c.var.deps, c.var.auth, current, input);
      return c.json(toJsonLd(await loadOne(c, def.rowId(current))));
    });
  }
  if (remove) {
    router.delete(`${def.path}/:id{[0-9]+}`, async (c) => {
      const current = await loadOne(c, routeId(c.req.param('id')));
      await remove.apply(c.var.deps, c.var.auth, current);
      return c.body(null, 204);
    });
  }
  return router;
}
