// One balance per learner (issue #37 item 5, docs/decisions.md, « Accounting documents »): what a
// learner owes is their issued invoices' open balances (TTC − credit notes − payments + refunds) plus
// the unpaid instalments of their payment schedule, « échu » up to today and « à échoir » after. It is
// read here for the same learners from every place that shows it — the learner record's balance, the
// slot details, the situations list and PDF, the échéances PDF (pdftotext) — and from the dashboards'
// « Reste à encaisser » and « 7 prochains jours », each checked against the raw tables of the demo data.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { AccountingSummary, DueDateStatistic } from '../../../src/modules/dashboards/types';
import type { LearnerSituation, PaymentDeadlinesTooltip, Slot } from '../../../src/modules/planning/types';
import type { LearnerBalance, LearnerBalanceAnswer } from '../../../src/shared/accounting/balance';
import { addDays } from '../../../server/resources/bills/model';
import { parisDate } from '../../../src/shared/i18n/paris-date';
import { pdfLines } from '../accounting/pdf-read';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';
import { agendas, call, list } from '../planning/fixtures';

let t: TestApp;
let gerant: string;
let today: string;
before(async () => {
  t = await createTestApp();
  gerant = (await signIn(t.app, 'gerant@volant.test')).token;
  today = parisDate(t.deps.now());
  // Whatever the day and the hour (the demo's schedules are seeded around the day it was made), one
  // learner of Orléans has an instalment fallen due today and one due within the week.
  const learner = await t.deps.db.selectFrom('learners').select('id').where('agency_id', '=', t.ids.centre.agencies.orleans).orderBy('id').executeTakeFirstOrThrow();
  await t.deps.db
    .insertInto('learner_payment_deadlines')
    .values([
      { structure_id: t.ids.centre.structureId, agency_id: t.ids.centre.agencies.orleans, learner_id: learner.id, label: 'Échéance 1/2', due_date: today, amount_cents: 39_000, paid_at: null },
      { structure_id: t.ids.centre.structureId, agency_id: t.ids.centre.agencies.orleans, learner_id: learner.id, label: 'Échéance 2/2', due_date: addDays(today, 3), amount_cents: 39_000, paid_at: null },
    ])
    .execute();
});
after(() => t.close());

interface OpenAmount {
  learnerId: number | null;
  organisation: boolean;
  due: string;
  cents: number;
}

/** Every amount still to collect in the Centre, from the raw tables: invoices' positive balances and unpaid instalments. */
async function openAmounts(): Promise<OpenAmount[]> {
  const db = t.deps.db;
  const structure = t.ids.centre.structureId;
  const invoices = await db
    .selectFrom('bills')
    .select(['id', 'learner_id', 'organization_id', 'due_date', 'issue_date', 'total_ttc_cents'])
    .where('structure_id', '=', structure)
    .where('kind', '=', 'invoice')
    .where('status', '>=', 5)
    .execute();
  const credits = await db.selectFrom('bills').select(['source_id', 'total_ttc_cents']).where('kind', '=', 'credit_note').execute();
  const payments = await db.selectFrom('payments').select(['bill_id', 'amount_cents', 'kind']).execute();
  const instalments = await db.selectFrom('learner_payment_deadlines').select(['learner_id', 'due_date', 'amount_cents']).where('structure_id', '=', structure).where('paid_at', 'is', null).execute();
  return [
    ...invoices.map((invoice) => {
      const credited = credits.filter((c) => c.source_id === invoice.id).reduce((sum, c) => sum + c.total_ttc_cents, 0);
      const paid = payments.filter((p) => p.bill_id === invoice.id && p.kind === 'payment').reduce((sum, p) => sum + p.amount_cents, 0);
      const refunded = -payments.filter((p) => p.bill_id === invoice.id && p.kind === 'refund').reduce((sum, p) => sum + p.amount_cents, 0);
      return { learnerId: invoice.learner_id, organisation: invoice.organization_id !== null, due: invoice.due_date ?? invoice.issue_date ?? '', cents: invoice.total_ttc_cents - credited - paid + refunded };
    }),
    ...instalments.map((i) => ({ learnerId: i.learner_id, organisation: false, due: i.due_date, cents: i.amount_cents })),
  ].filter((a) => a.cents > 0);
}

const sum = (amounts: readonly OpenAmount[]) => amounts.reduce((total, a) => total + a.cents, 0);

