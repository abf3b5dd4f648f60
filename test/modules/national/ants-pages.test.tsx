// Issue 24, point 13: a page of an ANTS supporting document is 1 Mo at most, refused before it is sent;
// the server's refusal (422 with its violation) is shown in the request's dialog, not lost.
import '../../setup/dom';
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { alertsState } from '../../../src/shared/alerts/store';
import type { AntsRequest } from '../../../src/modules/ants/types';
import type { HydraCollection } from '../../../src/shared/api/hydra';
import { ANTS_DEMO_LOGIN, ANTS_DEMO_PASSWORD } from '../../../server/simulators/ants';
import { bearer, createTestApp, jsonBody, tinyPdf, type TestApp } from '../../server/helpers';
import { renderRoute } from '../render';

let server: TestApp;
before(async () => {
  server = await createTestApp();
});
after(() => server.close());

const hasAlert = (tone: string, message: string) => alertsState.alerts.some((a) => a.tone === tone && a.message === message);

test('« Ajouter une page » refuses a page over 1 Mo before sending it, and shows the server’s refusal in the dialog', async () => {
  const view = await renderRoute('/ants', { user: 'gerant@volant.test', server });
  const token = view.auth!.token;
  const auth = await server.app.request(
    '/api/ants/authenticate',
    jsonBody('POST', { mode: 0, agencyId: server.ids.centre.agencies.orleans, login: ANTS_DEMO_LOGIN, password: ANTS_DEMO_PASSWORD, approvalNumber: 'E1904500120' }, token),
  );
  assert.equal(auth.status, 200);
  const drafts = (await (await server.app.request(`/api/ants?status=BROUILLON&agency=${server.ids.centre.agencies.orleans}`, bearer(token))).json()) as HydraCollection<AntsRequest>;
  const draft = drafts['hydra:member'][0]!;
  const pageCount = async () => {
    const details = (await (await server.app.request(`/api/ants/${draft.id}`, bearer(token))).json()) as { attachments: { pages: unknown[] }[] };
    return details.attachments.reduce((sum, attachment) => sum + attachment.pages.length, 0);
  };
  const pages0 = await pageCount();
  await view.findByRole('heading', { name: 'ANTS' });
  view.navigate(`/ants?demande=${draft.id}`);
  const dialog = await view.findByRole('dialog', { name: `Demande n° ${draft.idDemande}` });
  const input = (await within(dialog).findAllByLabelText(/^Ajouter une page : /))[0] as HTMLInputElement;

  // A 1.47 MB scan: refused at once, in the dialog, nothing sent.
  const bigPng = new Uint8Array(1_470_000);
  bigPng.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  fireEvent.change(input, { target: { files: [new File([bigPng], 'scan.png', { type: 'image/png' })] } });
  assert.equal((await within(dialog).findByRole('alert')).textContent, 'Le fichier dépasse la taille maximale de 1 Mo.');
  assert.equal(await pageCount(), pages0);

  // A file that says PNG but is not: the server's 422 violation is shown in the dialog too.
  fireEvent.change(input, { target: { files: [new File(['pas une image'], 'faux.png', { type: 'image/png' })] } });
  await waitFor(() => assert.equal(within(dialog).getByRole('alert').textContent, 'Type de fichier non accepté. Formats acceptés : pdf, jpg, png.'));
  assert.equal(await pageCount(), pages0);

  // A right page is added and the message goes away.
  fireEvent.change(input, { target: { files: [new File([tinyPdf('test')], 'piece.pdf', { type: 'application/pdf' })] } });
  await waitFor(() => assert.ok(hasAlert('success', 'Page ajoutée à la pièce justificative'), "hasAlert('success', 'Page ajoutée à la pièce justificative')"));
  assert.equal(within(dialog).queryByRole('alert'), null);
  assert.equal(await pageCount(), pages0 + 1);
  await view.close();
});
