import '../../setup/dom';
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { parse } from 'csv-parse/sync';
import { createTestApp, type TestApp } from '../../server/helpers';
import { renderRoute } from '../render';

// « Migration » (issue #24 point 19): the check step shows the duplicates and asks what to do with
// them; « Télécharger le modèle » gives a file the import accepts as it is.

let server: TestApp;
before(async () => {
  server = await createTestApp();
});
after(() => server.close());

const dismissMissingItems = async (view: Awaited<ReturnType<typeof renderRoute>>) => {
  const button = await view.findByRole('button', { name: 'J’ai compris' }).catch(() => null);
  if (button) fireEvent.click(button);
};

function captureDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  const blobs: Blob[] = [];
  const createObjectURL = URL.createObjectURL;
  const click = HTMLAnchorElement.prototype.click;
  URL.createObjectURL = (blob: Blob) => {
    blobs.push(blob);
    return `blob:template-${blobs.length}`;
  };
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    files.push({ name: this.download, blob: blobs.at(-1)! });
  };
  return {
    files,
    restore: () => {
      URL.createObjectURL = createObjectURL;
      HTMLAnchorElement.prototype.click = click;
    },
  };
}

async function check(view: Awaited<ReturnType<typeof renderRoute>>, csv: string) {
  fireEvent.change(view.getByLabelText('Fichier CSV'), { target: { files: [new File([csv], 'apprenants.csv', { type: 'text/csv' })] } });
  const button = view.getByRole('button', { name: 'Vérifier le fichier' }) as HTMLButtonElement;
  await waitFor(() => assert.equal(button.disabled, false));
  fireEvent.click(button);
}

test('the duplicates found are listed with a choice; « mettre à jour » updates the existing learner', async () => {
  const known = await server.deps.db.selectFrom('learners').select(['id', 'email', 'first_name', 'last_name']).where('structure_id', '=', server.ids.centre.structureId).where('email', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
  const view = await renderRoute('/importer', { user: 'gerant@volant.test', server });
  await dismissMissingItems(view);
  await view.findByRole('heading', { name: 'Migration' });
  await check(view, `prenom;nom;agence;email;telephone\nLéa;Martin;Blois;lea.m@exemple.fr;\nLéa;Martin;Blois;lea.m@exemple.fr;\n${known.first_name};${known.last_name};Blois;${known.email};06 55 44 33 22\n`);

  await view.findByText('2 doublons trouvés');
  const table = view.getByRole('table', { name: 'Doublons' });
  await within(table).findByText('la ligne 2 du fichier');
  within(table).getByText(`l’apprenant existant ${known.first_name} ${known.last_name} (${known.email})`);
  assert.equal((view.getByRole('radio', { name: 'Les ignorer' }) as HTMLInputElement).checked, true, 'skipping is the default');
  fireEvent.click(view.getByRole('radio', { name: /^Mettre à jour les apprenants existants/ }));
  fireEvent.click(view.getByRole('button', { name: 'Importer' }));
  await view.findByText('1 ligne importée, 1 apprenant mis à jour, 1 doublon ignoré.');
  const updated = await server.deps.db.selectFrom('learners').select('phone').where('id', '=', known.id).executeTakeFirstOrThrow();
  assert.equal(updated.phone, '06 55 44 33 22');
  await view.close();
});

test('« Télécharger le modèle »: the columns of the chosen kind and an example line the import accepts', async () => {
  const downloads = captureDownloads();
  try {
    const view = await renderRoute('/importer', { user: 'gerant@volant.test', server });
    await dismissMissingItems(view);
    await view.findByRole('heading', { name: 'Migration' });
    fireEvent.click(view.getByRole('button', { name: 'Télécharger le modèle' }));
    await waitFor(() => assert.equal(downloads.files.length, 1));
    assert.equal(downloads.files[0]!.name, 'modele-import-learners.csv');
    const text = await downloads.files[0]!.blob.text();
    const rows = parse(text, { bom: true, delimiter: ';', columns: true }) as Record<string, string>[];
    assert.deepEqual(Object.keys(rows[0]!), [
      'prenom', 'nom', 'agence', 'civilite', 'email', 'telephone', 'date_naissance', 'lieu_naissance', 'adresse', 'code_postal', 'ville', 'neph', 'formation',
      'date_inscription', 'statut_formation', 'organisme', 'solde',
    ]);
    await check(view, text);
    await view.findByText('1 ligne valide sur 1.');
    await view.close();
  } finally {
    downloads.restore();
  }
});
