import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { SLOT_LEARNERS_NAMED } from '../../../src/modules/planning/schema';
import type { Slot, SlotSummary } from '../../../src/modules/planning/types';
import { generateLearners } from '../../../server/seed/large';
import { createTestApp, signIn, type TestApp } from '../helpers';
import { agendas, call, list, MONDAY } from './fixtures';

/** A code session of 500 learners: the week's list names a few of them, its details all. */
const SESSION_SIZE = 500;

let t: TestApp;
let gerant: string;
let room: number;
let session: number;
let learners: Array<{ id: number; first_name: string; last_name: string }>;
before(async () => {
  t = await createTestApp();
  gerant = (await signIn(t.app, 'gerant@volant.test')).token;
  room = (await agendas(t, gerant))['Salle de code Orléans']!.id;
  await generateLearners(t.deps, SESSION_SIZE);
  const structure = (await t.deps.db.selectFrom('agendas').select('structure_id').where('id', '=', room).executeTakeFirstOrThrow()).structure_id;
  learners = await t.deps.db
    .selectFrom('learners')
    .select(['id', 'first_name', 'last_name'])
    .where('structure_id', '=', structure)
    .where('archived', '=', 0)
    .orderBy('id', 'desc')
    .limit(SESSION_SIZE)
    .execute();
  const created = await call<Slot>(t, gerant, 'POST', '/plannings/slots', { agenda: `/api/plannings/agendas/${room}`, date: MONDAY, schedule: { startTime: '18:00', endTime: '20:00' }, title: 'Session de code' });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  session = created.body.id;
  const now = new Date().toISOString();
  for (let i = 0; i < learners.length; i += 200) {
    await t.deps.db.insertInto('planning_slot_learners').values(learners.slice(i, i + 200).map((l) => ({ slot_id: session, learner_id: l.id, created_at: now }))).execute();
  }
});
after(() => t.close());

const byName = (a: { first_name: string; last_name: string }, b: { first_name: string; last_name: string }) =>
  a.last_name.localeCompare(b.last_name, 'en') || a.first_name.localeCompare(b.first_name, 'en');

describe('the week’s slots are bounded (issue 40)', () => {
  test('a code session of 500 learners is listed with its count and the first three learners by name, not the whole list', async () => {
    const body = await list<SlotSummary & { slotLearners?: unknown }>(t, gerant, `/plannings/slots?agenda[]=${room}&date[after]=${MONDAY}&date[before]=${MONDAY}&itemsPerPage=5000`);
    const slot = body['hydra:member'].find((s) => s.id === session);
    assert.ok(slot, 'the session is listed');
    assert.equal(slot.learnerCount, SESSION_SIZE);
    assert.equal(slot.firstLearners.length, SLOT_LEARNERS_NAMED);
    assert.equal(slot.slotLearners, undefined, 'no whole list in the week’s answer');
    // The list sorts like the details (by last name, then first name), so its first names are the details' first.
    const details = await call<Slot>(t, gerant, 'GET', `/plannings/slots/${session}`);
    assert.deepEqual(
      slot.firstLearners.map((l) => l.learner.id),
      details.body.slotLearners.slice(0, SLOT_LEARNERS_NAMED).map((l) => l.learner.id),
    );
    assert.ok(JSON.stringify(slot).length < 3000, `one listed slot stays small (${JSON.stringify(slot).length} characters)`);
  });

  test('the slot’s details answer every learner', async () => {
    const res = await call<Slot>(t, gerant, 'GET', `/plannings/slots/${session}`);
    assert.equal(res.status, 200);
    assert.equal(res.body.slotLearners.length, SESSION_SIZE);
    assert.equal(res.body.learnerCount, SESSION_SIZE);
    assert.deepEqual(new Set(res.body.slotLearners.map((l) => l.learner.id)), new Set(learners.map((l) => l.id)));
  });

  test('a learner’s slots name that learner first, even deep in a session', async () => {
    const sorted = [...learners].sort(byName);
    const last = sorted[sorted.length - 1]!;
    const body = await list<SlotSummary>(t, gerant, `/plannings/slots?itemsPerPage=5000&page=1&slotLearners.learner=${last.id}`);
    const slot = body['hydra:member'].find((s) => s.id === session);
    assert.ok(slot);
    assert.equal(slot.firstLearners[0]!.learner.id, last.id);
    assert.equal(slot.learnerCount, SESSION_SIZE);
  });
});
