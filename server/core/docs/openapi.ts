import { z } from 'zod';
import { contextIri, itemSchema, JSON_MEDIA_TYPES, servedMediaTypes } from '../routes/answer';
import { paramKind, paramNames, PARAM_PATTERNS } from '../routes/path';
import type { RouteAccess } from '../route-permissions/types';
import type { ProblemStatus, RouteDeclaration } from '../routes/types';
import { jsonSchemaOf, type JsonSchema } from './json-schema';
import { listParameters } from './list-parameters';

type Node = Record<string, unknown>;

const PROBLEM = 'application/problem+json';
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const response = (name: string) => ({ $ref: `#/components/responses/${name}` });

/** The envelope every collection answers (its members are set per class). */
const HYDRA_COLLECTION: JsonSchema = {
  type: 'object',
  required: ['@context', '@id', '@type', 'hydra:member', 'hydra:totalItems'],
  properties: {
    '@context': { type: 'string', const: contextIri('Collection') },
    '@id': { type: 'string' },
    '@type': { type: 'string', const: 'hydra:Collection' },
    'hydra:member': { type: 'array', items: {} },
    'hydra:totalItems': { type: 'integer', minimum: 0 },
    'hydra:view': {
      type: 'object',
      properties: Object.fromEntries(['@id', '@type', 'hydra:first', 'hydra:last', 'hydra:previous', 'hydra:next'].map((key) => [key, { type: 'string' }])),
    },
  },
};

/** RFC 9457 problem details as the API answers them (with Hydra's spellings and the violations of a 422). */
const PROBLEM_SCHEMA: JsonSchema = {
  type: 'object',
  required: ['title', 'detail', 'status'],
  properties: {
    '@context': { type: 'string' },
    '@type': { type: 'string', enum: ['hydra:Error', 'ConstraintViolationList'] },
    type: { type: 'string', description: 'A stable code of the refusal (src/shared/api/problem-types.ts), when a screen reacts to it.' },
    title: { type: 'string' },
    'hydra:title': { type: 'string' },
    detail: { type: 'string' },
    'hydra:description': { type: 'string' },
    status: { type: 'integer' },
    violations: {
      type: 'array',
      items: { type: 'object', required: ['propertyPath', 'message'], properties: { propertyPath: { type: 'string' }, message: { type: 'string' } } },
    },
  },
};

const ERRORS: Readonly<Record<ProblemStatus, string>> = {
  400: 'Requête invalide (JSON illisible, paramètre de requête invalide).',
  401: 'Non authentifié.',
  403: 'Accès refusé.',
  404: 'Introuvable.',
  405: 'Refusé pour ce compte.',
  406: 'Aucun des types demandés (Accept) n’est servi.',
  409: 'Conflit.',
  410: 'N’est plus disponible.',
  413: 'Corps trop volumineux.',
  415: 'Le corps doit être du JSON.',
  422: 'Données invalides (violations).',
  423: 'Verrouillé.',
  429: 'Trop de requêtes.',
  500: 'Erreur interne.',
  502: 'Le service distant a répondu une erreur.',
  503: 'Service momentanément indisponible.',
};

const security = (access: RouteAccess) => (access === 'public' ? [] : [{ bearer: [] }]);

