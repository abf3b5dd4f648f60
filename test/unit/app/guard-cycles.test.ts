// The shell follows the guard's redirects one after the other; a cycle between two routes is an endless
// chain of navigations (React error #185, a blank app). Every route of the real table, for users of
// every role and permission set, must end on a screen within a few steps.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { navigationFor, type NavigationContext } from '../../../src/app/guards/navigation';
import { modules } from '../../../src/app/modules';
import { buildMenu, firstMenuPath } from '../../../src/app/navigation/menu';
import { shellNav } from '../../../src/app/navigation/shellNav';
import { buildRouteTable } from '../../../src/app/routing/table';
import { PERMISSIONS } from '../../../src/shared/auth/permissions';
import { ROLES } from '../../../src/shared/auth/roles';
import { ROLE_ACCOUNTS } from '../../../server/seed/demo-data';

const table = buildRouteTable(modules);
const MAX_STEPS = 5;

interface Persona {
  name: string;
  role: string;
  isConfigGeneral: boolean | null;
  permissions: readonly string[];
}

const PERSONAS: Persona[] = [];
for (const isConfigGeneral of [true, false, null]) {
  PERSONAS.push(
    { name: 'admin', role: ROLES.admin, isConfigGeneral, permissions: PERMISSIONS },
    { name: 'manager', role: ROLES.manager, isConfigGeneral, permissions: ROLE_ACCOUNTS.Gérant.permissions },
    { name: 'secretary', role: ROLES.administrative, isConfigGeneral, permissions: ROLE_ACCOUNTS.Secrétariat.permissions },
    { name: 'trainer', role: ROLES.trainer, isConfigGeneral, permissions: ROLE_ACCOUNTS.Formateur.permissions },
    { name: 'trainer without permissions', role: ROLES.trainer, isConfigGeneral, permissions: [] },
    { name: 'secretary who may only configure', role: ROLES.administrative, isConfigGeneral, permissions: ['isConfigAccount'] },
  );
}

function contextOf(persona: Persona): NavigationContext {
  const user = { roles: [persona.role], isConfigGeneral: persona.isConfigGeneral, adminType: null, avis_solution: false, survey_link: null };
  const permissions = { status: 'loaded' as const, permissions: persona.permissions };
  const menu = buildMenu([...table.nav, ...shellNav], { user, permissions: persona.permissions, currency: 'EUR', links: [] });
  return { authenticated: true, user, permissions, currency: 'EUR', firstNavPath: firstMenuPath(menu) };
}

/** A concrete URL of a route pattern (any id: the guard does not read it). */
const concrete = (pattern: string) => pattern.replace(/\{\w+\}/g, '1');

/** The paths the shell visits from `start` until a screen is rendered; throws on a cycle or a long chain. */
function follow(start: string, context: NavigationContext): string[] {
  const visited = [start];
  let path = start;
  for (let step = 0; step < MAX_STEPS; step += 1) {
    const { target, decision } = navigationFor(table, path, context);
    if (target === null) {
      assert.equal(decision?.kind, 'allow', `${visited.join(' → ')} waits (${JSON.stringify(decision)})`);
      return visited;
    }
    if (visited.includes(target)) throw new Error(`redirect cycle: ${[...visited, target].join(' → ')}`);
    visited.push(target);
    path = target;
  }
  throw new Error(`no screen after ${MAX_STEPS} redirects: ${visited.join(' → ')}`);
}

for (const persona of PERSONAS) {
  test(`guard: every route ends on a screen for a ${persona.name} (isConfigGeneral ${String(persona.isConfigGeneral)})`, () => {
    const context = contextOf(persona);
    for (const route of table.routes) follow(concrete(route.path), context);
  });
}

test('guard: an unconfigured trainer opens the home page; an unconfigured manager is sent to the wizard', () => {
  const trainer = PERSONAS.find((p) => p.name === 'trainer' && p.isConfigGeneral === null)!;
  const manager = PERSONAS.find((p) => p.name === 'manager' && p.isConfigGeneral === null)!;
  assert.deepEqual(follow('/', contextOf(trainer)), ['/']);
  assert.deepEqual(follow('/', contextOf(manager)), ['/', '/configuration/configuration-compte']);
});
