import { contextIri, itemSchema } from '../routes/answer';
import { paramKind, paramNames, PARAM_PATTERNS } from '../routes/path';
import type { RouteAccess } from '../route-permissions/types';
import type { RouteDeclaration } from '../routes/types';
import { jsonSchemaOf, type JsonSchema } from './json-schema';

type Node = Record<string, unknown>;

const LD = 'application/ld+json';
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

const ERRORS: Readonly<Record<string, string>> = {
  '400': 'Requête invalide (JSON illisible).',
  '401': 'Non authentifié.',
  '403': 'Accès refusé.',
  '404': 'Introuvable.',
  '409': 'Conflit.',
  '415': 'Le corps doit être du JSON.',
  '422': 'Données invalides (violations).',
};

const security = (access: RouteAccess) => (access === 'public' ? [] : [{ bearer: [] }]);

function accessText(access: RouteAccess): string {
  if (typeof access === 'string') return `Access: ${access}.`;
  return `Access: one of the permissions ${access.join(', ')}.`;
}

function errorResponses(access: RouteAccess, hasParams: boolean, hasBody: boolean): Node {
  const codes = [...(access === 'public' ? [] : ['401', '403']), ...(hasParams ? ['404'] : []), ...(hasBody ? ['400', '409', '415', '422'] : [])];
  return Object.fromEntries(codes.map((code) => [code, response(`Problem${code}`)]));
}

const operationId = (method: string, path: string) =>
  `${method.toLowerCase()}${path.replace(/^\/api/, '').replace(/\{(\w+)\}/g, 'By-$1').split(/[^A-Za-z0-9]+/).map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('')}`;

function declaredOperation(route: RouteDeclaration): Node {
  const params = paramNames(route.path).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string', pattern: `^${PARAM_PATTERNS[paramKind(route, name)]}$` },
  }));
  const success: Node =
    route.returns === 'collection'
      ? { '200': { description: `Collection of ${route.hydraClass}`, content: { [LD]: { schema: ref(`${route.hydraClass}.collection`) } } } }
      : route.returns === 'item'
        ? { [String(route.status ?? 200)]: { description: route.hydraClass, content: { [LD]: { schema: ref(`${route.hydraClass}.jsonld`) } } } }
        : route.returns === 'json'
          ? { [String(route.status ?? 200)]: { description: route.summary, content: { 'application/json': { schema: jsonSchemaOf(route.output, 'output') } } } }
          : route.returns === 'nothing'
            ? { '204': { description: 'Done, no content.' } }
            : { '200': { description: route.summary, content: { [route.mediaType]: { schema: {} } } } };
  const body = route.input ? { requestBody: { required: true, content: { [route.method === 'PATCH' ? 'application/merge-patch+json' : 'application/json']: { schema: jsonSchemaOf(route.input, 'input') } } } } : {};
  return {
    operationId: operationId(route.method, `/api${route.path}`),
    tags: [route.hydraClass],
    summary: route.summary,
    description: accessText(route.access),
    security: security(route.access),
    parameters: params,
    ...body,
    responses: { ...success, ...errorResponses(route.access, params.length > 0, route.input !== undefined) },
  };
}

/** The item and collection schemas of every declared class, named `<Class>.jsonld` and `<Class>.collection`. */
function classSchemas(routes: readonly RouteDeclaration[]): Node {
  const schemas: Node = {};
  for (const route of routes) {
    if (route.returns !== 'item' && route.returns !== 'collection') continue;
    const name = route.hydraClass;
    schemas[`${name}.jsonld`] ??= jsonSchemaOf(itemSchema(name, route.output), 'output');
    schemas[`${name}.collection`] ??= {
      allOf: [ref('HydraCollection'), { type: 'object', properties: { 'hydra:member': { type: 'array', items: ref(`${name}.jsonld`) } } }],
    };
  }
  return schemas;
}

/** `/api/docs.json`: OpenAPI 3.1 generated from the same declarations as the Hydra documentation. */
export function openApiDocument(routes: readonly RouteDeclaration[], origin: string): Node {
  const paths: Record<string, Node> = {};
  const add = (path: string, method: string, op: Node) => {
    paths[path] = { ...paths[path], [method.toLowerCase()]: op };
  };
  for (const route of routes) add(`/api${route.path}`, route.method, declaredOperation(route));
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
      schemas: { HydraCollection: HYDRA_COLLECTION, Problem: PROBLEM_SCHEMA, ...classSchemas(routes) },
      responses: problemResponses,
    },
  };
}
