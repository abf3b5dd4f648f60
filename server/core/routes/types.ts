import type { Context, MiddlewareHandler } from 'hono';
import type { SelectQueryBuilder } from 'kysely';
import type { z } from 'zod';
import type { HydraCollection, JsonLd } from '../../../src/shared/api/hydra';
import type { AppDeps, AppEnv, AuthContext } from '../env';
import type { PaginateOptions } from '../hydra';
import type { ListSpec } from '../list-query';
import type { RouteAccess } from '../route-permissions/types';
import type { Answered, ChosenStatus } from './answered';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * What a path parameter accepts: `id` a row id (digits, the default), `uuid` a UUID, `key` a short
 * token of letters, digits, `-` and `_`. Typed parameters let two routes never answer one request.
 */
export type ParamKind = 'id' | 'uuid' | 'key';

/**
 * What a list says of itself (id column, item maker, and its list spec unless its route declares
 * it); the route context adds the request's query, URL and dialect.
 */
export type ListOptions<Row, T> = Omit<PaginateOptions<Row, T>, 'query' | 'requestUrl' | 'dialect' | 'spec'> & { spec?: ListSpec };

/** Who sent a request, as far as HTTP tells: what an evidence file records of the person acting. */
export interface RequestClient {
  /** The client's address (server/core/rate-limit.ts `clientAddress`). */
  ipAddress: string;
  /** The User-Agent header, cut to 512 characters; null when absent. */
  userAgent: string | null;
}

/** What a handler receives: no Hono context, only what an ordinary JSON route needs. */
export interface RouteContext<Input> {
  deps: AppDeps;
  /** The caller (refused with 401 when read on a public route without a token). */
  readonly auth: AuthContext;
  /** The request body, parsed and validated once by the layer against the declared `input`. */
  body: Input;
  /** The query string, every value of every name (`?agency=1&agency=2`). */
  query: Record<string, string[]>;
  /** The request URL (collections link their pages from it). */
  url: string;
  /** A numeric (`id`) path parameter. */
  id(name?: string): number;
  /** A path parameter as text. */
  param(name: string): string;
  /** The caller's address and user agent. */
  client(): RequestClient;
  /**
   * One page of `base` as a Hydra collection, read with this request's query string, URL and
   * dialect (`paginate` of core/hydra; `countBase` as there).
   */
  paginate<DB, TB extends keyof DB, Row, T, CTB extends keyof DB = TB, CRow = Row>(
    base: SelectQueryBuilder<DB, TB, Row>,
    list: ListOptions<Row, T>,
    countBase?: SelectQueryBuilder<DB, CTB, CRow>,
  ): Promise<HydraCollection<T>>;
}

/** A zod object schema: the declared shape of an answer's item or of a request body. */
export type ObjectSchema = z.ZodObject;

interface BaseRoute<Input> {
  method: HttpMethod;
  /** Path under /api with `{name}` parameters, e.g. `/billing/tvas/{id}`. */
  path: string;
  /** The kind of each parameter that is not a numeric id. */
  params?: Readonly<Record<string, ParamKind>>;
  /** Who may call it (checked by the route guard before the body is read). */
  access: RouteAccess;
  /** The Hydra class the route answers or acts on (`Tva`). */
  hydraClass: string;
  /** One line, English, for the API documentation. */
  summary: string;
  /** The body schema (the one the form uses); none for reads and deletes. */
  input?: z.ZodType<Input>;
  /** Serve the answer from the per-caller answer cache while nothing was written (hot reads). */
  cached?: boolean;
  /** Run before the body is read and the handler runs, after the route guard (a rate limit). */
  before?: MiddlewareHandler<AppEnv>;
  /**
   * A per-row check run before the body is read (a row of another structure, another user's account:
   * refused before its body is looked at); it throws the refusal.
   */
  beforeBody?: (ctx: RouteContext<undefined>) => Promise<void>;
  /**
   * The refusals the handler itself may answer beyond those the layer implies (401/403 for a guarded
   * route, 404 for a path parameter, 400/409/413/415/422 for a write, 400 for a read's paging, 406):
   * a 409 of a state conflict, a 422 of a read's parameters, a 404 of a row named by the query…
   */
  refusals?: readonly ProblemStatus[];
}

/** The error statuses the API answers as problem details (RFC 9457). */
export type ProblemStatus = 400 | 401 | 403 | 404 | 405 | 406 | 409 | 410 | 413 | 415 | 422 | 423 | 429 | 500 | 502 | 503;

/** The statuses of a successful answer. */
export type SuccessStatus = 200 | 201 | 202 | 204;

/** Answers one JSON-LD item of `hydraClass` (200, or `status`). */
export interface ItemRoute<Input, Output> extends BaseRoute<Input> {
  returns: 'item';
  output: ObjectSchema;
  status?: ChosenStatus;
  handle(ctx: RouteContext<Input>): Promise<JsonLd<Output>>;
}

/** Answers a Hydra collection of `hydraClass` items. */
export interface CollectionRoute<Input, Output> extends BaseRoute<Input> {
  returns: 'collection';
  output: ObjectSchema;
  /**
   * The list's filters, order and paging: `paginate` applies it, and the answer's `hydra:search` and
   * the operation's documented query parameters describe it.
   */
  list?: ListSpec;
  handle(ctx: RouteContext<Input>): Promise<HydraCollection<Output>>;
}

/** Answers 204 with no body. */
export interface EmptyRoute<Input> extends BaseRoute<Input> {
  returns: 'nothing';
  handle(ctx: RouteContext<Input>): Promise<void>;
}

/**
 * Answers a plain JSON document that is not a Hydra item or collection (a computed summary, an
 * action's result, a list of ids), validated against `output` (any zod schema) in the tests.
 */
export interface JsonRoute<Input, Output> extends BaseRoute<Input> {
  returns: 'json';
  output: z.ZodType<Output>;
  status?: ChosenStatus;
  /** The statuses a handler answering `answered(status, body)` chooses among (`[200, 202]`). */
  statuses?: readonly ChosenStatus[];
  handle(ctx: RouteContext<Input>): Promise<Output | Answered<Output>>;
}

/** The escape hatch (files, documents of another type): the handler writes the response itself. */
export interface RawRoute extends BaseRoute<undefined> {
  returns: 'raw';
  /**
   * The media type of the answer, or each one it may answer (a report as PDF or CSV); `*` + `/*` for a
   * stored file of any type. The documentation states them; an `Accept` admitting none gets 406.
   */
  mediaType: string | readonly string[];
  /** The JSON document it answers (a JSON `mediaType`), for the documentation; a file's bytes otherwise. */
  output?: z.ZodType;
  /** Its successful statuses when not only 200 (`[200, 202]`: sent, or queued). */
  statuses?: readonly SuccessStatus[];
  /** The body it reads itself (a JSON schema, or a form's media type such as multipart/form-data). */
  reads?: { mediaType: string; schema?: z.ZodType };
  handle(ctx: RouteContext<undefined>, c: Context<AppEnv>): Promise<Response> | Response;
}

/** One declared route of the API, whatever it answers. */
export type RouteDeclaration =
  | ItemRoute<unknown, unknown>
  | CollectionRoute<unknown, unknown>
  | JsonRoute<unknown, unknown>
  | EmptyRoute<unknown>
  | RawRoute;

/** The declared routes of one area of the permission table (`Comptabilité`, `Apprenants`…). */
export interface DeclaredArea {
  area: string;
  routes: readonly RouteDeclaration[];
}
