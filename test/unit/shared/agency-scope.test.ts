// The session's one agency choice (selectedAgency) and the agency filter every list sends.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { agencyScope, chosenAgencyId } from '../../../src/shared/session/agency-scope';

const agencies = [{ id: 1, isPrincipal: true }, { id: 2, isPrincipal: false }, { id: 3, isPrincipal: false }];

test('general configuration: every agency until one is chosen, then that one (agency[])', () => {
  const user = { isConfigGeneral: true, agencies, selectedAgency: null };
  assert.deepEqual(agencyScope(user), { agency: [1, 2, 3] });
  assert.deepEqual(agencyScope({ ...user, selectedAgency: 2 }), { agency: [2] });
  assert.equal(chosenAgencyId(user), null);
});

test('per-agency account: the chosen agency, else the first (agency)', () => {
  const user = { isConfigGeneral: false, agencies, selectedAgency: null };
  assert.deepEqual(agencyScope(user), { agency: '1' });
  assert.deepEqual(agencyScope({ ...user, selectedAgency: 3 }), { agency: '3' });
});

test('a stale choice (an agency the user no longer has) is ignored', () => {
  assert.deepEqual(agencyScope({ isConfigGeneral: true, agencies, selectedAgency: 9 }), { agency: [1, 2, 3] });
  assert.deepEqual(agencyScope({ isConfigGeneral: false, agencies, selectedAgency: 9 }), { agency: '1' });
});
