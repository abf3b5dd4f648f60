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

/** One property of an object schema, as the documentation describes it. */
export interface DocumentedProperty {
  name: string;
  required: boolean;
  /** The XML Schema datatype of a scalar (`xmls:string`), null for objects and lists. */
  range: string | null;
  description: string;
}

const RANGES: Readonly<Record<string, string>> = {
  string: 'xmls:string',
  integer: 'xmls:integer',
  number: 'xmls:decimal',
  boolean: 'xmls:boolean',
};

/** The scalar type of a property schema, ignoring `null` (a nullable string is a string). */
function scalarType(property: JsonSchema): string | undefined {
  const type = property.type;
  if (typeof type === 'string') return type;
  if (Array.isArray(type)) return type.find((t): t is string => typeof t === 'string' && t !== 'null');
  const variants = (property.anyOf ?? property.oneOf) as JsonSchema[] | undefined;
  if (!variants) return property.const === undefined ? undefined : typeof property.const;
  const types = new Set(variants.map(scalarType).filter((t) => t !== undefined && t !== 'null'));
  return types.size === 1 ? [...types][0] : undefined;
}

/** The properties of an object schema with their ranges (`@id`/`@type` left out: JSON-LD keywords). */
export function documentedProperties(schema: z.ZodType, io: 'input' | 'output'): DocumentedProperty[] {
  const json = jsonSchemaOf(schema, io);
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties)
    .filter(([name]) => !name.startsWith('@'))
    .map(([name, property]) => {
      const type = scalarType(property);
      return {
        name,
        required: required.has(name),
        range: (type && RANGES[type]) ?? null,
        description: typeof property.description === 'string' ? property.description : '',
      };
    });
}
