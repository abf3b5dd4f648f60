// Pure rules of the national-services modules: the operator's session window, the ANTS error texts and
// the session an ANTS call uses.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { HttpError } from '../../../src/shared/api/http-error';
import { PROBLEM_TYPES } from '../../../src/shared/api/problem-types';
import { antsSessionFor } from '../../../src/modules/ants/connections';
import { antsAuthenticationErrorText, isAntsAuthenticationFailure, isAntsSessionError } from '../../../src/modules/ants/errors';
import type { AntsAgency } from '../../../src/modules/ants/types';
import { examSessionsWindow } from '../../../src/modules/private-operators/window';

const WINDOWS: [now: string, start: string, end: string, empty: boolean][] = [
  ['2025-03-10T09:00:00Z', '2025-03-11', '2025-03-31', false],
  ['2025-03-10T23:59:59Z', '2025-03-11', '2025-03-31', false],
  // 00:30 in Paris on the 11th is still the 10th in UTC.
  ['2025-03-10T23:30:00+00:00', '2025-03-11', '2025-03-31', false],
  ['2025-03-30T12:00:00Z', '2025-03-31', '2025-03-31', false],
  ['2025-03-31T08:00:00Z', '2025-04-01', '2025-03-31', true],
  ['2024-02-28T08:00:00Z', '2024-02-29', '2024-02-29', false],
  ['2025-02-28T08:00:00Z', '2025-03-01', '2025-02-28', true],
  ['2025-12-15T08:00:00Z', '2025-12-16', '2025-12-31', false],
];

for (const [now, startDate, endDate, isEmpty] of WINDOWS) {
  test(`sessions window at ${now}: ${startDate} → ${endDate}${isEmpty ? ' (empty)' : ''}`, () => {
    assert.deepEqual(examSessionsWindow(new Date(now)), { startDate, endDate, isEmpty });
  });
}

test('ANTS authentication errors: ECHEC_AUTHENTIFICATION, another 500 message as it is, otherwise the default', () => {
  const member = (status: number, message: string) => ({ 'hydra:member': [{ status, message }] });
  assert.equal(antsAuthenticationErrorText(member(500, 'ECHEC_AUTHENTIFICATION')), 'Vérifiez votre identifiant, mot de passe et numéro d’agrément.');
  assert.equal(antsAuthenticationErrorText(member(500, 'Erreur ECHEC_AUTHENTIFICATION (3)')), 'Vérifiez votre identifiant, mot de passe et numéro d’agrément.');
  assert.equal(antsAuthenticationErrorText(member(500, 'Service en maintenance')), 'Service en maintenance');
  assert.equal(antsAuthenticationErrorText(member(400, 'ECHEC_AUTHENTIFICATION')), 'Erreur d’authentification ANTS');
  assert.equal(antsAuthenticationErrorText({ detail: 'Autre chose' }), 'Erreur d’authentification ANTS');
  assert.equal(antsAuthenticationErrorText(null), 'Erreur d’authentification ANTS');
  assert.equal(isAntsAuthenticationFailure(member(500, 'ECHEC_AUTHENTIFICATION')), true);
  assert.equal(isAntsAuthenticationFailure(member(200, 'OK')), false);
});

test('ANTS session errors are recognised by their problem type, never by their text', () => {
  const lost = PROBLEM_TYPES.antsSessionLost;
  assert.equal(isAntsSessionError(new HttpError(409, { type: lost, detail: 'SESSION_EXPIREE : La session ANTS a expiré.' })), true);
  assert.equal(isAntsSessionError(new HttpError(409, { type: lost, detail: 'La session a été reformulée.' })), true);
  assert.equal(isAntsSessionError(new HttpError(409, { detail: 'SESSION_EXPIREE : La session ANTS a expiré.' })), false);
  assert.equal(isAntsSessionError(new HttpError(409, { detail: 'Seule une demande en brouillon peut être supprimée.' })), false);
  assert.equal(isAntsSessionError(new Error('SESSION_EXPIREE')), false);
});

test('the session of a request: the structure’s in mode 1, the agency’s otherwise, never an expired one', () => {
  const connection = (type: 'principal' | 'agency', agencyId: number | null, idSession: string | null, isLogged = true, expired = false): AntsAgency => ({
    type,
    agencyId,
    agencyName: null,
    idSession,
    isLogged,
    expired,
    login: null,
    approvalNumber: null,
    connectedAt: null,
    expiresAt: null,
  });
  const list = [connection('principal', null, 'S'), connection('agency', 1, 'A1'), connection('agency', 2, 'A2', false, true)];
  assert.equal(antsSessionFor(list, 1, 2), 'S');
  assert.equal(antsSessionFor(list, 0, 1), 'A1');
  assert.equal(antsSessionFor(list, 0, 2), null);
  assert.equal(antsSessionFor(list, 0, 3), null);
  assert.equal(antsSessionFor(undefined, 0, 1), null);
});
