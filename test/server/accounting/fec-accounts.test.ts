// Issue 37 item 4: the FEC and the signed archive write the school's chart of accounts (« Comptes
// clients »), and the FEC is cut by the school's fiscal year, not the civil one.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { parse } from 'csv-parse/sync';
import { strFromU8, unzipSync } from 'fflate';
import type { CustomerAccount, FiscalYear } from '../../../src/modules/billing/types';
import { filenameFromDisposition } from '../../../src/shared/api/client';
import { parisDate } from '../../../src/shared/i18n/paris-date';
import { createTestApp, signIn, type TestApp } from '../helpers';
import { apiAs, learnersOf, tvasOf, validatedInvoice, type Api } from './client';
import { checkFec, type ExerciseBounds, type FecRow } from './fec-format';

let t: TestApp;
let gerant: Api;
const SIREN = '812345678';

before(async () => {
  t = await createTestApp();
  gerant = apiAs(t, (await signIn(t.app, 'gerant@volant.test')).token);
});
after(() => t.close());

async function fec(year: number, exercise: ExerciseBounds): Promise<FecRow[]> {
  const res = await gerant.get(`/accounting/ledger/fec?year=${year}`);
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return checkFec(res.bytes, filenameFromDisposition(res.headers.get('content-disposition')) ?? '', SIREN, exercise);
}

/** The `ecritures.csv` of the signed archive of a period, read by a real CSV parser. */
async function archiveEntries(from: string, to: string): Promise<Record<string, string>[]> {
  const res = await gerant.get(`/accounting/ledger/archive?from=${from}&to=${to}`);
  assert.equal(res.status, 200);
  return parse(strFromU8(unzipSync(res.bytes)['ecritures.csv']!), { delimiter: ';', bom: true, columns: true }) as Record<string, string>[];
}

/** Sets an agency's « Comptes clients » through the settings screen's call. */
async function configureAccounts(agency: number, accounts: Partial<CustomerAccount>) {
  const current = await gerant.get<CustomerAccount>(`/billing/customer_accounts?agence=${agency}`);
  assert.equal(current.status, 200);
  const saved = await gerant.patch<CustomerAccount>(`/billing/customer-account/${current.body.id}`, accounts);
  assert.equal(saved.status, 200, JSON.stringify(saved.body));
}

async function invoicePaid(agency: number, learner: number, method: string) {
  const tva = await tvasOf(t, agency);
  const invoice = await validatedInvoice(gerant, { agency, learner, lines: [{ label: 'Leçon de conduite B (1 h)', quantity: 20, unitPriceTtc: 62.5, tva: tva['20'] }] });
  const paid = await gerant.post<{ receiptNumber: string }>('/accounting/payments', { invoice: invoice.id, amount: invoice.totalPriceTtc, method, paidOn: parisDate(t.deps.now()) });
  assert.equal(paid.status, 201, JSON.stringify(paid.body));
  return { invoice, receipt: paid.body.receiptNumber };
}

const aux = (learner: number) => `411${String(learner).padStart(6, '0')}`;

/** The lines of pieces in the FEC and in the archive of the current year, as [journal, account, auxiliary, debit, credit]. */
async function linesInBoth(pieces: readonly string[]) {
  const year = Number(parisDate(t.deps.now()).slice(0, 4));
  const fecRows = await fec(year, year);
  const archive = await archiveEntries(`${year}-01-01`, `${year}-12-31`);
  // The whole year: the same lines in both files, in the same order.
  assert.deepEqual(archive.map((r) => [r.PieceRef, r.CompteNum, r.CompAuxNum]), fecRows.map((r) => [r.PieceRef, r.CompteNum, r.CompAuxNum]));
  return pieces.map((piece) => ({
    fec: fecRows.filter((r) => r.PieceRef === piece).map((r) => [r.JournalCode, r.CompteNum, r.CompAuxNum, r.Debit, r.Credit]),
    archive: archive.filter((r) => r.PieceRef === piece).map((r) => [r.JournalCode, r.CompteNum, r.CompAuxNum, r.Debit || '0,00', r.Credit || '0,00']),
  }));
}

