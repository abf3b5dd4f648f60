import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import packageJson from '../../../package.json' with { type: 'json' };
import type { ErrorBody } from '../../../src/shared/api/hydra';
import { pdfText } from '../accounting/pdf-read';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';

// Issue 37 item 10: the publisher's individual attestation (art. 286 I 3° bis CGI, restored by the
// 2026 finance law art. 125), on the administration's model, downloadable from the NF525 screen.
let t: TestApp;
let bare: TestApp;
before(async () => {
  t = await createTestApp({
    VOLANT_PUBLISHER_NAME: 'Volant Logiciels SAS',
    VOLANT_PUBLISHER_SIREN: '901234567',
    VOLANT_PUBLISHER_ADDRESS: '12 rue des Écoles, 45000 Orléans',
    VOLANT_PUBLISHER_SIGNATORY: 'Claire Martin, présidente',
  });
  bare = await createTestApp();
});
after(async () => {
  await t.close();
  await bare.close();
});

async function attestation(app: TestApp, email: string) {
  const { token } = await signIn(app.app, email);
  return app.app.request('/api/accounting/ledger/attestation', bearer(token));
}

describe('the NF525 individual attestation', () => {
  test('every role that sees the NF525 screen downloads it, filled with the product, its version, the publisher, the school and the chain’s guarantees', async () => {
    for (const email of ['gerant@volant.test', 'secretariat@volant.test', 'formateur@volant.test']) {
      const res = await attestation(t, email);
      assert.equal(res.status, 200, email);
      assert.equal(res.headers.get('content-type'), 'application/pdf');
      assert.match(res.headers.get('content-disposition') ?? '', new RegExp(`Attestation-NF525-Volant-${packageJson.version.replace(/\./g, '\\.')}\\.pdf`));
      const text = pdfText(new Uint8Array(await res.arrayBuffer()));
      for (const expected of [
        'Attestation individuelle de l’éditeur',
        'Partie à remplir par l’éditeur du logiciel',
        'Je soussigné, Claire Martin, présidente, représentant légal de la société Volant Logiciels SAS (SIREN 901234567)',
        `atteste que ce logiciel, dans sa version n° ${packageJson.version}, satisfait aux conditions d’inaltérabilité, de sécurisation, de conservation et d’archivage des données en vue du contrôle de l’administration fiscale, prévues au 3° bis du I de l’article 286 du code général des impôts`,
        `la dernière version majeure de ce logiciel est identifiée avec la racine suivante : ${packageJson.version.split('.')[0]}`,
        'Partie à remplir par l’entreprise utilisatrice',
        `atteste utiliser le logiciel Volant, version n° ${packageJson.version}, pour enregistrer les règlements de mes clients`,
        'code pénal, art. 441-1',
        'Elle n’est pas un certificat délivré par un organisme accrédité',
        'article 125 de la loi de finances pour 2026',
        'BOI-TVA-DECLA-30-10-30',
        'Inaltérabilité',
        'Sécurisation',
        'HMAC-SHA256',
        'Conservation',
        'Archivage',
        'Ed25519',
        'Chaîne intègre',
      ]) {
        assert.ok(text.includes(expected), `${email}: « ${expected} » in ${text}`);
      }
    }
  });

  test('an installation whose publisher is not set issues none, and says why in French', async () => {
    const res = await attestation(bare, 'gerant@volant.test');
    assert.equal(res.status, 409);
    assert.match(((await res.json()) as ErrorBody).detail ?? '', /L’éditeur de cette installation n’est pas renseigné \(VOLANT_PUBLISHER_NAME\)/);
  });
});
