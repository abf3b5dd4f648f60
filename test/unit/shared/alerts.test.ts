import assert from 'node:assert/strict';
import { beforeEach, describe, it, mock } from 'node:test';
import { HttpError, isProblem } from '../../../src/shared/api/http-error';
import { PROBLEM_TYPES } from '../../../src/shared/api/problem-types';
import { errorMessage, reportError } from '../../../src/shared/alerts/report';
import { alertsState, clearAlerts, dismissAlert, MAX_ALERTS, pushAlert, setAlertScreen } from '../../../src/shared/alerts/store';
import { signOut } from '../../../src/shared/session/store';

const messages = () => alertsState.alerts.map((alert) => `${alert.tone}:${alert.message}`);

describe('alerts store', () => {
  beforeEach(() => clearAlerts());

  it('pushes, dismisses and clears alerts', () => {
    const a = pushAlert('danger', 'Erreur A');
    pushAlert('warning', 'Attention');
    assert.deepEqual(messages(), ['danger:Erreur A', 'warning:Attention']);
    dismissAlert(a);
    assert.deepEqual(messages(), ['warning:Attention']);
    clearAlerts();
    assert.deepEqual(messages(), []);
  });

  it('does not repeat an alert already shown', () => {
    const first = pushAlert('danger', 'Erreur A');
    assert.equal(pushAlert('danger', 'Erreur A'), first);
    assert.equal(alertsState.alerts.length, 1);
  });

  it('counts an identical alert instead of stacking it, and brings it back as the newest', () => {
    const refused = pushAlert('danger', 'Le formateur a déjà un créneau de 10:00 à 11:00.');
    pushAlert('warning', 'Attention');
    assert.equal(pushAlert('danger', 'Le formateur a déjà un créneau de 10:00 à 11:00.'), refused);
    pushAlert('danger', 'Le formateur a déjà un créneau de 10:00 à 11:00.');
    assert.deepEqual(messages(), ['warning:Attention', 'danger:Le formateur a déjà un créneau de 10:00 à 11:00.']);
    assert.deepEqual(alertsState.alerts.map((alert) => alert.count), [1, 3]);
  });

  it('a repeated success stays its full 5 s from the repeat', () => {
    mock.timers.enable({ apis: ['setTimeout'] });
    try {
      pushAlert('success', 'Créneau déplacé avec succès');
      mock.timers.tick(4000);
      pushAlert('success', 'Créneau déplacé avec succès');
      mock.timers.tick(4000);
      assert.deepEqual(messages(), ['success:Créneau déplacé avec succès']);
      mock.timers.tick(1000);
      assert.deepEqual(messages(), []);
    } finally {
      mock.timers.reset();
    }
  });

  it('dismisses success alerts after 5 s, not the others', () => {
    mock.timers.enable({ apis: ['setTimeout'] });
    try {
      pushAlert('success', 'Vos modifications ont bien été enregistrées.');
      pushAlert('danger', 'Erreur');
      mock.timers.tick(4999);
      assert.equal(alertsState.alerts.length, 2);
      mock.timers.tick(1);
      assert.deepEqual(messages(), ['danger:Erreur']);
    } finally {
      mock.timers.reset();
    }
  });

  it('a success replaces the older errors and warnings of the same screen, not those of another', () => {
    setAlertScreen('/apprenants');
    pushAlert('danger', 'Erreur de la liste');
    setAlertScreen('/apprenants/12');
    pushAlert('danger', 'Erreur A');
    pushAlert('warning', 'Attention');
    pushAlert('success', 'Modifications enregistrées avec succès');
    assert.deepEqual(messages(), ['danger:Erreur de la liste', 'success:Modifications enregistrées avec succès']);
    setAlertScreen('');
  });

  it('keeps a bounded stack: the oldest alert gives way', () => {
    for (const n of [1, 2, 3, 4, 5]) pushAlert('danger', `Erreur ${n}`);
    assert.equal(MAX_ALERTS, 3);
    assert.deepEqual(messages(), ['danger:Erreur 3', 'danger:Erreur 4', 'danger:Erreur 5']);
  });

  it('is emptied on sign-out', () => {
    pushAlert('info', 'Info');
    signOut();
    assert.deepEqual(messages(), []);
  });
});

describe('reportError', () => {
  beforeEach(() => clearAlerts());

  it('shows the server message, else the fallback', () => {
    assert.equal(reportError(new HttpError(500, { detail: 'Le devis est verrouillé' }), 'Erreur lors du chargement'), true);
    assert.equal(reportError(new HttpError(500), 'Erreur lors du chargement des apprenants'), true);
    assert.equal(reportError(new Error('bug'), 'Une erreur survenue'), true);
    assert.deepEqual(messages(), [
      'danger:Le devis est verrouillé',
      'danger:Erreur lors du chargement des apprenants',
      'danger:Une erreur survenue',
    ]);
  });

  it('shows the network notice when the server cannot be reached', () => {
    assert.equal(errorMessage(new HttpError(0), 'Erreur'), 'Impossible de joindre le serveur. Vérifiez votre connexion.');
  });

  it('leaves violations to the form', () => {
    const error = new HttpError(422, { detail: 'Données invalides.', violations: [{ propertyPath: 'name', message: 'Requis' }] });
    assert.equal(reportError(error, 'Erreur'), false);
    assert.equal(alertsState.alerts.length, 0);
  });

  it('stays silent for silenced statuses, message prefixes and aborts', () => {
    assert.equal(reportError(new HttpError(404), 'Compte introuvable', { silentStatuses: [404] }), false);
    const refused = new HttpError(400, { detail: "La suppression de cette TVA n'est pas autorisée : taux utilisé." });
    assert.equal(reportError(refused, 'Erreur', { silentMessagePrefixes: ["La suppression de cette TVA n'est pas autorisée"] }), false);
    assert.equal(reportError(new DOMException('annulée', 'AbortError'), 'Erreur'), false);
    assert.equal(alertsState.alerts.length, 0);
    assert.equal(reportError(new HttpError(500), 'Erreur', { silentStatuses: [404] }), true);
  });

  it('stays silent for a silenced problem type whatever its French text, and only for that type', () => {
    const reworded = new HttpError(409, { type: PROBLEM_TYPES.vatDeleteRefused, detail: 'Ce taux ne peut pas être supprimé.' });
    assert.equal(isProblem(reworded, PROBLEM_TYPES.vatDeleteRefused), true);
    assert.equal(reportError(reworded, 'Erreur', { silentProblemTypes: [PROBLEM_TYPES.vatDeleteRefused] }), false);
    assert.equal(alertsState.alerts.length, 0);
    const other = new HttpError(409, { detail: 'La suppression de cette TVA n’est pas autorisée : texte seul, sans code.' });
    assert.equal(isProblem(other, PROBLEM_TYPES.vatDeleteRefused), false);
    assert.equal(reportError(other, 'Erreur', { silentProblemTypes: [PROBLEM_TYPES.vatDeleteRefused] }), true);
  });
});