function accessText(access: RouteAccess): string {
  if (typeof access === 'string') return `Access: ${access}.`;
  return `Access: one of the permissions ${access.join(', ')}.`;
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const isJsonType = (mediaType: string) => mediaType === 'application/json' || mediaType.endsWith('+json');

/**
 * The refusals a route may answer: those every route of the layer may (406 for an Accept it does not
 * serve, 500 for an unexpected error, 503 while the database is unavailable), a guarded route's
 * 401/403, a path's 404, a read's 400 (paging) and 404 (a row its query names), a write's 400/409/422
 * (idempotency keys, constraints) and 404/413/415 with a body, then the declaration's own `refusals`.
 */
function refusalsOf(route: RouteDeclaration, hasParams: boolean): ProblemStatus[] {
  const write = WRITES.has(route.method);
  const body = route.input !== undefined || (route.returns === 'raw' && route.reads !== undefined);
  const codes = new Set<ProblemStatus>([
    ...(servedMediaTypes(route) ? [406 as const] : []),
    500,
    503,
    ...(route.access === 'public' ? [] : [401 as const, 403 as const]),
    ...(route.before ? [429 as const] : []),
    ...(hasParams ? [404 as const] : []),
    // A read's paging may be malformed (400), and a row its query names (an agency…) may not be the caller's (404).
    ...(route.method === 'GET' ? [400 as const, 404 as const] : []),
    // Any write's body is bounded (413), read or not.
    ...(write ? [400 as const, 409 as const, 413 as const, 422 as const] : []),
    // A body names rows (an IRI, an id) it may not find.
    ...(body ? [404 as const, 413 as const, 415 as const] : []),
    ...(route.refusals ?? []),
  ]);
  return [...codes].sort((a, b) => a - b);
}

const operationId = (method: string, path: string) =>
  `${method.toLowerCase()}${path.replace(/^\/api/, '').replace(/\{(\w+)\}/g, 'By-$1').split(/[^A-Za-z0-9]+/).map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('')}`;

/** A JSON answer's content: JSON-LD when the client asks for it, plain JSON otherwise. */
const jsonContent = (schema: JsonSchema) => Object.fromEntries(JSON_MEDIA_TYPES.map((mediaType) => [mediaType, { schema }]));

/** The schema of a file's bytes. */
const fileSchema = (mediaType: string): JsonSchema => (mediaType.startsWith('text/') || mediaType.includes('*') ? { type: 'string' } : { type: 'string', contentMediaType: mediaType });

function successOf(route: RouteDeclaration, schemaName: string): Node {
  switch (route.returns) {
    case 'collection':
      return { '200': { description: `Collection of ${route.hydraClass}`, content: jsonContent(ref(`${schemaName}.collection`)) } };
    case 'item':
      return { [String(route.status ?? 200)]: { description: route.hydraClass, content: jsonContent(ref(`${schemaName}.jsonld`)) } };
    case 'json': {
      const content = jsonContent(jsonSchemaOf(route.output, 'output'));
      return Object.fromEntries((route.statuses ?? [route.status ?? 200]).map((status) => [String(status), { description: route.summary, content }]));
    }
    case 'nothing':
      return { '204': { description: 'Done, no content.' } };
    case 'raw': {
      const content = Object.fromEntries(
        (servedMediaTypes(route) ?? []).map((mediaType) => [
          mediaType,
          { schema: isJsonType(mediaType) ? (route.output ? jsonSchemaOf(route.output, 'output') : {}) : fileSchema(mediaType) },
        ]),
      );
      return Object.fromEntries((route.statuses ?? [200]).map((status) => [String(status), status === 204 ? { description: 'Done, no content.' } : { description: route.summary, content }]));
    }
  }
}

function requestBodyOf(route: RouteDeclaration): Node {
  if (route.input) {
    const mediaType = route.method === 'PATCH' ? 'application/merge-patch+json' : 'application/json';
    return { requestBody: { required: true, content: { [mediaType]: { schema: jsonSchemaOf(route.input, 'input') } } } };
  }
  if (route.returns === 'raw' && route.reads) {
    const { mediaType, schema } = route.reads;
    return { requestBody: { required: true, content: { [mediaType]: { schema: schema ? jsonSchemaOf(schema, 'input') : { type: 'object' } } } } };
  }
  return {};
}

function declaredOperation(route: RouteDeclaration, schemaName: string): Node {
  const params = paramNames(route.path).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string', pattern: `^${PARAM_PATTERNS[paramKind(route, name)]}$` },
  }));
  const queryParams = route.returns === 'collection' && route.list ? listParameters(route.list) : [];
  const refusals = refusalsOf(route, params.length > 0);
  return {
    operationId: operationId(route.method, `/api${route.path}`),
    tags: [route.hydraClass],
    summary: route.summary,
    description: accessText(route.access),
    security: security(route.access),
    parameters: [...params, ...queryParams],
    ...requestBodyOf(route),
    responses: { ...successOf(route, schemaName), ...Object.fromEntries(refusals.map((code) => [String(code), response(`Problem${code}`)])) },
  };
}

/**
 * The item and collection schemas of the declared classes and the name of each route's: `<Class>.jsonld`
 * and `<Class>.collection` for a class's first shape, `<Class>.<n>.jsonld` for another shape of it
 * (an item read with its lines where the list gives none).
 */
function classSchemas(routes: readonly RouteDeclaration[]): { schemas: Node; nameOf: Map<RouteDeclaration, string> } {
  const schemas: Node = {};
  const nameOf = new Map<RouteDeclaration, string>();
  const byShape = new Map<string, string>();
  const shapes = new Map<string, number>();
  for (const route of routes) {
    if (route.returns !== 'item' && route.returns !== 'collection') continue;
    const cls = route.hydraClass;
    // An item answered alone names its context; a collection's members do not.
    const schema = jsonSchemaOf(itemSchema(cls, route.output).extend({ '@context': z.string().optional() }), 'output');
    const key = `${cls} ${JSON.stringify(schema)}`;
    let name = byShape.get(key);
    if (name === undefined) {
      const n = (shapes.get(cls) ?? 0) + 1;
      shapes.set(cls, n);
      name = n === 1 ? cls : `${cls}.${n}`;
      byShape.set(key, name);
      schemas[`${name}.jsonld`] = schema;
      schemas[`${name}.collection`] = {
        allOf: [ref('HydraCollection'), { type: 'object', properties: { 'hydra:member': { type: 'array', items: ref(`${name}.jsonld`) } } }],
      };
    }
    nameOf.set(route, name);
  }
  return { schemas, nameOf };
}

/** `/api/docs.json`: OpenAPI 3.1 generated from the same declarations as the Hydra documentation. */
export function openApiDocument(routes: readonly RouteDeclaration[], origin: string): Node {
  const paths: Record<string, Node> = {};
  const add = (path: string, method: string, op: Node) => {
    paths[path] = { ...paths[path], [method.toLowerCase()]: op };
  };
  const classes = classSchemas(routes);
  for (const route of routes) add(`/api${route.path}`, route.method, declaredOperation(route, classes.nameOf.get(route) ?? route.hydraClass));
  const problemResponses = Object.fromEntries(
    [['Problem', 'Erreur.'], ...Object.entries(ERRORS)].map(([code, description]) => [
      code === 'Problem' ? code : `Problem${code}`,
      { description, content: { [PROBLEM]: { schema: ref('Problem') } } },
    ]),
  );
  return {
    openapi: '3.1.0',
    info: { title: 'API Volant', version: '1', description: 'L’API de référence de Volant (JSON-LD, Hydra). Documentation Hydra : /api/docs.jsonld.' },
    servers: [{ url: origin }],
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { HydraCollection: HYDRA_COLLECTION, Problem: PROBLEM_SCHEMA, ...classes.schemas },
      responses: problemResponses,
    },
  };
}