describe('the FEC and the archive on the school’s chart of accounts', () => {
  test('issue 37 #4 replayed: accounts configured 706000 / 445710 / 512000 are the FEC’s and the archive’s, line for line', async () => {
    const orleans = t.ids.centre.agencies.orleans;
    await configureAccounts(orleans, { customerAccount: '411000', salesAccount: '706000', vatAccount: '445710', bankAccount: '512000', auxiliaryPerLearner: true });
    const [learner] = (await learnersOf(t, orleans, 12)).slice(10);
    const { invoice, receipt } = await invoicePaid(orleans, learner!, 'card');
    assert.equal(invoice.totalPriceTtc, 1250);
    const [sale, payment] = await linesInBoth([invoice.number!, receipt]);
    const expectedSale = [['VE', '411000', aux(learner!), '1250,00', '0,00'], ['VE', '706000', '', '0,00', '1041,67'], ['VE', '445710', '', '0,00', '208,33']];
    const expectedPayment = [['BQ', '512000', '', '1250,00', '0,00'], ['BQ', '411000', aux(learner!), '0,00', '1250,00']];
    assert.deepEqual([sale!.fec, sale!.archive], [expectedSale, expectedSale]);
    assert.deepEqual([payment!.fec, payment!.archive], [expectedPayment, expectedPayment]);
  });

  test('another plan (411100, 706100, 445711, 512100, cash 531000, journals VT / BQ2 / CS): both files follow it; without auxiliary accounts the customer stays on the collective account', async () => {
    const blois = t.ids.centre.agencies.blois;
    await configureAccounts(blois, { customerAccount: '411100', salesAccount: '706100', vatAccount: '445711', bankAccount: '512100', cashAccount: '531000', salesJournal: 'VT', bankJournal: 'BQ2', cashJournal: 'CS', auxiliaryPerLearner: true });
    const [learner] = (await learnersOf(t, blois, 12)).slice(10);
    const { invoice, receipt } = await invoicePaid(blois, learner!, 'cash');
    const [sale, payment] = await linesInBoth([invoice.number!, receipt]);
    const expectedSale = [['VT', '411100', aux(learner!), '1250,00', '0,00'], ['VT', '706100', '', '0,00', '1041,67'], ['VT', '445711', '', '0,00', '208,33']];
    const expectedPayment = [['CS', '531000', '', '1250,00', '0,00'], ['CS', '411100', aux(learner!), '0,00', '1250,00']];
    assert.deepEqual([sale!.fec, sale!.archive], [expectedSale, expectedSale]);
    assert.deepEqual([payment!.fec, payment!.archive], [expectedPayment, expectedPayment]);
    await configureAccounts(blois, { auxiliaryPerLearner: false });
    const [plain] = await linesInBoth([receipt]);
    assert.deepEqual(plain!.fec.map((l) => [l[1], l[2]]), [['531000', ''], ['411100', '']]);
  });

  test('sales exempt from VAT go to their own account (706500 by default, then the one configured), in the FEC and the archive, and the FEC still passes the format rules', async () => {
    const orleans = t.ids.centre.agencies.orleans;
    const tva = await tvasOf(t, orleans);
    const [learner] = (await learnersOf(t, orleans, 14)).slice(13);
    const lines = [
      { label: 'Leçon de conduite B (1 h)', quantity: 2, unitPriceTtc: 60, tva: tva['20'] },
      { label: 'Formation post-permis (exonérée)', quantity: 1, unitPrice: 150, tva: tva['0'] },
    ];
    const first = await validatedInvoice(gerant, { agency: orleans, learner, lines });
    // linesInBoth runs checkFec (art. A47 A-1 LPF) on the whole year's FEC.
    const [sale] = await linesInBoth([first.number!]);
    const expected = (exempt: string) => [['VE', '411000', aux(learner!), '270,00', '0,00'], ['VE', '706000', '', '0,00', '100,00'], ['VE', exempt, '', '0,00', '150,00'], ['VE', '445710', '', '0,00', '20,00']];
    assert.deepEqual([sale!.fec, sale!.archive], [expected('706500'), expected('706500')]);
    await configureAccounts(orleans, { exemptSalesAccount: '706300' });
    const second = await validatedInvoice(gerant, { agency: orleans, learner, lines });
    const [configured] = await linesInBoth([second.number!]);
    assert.deepEqual(configured!.fec, expected('706300'));
    assert.equal((await gerant.patch(`/billing/customer-account/${(await gerant.get<CustomerAccount>(`/billing/customer_accounts?agence=${orleans}`)).body.id}`, { exemptSalesAccount: 'exonéré' })).status, 422);
  });
});

