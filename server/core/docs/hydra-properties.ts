import type { z } from 'zod';
import { jsonSchemaOf, type JsonSchema } from './json-schema';

/** One property of a class, as its Hydra documentation describes it. */
export interface HydraProperty {
  name: string;
  /**
   * What its values are: an XML Schema datatype for a scalar (`xmls:string`), the class of the nodes
   * it embeds (`#Agency`, `hydra:Resource` when no documented class has the name), `xmls:array` for
   * a list of scalars or plain objects, `rdf:JSON` for a plain object, `rdfs:Literal` for a value of
   * several types or of none JSON Schema states.
   */
  range: string;
  /** 1 for one embedded node (a to-one reference), null otherwise. */
  maxCardinality: 1 | null;
  description: string;
}

const SCALARS: Readonly<Record<string, string>> = {
  string: 'xmls:string',
  integer: 'xmls:integer',
  number: 'xmls:decimal',
  boolean: 'xmls:boolean',
};

/** The variants of a property's schema, `null` left out (a nullable agency is an agency). */
function variantsOf(property: JsonSchema): JsonSchema[] {
  const union = (property.anyOf ?? property.oneOf) as JsonSchema[] | undefined;
  if (union) return union.flatMap(variantsOf).filter((variant) => variant.type !== 'null');
  const type = property.type;
  if (Array.isArray(type)) return type.filter((t) => t !== 'null').map((t) => ({ ...property, type: t as string }));
  return [property];
}

function typeOf(variant: JsonSchema): string | undefined {
  if (typeof variant.type === 'string') return variant.type;
  return variant.const === undefined ? undefined : typeof variant.const;
}

/** True for an object schema that has its own `@id`: a node of another class. */
const isNode = (variant: JsonSchema) => typeOf(variant) === 'object' && Object.hasOwn((variant.properties ?? {}) as object, '@id');

/**
 * The properties of an answer's schema with their ranges (`@id`, `@type` and `@context` left out:
 * JSON-LD keywords). `classOf` names the documented class of a property's embedded nodes from the
 * property's name (`agency` → `Agency`, `groups` → `Group`), null when none.
 */
export function hydraProperties(schema: z.ZodType, classOf: (property: string) => string | null): HydraProperty[] {
  const properties = (jsonSchemaOf(schema, 'output').properties ?? {}) as Record<string, JsonSchema>;
  return Object.entries(properties)
    .filter(([name]) => !name.startsWith('@'))
    .map(([name, property]) => {
      const description = typeof property.description === 'string' ? property.description : '';
      const variants = variantsOf(property);
      const types = new Set(variants.map(typeOf));
      const only = types.size === 1 ? [...types][0] : undefined;
      const items = only === 'array' ? variantsOf((variants[0]!.items ?? {}) as JsonSchema) : [];
      const nodes = only === 'object' ? variants.every(isNode) : items.length > 0 && items.every(isNode);
      if (nodes) {
        const cls = classOf(name);
        return { name, range: cls === null ? 'hydra:Resource' : `#${cls}`, maxCardinality: only === 'array' ? null : 1, description };
      }
      const range = only === 'array' ? 'xmls:array' : only === 'object' ? 'rdf:JSON' : ((only && SCALARS[only]) ?? 'rdfs:Literal');
      return { name, range, maxCardinality: null, description };
    });
}

/** True when a property's schema accepts `null`. */
function acceptsNull(property: JsonSchema): boolean {
  const union = (property.anyOf ?? property.oneOf) as JsonSchema[] | undefined;
  if (union) return union.some(acceptsNull);
  return property.type === 'null' || (Array.isArray(property.type) && property.type.includes('null'));
}

/** The names a write's schema accepts, and those it requires (a default, or accepting `null`, makes one not required). */
export function writeFields(schema: z.ZodType): { accepted: Set<string>; required: Set<string> } {
  const json = jsonSchemaOf(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = ((json.required ?? []) as string[]).filter((name) => properties[name] !== undefined && !acceptsNull(properties[name]));
  return { accepted: new Set(Object.keys(properties)), required: new Set(required) };
}
