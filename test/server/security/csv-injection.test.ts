// CSV formula injection (issue #20 F9): texts a user typed come back in every CSV Volant writes — the
// structure's export (one CSV per table), the NF525 archive and the educational and financial
// report. A cell starting with =, +, -, @, a tab or a carriage return must come out defused (a
// leading '), as read by a real CSV parser (csv-parse), while plain numbers keep their sign.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { parse } from 'csv-parse/sync';
import { strFromU8, unzipSync } from 'fflate';
import { csvCell, csvLine } from '../../../server/core/csv';
import { bearer, createTestApp, jsonBody, signIn, type TestApp } from '../helpers';

const FIRST = '=HYPERLINK("http://evil.test")';
const LAST = '@SUM(1+1)';
const LABEL = '-2+3+cmd|\' /C calc\'!A0';
const REFERENCE = '+1+1';
const AGENCY = '\t=1+1';
const FORMULA = /^[=+\-@\t\r]/;
const NUMBER = /^[+-]?\d+(?:[.,]\d+)?$/;

let t: TestApp;
let gerant: string;

before(async () => {
  t = await createTestApp();
  gerant = (await signIn(t.app, 'gerant@volant.test')).token;
  const agency = t.ids.centre.agencies.orleans;
  const post = async <T>(path: string, body: unknown): Promise<T> => {
    const res = await t.app.request(path, jsonBody('POST', body, gerant));
    assert.ok(res.status < 300, `${path}: ${res.status} ${await res.clone().text()}`);
    return (await res.json()) as T;
  };
  const get = async <T>(path: string): Promise<T> => (await (await t.app.request(path, bearer(gerant))).json()) as T;
  const learner = await post<{ id: number }>('/api/learners', {
    civility: null, firstName: FIRST, lastName: LAST, email: null, phone: null, birthDate: null, birthPlace: null,
    address: '3 rue Jeanne d’Arc', postalCode: '45000', city: 'Orléans', neph: null, agency, isProspect: false, registration: null,
  });
  const tva = (await get<{ 'hydra:member': Array<{ id: number }> }>(`/api/billing/tvas?agency=${agency}&isDefault=true`))['hydra:member'][0]!.id;
  const invoice = await post<{ id: number }>('/api/accounting/invoices', { agency, learner: learner.id, title: FIRST, lines: [{ label: LABEL, quantity: 1, unitPrice: 50, tva }] });
  await post(`/api/accounting/invoices/${invoice.id}/validate`, {});
  await post('/api/accounting/payments', { invoice: invoice.id, amount: 20, method: 'other', paidOn: new Date().toISOString().slice(0, 10), reference: REFERENCE });
  await t.deps.db.updateTable('agencies').set({ name: AGENCY }).where('id', '=', agency).execute();
});

after(() => t.close());

/** Every cell of a CSV file as csv-parse reads it (the BOM dropped, any separator). */
function cells(text: string, delimiter: string): string[][] {
  return parse(text, { bom: true, delimiter, relax_column_count: true }) as string[][];
}

/** Cells a spreadsheet would run as a formula: none may be left. */
function formulas(rows: string[][]): string[] {
  return rows.flat().filter((cell) => FORMULA.test(cell) && !NUMBER.test(cell));
}

test('the structure export defuses formulas in learners, users, organisations, bills and payments', async () => {
  const started = await t.app.request('/api/exports', bearer(gerant, { method: 'POST' }));
  assert.equal(started.status, 202);
  const { '@id': id } = (await started.json()) as { '@id': string };
  let status = 'running';
  for (let i = 0; i < 500 && status === 'running'; i++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    status = ((await (await t.app.request(id, bearer(gerant))).json()) as { status: string }).status;
  }
  assert.equal(status, 'done');
  const files = unzipSync(new Uint8Array(await (await t.app.request(`${id}/file`, bearer(gerant))).arrayBuffer()));
  const table = (name: string) => {
    const [header, ...rows] = cells(strFromU8(files[name]!), ';');
    return rows.map((row) => Object.fromEntries(header!.map((column, i) => [column, row[i]!])));
  };
  const learner = table('apprenants.csv').find((row) => row['Prénom'] === `'${FIRST}`);
  assert.ok(learner, 'the learner’s first name is written as text');
  assert.equal(learner['Nom'], `'${LAST}`);
  assert.equal(learner['Agence'], `'${AGENCY}`, 'the agency name');
  assert.ok(table('factures.csv').some((row) => row['Objet'] === `'${FIRST}`), 'the invoice title');
  assert.ok(table('paiements.csv').some((row) => row['Référence'] === `'${REFERENCE}`), 'the payment reference');
  assert.ok(table('paiements.csv').some((row) => row['Montant (€)'] === '20,00'), 'the amount stays a number');
  for (const [name, bytes] of Object.entries(files).filter(([n]) => n.endsWith('.csv'))) assert.deepEqual(formulas(cells(strFromU8(bytes), ';')), [], name);
});

test('the NF525 archive defuses formulas in its CSV files and keeps amounts as numbers', async () => {
  const res = await t.app.request('/api/accounting/ledger/archive', bearer(gerant));
  assert.equal(res.status, 200);
  const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
  const documents = cells(strFromU8(files['factures-et-avoirs.csv']!), ';');
  assert.ok(documents.some((row) => row.includes(`'${FIRST} ${LAST}`) && row.includes(`'${AGENCY}`)), 'the customer and agency names');
  const payments = cells(strFromU8(files['reglements.csv']!), ';');
  assert.ok(payments.some((row) => row.includes(`'${FIRST} ${LAST}`) && row.includes('20,00')), 'the payer, and the amount as a number');
  for (const name of Object.keys(files).filter((n) => n.endsWith('.csv'))) assert.deepEqual(formulas(cells(strFromU8(files[name]!), ';')), [], name);
});

test('the educational and financial report defuses the agency name', async () => {
  const today = new Date().toISOString().slice(0, 10);
  const res = await t.app.request(`/api/accounting-edition/educational-financial-reports?agencies[]=${t.ids.centre.agencies.orleans}&startDate=${today.slice(0, 4)}-01-01&endDate=${today}&format=csv`, bearer(gerant));
  assert.equal(res.status, 200);
  const rows = cells(new TextDecoder().decode(await res.arrayBuffer()), ';');
  assert.deepEqual(rows.find((row) => row[0] === 'Agences'), ['Agences', `'${AGENCY}`]);
  assert.deepEqual(formulas(rows), []);
});

test('csvCell: texts that start a formula get a leading quote; numbers, signed or not, stay numbers', () => {
  const fr = { separator: ';', decimalComma: true } as const;
  assert.equal(csvCell(-12.5, fr), '-12,5');
  assert.equal(csvCell('-12,50', fr), '-12,50');
  assert.equal(csvCell('+33612345678', fr), '+33612345678');
  assert.equal(csvCell('+33 6 12 34 56 78', fr), "'+33 6 12 34 56 78");
  assert.equal(csvCell('-1+2', fr), "'-1+2");
  assert.equal(csvCell('=1;2', fr), `"'=1;2"`);
  assert.equal(csvCell('\r=1', fr), `"'\r=1"`);
  assert.equal(csvCell('Dupont "Jo"', fr), '"Dupont ""Jo"""');
  assert.equal(csvCell(null, fr), '');
  assert.equal(csvLine([FIRST, 3.5, LAST], { separator: ',' }), `"'=HYPERLINK(""http://evil.test"")",3.5,'@SUM(1+1)\r\n`);
});
