// Issue 41: a learner's token opens the learner API and nothing else. Every declared route of the
// API outside /api/me (the registry reads them from the app, so a new route is swept without editing
// this file) is called as each demo learner, with his own learner id, another learner's and another
// structure's in every path parameter, and an empty payload: each answers 403 before any handler
// runs. Inside /api/me, another learner's or another structure's ids answer 404.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DEMO_LEARNER_ACCOUNTS } from '../../../server/seed/learner-accounts';
import { createTestApp, signIn, tinyPdf, type TestApp } from '../helpers';
import { apiRoutes, fillPath, type ApiRoute } from './registry';

let t: TestApp;
let routes: ApiRoute[];
const callers: { email: string; token: string; learnerId: number }[] = [];
/** Ids a path may name: his own learner's, the other demo learner's, a learner of the other structure. */
let ids: string[];

before(async () => {
  t = await createTestApp();
  routes = apiRoutes(t.app).filter((r) => !r.isPublic);
  for (const email of Object.values(DEMO_LEARNER_ACCOUNTS)) {
    const account = await t.deps.db.selectFrom('users').select('learner_id').where('email', '=', email).executeTakeFirstOrThrow();
    callers.push({ email, token: (await signIn(t.app, email)).token, learnerId: account.learner_id! });
  }
  const port = await t.deps.db.selectFrom('learners').select('id').where('structure_id', '=', t.ids.port.structureId).executeTakeFirstOrThrow();
  ids = [String(callers[0]!.learnerId), String(callers[1]!.learnerId), String(port.id)];
  // Each demo learner gives a document of his own: the other's is then a row to attack.
  for (const caller of callers) {
    const form = new FormData();
    form.set('documentType', 'IDENTITE');
    form.set('file', new File([tinyPdf()], 'identite.pdf', { type: 'application/pdf' }));
    const res = await t.app.request('/api/me/documents', { method: 'POST', headers: { Authorization: `Bearer ${caller.token}` }, body: form });
    assert.equal(res.status, 201);
  }
});
after(() => t.close());

const isLearnerApi = (route: ApiRoute) => route.path === '/api/me' || route.path.startsWith('/api/me/');

async function call(route: ApiRoute, token: string, id: string): Promise<Response> {
  const init: RequestInit = { method: route.method, headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' } };
  if (route.method !== 'GET' && route.method !== 'DELETE' && route.method !== 'HEAD') init.body = '{}';
  return t.app.request(fillPath(route, route.params.map(() => id)), init);
}

test('every staff route answers 403 to a learner’s token, whatever ids it names', async () => {
  const staffRoutes = routes.filter((r) => !isLearnerApi(r));
  assert.ok(staffRoutes.length > 300, `${staffRoutes.length} routes swept`);
  const problems: string[] = [];
  for (const route of staffRoutes) {
    for (const caller of callers) {
      for (const id of route.params.length ? ids : ['']) {
        const res = await call(route, caller.token, id);
        if (res.status !== 403) problems.push(`${route.key} (${id}) — ${caller.email}: ${res.status}`);
        await res.body?.cancel();
      }
    }
  }
  assert.deepEqual(problems, [], `${problems.length} staff route(s) not refused to a learner:\n${problems.join('\n')}`);
});

test('inside the learner API, another learner’s or another structure’s ids answer 404', async () => {
  const withIds = routes.filter((r) => isLearnerApi(r) && r.params.length > 0);
  assert.ok(withIds.length >= 5);
  // Rows that exist, but are not his: the other demo learner's and the other structure's.
  const foreign = async (learnerId: number) => {
    const [contract, amendment, invoice, payment, document] = await Promise.all([
      t.deps.db.selectFrom('learner_contracts').select('id').where('learner_id', '!=', learnerId).executeTakeFirstOrThrow(),
      t.deps.db.selectFrom('contract_amendments').innerJoin('learner_contracts', 'learner_contracts.id', 'contract_amendments.contract_id').select('contract_amendments.id').where('learner_contracts.learner_id', '!=', learnerId).executeTakeFirstOrThrow(),
      t.deps.db.selectFrom('bills').select('id').where('kind', '=', 'invoice').where('learner_id', '!=', learnerId).executeTakeFirstOrThrow(),
      t.deps.db.selectFrom('payments').innerJoin('bills', 'bills.id', 'payments.bill_id').select('payments.id').where('bills.learner_id', '!=', learnerId).executeTakeFirstOrThrow(),
      t.deps.db.selectFrom('documents').select('id').where('learner_id', '!=', learnerId).executeTakeFirstOrThrow(),
    ]);
    const port = await t.deps.db.selectFrom('bills').select('id').where('structure_id', '=', t.ids.port.structureId).executeTakeFirst();
    return [contract.id, amendment.id, invoice.id, payment.id, document.id, port?.id ?? 999_999].map(String);
  };
  const problems: string[] = [];
  for (const caller of callers) {
    for (const id of await foreign(caller.learnerId)) {
      for (const route of withIds) {
        // An id that happens to be his own row of another kind is not an attack on this route.
        const res = await call(route, caller.token, id);
        if (res.status === 200) {
          const own = await ownRow(route, caller.learnerId, Number(id));
          if (!own) problems.push(`${route.key} (${id}) — ${caller.email}: 200`);
        } else if (res.status !== 404) problems.push(`${route.key} (${id}) — ${caller.email}: ${res.status}`);
        await res.body?.cancel();
      }
    }
  }
  assert.deepEqual(problems, [], problems.join('\n'));
});

/** Whether the id the route names is the caller's own row (ids of different tables may coincide). */
async function ownRow(route: ApiRoute, learnerId: number, id: number): Promise<boolean> {
  const db = t.deps.db;
  if (route.path.startsWith('/api/me/contracts/')) return !!(await db.selectFrom('learner_contracts').select('id').where('id', '=', id).where('learner_id', '=', learnerId).executeTakeFirst());
  if (route.path.startsWith('/api/me/amendments/'))
    return !!(await db.selectFrom('contract_amendments').innerJoin('learner_contracts', 'learner_contracts.id', 'contract_amendments.contract_id').select('contract_amendments.id').where('contract_amendments.id', '=', id).where('learner_contracts.learner_id', '=', learnerId).executeTakeFirst());
  if (route.path.startsWith('/api/me/invoices/')) return !!(await db.selectFrom('bills').select('id').where('id', '=', id).where('learner_id', '=', learnerId).executeTakeFirst());
  if (route.path.startsWith('/api/me/receipts/'))
    return !!(await db.selectFrom('payments').innerJoin('bills', 'bills.id', 'payments.bill_id').select('payments.id').where('payments.id', '=', id).where('bills.learner_id', '=', learnerId).executeTakeFirst());
  if (route.path.startsWith('/api/me/documents/')) return !!(await db.selectFrom('documents').select('id').where('id', '=', id).where('learner_id', '=', learnerId).executeTakeFirst());
  return false;
}
