/** Where the API documents itself (under the server's origin). */
export const DOCS_JSONLD = '/api/docs.jsonld';
export const DOCS_OPENAPI = '/api/docs.json';
export const ENTRYPOINT = '/api';
export const HYDRA = 'http://www.w3.org/ns/hydra/core#';

/** The `Link` header value every API answer carries (how Hydra clients find the documentation; absolute, as they fetch it as is). */
export const docsLink = (origin: string) => `<${origin}${DOCS_JSONLD}>; rel="${HYDRA}apiDocumentation"`;

/** The vocabulary of the API's classes and properties: the documentation's own fragment IRIs. */
export const vocabulary = (origin: string) => `${origin}${DOCS_JSONLD}#`;

/** The prefixes the documentation uses. */
export const PREFIXES = {
  hydra: HYDRA,
  rdf: 'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  rdfs: 'http://www.w3.org/2000/01/rdf-schema#',
  xmls: 'http://www.w3.org/2001/XMLSchema#',
  owl: 'http://www.w3.org/2002/07/owl#',
  schema: 'https://schema.org/',
} as const;
