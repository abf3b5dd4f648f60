import { Hono } from 'hono';
import type { AppEnv } from '../core/env';
import { collectionBody, iri, jsonLd } from '../core/hydra';

/** The front version the client compares with its own (spec part 1 §7, §9): public. */
export const projectVersionRoutes = new Hono<AppEnv>();

const projectVersion = (frontVersion: string) => jsonLd('ProjectVersion', iri('/project-versions', 1), { frontVersion });

projectVersionRoutes.get('/project-versions', (c) => {
  const member = projectVersion(c.var.deps.config.frontVersion);
  return c.json(collectionBody(c.req.url, [member], 1, { page: 1, itemsPerPage: 1 }));
});

projectVersionRoutes.get('/project-versions/1', (c) => c.json(projectVersion(c.var.deps.config.frontVersion)));
