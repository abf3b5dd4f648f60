// Permissions, driven by the route registry and the server's declared table (guards.ts reads it):
// every private route is called by administrative staff members of the first structure (all
// agencies) holding no permission, every permission alone, or all of them. A guarded call is refused
// by the table (403, « Vous n’avez pas la permission… ») without its permissions and opened by each of
// them alone; an unguarded call is never refused by the table; the platform-admin, export and
// other-user calls stay refused even with every permission. A 403 with another text is a row rule of
// the handler (a more privileged member, a done lesson), not the table.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { PERMISSIONS } from '../../../src/shared/auth/permissions';
import { emptyFigures, saveFigures } from '../../reliability/figures';
import { createTestApp, signIn, type TestApp } from '../helpers';
import { DENIED } from '../../../server/core/permissions';
import { FINER_IN_HANDLER, GUARDS, STAFF_NEVER } from './guards';
import { judge } from './hostile';
import { tokenWith } from './permission-users';
import { apiRoutes, crawlAs, fillPath, targetPaths, type ApiRoute, type Crawl } from './registry';

let t: TestApp;
let routes: ApiRoute[];
let crawl: Crawl;
const figures = emptyFigures();
const tokens = new Map<string, string>();

before(async () => {
  t = await createTestApp();
  routes = apiRoutes(t.app).filter((r) => !r.isPublic && r.key !== 'POST /api/state-api/logout');
  const owner = (await signIn(t.app, 'gerant@volant.test')).token;
  crawl = await crawlAs((p, i) => t.app.request(p, i), owner, routes);
  figures.requests += crawl.requests;
});

after(async () => {
  saveFigures('permissions', 'permissions (registre des routes)', figures);
  await t.close();
});

async function token(permissions: readonly string[]): Promise<string> {
  const key = permissions.join(',');
  if (!tokens.has(key)) tokens.set(key, await tokenWith(t, permissions));
  return tokens.get(key)!;
}

async function call(route: ApiRoute, permissions: readonly string[]): Promise<Response> {
  const targets = targetPaths(route, crawl, 1);
  const path = 'paths' in targets ? targets.paths[0]! : fillPath(route, route.params.map(() => '999999'));
  const init: RequestInit = { method: route.method, headers: { Authorization: `Bearer ${await token(permissions)}`, 'Content-Type': 'application/json' } };
  if (route.method !== 'GET' && route.method !== 'DELETE') init.body = '{}';
  figures.requests += 1;
  return t.app.request(path, init);
}

/** Whether the answer is the table's refusal (a 403 with its text), read without consuming `response`. */
async function refusedByTable(response: Response): Promise<boolean> {
  if (response.status !== 403) return false;
  const body = (await response.clone().json()) as { detail?: string };
  return body.detail === DENIED;
}

test('every guarded call is refused without its permissions and opened by each of them alone; the others are never refused', async () => {
  const problems: string[] = [];
  // Deletions last: a permission that opens one removes the row the next calls name.
  const ordered = [...routes].sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
  for (const route of ordered) {
    const guard = GUARDS[route.key];
    const never = STAFF_NEVER.includes(route.key);
    const bare = await call(route, []);
    if (guard || never) {
      figures.badInputs += 1;
      if (guard ? !(await refusedByTable(bare)) : bare.status !== 403) {
        figures.leaks += 1;
        problems.push(`${route.key}: ${bare.status} without permission (or not refused by the table)`);
      }
      const verdict = await judge(bare, true);
      if (!verdict.ok) problems.push(`${route.key}: ${verdict.why}`);
    } else if (await refusedByTable(bare)) {
      problems.push(`${route.key}: refused without permission but declared open (${(await bare.text()).slice(0, 100)})`);
    } else await bare.body?.cancel();
    if (never) {
      const full = await call(route, PERMISSIONS);
      if (full.status !== 403) {
        figures.leaks += 1;
        problems.push(`${route.key}: ${full.status} for staff with every permission`);
      }
      await full.body?.cancel();
    }
    // Where the handler asks, per action, for one permission of the declared list, an empty payload
    // opens the call with one of them only.
    let opened = 0;
    for (const permission of guard ?? []) {
      const res = await call(route, [permission]);
      if (await refusedByTable(res)) {
        if (!FINER_IN_HANDLER.includes(route.key)) problems.push(`${route.key}: still refused with ${permission}`);
      } else opened += 1;
      if (res.status >= 500) problems.push(`${route.key}: ${res.status} with ${permission}`);
      await res.body?.cancel();
    }
    if (guard && opened === 0) problems.push(`${route.key}: opened by none of ${guard.join(', ')}`);
  }
  assert.ok(problems.length === 0, `${problems.length} permission problem(s):\n${problems.join('\n')}`);
});
