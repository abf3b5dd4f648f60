// Every kind of PDF the server draws, read back by poppler's pdftotext (what copy-paste, search
// and screen readers get from the ToUnicode maps): each finds its known texts letter for letter,
// bold capitals included.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { PdfWriter } from '../../../server/pdf/document';
import { pdfText } from '../accounting/pdf-read';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';

// The fonts' parsed faces live as long as the process. A first document draws the composite capitals
// (« É » is « E » plus an accent) before any « E »: every later document must still map its « E ».
const composites = await PdfWriter.create({ title: 'Écoles' });
composites.heading('ÉÈÊË Écoles');
composites.text('ÉÈÊË Écoles');
const compositesText = pdfText(await composites.save());

let t: TestApp;
let gerant: string;

before(async () => {
  t = await createTestApp();
  gerant = (await signIn(t.app, 'gerant@volant.test')).token;
});
after(() => t.close());

async function textOf(path: string, init: RequestInit = {}): Promise<string> {
  const res = await t.app.request(`/api${path}`, { ...init, headers: { ...bearer(gerant).headers, ...init.headers } });
  assert.equal(res.status, 200, `${path}: ${res.status} ${res.status === 200 ? '' : await res.text()}`);
  assert.equal(res.headers.get('content-type'), 'application/pdf', path);
  return pdfText(new Uint8Array(await res.arrayBuffer()));
}

function assertReads(kind: string, text: string, expected: readonly string[]): void {
  for (const known of expected) assert.ok(text.includes(known), `${kind}: « ${known} » not found in:\n${text}`);
}

test('PdfWriter: every French letter, in regular and bold, reads back as drawn', async () => {
  assertReads('composites', compositesText, ['ÉÈÊË Écoles']);
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ abcdefghijklmnopqrstuvwxyz ÀÂÄÇÉÈÊËÎÏÔÖÙÛÜŸÆŒ àâäçéèêëîïôöùûüÿæœ « » € – — ’';
  const pdf = await PdfWriter.create({ title: 'Alphabet' });
  pdf.heading(letters);
  pdf.text(letters);
  pdf.text(letters, { bold: true });
  const text = pdfText(await pdf.save());
  assert.equal(text.split(letters).length - 1, 3, text);
});

test('every kind of PDF the server draws reads back its known texts, bold capitals included', async () => {
  const db = t.deps.db;
  const bill = (kind: 'invoice' | 'credit_note' | 'quotation') =>
    db.selectFrom('bills').select(['id', 'number']).where('kind', '=', kind).where('number', 'is not', null).orderBy('id').executeTakeFirstOrThrow();
  const [invoice, creditNote, quotation] = [await bill('invoice'), await bill('credit_note'), await bill('quotation')];
  const payment = await db.selectFrom('payments').select('id').where('amount_cents', '>', 0).orderBy('id').executeTakeFirstOrThrow();
  const contract = await db.selectFrom('learner_contracts').select(['id', 'number']).orderBy('id').executeTakeFirstOrThrow();
  const amendment = await db.selectFrom('contract_amendments').select('id').orderBy('id').executeTakeFirstOrThrow();
  const slot = await db
    .selectFrom('planning_slots')
    .innerJoin('planning_slot_learners', 'planning_slot_learners.slot_id', 'planning_slots.id')
    .select(['planning_slots.id', 'planning_slots.agenda_id', 'planning_slot_learners.learner_id', 'planning_slots.date'])
    .orderBy('planning_slots.id')
    .executeTakeFirstOrThrow();
  const day = slot.date;
  const structure = t.ids.centre.structureId;
  const siret = (await db.selectFrom('agencies').select('siret').where('siret', 'is not', null).executeTakeFirstOrThrow()).siret ?? '';

  const kinds: ReadonlyArray<readonly [kind: string, path: string, expected: readonly string[], init?: RequestInit]> = [
    ['invoice', `/accounting/invoices/${invoice.id}/pdf`, [`Facture n° ${invoice.number}`, 'SIRET : ', 'TVA']],
    ['credit note', `/accounting/credit-note/${creditNote.id}/pdf`, [`Avoir n° ${creditNote.number}`, 'SIRET : ']],
    ['quotation', `/accounting/quotations/${quotation.id}/pdf`, [`Devis n° ${quotation.number}`, 'SIRET : ']],
    ['receipt', `/accounting/payments/${payment.id}/receipt`, ['Reçu n° ', 'SIRET : ']],
    ['contract', `/contracts/learner-contract-display?contract=${contract.id}`, ['Contrat d’enseignement de la conduite', 'Entre les soussignés :', `SIRET : ${siret}`, 'Article II — Déroulement de la formation', '2.1. Évaluation préalable', 'Article VII — Médiation de la consommation', contract.number ?? '']],
    ['amendment', `/contracts/learner-contract-display?amendment=${amendment.id}`, ['Avenant au contrat d’enseignement de la conduite', 'Objet de l’avenant']],
    ['convocation', `/plannings/slot-convocation-pdf/${slot.id}`, ['Convocation', 'Séance']],
    ['attendance sheet', `/plannings/slot-attendance-sheet-pdf/${slot.id}`, ['Feuille d\'émargement']],
    ['learner attendance sheet', `/plannings/slot-attendance-sheet-by-learner-pdf/${slot.learner_id}?startDate=${day}`, ['Feuille d\'émargement']],
    ['learner appointments', `/plannings/slot-attendance-sheet-by-learner-pdf/${slot.learner_id}?withTeamMember=1&startDate=${day}`, ['Liste de RDV']],
    ['agenda appointments', `/plannings/slot-rdv/${slot.agenda_id}?startDate=${day}&endDate=${day}`, ['Liste de RDV']],
    ['slots monitor', '/plannings/slot/monitor-pdf', ['Moniteur des créneaux'], { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ startDate: day, endDate: day }) }],
    ['payment deadlines', `/plannings/payment-deadlines-pdf?startDate=2026-01-01&endDate=2026-12-31`, ['Échéances de paiement']],
    ['learner situations', `/learners/situation-pdf?date=${day}`, ['Situation des apprenants planifiés']],
    ['activity report', `/accounting-edition/educational-financial-reports?structure=${structure}&startDate=2026-01-01&endDate=2026-12-31`, ['Bilan pédagogique et financier', 'Bilan financier — produits par origine des fonds', 'Formateurs']],
  ];
  for (const [kind, path, expected, init] of kinds) assertReads(kind, await textOf(path, init), expected);
});
