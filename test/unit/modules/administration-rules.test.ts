import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isAccountReady, targetAgencies } from '../../../src/modules/account-setup/rules';
import { countDataLines, progressPercent, tooManyLines } from '../../../src/modules/data-transfer/rules';
import { stepAfterSave } from '../../../src/shared/wizard/stepCounter';

const agencies = [{ id: 1 }, { id: 2 }, { id: 3 }];
const configured = (...ids: number[]) => ids.map((agency) => ({ agency, isAccountConfigured: true }));

test('with isConfigGeneral every agency must be configured', () => {
  const user = { isConfigGeneral: true, selectedAgency: 1, agencies };
  assert.equal(isAccountReady(user, configured(1, 2)), false);
  assert.equal(isAccountReady(user, configured(1, 2, 3)), true);
});

test('without isConfigGeneral the selected agency, or any agency, is enough', () => {
  assert.equal(isAccountReady({ isConfigGeneral: false, selectedAgency: 2, agencies }, configured(2)), true);
  assert.equal(isAccountReady({ isConfigGeneral: false, selectedAgency: null, agencies }, configured(3)), true);
  assert.equal(isAccountReady({ isConfigGeneral: false, selectedAgency: 1, agencies }, []), false);
  assert.equal(isAccountReady({ isConfigGeneral: false, selectedAgency: null, agencies: [] }, configured(1)), false);
});

test('the wizard writes to every agency when configuring the structure as a whole', () => {
  assert.deepEqual(targetAgencies(null, agencies), [1, 2, 3]);
  assert.deepEqual(targetAgencies(2, agencies), [2]);
});

test('saving applications skips the trainings step when no application works per training', () => {
  assert.equal(stepAfterSave(0, 'applications', { count: 4, trainingListEmpty: true }), 2);
  assert.equal(stepAfterSave(0, 'applications', { count: 4, trainingListEmpty: false }), 1);
});

test('import files: data lines and the 100 000 line limit; export progress', () => {
  assert.equal(countDataLines('prenom;nom\nA;B\nC;D\n'), 2);
  assert.equal(countDataLines('prenom;nom\nA;B'), 1);
  assert.equal(tooManyLines(`h\n${'x\n'.repeat(99_999)}`), false);
  assert.equal(tooManyLines(`h\n${'x\n'.repeat(100_000)}`), true);
  assert.equal(progressPercent(0, 0), 0);
  assert.equal(progressPercent(50, 200), 25);
});
