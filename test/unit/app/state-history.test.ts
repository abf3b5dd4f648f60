// The state history of spec part 1 §9: the last 25 changes of the client stores, without their values.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { proxy } from 'valtio/vanilla';
import { createStateHistory } from '../../../src/app/platform/stateHistory';
import { STATE_HISTORY_DEPTH } from '../../../src/shared/constants';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

test('keeps the last 25 changes of every store, oldest first, paths and operations only', async () => {
  const session = proxy({ token: 'secret', user: { selectedAgency: 1 as number | null } });
  const alerts = proxy({ alerts: [] as string[] });
  const history = createStateHistory({ session, alerts });
  for (let i = 0; i < 30; i += 1) {
    session.user.selectedAgency = i;
    await flush();
  }
  alerts.alerts.push('Erreur');
  session.token = 'new-secret';
  await flush();
  const entries = history.entries();
  assert.equal(STATE_HISTORY_DEPTH, 25);
  assert.equal(entries.length, 25);
  assert.deepEqual(entries.at(-2), { ...entries.at(-2)!, store: 'alerts', op: 'set', path: 'alerts.0' });
  assert.deepEqual(entries.at(-1), { ...entries.at(-1)!, store: 'session', op: 'set', path: 'token' });
  assert.equal(entries[0]?.path, 'user.selectedAgency');
  assert.ok(!JSON.stringify(entries).includes('secret'), 'no value is kept');
  history.stop();
  session.token = 'after';
  await flush();
  assert.equal(history.entries().at(-1)?.path, 'token');
  assert.equal(history.entries().length, 25);
});
