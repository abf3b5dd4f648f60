import '../../setup/dom';
import assert from 'node:assert/strict';
import { after, before, beforeEach, test } from 'node:test';
import { fireEvent, waitFor } from '@testing-library/react';
import { clearAlerts } from '../../../src/shared/alerts/store';
import { createTestApp, type TestApp } from '../../server/helpers';
import { checkFec } from '../../server/accounting/fec-format';
import { renderRoute } from '../render';
import { dangerAlerts } from './helpers';

let server: TestApp;
before(async () => {
  server = await createTestApp();
});
after(() => server.close());
beforeEach(() => clearAlerts());

/** Catches what saveFile hands the browser: the blob and the anchor's download name. */
function captureDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  const blobs: Blob[] = [];
  const createObjectURL = URL.createObjectURL;
  const click = HTMLAnchorElement.prototype.click;
  URL.createObjectURL = (blob: Blob) => {
    blobs.push(blob);
    return `blob:fec-${blobs.length}`;
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

test('« Télécharger le FEC »: the chosen year’s file under its legal name; the server’s refusal shown in the section', async () => {
  const view = await renderRoute('/pieces-comptables?onglet=archive', { user: 'gerant@volant.test', server });
  const picker = (await view.findByRole('combobox', { name: 'Exercice' })) as HTMLSelectElement;
  const year = new Date().getFullYear();
  assert.equal(picker.value, String(year));
  assert.equal(picker.options.length, 7);
  const downloads = captureDownloads();
  try {
    fireEvent.change(picker, { target: { value: String(year - 1) } });
    const button = view.getByRole('button', { name: 'Télécharger le FEC' });
    fireEvent.click(button);
    assert.equal(button.getAttribute('aria-busy'), 'true', 'loading while the file is built');
    await waitFor(() => assert.equal(downloads.files.length, 1));
    await waitFor(() => assert.equal(button.getAttribute('aria-busy'), null));
    const [file] = downloads.files;
    assert.equal(file!.name, `812345678FEC${year - 1}1231.txt`);
    checkFec(new Uint8Array(await file!.blob.arrayBuffer()), file!.name, '812345678', year - 1);

    await server.deps.db.updateTable('agencies').set({ siret: null }).where('structure_id', '=', server.ids.centre.structureId).execute();
    await server.deps.db.updateTable('billings').set({ siret: null }).where('structure_id', '=', server.ids.centre.structureId).execute();
    fireEvent.click(button);
    await view.findByText(/Renseignez le SIRET dans la configuration de facturation/);
    assert.deepEqual(dangerAlerts(), [], 'the refusal is told once, in the section');
    assert.equal(downloads.files.length, 1);
  } finally {
    downloads.restore();
  }
  await view.close();
});

test('a user without the fiscal archive right has no FEC action', async () => {
  const view = await renderRoute('/pieces-comptables', { user: 'secretariat@volant.test', server });
  await view.findByRole('heading', { name: 'Pièces comptables' });
  assert.equal(view.queryByRole('button', { name: 'Télécharger le FEC' }), null);
  await view.close();
});
