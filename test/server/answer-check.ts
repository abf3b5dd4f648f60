// The docs cannot drift: every answer a test receives from /api is checked against the published
// OpenAPI document (/api/docs.json, fetched from the app under test) by a third-party validator: the
// document by @seriousme/openapi-schema-validator, each answer's status, media type and body by ajv
// (JSON Schema 2020-12, ajv-formats) compiling the document's own schemas, never the code's zod
// schemas. An answer outside the document fails the test that received it, naming route, status and error.
import { appendFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Validator, type SpecData } from '@seriousme/openapi-schema-validator';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { Hono } from 'hono';
import type { AppEnv } from '../../server/core/env';

type Node = Record<string, unknown>;
interface MediaObject {
  schema?: Node;
}
interface ResponseObject {
  content?: Record<string, MediaObject>;
}
interface Operation {
  parameters?: { name: string; in: string; schema?: { pattern?: string } }[];
  responses: Record<string, ResponseObject | { $ref: string }>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Node>; responses: Record<string, ResponseObject> };
}

interface DocumentedPath {
  template: string;
  pattern: RegExp;
  /** Literal segments first: `/learners/export` wins over `/learners/{id}`. */
  params: number;
  item: Record<string, Operation>;
}

// ajv-formats is CommonJS: its default export is the plugin, wrapped once more under some loaders.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as typeof addFormatsModule;

const SCHEMAS_ID = 'volant:docs.json';

/** One document's compiled checks, kept per document text (every test app of a run publishes the same one). */
class DocumentCheck {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  private readonly compiled = new Map<string, ValidateFunction>();
  readonly paths: DocumentedPath[];

  constructor(readonly doc: OpenApiDocument) {
    addFormats(this.ajv);
    // The document's schemas under one id, their `#/components/schemas/…` references pointed at it.
    const schemas = JSON.parse(JSON.stringify(doc.components.schemas).replaceAll('"#/components/schemas/', `"${SCHEMAS_ID}#/$defs/`)) as Node;
    this.ajv.addSchema({ $id: SCHEMAS_ID, $defs: schemas });
    this.paths = Object.entries(doc.paths)
      .map(([template, item]) => {
        const params = Object.values(item).flatMap((op) => op.parameters ?? []).filter((p) => p.in === 'path');
        const source = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_, name: string) => {
          const pattern = params.find((p) => p.name === name)?.schema?.pattern;
          return `(${pattern ? pattern.replace(/^\^/, '').replace(/\$$/, '') : '[^/]+'})`;
        });
        return { template, pattern: new RegExp(`^${source}$`), params: (template.match(/\{/g) ?? []).length, item };
      })
      .sort((a, b) => a.params - b.params);
  }

  validator(key: string, schema: Node): ValidateFunction {
    let validate = this.compiled.get(key);
    if (!validate) {
      const text = JSON.stringify(schema).replaceAll('"#/components/schemas/', `"${SCHEMAS_ID}#/$defs/`);
      validate = this.ajv.compile(JSON.parse(text) as Node);
      this.compiled.set(key, validate);
    }
    return validate;
  }

  response(op: Operation, status: number): ResponseObject | undefined {
    const found = op.responses[String(status)] ?? op.responses[`${String(status).charAt(0)}XX`] ?? op.responses.default;
    if (found && '$ref' in found) return this.doc.components.responses[found.$ref.replace('#/components/responses/', '')];
    return found;
  }
}

const checks = new Map<string, Promise<DocumentCheck>>();

async function documentCheck(text: string): Promise<DocumentCheck> {
  let check = checks.get(text);
  if (!check) {
    check = (async () => {
      const doc = JSON.parse(text) as OpenApiDocument;
      const result = await new Validator().validate(JSON.parse(text) as SpecData);
      if (!result.valid) throw new Error(`/api/docs.json is not a valid OpenAPI document: ${JSON.stringify(result.errors)}`);
      return new DocumentCheck(doc);
    })();
    checks.set(text, check);
  }
  return check;
}

function requestOf(input: RequestInfo | URL, init: RequestInit | undefined): { method: string; path: string } {
  const url = input instanceof Request ? input.url : String(input);
  const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
  return { method, path: new URL(url, 'http://localhost').pathname };
}

const DECODERS: Record<string, (bytes: Buffer) => Buffer> = { br: brotliDecompressSync, gzip: gunzipSync };

/** The text of an answer, compressed or not (server/core/compress-json.ts, when the client accepts it). */
async function textOf(response: Response): Promise<string> {
  const bytes = Buffer.from(await response.arrayBuffer());
  const decode = DECODERS[response.headers.get('content-encoding') ?? ''];
  return (decode ? decode(bytes) : bytes).toString('utf8');
}

const isJson = (mediaType: string) => mediaType === 'application/json' || mediaType.endsWith('+json');

/** Why an answer does not match the document, or null when it does (or when no operation describes its path). */
async function mismatchOf(check: DocumentCheck, method: string, path: string, response: Response): Promise<string | null | undefined> {
  const documented = check.paths.find((candidate) => candidate.pattern.test(path));
  const op = documented?.item[method === 'HEAD' ? 'get' : method.toLowerCase()];
  // An unknown path or method is the API's catch-all 404 (or the guard's 401 before it): no operation to check.
  if (!documented || !op) return undefined;
  const route = `${method} ${documented.template}`;
  const described = check.response(op, response.status);
  if (!described) return `${route}: status ${response.status} is not documented (${Object.keys(op.responses).join(', ')})`;
  const contentType = response.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  const content = described.content ?? {};
  if (method === 'HEAD' || response.status === 204 || response.status === 304) return null;
  if (!contentType) return Object.keys(content).length === 0 ? null : `${route} ${response.status}: no body, documented ${Object.keys(content).join(', ')}`;
  const media = content[contentType];
  if (!media) return `${route} ${response.status}: content type ${contentType} is not documented (${Object.keys(content).join(', ') || 'no body'})`;
  if (!isJson(contentType) || !media.schema) return null;
  const validate = check.validator(`${route} ${response.status} ${contentType}`, media.schema);
  const text = await textOf(response.clone());
  if (validate(JSON.parse(text))) return null;
  const errors = (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`);
  return `${route} ${response.status} ${contentType}: ${errors.join('; ')}`;
}

/**
 * Makes `app.request` check every /api answer against the app's own /api/docs.json: the request that
 * gets an answer outside the document rejects, so its test fails. VOLANT_ANSWER_LOG=<file> also appends
 * one line per checked answer (`ok` or the mismatch), to count them over a run.
 */
export function checkDocumentedAnswers(app: Hono<AppEnv>): void {
  const request = app.request;
  let doc: Promise<DocumentCheck> | undefined;
  const log = process.env.VOLANT_ANSWER_LOG;
  app.request = async (input, init, env, executionCtx) => {
    const response = await request(input, init, env, executionCtx);
    const { method, path } = requestOf(input, init);
    if (!path.startsWith('/api/')) return response;
    doc ??= Promise.resolve(request('/api/docs.json')).then(async (res) => documentCheck(await res.text()));
    const mismatch = await mismatchOf(await doc, method, path, response);
    if (mismatch === undefined) return response;
    if (log) appendFileSync(log, `${mismatch ?? `ok ${method} ${path} ${response.status}`}\n`);
    if (mismatch !== null && !process.env.BASELINE) throw new Error(`${method} ${path} answered outside /api/docs.json: ${mismatch}`);
    return response;
  };
}
