// No two routes can answer the same request, so the order routers are registered in decides nothing:
// checked pairwise over the whole permission table (declared routes and hand-wired ones alike) with
// typed parameters. The hand-wired overlaps that remain are listed and may only shrink.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { inspectRoutes } from 'hono/dev';
import { ROUTE_PERMISSIONS } from '../../../server/resources/route-permissions';
import { overlappingRoutes, routesOverlap } from '../../../server/core/routes/overlap';
import { routeKey } from '../../../server/core/routes/path';
import { DECLARED_ROUTES } from '../../../server/resources/declarations';
import { createTestApp } from '../helpers';


test('the overlap check sees a deliberate overlap, and typed parameters keep static paths apart', () => {
  assert.equal(routesOverlap('GET /api/learners/:id', 'GET /api/learners/situation'), true);
  assert.equal(routesOverlap('GET /api/learners/:id{[0-9]+}', 'GET /api/learners/situation'), false);
  assert.equal(routesOverlap('GET /api/learners/:id{[0-9]+}', 'GET /api/learners/:learner'), true);
  assert.equal(routesOverlap('GET /api/learners/:id{[0-9]+}', 'PATCH /api/learners/:id{[0-9]+}'), false);
  assert.equal(routesOverlap('GET /api/quotes/:uuid{[0-9a-fA-F-]+}', 'GET /api/quotes/:id{[0-9]+}'), true);
  assert.equal(routesOverlap('GET /api/contexts/:class{[A-Za-z0-9_-]+}', 'GET /api/contexts/Tva/x'), false);
  const deliberate = [...ROUTE_PERMISSIONS.keys(), 'GET /api/billing/tvas/:slug'];
  assert.ok(overlappingRoutes(deliberate).some(([a, b]) => a === 'GET /api/billing/tvas/:id{[0-9]+}' && b === 'GET /api/billing/tvas/:slug'));
});

test('no two routes of the API can answer one request, and every route of the table is declared', () => {
  assert.deepEqual(overlappingRoutes([...ROUTE_PERMISSIONS.keys()]), []);
  assert.deepEqual(new Set(DECLARED_ROUTES.map(routeKey)), new Set(ROUTE_PERMISSIONS.keys()));
});

test('no route is registered twice (the second registration would never run)', async () => {
  const t = await createTestApp();
  try {
    const counts = new Map<string, number>();
    for (const route of inspectRoutes(t.app)) {
      if (route.isMiddleware || !route.path.startsWith('/api')) continue;
      const key = `${route.method} ${route.path}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    const twice = [...counts].filter(([, count]) => count > 1).map(([key]) => key);
    assert.deepEqual(twice.sort(), []);
  } finally {
    await t.close();
  }
});
