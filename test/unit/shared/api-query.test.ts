import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { toQueryString, withQuery } from '../../../src/shared/api/query';
import { HttpError } from '../../../src/shared/api/http-error';
import { singleFlight } from '../../../src/shared/api/single-flight';

describe('toQueryString', () => {
  it('writes arrays with [] and nested maps with brackets', () => {
    assert.equal(
      toQueryString({ status: [1, 2], order: { createdAt: 'desc' }, totalPriceTtc: { gte: 10, lte: 200.5 } }),
      'status[]=1&status[]=2&order[createdAt]=desc&totalPriceTtc[gte]=10&totalPriceTtc[lte]=200.5',
    );
  });

  it('skips undefined, null and empty values, also inside arrays and maps', () => {
    assert.equal(
      toQueryString({ a: undefined, b: null, c: '', d: 0, e: false, f: [null, '', 'x'], g: { h: undefined }, i: [] }),
      'd=0&e=false&f[]=x',
    );
  });

  it('percent-encodes keys and values', () => {
    assert.equal(toQueryString({ simplesearch: 'Élise & co', 'agency.id': 3 }), 'simplesearch=%C3%89lise%20%26%20co&agency.id=3');
  });

  it('appends to a path only when something is left', () => {
    assert.equal(withQuery('/a', { page: undefined }), '/a');
    assert.equal(withQuery('/a', { page: 2 }), '/a?page=2');
    assert.equal(withQuery('/a?x=1', { page: 2 }), '/a?x=1&page=2');
  });
});

describe('HttpError', () => {
  it('uses the body text (detail, then hydra:description, then title)', () => {
    assert.equal(new HttpError(400, { detail: 'Détail', 'hydra:description': 'Desc' }).message, 'Détail');
    assert.equal(new HttpError(400, { 'hydra:description': 'Desc', title: 'Titre' }).message, 'Desc');
    assert.equal(new HttpError(400, { title: 'Titre' }).message, 'Titre');
  });

  it('falls back to a French text per status', () => {
    assert.equal(new HttpError(0).message, 'Impossible de joindre le serveur. Vérifiez votre connexion.');
    assert.equal(new HttpError(404).message, 'La ressource demandée est introuvable.');
    assert.equal(new HttpError(503).message, 'Le serveur a rencontré une erreur. Veuillez réessayer plus tard.');
    assert.equal(new HttpError(418).message, 'Une erreur est survenue.');
  });

  it('exposes violations (empty without any)', () => {
    const error = new HttpError(422, { violations: [{ propertyPath: 'email', message: 'Email invalide' }] });
    assert.deepEqual(error.violations, [{ propertyPath: 'email', message: 'Email invalide' }]);
    assert.deepEqual(new HttpError(500).violations, []);
    assert.equal(error.status, 422);
    assert.ok(error instanceof Error);
  });
});

describe('singleFlight', () => {
  it('shares one run between concurrent callers and starts a new one afterwards', async () => {
    let runs = 0;
    const run = singleFlight(async () => ++runs);
    assert.deepEqual(await Promise.all([run(), run(), run()]), [1, 1, 1]);
    assert.equal(await run(), 2);
  });

  it('starts a new run after a failure', async () => {
    let runs = 0;
    const run = singleFlight(async () => {
      runs += 1;
      if (runs === 1) throw new Error('boom');
      return runs;
    });
    await assert.rejects(run(), /boom/);
    assert.equal(await run(), 2);
  });
});
