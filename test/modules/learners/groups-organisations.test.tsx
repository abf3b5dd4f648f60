import '../../setup/dom';
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { organisationsStore } from '../../../src/modules/organisations/store';
import { alertsState } from '../../../src/shared/alerts/store';
import { createTestApp, signIn, type TestApp } from '../../server/helpers';
import { renderRoute } from '../render';

let server: TestApp;
before(async () => {
  server = await createTestApp();
});
after(() => server.close());

const dangerAlerts = () => alertsState.alerts.filter((a) => a.tone === 'danger');
const rowsOf = (view: Awaited<ReturnType<typeof renderRoute>>, name: string) => within(view.getByRole('table', { name })).getAllByRole('row').slice(1);

test('groups: a duplicate name is shown in the form, not as an alert; a new group gets its learners', async () => {
  const view = await renderRoute('/groupes', { user: 'gerant@volant.test', server });
  await view.findByRole('heading', { name: 'Groupes', level: 1 });
  await waitFor(() => assert.equal(rowsOf(view, 'Groupes').length, 3));
  const before = dangerAlerts().length;

  fireEvent.click(view.getAllByRole('button', { name: 'Nouveau groupe' })[0]!);
  const dialog = await view.findByRole('dialog', { name: 'Nouveau groupe' });
  // Issue 37, item 12: the team members' roles in French, not their codes.
  await waitFor(() => assert.ok(within(dialog).getAllByLabelText(/\(Gérant\)$/).length > 0, 'within(dialog).getAllByLabelText(/\\(Gérant\\)$/).length > 0'));
  assert.equal(within(dialog).queryAllByLabelText(/\(MANAGER\)$/).length, 0);
  fireEvent.change(within(dialog).getByLabelText(/Nom du groupe/), { target: { value: 'Code du soir — Orléans' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  await within(dialog).findByText('Le nom du groupe doit être unique');
  assert.equal(dangerAlerts().length, before, 'no alert for the unique-name refusal');

  fireEvent.change(within(dialog).getByLabelText(/Nom du groupe/), { target: { value: 'Stage de printemps' } });
  const learner = await server.deps.db.selectFrom('learners').select(['first_name', 'last_name']).where('agency_id', '=', server.ids.centre.agencies.orleans).where('archived', '=', 0).orderBy('id', 'desc').executeTakeFirstOrThrow();
  fireEvent.change(within(dialog).getByLabelText(/Ajouter un apprenant/), { target: { value: learner.last_name } });
  const option = await within(dialog).findAllByRole('option', { name: new RegExp(`${learner.first_name} ${learner.last_name}`) });
  fireEvent.mouseDown(option[0]!);
  await within(dialog).findByRole('list', { name: 'Apprenants' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  await waitFor(() => assert.ok(alertsState.alerts.some((a) => a.tone === 'success' && a.message === 'Groupe créé avec succès'), "alertsState.alerts.some((a) => a.tone === 'success' && a.message === 'Groupe créé avec succès')"));
  await waitFor(() => assert.ok(rowsOf(view, 'Groupes').some((row) => within(row).queryByText('Stage de printemps')), "rowsOf(view, 'Groupes').some((row) => within(row).queryByText('Stage de printemps'))"));

  const row = rowsOf(view, 'Groupes').find((r) => within(r).queryByText('Stage de printemps'))!;
  fireEvent.click(within(row).getByRole('button', { name: 'Voir les membres : Stage de printemps' }));
  const members = await view.findByRole('dialog', { name: 'Membres de « Stage de printemps »' });
  await within(members).findByRole('link', { name: `${learner.first_name} ${learner.last_name}` });
  await view.close();
});

test('groups: the members of a group deleted meanwhile raise no alert (404 is silent)', async () => {
  const view = await renderRoute('/groupes', { user: 'gerant@volant.test', server });
  await waitFor(() => assert.ok(within(rowsOf(view, 'Groupes')[0]!).getByRole('button', { name: /^Voir les membres : / }), "within(rowsOf(view, 'Groupes')[0]!).getByRole('button', { name: /^Voir les membres : / })"));
  const row = rowsOf(view, 'Groupes')[0]!;
  const name = within(row).getAllByRole('cell')[0]!.textContent!;
  await server.deps.db.deleteFrom('groups').where('name', '=', name).execute();
  const before = dangerAlerts().length;
  fireEvent.click(within(row).getByRole('button', { name: `Voir les membres : ${name}` }));
  await view.findByText('Ce groupe n’existe plus.');
  assert.equal(dangerAlerts().length, before);
  await view.close();
});

/** Opens the organisations screen as the manager and confirms the deletion of a financier still in use; the alerts counted before. */
async function deleteFinancierInUse() {
  const view = await renderRoute('/organismes', { user: 'gerant@volant.test', server });
  await waitFor(() => assert.equal(rowsOf(view, 'Organismes financeurs').length, 4));
  const financier = await server.deps.db
    .selectFrom('learner_trainings')
    .innerJoin('organizations', 'organizations.id', 'learner_trainings.financier_id')
    .select('organizations.name')
    .executeTakeFirstOrThrow();
  const before = dangerAlerts().length;
  fireEvent.click(view.getByRole('button', { name: `Supprimer : ${financier.name}` }));
  const confirm = await view.findByRole('dialog', { name: 'Supprimer l’organisme' });
  fireEvent.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
  return { view, before };
}

test('organisations: a refused deletion is silent in the alert area and leaves a clearable notice', async () => {
  const { view, before } = await deleteFinancierInUse();
  await view.findByText(/^La suppression de cet organisme n’est pas autorisée/);
  assert.equal(dangerAlerts().length, before);
  assert.ok(organisationsStore.deleteError);
  fireEvent.click(view.getByRole('button', { name: 'Fermer l’alerte' }));
  await waitFor(() => assert.equal(organisationsStore.deleteError, null));
  await view.close();
});

test('organisations: the screen recognises a refused deletion by its problem type, whatever its French text', async () => {
  // The server's refusal reworded on the way: only its problem type still says what it is.
  const request = server.app.request;
  const reworded = 'Cet organisme est encore utilisé : il reste en place.';
  server.app.request = async (input, init, env, executionCtx) => {
    const res = await request(input, init, env, executionCtx);
    if (res.status !== 409 || init?.method !== 'DELETE') return res;
    const body = (await res.json()) as Record<string, unknown>;
    return new Response(JSON.stringify({ ...body, detail: reworded }), { status: 409, headers: res.headers });
  };
  try {
    const { view, before } = await deleteFinancierInUse();
    await view.findByText(reworded);
    assert.equal(dangerAlerts().length, before, 'no alert: the refusal is shown in the screen’s notice');
    assert.equal(organisationsStore.deleteError, reworded);
    fireEvent.click(view.getByRole('button', { name: 'Fermer l’alerte' }));
    await waitFor(() => assert.equal(organisationsStore.deleteError, null));
    await view.close();
  } finally {
    server.app.request = request;
  }
});

test('organisations: the type filter sends the name without its C2. prefix', async () => {
  const view = await renderRoute('/organismes', { user: 'gerant@volant.test', server });
  await waitFor(() => assert.equal(rowsOf(view, 'Organismes financeurs').length, 4));
  await waitFor(() => assert.ok(view.getByRole('option', { name: 'OPCO' }), "view.getByRole('option', { name: 'OPCO' })"));
  fireEvent.change(view.getByLabelText('Type'), { target: { value: 'OPCO' } });
  await waitFor(() => assert.equal(new URLSearchParams(view.history.location.search).getAll('organizationType.name[]')[0], 'OPCO'));
  await waitFor(() => assert.deepEqual(rowsOf(view, 'Organismes financeurs').map((r) => within(r).getAllByRole('cell')[0]!.textContent), ['OPCO Mobilités']));
  await view.close();
});

test('organisations: created from another page, the user goes back there with isOrgAdded=true and the id', async () => {
  const view = await renderRoute('/organismes?returnTo=%2Fgroupes%3Fsimplesearch%3Dcode', { user: 'gerant@volant.test', server });
  const dialog = await view.findByRole('dialog', { name: 'Nouvel organisme' });
  await waitFor(() => assert.ok(within(dialog).getByRole('option', { name: 'Employeur' }), "within(dialog).getByRole('option', { name: 'Employeur' })"));
  fireEvent.change(within(dialog).getByLabelText(/^Nom/), { target: { value: 'Garage Moderne' } });
  fireEvent.change(within(dialog).getByLabelText(/Type d’organisme/), { target: { value: within(dialog).getByRole<HTMLOptionElement>('option', { name: 'Employeur' }).value } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  await waitFor(() => assert.equal(view.history.location.pathname, '/groupes'));
  const params = new URLSearchParams(view.history.location.search);
  const created = await server.deps.db.selectFrom('organizations').select('id').where('name', '=', 'Garage Moderne').executeTakeFirstOrThrow();
  assert.deepEqual([params.get('id'), params.get('isOrgAdded'), params.get('simplesearch')], [String(created.id), 'true', 'code']);
  await view.close();
});

test('organisations: editing reads the organisation again by its id, not the row the list showed', async () => {
  const view = await renderRoute('/organismes', { user: 'gerant@volant.test', server });
  await waitFor(() => assert.ok(rowsOf(view, 'Organismes financeurs').some((r) => within(r).queryByText('OPCO Mobilités')), "rowsOf(view, 'Organismes financeurs').some((r) => within(r).queryByText('OPCO Mobilités'))"));
  // Changed meanwhile (another tab, a colleague): the list on screen still shows the old row.
  const opco = await server.deps.db.selectFrom('organizations').select('id').where('name', '=', 'OPCO Mobilités').executeTakeFirstOrThrow();
  const { token } = await signIn(server.app, 'gerant@volant.test');
  const res = await server.app.request(`/api/accountingDocs/organizations/${opco.id}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/merge-patch+json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ contactName: 'Nadia Roux' }),
  });
  assert.equal(res.status, 200);
  fireEvent.click(view.getByRole('button', { name: 'Modifier : OPCO Mobilités' }));
  const dialog = await view.findByRole('dialog', { name: 'Modifier l’organisme' });
  await within(dialog).findByDisplayValue('Nadia Roux');
  await view.close();
});

test('organisations: the VAT number is checked in the form (FR + 11 digits) and saved compact', async () => {
  const view = await renderRoute('/organismes?returnTo=%2Fgroupes', { user: 'gerant@volant.test', server });
  const dialog = await view.findByRole('dialog', { name: 'Nouvel organisme' });
  await waitFor(() => assert.ok(within(dialog).getByRole('option', { name: 'Employeur' }), "within(dialog).getByRole('option', { name: 'Employeur' })"));
  fireEvent.change(within(dialog).getByLabelText(/^Nom/), { target: { value: 'Transports Zéphyr' } });
  fireEvent.change(within(dialog).getByLabelText(/Type d’organisme/), { target: { value: within(dialog).getByRole<HTMLOptionElement>('option', { name: 'Employeur' }).value } });
  const vat = within(dialog).getByLabelText(/N° de TVA intracommunautaire/);
  fireEvent.change(vat, { target: { value: 'FR 12' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  await within(dialog).findByText('Le N° de TVA intracommunautaire s’écrit FR suivi de 11 chiffres.');
  fireEvent.change(vat, { target: { value: 'fr 44 732 829 320' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  await waitFor(() => assert.equal(view.history.location.pathname, '/groupes'));
  const created = await server.deps.db.selectFrom('organizations').select('vat_number').where('name', '=', 'Transports Zéphyr').executeTakeFirstOrThrow();
  assert.equal(created.vat_number, 'FR44732829320');
  await view.close();
});
