import { sql, type SqlBool } from 'kysely';
import type { HydraCollection, JsonLd } from '../../../src/shared/api/hydra';
import type { Database } from '../../db/schema';
import type { CrudDefinition } from '../crud';
import type { AppDeps, AuthContext } from '../env';
import { iri, jsonLd, paginate } from '../hydra';
import type { RouteAccess } from '../route-permissions/types';
import { found } from '../scope';
import { collectionRoute, emptyRoute, itemRoute } from './declare';
import type { ObjectSchema, RouteDeclaration } from './types';

/** One line per operation, for the documentation (the operations the definition has). */
interface CrudSummaries {
  list: string;
  read: string;
  create?: string;
  update?: string;
  remove?: string;
}

/**
 * A resource with the generic item/collection routes of the Hydra contract (list, read, create,
 * merge-patch, delete), declared: the definition of `core/crud.ts` plus the declared output, who may
 * read and who may write, and the summaries.
 */
export interface CrudDeclaration<TB extends keyof Database, Row, Item extends object, Create, Patch>
  extends CrudDefinition<TB, Row, Item, Create, Patch> {
  output: ObjectSchema;
  /** Who may read, and who may write (required when the definition has writes). */
  access: { read: RouteAccess; write?: RouteAccess };
  summaries: CrudSummaries;
}

/**
 * The declarations of a CRUD resource: GET {path}, GET {path}/{id}, and POST {path} (201),
 * PATCH {path}/{id} (an empty merge-patch answers the item unchanged) and DELETE {path}/{id} (204)
 * when the definition has them. Answers are exactly those of `crudRoutes`.
 */
export function crudDeclarations<TB extends keyof Database, Row, Item extends object, Create, Patch>(
  def: CrudDeclaration<TB, Row, Item, Create, Patch>,
): RouteDeclaration[] {
  const toJsonLd = (row: Row): JsonLd<Item> => jsonLd(def.type, iri(def.path, def.rowId(row)), def.toItem(row));
  const loadOne = async (deps: AppDeps, auth: AuthContext, id: number): Promise<Row> =>
    // Kysely's simplified result type of a generic row is `Row | undefined` in fact.
    found((await def.select(deps, auth).where(sql<SqlBool>`${sql.ref(def.idColumn)} = ${id}`).executeTakeFirst()) as Row | undefined);
  const base = { hydraClass: def.type, output: def.output };
  const writers = (): RouteAccess => {
    if (def.access.write === undefined) throw new Error(`crudDeclarations: ${def.path} writes but declares no write access`);
    return def.access.write;
  };
  const itemPath = `${def.path}/{id}`;

  const routes: RouteDeclaration[] = [
    collectionRoute<Item>({
      ...base,
      method: 'GET',
      path: def.path,
      access: def.access.read,
      summary: def.summaries.list,
      returns: 'collection',
      handle: ({ deps, auth, query, url }): Promise<HydraCollection<Item>> =>
        paginate(def.select(deps, auth, query), { query, requestUrl: url, spec: def.list, dialect: deps.dialect, idColumn: def.idColumn, toJsonLd }),
    }),
    itemRoute<undefined, Item>({
      ...base,
      method: 'GET',
      path: itemPath,
      access: def.access.read,
      summary: def.summaries.read,
      returns: 'item',
      handle: async ({ deps, auth, id }) => toJsonLd(await loadOne(deps, auth, id())),
    }),
  ];
  const { create, update, remove } = def;
  if (create) {
    routes.push(
      itemRoute<Create, Item>({
        ...base,
        method: 'POST',
        path: def.path,
        access: writers(),
        summary: def.summaries.create ?? `Creates a ${def.type}.`,
        input: create.schema,
        returns: 'item',
        status: 201,
        handle: async ({ deps, auth, body }) => toJsonLd(await loadOne(deps, auth, await create.insert(deps, auth, body))),
      }),
    );
  }
  if (update) {
    routes.push(
      itemRoute<Patch, Item>({
        ...base,
        method: 'PATCH',
        path: itemPath,
        access: writers(),
        summary: def.summaries.update ?? `Updates a ${def.type} (merge-patch).`,
        input: update.schema,
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
        hydraClass: def.type,
        method: 'DELETE',
        path: itemPath,
        access: writers(),
        summary: def.summaries.remove ?? `Deletes a ${def.type}.`,
        returns: 'nothing',
        async handle({ deps, auth, id }) {
          await remove.apply(deps, auth, await loadOne(deps, auth, id()));
        },
      }),
    );
  }
  return routes;
}
