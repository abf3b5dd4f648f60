import assert from 'node:assert/strict';
import { test } from 'node:test';
import { defaultServiceFor } from '../../../src/modules/planning/slot-defaults';

// The services as /products/services/sort gives them for the Orléans agency of the demo.
const services = [
  { id: 3, name: 'Frais d’inscription', unit: 'unit' },
  { id: 7, name: 'Leçon de conduite B (1 h)', unit: 'hour' },
  { id: 8, name: 'Leçon de conduite A2 (1 h)', unit: 'hour' },
  { id: 9, name: 'Examen pratique B', unit: 'exam' },
];

test('a driving lesson bills the first hour of lesson by default (issue 40: « Prestation » stayed at « Aucun »)', () => {
  assert.equal(defaultServiceFor({ name: 'Leçon de conduite' }, services)?.id, 7);
  assert.equal(defaultServiceFor({ name: 'leçon de CONDUITE' }, services)?.id, 7);
});

test('no default when no hourly service is named after the activity, or without activity', () => {
  assert.equal(defaultServiceFor({ name: 'Examen pratique' }, services), undefined);
  assert.equal(defaultServiceFor({ name: 'Cours de code' }, services), undefined);
  assert.equal(defaultServiceFor(undefined, services), undefined);
});
