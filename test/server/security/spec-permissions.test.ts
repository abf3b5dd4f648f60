// The server's route permission table (its declarations) against the table written by hand from the
// specification and docs/decisions.md (spec-permissions/): the same routes, the same access, and every
// write route names a permission, a role, or a documented reason to be open. The server's table is never
// the expectation here: a new route, or an access changed, fails until the written table says so too.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { ROUTE_PERMISSIONS } from '../../../server/resources/route-permissions';
import { ACCOUNTING } from './spec-permissions/accounting';
import { LEARNERS } from './spec-permissions/learners';
import { LEARNER_SPACE } from './spec-permissions/learner-space';
import { NATIONAL, OPERATIONS, PLANNING } from './spec-permissions/operations';
import { ADMINISTRATION, PLATFORM } from './spec-permissions/platform-administration';
import type { SpecAccess, SpecRule } from './spec-permissions/rules';

const SPEC_TABLE: readonly SpecRule[] = [...PLATFORM, ...ADMINISTRATION, ...ACCOUNTING, ...LEARNERS, ...LEARNER_SPACE, ...PLANNING, ...NATIONAL, ...OPERATIONS];
const WRITE = /^(?:POST|PUT|PATCH|DELETE) /;

/** A Hono route key (`PATCH /api/learners/:id{[0-9]+}`) as the written table spells it (`PATCH /api/learners/{id}`). */
const specKey = (honoKey: string) => honoKey.replace(/:(\w+)(?:\{[^}]*\})?/g, '{$1}');

/** An access as one comparable text: permissions as a sorted set. */
const describe = (access: SpecAccess) => (typeof access === 'string' ? access : `any of ${[...new Set(access)].sort().join(', ')}`);

/** Every difference between the server's table and the written one, one line each. */
function differences(server: ReadonlyMap<string, SpecAccess>, written: readonly SpecRule[]): string[] {
  const expected = new Map(written.map((r) => [r.route, r.access]));
  const found: string[] = [];
  for (const [route, access] of server) {
    const want = expected.get(route);
    if (want === undefined) found.push(`${route}: served (${describe(access)}) but not in the written table`);
    else if (describe(want) !== describe(access)) found.push(`${route}: the server says ${describe(access)}, the spec table ${describe(want)}`);
  }
  for (const { route } of written) if (!server.has(route)) found.push(`${route}: in the written table but not served`);
  return found;
}

const serverTable = () => new Map([...ROUTE_PERMISSIONS].map(([key, access]) => [specKey(key), access]));

test('the server declares for every route the access the specification and docs/decisions.md give it', () => {
  const found = differences(serverTable(), SPEC_TABLE);
  assert.deepEqual(found, [], `${found.length} difference(s) with test/server/security/spec-permissions/:\n${found.join('\n')}`);
});

test('the written table names each route once, with where its access comes from', () => {
  const seen = new Set<string>();
  const headings = readFileSync(new URL('../../../docs/decisions.md', import.meta.url), 'utf8').split('\n').filter((line) => line.startsWith('## ')).map((line) => line.slice(3));
  for (const { route, access, why } of SPEC_TABLE) {
    assert.ok(!seen.has(route), `${route} is written twice`);
    seen.add(route);
    assert.ok(typeof access === 'string' || access.length > 0, `${route} names no permission`);
    assert.match(why, /spec part [12]|docs\/decisions\.md/, `${route}: its reason cites neither the spec nor docs/decisions.md`);
    for (const [, section] of why.matchAll(/docs\/decisions\.md « ([^»]+) »/g)) {
      assert.ok(headings.some((heading) => heading.startsWith(section!.trim())), `${route}: docs/decisions.md has no section « ${section} »`);
    }
  }
});

test('every write route names a permission or a role, or the documented reason it is open', () => {
  const open = SPEC_TABLE.filter((r) => WRITE.test(r.route) && (r.access === 'public' || r.access === 'authenticated'));
  for (const { route, why } of open) assert.match(why, /docs\/decisions\.md « [^»]+ »|spec part [12] §\d+[^;]*(?:public|signs in|refresh)/, `${route} is open without a documented reason`);
  const undocumented = [...serverTable()].filter(([route, access]) => WRITE.test(route) && typeof access === 'string' && ['public', 'authenticated'].includes(access) && !open.some((r) => r.route === route));
  assert.deepEqual(undocumented.map(([route]) => route), [], 'open write routes of the server that the written table does not document');
});

test('the comparison reports a route added, one dropped and an access changed', () => {
  const written = [
    { route: 'GET /api/learners', access: 'authenticated', why: '' },
    { route: 'POST /api/learners', access: ['isModifyLearners'], why: '' },
    { route: 'DELETE /api/groups/{id}', access: ['isModifyLearners'], why: '' },
  ] as const satisfies readonly SpecRule[];
  const server = new Map<string, SpecAccess>([
    ['GET /api/learners', 'authenticated'],
    ['POST /api/learners', 'authenticated'],
    ['PATCH /api/learners/{id}', ['isModifyLearners']],
  ]);
  assert.deepEqual(differences(server, written), [
    'POST /api/learners: the server says authenticated, the spec table any of isModifyLearners',
    'PATCH /api/learners/{id}: served (any of isModifyLearners) but not in the written table',
    'DELETE /api/groups/{id}: in the written table but not served',
  ]);
  assert.equal(specKey('PATCH /api/learners/:id{[0-9]+}/photo/:kind{[A-Za-z0-9_-]+}'), 'PATCH /api/learners/{id}/photo/{kind}');
});