/** A learner's balance in euros from the raw tables (the invoices a funding organisation pays are not theirs). */
function balanceOf(amounts: readonly OpenAmount[], learnerId: number): LearnerBalance {
  const own = amounts.filter((a) => a.learnerId === learnerId && !a.organisation);
  const owed = sum(own);
  const due = sum(own.filter((a) => a.due <= today));
  return { owed: owed / 100, due: due / 100, upcoming: (owed - due) / 100 };
}

const euros = (amount: number) => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(amount).replace(/[\u202f\u00a0]/g, ' ');
/** « 1 170,00 € 780,00 € 390,00 € »: the three figures of a PDF row, in the order « Reste dû », « dont échu », « à échoir ». */
const figures = (b: LearnerBalance) => [b.owed, b.due, b.upcoming].map(euros).join(' ');

async function pdf(path: string): Promise<string[]> {
  const res = await t.app.request(`/api${path}`, bearer(gerant));
  assert.equal(res.status, 200, `${path}: ${res.status}`);
  assert.equal(res.headers.get('content-type'), 'application/pdf');
  return pdfLines(new Uint8Array(await res.arrayBuffer()));
}

describe('one balance per learner', () => {
  test('« Reste à encaisser » and every bucket of « Échéances à encaisser » count the unpaid instalments with the invoices', async () => {
    const open = await openAmounts();
    assert.ok(open.some((a) => a.due >= today && a.due <= addDays(today, 7) && a.learnerId !== null), 'an instalment falls due in the next 7 days');
    const summary = (await call<AccountingSummary>(t, gerant, 'GET', `/dashboard/accounting/accounting-summary?startDate=${addDays(today, -60)}&endDate=${today}`)).body;
    const stat = (await call<DueDateStatistic>(t, gerant, 'GET', '/dashboard/dueDate/statistic')).body;
    assert.equal(summary.outstanding, sum(open) / 100);
    assert.equal(summary.overdue, sum(open.filter((a) => a.due < today)) / 100);
    const bucket = (name: string) => stat.buckets.find((b) => b.bucket === name)!;
    assert.equal(bucket('overdue').amount, sum(open.filter((a) => a.due < today)) / 100);
    const week = open.filter((a) => a.due >= today && a.due <= addDays(today, 7));
    assert.equal(bucket('week').amount, sum(week) / 100, '« 7 prochains jours »');
    assert.equal(bucket('week').count, week.length);
    assert.equal(stat.buckets.reduce((total, b) => total + Math.round(b.amount * 100), 0), sum(open), 'the due dates add up to what remains to collect');
  });

  test('the learner record, the slot details, the situations list and PDF and the échéances PDF show the same « Reste dû », « dont échu », « à échoir »', async () => {
    const open = await openAmounts();
    const db = t.deps.db;
    const orleans = t.ids.centre.agencies.orleans;
    // A learner whose schedule has an instalment fallen due and one still to come (the slot details used
    // to say « Reste dû 0,00 € » above « Échéance 2/3 — 390,00 € » due today), and one owing an invoice.
    const scheduled = await db
      .selectFrom('learner_payment_deadlines as d')
      .innerJoin('learners as l', 'l.id', 'd.learner_id')
      .select(['l.id'])
      .where('d.agency_id', '=', orleans)
      .where('d.paid_at', 'is', null)
      .where('d.due_date', '<=', today)
      .where((eb) => eb.exists(eb.selectFrom('learner_payment_deadlines as later').select('later.id').whereRef('later.learner_id', '=', 'd.learner_id').where('later.paid_at', 'is', null).where('later.due_date', '>', today)))
      .orderBy('l.id')
      .executeTakeFirstOrThrow();
    const invoiced = open.find((a) => a.learnerId !== null && a.learnerId !== scheduled.id && !a.organisation && a.due !== '');
    assert.ok(invoiced, 'a learner owes an invoice');
    const ids = [scheduled.id, invoiced.learnerId!];
    const expected = new Map(ids.map((id) => [id, balanceOf(open, id)]));
    const withSchedule = expected.get(scheduled.id)!;
    assert.ok(withSchedule.due > 0 && withSchedule.upcoming > 0, JSON.stringify(withSchedule));

    const agenda = Object.values(await agendas(t, gerant)).find((a) => a.name === 'Salle de code Orléans')!;
    // The first free hour of the room today (the demo's code classes depend on the day of the week).
    let slot = await call<Slot>(t, gerant, 'POST', '/plannings/slots', { agenda: `/api/plannings/agendas/${agenda.id}`, date: today, schedule: { startTime: '07:00', endTime: '08:00' }, learners: ids });
    let start = '07';
    for (const hour of ['08', '09', '10', '11', '12', '13', '14', '15', '16', '17', '18', '19', '20', '21']) {
      if (slot.status === 201) break;
      start = hour;
      slot = await call<Slot>(t, gerant, 'POST', '/plannings/slots', { agenda: `/api/plannings/agendas/${agenda.id}`, date: today, schedule: { startTime: `${hour}:00`, endTime: `${hour}:50` }, learners: ids });
    }
    assert.equal(slot.status, 201, JSON.stringify(slot.body));
    const situations = await list<LearnerSituation>(t, gerant, `/learners/situation?itemsPerPage=500000&page=1&structureId=${t.ids.centre.structureId}&date=${today}&agendaId[]=${agenda.id}`);
    const tooltip = (await call<PaymentDeadlinesTooltip>(t, gerant, 'GET', `/plannings/payment-deadlines-tooltip?slot=${slot.body.id}`)).body;
    const situationPdf = await pdf(`/learners/situation-pdf?structureId=${t.ids.centre.structureId}&date=${today}&agendaId[]=${agenda.id}`);
    const deadlinesPdf = await pdf(`/plannings/payment-deadlines-pdf?startDate=${today}&endDate=${today}&agenda[]=${agenda.id}`);

    for (const id of ids) {
      const want = expected.get(id)!;
      const learner = await db.selectFrom('learners').select(['first_name', 'last_name']).where('id', '=', id).executeTakeFirstOrThrow();
      const record = await call<LearnerBalanceAnswer>(t, gerant, 'GET', `/learner/balance/${id}`);
      assert.equal(record.status, 200, JSON.stringify(record.body));
      assert.deepEqual(record.body.balance, want, `learner record of ${id}`);
      assert.equal(record.body.asOf, today);
      assert.deepEqual(tooltip.learners.find((l) => l.id === id)?.balance, want, `slot details of ${id}`);
      assert.deepEqual(situations['hydra:member'].find((s) => s.learner.id === id && s.slotId === slot.body.id)?.balance, want, `situations of ${id}`);
      const name = `${learner.last_name.toUpperCase()} ${learner.first_name}`;
      // A long first name wraps under the last name: the row's first line holds the last name and the figures.
      const situationRow = situationPdf.find((line) => line.includes(` ${learner.last_name.toUpperCase()} `) && line.includes(`${start}h00`));
      assert.ok(situationRow?.endsWith(figures(want)), `situations PDF of ${id}: « ${situationRow} » ≠ « … ${figures(want)} » in\n${situationPdf.join('\n')}`);
      const deadlineRow = deadlinesPdf.find((line) => line.startsWith(name) && line.endsWith(figures(want)));
      assert.ok(deadlineRow, `échéances PDF of ${id}: no row « ${name} … ${figures(want)} » in\n${deadlinesPdf.join('\n')}`);
    }
    // The échéances PDF is headed by the agenda's agency, like the planning's other documents.
    const agency = await db.selectFrom('agencies').select(['name', 'address']).where('id', '=', orleans).executeTakeFirstOrThrow();
    assert.equal(deadlinesPdf.find((line) => line !== ''), agency.name);
    assert.ok(deadlinesPdf.some((line) => agency.address !== null && line.includes(agency.address)), 'the agency’s address');
  });
});

test('every due date of « Échéances à encaisser » names a resource that answers (an instalment or an opening balance: its learner’s balance)', async () => {
  const table = await list<{ '@id': string; kind: string }>(t, gerant, `/dashboard/dueDate/table?itemsPerPage=1000&structureId=${t.ids.centre.structureId}`);
  const kinds = new Set(table['hydra:member'].map((row) => row.kind));
  assert.ok(kinds.has('deadline') && kinds.has('invoice'), `both kinds listed: ${[...kinds].join(', ')}`);
  const documents = new Set(table['hydra:member'].map((row) => row['@id'].split('#')[0]!));
  for (const iri of documents) {
    const res = await t.app.request(iri, bearer(gerant));
    assert.equal(res.status, 200, `${iri} → ${res.status}`);
  }
});
