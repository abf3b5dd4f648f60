// Issue #23 point 4: closures total what was recorded since the previous closure of their type, even
// when two are asked at the same time (PostgreSQL: they would both start from the same previous one).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { LedgerClosure } from '../../../src/modules/ledger/types';
import { addDays } from '../../../server/resources/bills/model';
import { parisDate } from '../../../src/shared/i18n/paris-date';
import { apiAs } from '../accounting/client';
import { createTestApp, signIn, type TestApp } from '../helpers';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

test('two day closures at once never count the same events twice', async () => {
  const today = parisDate(t.deps.now());
  t.clock.advance(2 * 86_400);
  // Tokens expire as the clock moves: sign in at the new time.
  const gerant = apiAs(t, (await signIn(t.app, 'gerant@volant.test')).token);
  const events = await t.deps.db.selectFrom('ledger_events').select(['event_type', 'amount_cents']).where('structure_id', '=', t.ids.centre.structureId).execute();
  const net = events.reduce((sum, e) => sum + (e.event_type === 'invoice.validated' ? 1 : e.event_type === 'credit_note.validated' ? -1 : 0) * (e.amount_cents ?? 0), 0);
  assert.ok(net > 0);

  const answers = await Promise.all([today, addDays(today, 1)].map((date) => gerant.post<LedgerClosure>('/accounting/ledger/closures', { periodType: 'day', date })));
  const made = answers.filter((a) => a.status === 201).map((a) => a.body);
  assert.ok(made.length >= 1, JSON.stringify(answers.map((a) => [a.status, a.body])));
  for (const refused of answers.filter((a) => a.status !== 201)) assert.equal(refused.status, 409);
  assert.equal(Math.round(made.reduce((sum, c) => sum + c.netTtc, 0) * 100), net, 'every event counted once');
  const last = made.reduce((a, b) => (a.periodStart > b.periodStart ? a : b));
  assert.equal(Math.round(last.cumulativeTtc * 100), net);
});
