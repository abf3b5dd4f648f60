// Issue 36 S2 on the NF525 screen (`/pieces-comptables/nf525`): the books rolled back to an earlier
// head, an invoice number then issued twice, and the books wiped, behind Volant's back, are shown as
// findings in French — never « la chaîne est vide » or « chaîne intègre ».
import '../../setup/dom';
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { within } from '@testing-library/react';
import { createTestApp, signIn, type TestApp } from '../../server/helpers';
import { apiAs } from '../../server/accounting/client';
import { invoiceAndPay, keepSequences, reissued, ROLLED_BACK, rollBack, WIPED, wipe } from '../../server/ledger/rollback';
import { renderRoute } from '../render';
import './helpers';

let server: TestApp;
before(async () => {
  server = await createTestApp();
});
after(() => server.close());

/** The findings the screen lists, as their text. */
async function findingsShown(): Promise<string[]> {
  const view = await renderRoute('/pieces-comptables/nf525', { user: 'gerant@volant.test', server });
  try {
    const list = await view.findByRole('list', { name: 'Anomalies détectées' });
    assert.equal(view.queryByText('Aucun événement enregistré pour l’instant : la chaîne est vide.'), null);
    return within(list).getAllByRole('listitem').map((item) => item.firstChild?.textContent ?? '');
  } finally {
    await view.close();
  }
}

test('the rollback, the number issued twice and the wipe are listed as anomalies', async () => {
  const structureId = server.ids.centre.structureId;
  const gerant = apiAs(server, (await signIn(server.app, 'gerant@volant.test')).token);
  const kept = await keepSequences(server.deps.db, structureId);
  const { invoice } = await invoiceAndPay(server.deps.db, gerant.post, server.ids.centre.agencies.orleans);
  await rollBack(server.deps.db, server.deps.dialect, structureId, kept, invoice.id);
  assert.ok((await findingsShown()).some((text) => ROLLED_BACK.test(text)));

  await invoiceAndPay(server.deps.db, gerant.post, server.ids.centre.agencies.orleans);
  assert.ok((await findingsShown()).some((text) => reissued(invoice.number!).test(text)));

  await wipe(server.deps.db, server.deps.dialect, structureId);
  const wiped = await findingsShown();
  assert.match(wiped[0]!, WIPED);
});
