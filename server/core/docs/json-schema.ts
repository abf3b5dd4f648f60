import { z } from 'zod';

/** A JSON Schema (2020-12) as zod v4 writes it. */
export type JsonSchema = { [key: string]: unknown };

/**
 * The JSON Schema of a zod schema: `output` for answers, `input` for bodies (defaults optional, the
 * IRI-or-id references as their accepted texts). Types JSON Schema cannot state (transforms) are left open.
 */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema;
  delete json.$schema;
  return json;
}