describe('the fiscal year setting', () => {
  test('who may set it, and what is refused: one date alone, a closing before the start, a first exercise over 24 months', async () => {
    const secretariat = apiAs(t, (await signIn(t.app, 'secretariat@volant.test')).token);
    assert.equal((await secretariat.patch('/billing/fiscal-year', { firstStart: '2026-07-01', firstEnd: '2027-06-30' })).status, 403);
    assert.deepEqual((await gerant.get<FiscalYear>('/billing/fiscal-year')).body.firstStart, null);
    for (const body of [{ firstStart: '2026-07-01', firstEnd: null }, { firstStart: '2026-07-01', firstEnd: '2026-06-30' }, { firstStart: '2026-07-01', firstEnd: '2028-07-01' }, { firstStart: '2026-02-30', firstEnd: '2027-06-30' }]) {
      const res = await gerant.patch('/billing/fiscal-year', body);
      assert.equal(res.status, 422, JSON.stringify(body));
    }
    const longest = await gerant.patch<FiscalYear>('/billing/fiscal-year', { firstStart: '2026-07-01', firstEnd: '2028-06-30' });
    assert.equal(longest.status, 200, JSON.stringify(longest.body));
    const reset = await gerant.patch<FiscalYear>('/billing/fiscal-year', { firstStart: null, firstEnd: null });
    assert.deepEqual([reset.body.firstStart, reset.body.firstEnd], [null, null]);
  });

  test('exercises from 1 July to 30 June after a first exercise of 18 months: each FEC holds exactly the entries of its exercise, named after its closing day', async () => {
    const y = Number(parisDate(t.deps.now()).slice(0, 4)) + 3;
    const saved = await gerant.patch<FiscalYear>('/billing/fiscal-year', { firstStart: `${y - 1}-01-01`, firstEnd: `${y}-06-30` });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    const orleans = t.ids.centre.agencies.orleans;
    const learners = (await learnersOf(t, orleans, 8)).slice(4);
    const startOffset = t.deps.now().getTime();
    const pieces: Record<string, string[]> = {};
    try {
      for (const [i, day] of [`${y - 1}-01-01`, `${y}-06-30`, `${y}-07-01`, `${y + 1}-06-30`, `${y + 1}-07-01`].entries()) {
        t.clock.advance((Date.parse(`${day}T10:00:00Z`) - t.deps.now().getTime()) / 1000);
        assert.equal(parisDate(t.deps.now()), day);
        gerant = apiAs(t, (await signIn(t.app, 'gerant@volant.test')).token);
        const { invoice, receipt } = await invoicePaid(orleans, learners[i % learners.length]!, 'transfer');
        pieces[day] = [invoice.number!, receipt];
      }
      const piecesOf = (rows: readonly FecRow[]) => [...new Set(rows.map((r) => r.PieceRef))].sort();
      const first = await fec(y, { start: `${y - 1}-01-01`, end: `${y}-06-30` });
      assert.deepEqual(piecesOf(first), [...pieces[`${y - 1}-01-01`]!, ...pieces[`${y}-06-30`]!].sort());
      const second = await fec(y + 1, { start: `${y}-07-01`, end: `${y + 1}-06-30` });
      assert.deepEqual(piecesOf(second), [...pieces[`${y}-07-01`]!, ...pieces[`${y + 1}-06-30`]!].sort());
      const third = await fec(y + 2, { start: `${y + 1}-07-01`, end: `${y + 2}-06-30` });
      assert.deepEqual(piecesOf(third), pieces[`${y + 1}-07-01`]!.sort());
      // No exercise closes in the first one's first year: the export says so.
      const inside = await gerant.get(`/accounting/ledger/fec?year=${y - 1}`);
      assert.equal(inside.status, 404);
      assert.match(inside.body.detail ?? '', /Aucun exercice ne se clôture en/);
    } finally {
      t.clock.advance((startOffset - t.deps.now().getTime()) / 1000);
      gerant = apiAs(t, (await signIn(t.app, 'gerant@volant.test')).token);
      await gerant.patch('/billing/fiscal-year', { firstStart: null, firstEnd: null });
    }
  });
});
