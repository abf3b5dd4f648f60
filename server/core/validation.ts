import type { Context } from 'hono';
import { z } from 'zod';
import { ApiError, badRequest, invalidField, violationsFromZod } from './errors';
import { FORBIDDEN_TEXT_MESSAGE, forbiddenTextPath, isPrototypeKey, prototypeKeyMessage } from './request-guard';

const JSON_TYPES = ['application/json', 'application/ld+json', 'application/merge-patch+json'];

/** Deepest nesting of arrays and objects a body may have; no payload of the API goes beyond 5. */
export const MAX_JSON_DEPTH = 64;

/**
 * True when `text` nests arrays or objects deeper than `max`, counted in one pass over the text (no
 * recursion, strings skipped): checked before parsing, so no recursive walk — ours, zod's — ever
 * meets a 10 000-level body and overflows the stack.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c) i++; // backslash: skip the escaped character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x5b || code === 0x7b) {
      if (++depth > max) return true;
    } else if (code === 0x5d || code === 0x7d) depth--;
  }
  return false;
}

class PrototypeKeyError extends Error {}

/**
 * The body parsed as JSON: 400 when it is not JSON, nests deeper than MAX_JSON_DEPTH, or holds a key
 * that reaches a prototype (`__proto__`, `constructor`, `prototype`) at any level.
 */
async function readJsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
    throw badRequest(`Le corps de la requête est trop imbriqué (${MAX_JSON_DEPTH} niveaux au plus).`);
  }
  try {
    return JSON.parse(text, (key: string, value: unknown) => {
      if (isPrototypeKey(key)) throw new PrototypeKeyError(key);
      return value;
    });
  } catch (error) {
    throw badRequest(error instanceof PrototypeKeyError ? prototypeKeyMessage(error.message) : 'Le corps de la requête n’est pas un JSON valide.');
  }
}

/** The JSON-LD keywords Volant's answers carry: a write ignores them (its route says what it writes). */
const JSON_LD_KEYWORDS = ['@context', '@id', '@type'];

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A body as Volant's own answers shape it, read as the write it means (Hydra clients such as API
 * Platform Admin send back what they read): the JSON-LD keywords are ignored; a member holding a
 * node Volant embedded (`agency: { "@id": "/api/agencies/1", … }`) stands for that node's IRI; and
 * when the body is the very item the request writes (its `@id` is the request's path), the members
 * the write does not accept (read-only ones, a client's own) are ignored, never applied. Any other
 * body keeps every member, so an unknown or mass-assigned field is still refused.
 */
function asWrite(raw: unknown, schema: z.ZodType, path: string): unknown {
  if (!isPlainObject(raw)) return raw;
  const accepted = schema instanceof z.ZodObject ? new Set(Object.keys(schema.shape)) : null;
  const roundTrip = raw['@id'] === path && accepted !== null;
  const write: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (JSON_LD_KEYWORDS.includes(key) || (roundTrip && !accepted.has(key))) continue;
    write[key] = isPlainObject(value) && typeof value['@id'] === 'string' ? value['@id'] : value;
  }
  return write;
}

/**
 * Reads and validates a JSON body with a zod schema (the module's `schema.ts`, shared with the forms).
 * Malformed, too deeply nested or prototype-keyed JSON → 400, wrong content type → 415, invalid
 * payload → 422 with violations.
 * Schemas are strict objects so unknown or mass-assigned fields are refused; a text holding a control
 * character or a broken surrogate is refused for every schema (422 on its field). What a body shaped
 * as Volant's answers carries besides the write is read by `asWrite` first.
 */
export async function parseJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!JSON_TYPES.includes(type)) {
    throw new ApiError(415, 'Le corps de la requête doit être du JSON (application/json).');
  }
  const raw = await readJsonBody(c);
  const forbidden = forbiddenTextPath(raw);
  if (forbidden !== null) {
    throw invalidField(forbidden, FORBIDDEN_TEXT_MESSAGE, 'Données invalides.');
  }
  return parsePayload(schema, asWrite(raw, schema, c.req.path));
}

/** A payload checked with its zod schema (a JSON body, a multipart form's fields): 422 with its violations otherwise. */
export function parsePayload<S extends z.ZodType>(schema: S, payload: unknown): z.output<S> {
  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw new ApiError(422, 'Données invalides.', violationsFromZod(parsed.error.issues));
  return parsed.data;
}
