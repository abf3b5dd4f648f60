import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError, badRequest, violationsFromZod } from './errors';
import { FORBIDDEN_TEXT_MESSAGE, forbiddenTextPath } from './request-guard';

const JSON_TYPES = ['application/json', 'application/ld+json', 'application/merge-patch+json'];

/**
 * Reads and validates a JSON body with a zod schema (the module's `schema.ts`, shared with the forms).
 * Malformed JSON → 400, wrong content type → 415, invalid payload → 422 with violations.
 * Schemas are strict objects so unknown or mass-assigned fields are refused; a text holding a control
 * character or a broken surrogate is refused for every schema (422 on its field).
 */
export async function parseJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!JSON_TYPES.includes(type)) {
    throw new ApiError(415, 'Le corps de la requête doit être du JSON (application/json).');
  }
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw badRequest('Le corps de la requête n’est pas un JSON valide.');
  }
  const forbidden = forbiddenTextPath(raw);
  if (forbidden !== null) {
    throw new ApiError(422, 'Données invalides.', [{ propertyPath: forbidden, message: FORBIDDEN_TEXT_MESSAGE }]);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    throw new ApiError(422, 'Données invalides.', violationsFromZod(parsed.error.issues));
  }
  return parsed.data;
}

/** PATCH must use merge-patch (api-platform convention); plain JSON is accepted too. */
export function isMergePatch(c: Context): boolean {
  return (c.req.header('content-type') ?? '').includes('merge-patch');
}
