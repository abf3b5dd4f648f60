import { rawRoute } from '../routes/declare';
import type { RouteDeclaration } from '../routes/types';
import { notFound } from '../errors';
import { contextOf } from './contexts';
import { entrypoint, hydraDocumentation } from './hydra-doc';
import { openApiDocument } from './openapi';
import { openApiPage } from './page';

const LD_JSON = { 'Content-Type': 'application/ld+json; charset=utf-8' };

/** The origin the request was sent to: the documentation's vocabulary is absolute under it. */
const originOf = (url: string) => new URL(url).origin;

/**
 * The API describing itself, generated from the declarations of `documented` (and the hand-wired
 * routes' table): the entrypoint, the Hydra documentation, the contexts every answer names, OpenAPI
 * and a page to browse it. Public, as API Platform serves them: they describe shapes, never data.
 */
export function selfDescriptionRoutes(documented: readonly RouteDeclaration[]): RouteDeclaration[] {
  return [
    rawRoute({
      method: 'GET',
      path: '',
      access: 'public',
      hydraClass: 'Entrypoint',
      summary: 'The API entrypoint: a link to each collection.',
      mediaType: 'application/ld+json',
      handle: (_, c) => c.json(entrypoint(documented), 200, LD_JSON),
    }),
    rawRoute({
      method: 'GET',
      path: '/docs.jsonld',
      access: 'public',
      hydraClass: 'ApiDocumentation',
      summary: 'The Hydra documentation of the API.',
      mediaType: 'application/ld+json',
      handle: ({ url }, c) => c.json(hydraDocumentation(documented, originOf(url)), 200, LD_JSON),
    }),
    rawRoute({
      method: 'GET',
      path: '/docs.json',
      access: 'public',
      hydraClass: 'OpenApi',
      summary: 'The OpenAPI 3.1 description of the API.',
      mediaType: 'application/json',
      handle: ({ url }, c) => c.json(openApiDocument(documented, originOf(url))),
    }),
    rawRoute({
      method: 'GET',
      path: '/docs',
      access: 'public',
      hydraClass: 'OpenApi',
      summary: 'A page to browse the OpenAPI description.',
      mediaType: 'text/html',
      handle: ({ url }, c) => c.html(openApiPage(openApiDocument(documented, originOf(url)))),
    }),
    rawRoute({
      method: 'GET',
      path: '/contexts/{class}',
      params: { class: 'key' },
      access: 'public',
      hydraClass: 'Context',
      summary: 'The JSON-LD context of a class (Collection, Error, Entrypoint and each resource).',
      mediaType: 'application/ld+json',
      handle: ({ url, param }, c) => {
        const context = contextOf(param('class'), documented, originOf(url));
        if (context === null) throw notFound('Contexte inconnu.');
        return c.json({ '@context': context }, 200, LD_JSON);
      },
    }),
  ];
}
