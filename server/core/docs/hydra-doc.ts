import type { RouteDeclaration } from '../routes/types';
import { collectionOf, documentedClasses, entrypointName, type DocumentedClass } from './catalogue';
import { hydraProperties, writeFields } from './hydra-properties';
import { DOCS_JSONLD, ENTRYPOINT, PREFIXES, vocabulary } from './vocabulary';

type Node = Record<string, unknown>;

const ACTIONS: Readonly<Record<string, string>> = {
  GET: 'schema:FindAction',
  POST: 'schema:CreateAction',
  PUT: 'schema:ReplaceAction',
  PATCH: 'schema:UpdateAction',
  DELETE: 'schema:DeleteAction',
};

/** What an operation returns, as a class IRI of the documentation. */
function returnsOf(route: RouteDeclaration): string {
  if (route.returns === 'collection') return 'hydra:Collection';
  if (route.returns === 'item') return `#${route.hydraClass}`;
  if (route.returns === 'json') return 'owl:Thing';
  return 'owl:Nothing';
}

function operation(route: RouteDeclaration): Node {
  return {
    '@type': ['hydra:Operation', ACTIONS[route.method]],
    'hydra:method': route.method,
    'hydra:title': route.summary,
    'rdfs:label': route.summary,
    ...(route.input === undefined ? {} : { expects: `#${route.hydraClass}` }),
    returns: returnsOf(route),
  };
}

/**
 * The writes a Hydra client makes on a class: the create on its collection and the update of its
 * items (`POST /agencies`, `PATCH /agencies/{id}`); a class written otherwise only, all its writes.
 */
function writesOf(cls: DocumentedClass): RouteDeclaration[] {
  const path = collectionOf(cls)?.path;
  const withBody = cls.routes.filter((route) => route.input !== undefined);
  const canonical = withBody.filter(
    (route) => (route.method === 'POST' && route.path === path) || ((route.method === 'PATCH' || route.method === 'PUT') && route.path === `${path}/{id}`),
  );
  return canonical.length > 0 ? canonical : withBody;
}

/**
 * What a class's properties accept: writable when every write of the class accepts it (a form shows
 * it for the create and the update alike), required when its create (else each write) requires it.
 */
function writabilityOf(cls: DocumentedClass): { writable: (name: string) => boolean; required: (name: string) => boolean } {
  const writes = writesOf(cls).map((route) => ({ route, fields: writeFields(route.input!) }));
  const creates = writes.filter(({ route }) => route.method === 'POST');
  const writable = (name: string) => writes.length > 0 && writes.every(({ fields }) => fields.accepted.has(name));
  const requiring = creates.length > 0 ? creates : writes;
  return { writable, required: (name) => writable(name) && requiring.every(({ fields }) => fields.required.has(name)) };
}

/** The documented class a property's embedded nodes belong to, by the property's name (`agency`, `groups`). */
function nodeClasses(classes: readonly DocumentedClass[]): (property: string) => string | null {
  const byName = new Map(classes.filter((cls) => collectionOf(cls) !== undefined).map((cls) => [entrypointName(cls.name), cls.name]));
  return (property) => byName.get(property) ?? byName.get(property.replace(/s$/, '')) ?? null;
}

function classNode(cls: DocumentedClass, classOf: (property: string) => string | null): Node {
  const shaped = cls.routes.find((route) => route.returns === 'item' || route.returns === 'collection');
  const properties = shaped && (shaped.returns === 'item' || shaped.returns === 'collection') ? hydraProperties(shaped.output, classOf) : [];
  const { writable, required } = writabilityOf(cls);
  const id = `#${cls.name}`;
  return {
    '@id': id,
    '@type': 'hydra:Class',
    'rdfs:label': cls.name,
    'hydra:title': cls.name,
    'hydra:supportedProperty': properties.map((property) => ({
      '@type': 'hydra:SupportedProperty',
      'hydra:property': {
        '@id': `${id}/${property.name}`,
        '@type': 'rdf:Property',
        'rdfs:label': property.name,
        domain: id,
        range: property.range,
        ...(property.maxCardinality === null ? {} : { 'owl:maxCardinality': property.maxCardinality }),
      },
      'hydra:title': property.name,
      'hydra:description': property.description,
      'hydra:required': required(property.name),
      'hydra:readable': true,
      'hydra:writeable': writable(property.name),
    })),
    // Item operations: the routes on one resource (`/billing/tvas/{id}`).
    'hydra:supportedOperation': cls.routes.filter((route) => route.path.includes('{')).map(operation),
  };
}

/** The entrypoint's class: one link per class with a collection, carrying the collection's operations. */
function entrypointNode(classes: readonly DocumentedClass[]): Node {
  return {
    '@id': '#Entrypoint',
    '@type': 'hydra:Class',
    'hydra:title': 'The API entrypoint',
    'hydra:supportedProperty': classes
      .filter((cls) => collectionOf(cls) !== undefined)
      .map((cls) => {
        const name = entrypointName(cls.name);
        const onCollection = cls.routes.filter((route) => route.path === collectionOf(cls)?.path);
        return {
          '@type': 'hydra:SupportedProperty',
          'hydra:property': {
            '@id': `#Entrypoint/${name}`,
            '@type': 'hydra:Link',
            'rdfs:label': `The collection of ${cls.name} resources`,
            domain: '#Entrypoint',
            'rdfs:range': [
              { '@id': 'hydra:Collection' },
              { 'owl:equivalentClass': { 'owl:onProperty': { '@id': 'hydra:member' }, 'owl:allValuesFrom': { '@id': `#${cls.name}` } } },
            ],
            'hydra:supportedOperation': onCollection.map(operation),
          },
          'hydra:title': name,
          'hydra:description': `The collection of ${cls.name} resources`,
          'hydra:readable': true,
          'hydra:writeable': false,
        };
      }),
    'hydra:supportedOperation': {
      '@type': 'hydra:Operation',
      'hydra:method': 'GET',
      'rdfs:label': 'The API entrypoint.',
      'hydra:title': 'The API entrypoint.',
      returns: '#Entrypoint',
    },
  };
}

/** `/api/docs.jsonld`: the hydra:ApiDocumentation generated from the route declarations. */
export function hydraDocumentation(routes: readonly RouteDeclaration[], origin: string): Node {
  const classes = documentedClasses(routes);
  const classOf = nodeClasses(classes);
  return {
    '@context': {
      '@vocab': vocabulary(origin),
      ...PREFIXES,
      domain: { '@id': 'rdfs:domain', '@type': '@id' },
      range: { '@id': 'rdfs:range', '@type': '@id' },
      expects: { '@id': 'hydra:expects', '@type': '@id' },
      returns: { '@id': 'hydra:returns', '@type': '@id' },
    },
    '@id': DOCS_JSONLD,
    '@type': 'hydra:ApiDocumentation',
    'hydra:title': 'API Volant',
    'hydra:description': 'L’API de référence de Volant (JSON-LD, Hydra).',
    'hydra:entrypoint': ENTRYPOINT,
    'hydra:supportedClass': [...classes.map((cls) => classNode(cls, classOf)), entrypointNode(classes)],
  };
}

/** `/api`: the entrypoint, linking each class's collection. */
export function entrypoint(routes: readonly RouteDeclaration[]): Node {
  const links = documentedClasses(routes).flatMap((cls) => {
    const collection = collectionOf(cls);
    return collection ? [[entrypointName(cls.name), `/api${collection.path}`]] : [];
  });
  return { '@context': '/api/contexts/Entrypoint', '@id': ENTRYPOINT, '@type': 'Entrypoint', ...Object.fromEntries(links) };
}
