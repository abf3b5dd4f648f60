import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './env';
import { badRequest } from './errors';
import { assertPagingSyntax } from './list-query';
import { plainPathOf } from './request-url';

/**
 * Characters no text of Volant holds: C0 controls other than tab, line feed and carriage return
 * (NUL makes PostgreSQL refuse the statement and breaks SQLite's full-text search), and UTF-16
 * surrogates without their pair (stored, they come back as « � »).
 */
const FORBIDDEN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const FORBIDDEN_TEXT_MESSAGE = 'Ce champ contient des caractères non autorisés.';

export function hasForbiddenText(text: string): boolean {
  return FORBIDDEN_TEXT.test(text);
}

/**
 * Names that reach an object's prototype when used as a key (`obj[name] = …`, `obj[name]`): refused
 * as JSON keys and as query parameters (`__proto__=1`, `order[constructor]=desc`) with a 400.
 */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export function isPrototypeKey(name: string): boolean {
  return PROTOTYPE_KEYS.has(name);
}

export const prototypeKeyMessage = (name: string) => `Le nom « ${name} » n’est pas autorisé dans une requête.`;

/** The first query parameter whose name, or a bracketed part of it (`order[__proto__]`), is a prototype key. */
function prototypeParameter(query: URLSearchParams): string | null {
  for (const name of query.keys()) if (name.split(/[[\]]/).some(isPrototypeKey)) return name;
  return null;
}

/** The dotted path of the first string of a parsed JSON value that holds a forbidden character, or null. */
export function forbiddenTextPath(value: unknown, path: readonly string[] = []): string | null {
  if (typeof value === 'string') return hasForbiddenText(value) ? path.join('.') : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = forbiddenTextPath(item, [...path, String(index)]);
      if (found !== null) return found;
    }
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const found = forbiddenTextPath(item, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}

/**
 * Every /api request: a path and query that decode, without forbidden characters or prototype keys
 * in parameter names, and a sane `page`/`itemsPerPage` — refused with a 400 before any handler or
 * query runs.
 */
export const guardRequest = createMiddleware<AppEnv>(async (c, next) => {
  // Without a query (a PATCH, an item's GET) there are no parameters to check: only the path.
  const plainPath = plainPathOf(c.req.url);
  const url = plainPath === undefined ? new URL(c.req.url) : undefined;
  const [path, search] = url ? [url.pathname, url.search] : [plainPath ?? '', ''];
  let decoded: string;
  try {
    decoded = decodeURIComponent(path) + decodeURIComponent(search);
  } catch {
    throw badRequest('L’adresse de la requête est mal encodée.');
  }
  if (hasForbiddenText(decoded)) throw badRequest('L’adresse de la requête contient des caractères non autorisés.');
  if (url) {
    const prototypeName = prototypeParameter(url.searchParams);
    if (prototypeName !== null) throw badRequest(prototypeKeyMessage(prototypeName));
    if (c.req.method === 'GET' || c.req.method === 'HEAD') assertPagingSyntax(url.searchParams);
  }
  await next();
});
