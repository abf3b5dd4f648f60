import type { z } from 'zod';
import type { hydraViewSchema } from './hydra-schema';

/**
 * JSON-LD / Hydra shapes shared by the API client, the modules, the CLI and the reference server.
 * Lists read `hydra:member` / `member` and `hydra:totalItems` / `totalItems` (api-platform both ways).
 */

/** A JSON-LD resource: every item the API answers carries its IRI and type. */
export interface JsonLdResource {
  '@id': string;
  '@type': string;
}

export type JsonLd<T> = T & JsonLdResource;

export type HydraView = z.infer<typeof hydraViewSchema>;

/** A Hydra collection as the API answers it. */
export interface HydraCollection<T> {
  '@context'?: string;
  '@id': string;
  '@type': 'hydra:Collection';
  'hydra:member': JsonLd<T>[];
  'hydra:totalItems': number;
  'hydra:view'?: HydraView;
}

/** What screens use: the members and the total, whatever spelling the server used. */
export interface Page<T> {
  items: JsonLd<T>[];
  total: number;
}

export interface Violation {
  propertyPath: string;
  message: string;
}

/** JSON-LD / problem error body (api-platform's `hydra:Error` + RFC 7807 fields). */
export interface ErrorBody {
  '@context'?: string;
  '@type'?: string;
  /** RFC 9457 problem type: a stable code (src/shared/api/problem-types.ts) for the refusals screens react to. */
  type?: string;
  title?: string;
  detail?: string;
  status?: number;
  'hydra:title'?: string;
  'hydra:description'?: string;
  violations?: Violation[];
}

interface LooseCollection<T> {
  'hydra:member'?: JsonLd<T>[];
  member?: JsonLd<T>[];
  'hydra:totalItems'?: number;
  totalItems?: number;
}

/** Maps a collection answer (either spelling) to a page. */
export function readCollection<T>(body: LooseCollection<T>): Page<T> {
  const items = body['hydra:member'] ?? body.member ?? [];
  const total = body['hydra:totalItems'] ?? body.totalItems ?? items.length;
  return { items, total };
}

/** Error text as api-platform/admin reads it: detail, then hydra:description, then title. */
export function errorText(body: ErrorBody | null | undefined): string | undefined {
  if (!body) return undefined;
  return body.detail ?? body['hydra:description'] ?? body.title ?? body['hydra:title'];
}

/** The numeric id at the end of an IRI (`/api/learners/12` → 12). */
export function idFromIri(iri: string): number {
  const last = iri.slice(iri.lastIndexOf('/') + 1);
  const id = Number(last);
  if (!Number.isInteger(id)) throw new Error(`IRI without numeric id: ${iri}`);
  return id;
}
