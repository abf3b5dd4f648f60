// Every route × every demo role: the platform admin, the manager, the secretariat and the trainer of
// the demo, and for the two roles whose rights come from a role account, a member holding no
// permission at all. Each call names a row that does not exist and sends an empty payload: the table
// answers before any lookup, so a refusal is the table's 403 (« Vous n’avez pas la permission… ») and
// anything else means the table let the call through. The status must agree with what the table
// declares for that user's role and permissions (server/core/route-guard.ts `allows`).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DENIED } from '../../../server/core/permissions';
import { allows } from '../../../server/core/route-guard';
import { ROUTE_PERMISSIONS } from '../../../server/resources/route-permissions';
import { ROLES } from '../../../src/shared/auth/roles';
import { emptyFigures, saveFigures } from '../../reliability/figures';
import { createTestApp, signIn, type TestApp } from '../helpers';
import { FINER_IN_HANDLER } from './guards';
import { DEMO_ROLES } from './permissions-doc';
import { tokenWith } from './permission-users';
import { apiRoutes, fillPath, type ApiRoute } from './registry';

interface Caller {
  label: string;
  token: string;
  role: string;
  permissions: ReadonlySet<string>;
  learnerId: null;
}

let t: TestApp;
let routes: ApiRoute[];
const callers: Caller[] = [];
const figures = emptyFigures();

before(async () => {
  t = await createTestApp();
  // Logging out would end the caller's session for the calls after it.
  routes = apiRoutes(t.app).filter((r) => !r.isPublic && r.key !== 'POST /api/state-api/logout');
  for (const demo of DEMO_ROLES) {
    const session = await signIn(t.app, demo.email);
    callers.push({ label: demo.label, token: session.token, role: session.user.roles[0]!, permissions: new Set(session.user.permissions), learnerId: null });
  }
  for (const [label, role] of [
    ['Personnel administratif sans permission', ROLES.administrative],
    ['Formateur sans permission', ROLES.trainer],
  ] as const) {
    callers.push({ label, token: await tokenWith(t, [], role), role, permissions: new Set(), learnerId: null });
  }
});

/** The exports the managers' `POST /api/exports` started run in the background: let them finish before closing. */
async function exportsFinished(): Promise<void> {
  for (;;) {
    const running = await t.deps.db.selectFrom('data_exports').select('id').where('finished_at', 'is', null).executeTakeFirst();
    if (!running) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

after(async () => {
  saveFigures('roles', 'rôles × routes (table des permissions)', figures);
  await exportsFinished();
  await t.close();
});

test('the demo accounts hold what docs/permissions.md says they hold', () => {
  for (const demo of DEMO_ROLES) {
    const caller = callers.find((c) => c.label === demo.label)!;
    assert.equal(caller.role, demo.role, demo.label);
    assert.deepEqual([...caller.permissions].sort(), [...demo.permissions].sort(), demo.label);
  }
});

test('every route answers each role as the table declares: refused by the table exactly when it does not allow', async () => {
  const problems: string[] = [];
  for (const route of routes) {
    const access = ROUTE_PERMISSIONS.get(route.key)!;
    const path = fillPath(route, route.params.map(() => '999999'));
    for (const caller of callers) {
      const init: RequestInit = { method: route.method, headers: { Authorization: `Bearer ${caller.token}`, 'Content-Type': 'application/json' } };
      if (route.method !== 'GET' && route.method !== 'DELETE') init.body = '{}';
      figures.requests += 1;
      const response = await t.app.request(path, init);
      const refused = response.status === 403 && ((await response.json()) as { detail?: string }).detail === DENIED;
      if (response.status !== 403) await response.body?.cancel();
      const expected = allows(access, caller);
      if (!expected && !refused) {
        figures.leaks += 1;
        problems.push(`${route.key} — ${caller.label}: ${response.status}, the table refuses it`);
      }
      // A handler may still ask, per action, for one permission of the declared list.
      if (expected && refused && !FINER_IN_HANDLER.includes(route.key)) problems.push(`${route.key} — ${caller.label}: refused, the table allows it`);
      if (response.status >= 500) problems.push(`${route.key} — ${caller.label}: ${response.status}`);
    }
  }
  assert.ok(problems.length === 0, `${problems.length} disagreement(s) with the table:\n${problems.join('\n')}`);
});
