import assert from 'node:assert/strict';
import { test } from 'node:test';
import { deName } from '../../../src/shared/i18n/elision';

test('« de » is elided before a vowel or h, accented or capital, and kept before a consonant', () => {
  assert.equal(deName('Orléans'), 'd’Orléans');
  assert.equal(deName('Opexa'), 'd’Opexa');
  assert.equal(deName('Élodie Martin'), 'd’Élodie Martin');
  assert.equal(deName('Hélène'), 'd’Hélène');
  assert.equal(deName('Yvette'), 'd’Yvette');
  assert.equal(deName('Blois'), 'de Blois');
  assert.equal(deName('Tours'), 'de Tours');
});
