import '../../setup/dom';
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { createTestApp, type TestApp } from '../../server/helpers';
import { renderRoute } from '../render';

// « Migration » (issue 37, item 8): the check shows which field each column of another software's file
// fills (guessed from its header), the columns left out and what will be taken; the person changes the
// mapping, checks again, and the import follows the mapping they chose.

let server: TestApp;
before(async () => {
  server = await createTestApp();
});
after(() => server.close());

const FILE = 'Nom élève;Prénom;Agence;Solde dû;Moniteur référent\nDUPRÉ;Loïc;Blois;1 234,50;M. Robert\n';

test('the mapping step: guessed fields, ignored columns, a changed mapping checked again, then imported as chosen', async () => {
  const view = await renderRoute('/importer', { user: 'gerant@volant.test', server });
  const understood = await view.findByRole('button', { name: 'J’ai compris' }).catch(() => null);
  if (understood) fireEvent.click(understood);
  await view.findByRole('heading', { name: 'Migration' });
  fireEvent.change(view.getByLabelText('Fichier CSV'), { target: { files: [new File([FILE], 'export-ancien-logiciel.csv', { type: 'text/csv' })] } });
  const checkButton = view.getByRole('button', { name: 'Vérifier le fichier' }) as HTMLButtonElement;
  await waitFor(() => assert.equal(checkButton.disabled, false));
  fireEvent.click(checkButton);

  // The guess, one choice per column of the file.
  const balance = (await view.findByLabelText('Solde dû')) as HTMLSelectElement;
  assert.equal(balance.value, 'solde');
  assert.equal((view.getByLabelText('Nom élève') as HTMLSelectElement).value, 'nom');
  assert.equal((view.getByLabelText('Moniteur référent') as HTMLSelectElement).value, '', '« Ne pas importer »');
  view.getByText('Exemple : M. Robert');
  view.getByText('1 colonne ignorée');
  view.getByText('« Moniteur référent »');
  const taken = view.getByRole('region', { name: 'Ce qui sera repris' });
  within(taken).getByText('Reprise de solde (reste dû) : 1 ligne');
  within(taken).getByText(/^Reprises de solde : 1 apprenant, 1\s234,50\s€ au total/);

  // The person leaves the balance out: the import waits for a new check.
  fireEvent.change(balance, { target: { value: '' } });
  const importButton = view.getByRole('button', { name: 'Importer' }) as HTMLButtonElement;
  assert.equal(importButton.disabled, true, 'not before the new mapping is checked');
  fireEvent.click(view.getByRole('button', { name: 'Vérifier avec cette correspondance' }));
  await view.findByText('2 colonnes ignorées');
  assert.equal(within(view.getByRole('region', { name: 'Ce qui sera repris' })).queryByText(/^Reprises de solde/), null);
  await waitFor(() => assert.equal(importButton.disabled, false));
  fireEvent.click(importButton);
  await view.findByText('1 ligne importée.');
  view.getByRole('region', { name: 'Ce qui a été repris' });

  const learner = await server.deps.db.selectFrom('learners').select(['id', 'first_name']).where('last_name', '=', 'DUPRÉ').executeTakeFirstOrThrow();
  assert.equal(learner.first_name, 'Loïc');
  const opening = await server.deps.db.selectFrom('opening_balances').select('id').where('learner_id', '=', learner.id).execute();
  assert.equal(opening.length, 0, 'the balance column was left out as chosen');
  await view.close();
});
