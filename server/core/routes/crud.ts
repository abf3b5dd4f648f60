import { sql, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { z } from 'zod';
import type { JsonLd } from '../../../src/shared/api/hydra';
import type { Database } from '../../db/schema';
import type { AppDeps, AuthContext } from '../env';
import { iri, jsonLd, paginate } from '../hydra';
import type { ListSpec } from '../list-query';
import type { RouteAccess } from '../route-permissions/types';
import { found } from '../scope';
import { collectionRoute, emptyRoute, itemRoute } from './declare';
import type { ObjectSchema, RouteDeclaration } from './types';

/** One write of a declared CRUD resource: who may call it and its one-line summary. */
interface CrudWrite {
  access: RouteAccess;
  summary: string;
}

/**
 * A resource answered with the generic item/collection routes of the Hydra contract, declared:
 * GET {path}, GET {path}/{id}, POST {path}, PATCH {path}/{id} (merge-patch), DELETE {path}/{id}.
 * The definition keeps the typed SQL (scoped select, insert, update, delete) in the resource file;
 * this builds the declarations (the layer checks access and parses bodies once).
 */
export interface DeclaredCrud<TB extends keyof Database, Row, Item extends object, Create, Patch> {
  /** Collection path under /api, e.g. `/links`. */
  path: string;
  /** The Hydra class (`@type`) of the items. */
  hydraClass: string;
  /** The declared shape of an item (without `@id`/`@type`). */
  output: ObjectSchema;
  /** Who may read the list and an item, with the two summaries. */
  read: { access: RouteAccess; list: string; item: string; cached?: boolean };
  /** The caller-scoped query selecting what `toItem` needs (the list passes its query string). */
  select: (deps: AppDeps, auth: AuthContext, query?: Record<string, string[]>) => SelectQueryBuilder<Database, TB, Row>;
  /** Qualified id column, e.g. `platform_links.id`. */
  idColumn: string;
  rowId: (row: Row) => number;
  list: ListSpec;
  toItem: (row: Row) => Item;
  create?: CrudWrite & {
    input: z.ZodType<Create>;
    /** Inserts and returns the new id. */
    insert: (deps: AppDeps, auth: AuthContext, input: Create) => Promise<number>;
  };
  update?: CrudWrite & {
    input: z.ZodType<Patch>;
    apply: (deps: AppDeps, auth: AuthContext, current: Row, input: Patch) => Promise<void>;
  };
  remove?: CrudWrite & {
    apply: (deps: AppDeps, auth: AuthContext, current: Row) => Promise<void>;
  };
}

/** The declarations of a CRUD resource: the reads, then each write it defines. */
export function crudDeclarations<TB extends keyof Database, Row, Item extends object, Create, Patch>(
  def: DeclaredCrud<TB, Row, Item, Create, Patch>,
): RouteDeclaration[] {
  const toJsonLd = (row: Row): JsonLd<Item> => jsonLd(def.hydraClass, iri(def.path, def.rowId(row)), def.toItem(row));
  const loadOne = async (deps: AppDeps, auth: AuthContext, id: number): Promise<Row> =>
    // Kysely's simplified result type of a generic row is `Row | undefined` in fact.
    found((await def.select(deps, auth).where(sql<SqlBool>`${sql.ref(def.idColumn)} = ${id}`).executeTakeFirst()) as Row | undefined);
  const itemPath = `${def.path}/{id}`;
  const common = { hydraClass: def.hydraClass, output: def.output };
  const cached = def.read.cached === true ? { cached: true } : {};

  const routes: RouteDeclaration[] = [
    collectionRoute<Item>({
      ...common,
      ...cached,
      method: 'GET',
      path: def.path,
      access: def.read.access,
      summary: def.read.list,
      returns: 'collection',
      handle: ({ deps, auth, query, url }) =>
        paginate(def.select(deps, auth, query), { query, requestUrl: url, spec: def.list, dialect: deps.dialect, idColumn: def.idColumn, toJsonLd }),
    }),
    itemRoute<undefined, Item>({
      ...common,
      ...cached,
      method: 'GET',
      path: itemPath,
      access: def.read.access,
      summary: def.read.item,
      returns: 'item',
      handle: async ({ deps, auth, id }) => toJsonLd(await loadOne(deps, auth, id())),
    }),
  ];
  const { create, update, remove } = def;
  if (create) {
    routes.push(
      itemRoute<Create, Item>({
        ...common,
        method: 'POST',
        path: def.path,
        access: create.access,
        summary: create.summary,
        input: create.input,
        returns: 'item',
        status: 201,
        handle: async ({ deps, auth, body }) => toJsonLd(await loadOne(deps, auth, await create.insert(deps, auth, body))),
      }),
    );
  }
  if (update) {
    routes.push(
      itemRoute<Patch, Item>({
        ...common,
        method: 'PATCH',
        path: itemPath,
        access: update.access,
        summary: update.summary,
        input: update.input,
        returns: 'item',
        async handle({ deps, auth, id, body }) {
          const current = await loadOne(deps, auth, id());
          // An empty merge-patch changes nothing (RFC 7386): the item is answered as it is.
          if (Object.values(body as object).some((value) => value !== undefined)) await update.apply(deps, auth, current, body);
          return toJsonLd(await loadOne(deps, auth, def.rowId(current)));
        },
      }),
    );
  }
  if (remove) {
    routes.push(
      emptyRoute({
        hydraClass: def.hydraClass,
        method: 'DELETE',
        path: itemPath,
        access: remove.access,
        summary: remove.summary,
        returns: 'nothing',
        async handle({ deps, auth, id }) {
          await remove.apply(deps, auth, await loadOne(deps, auth, id()));
        },
      }),
    );
  }
  return routes;
}
