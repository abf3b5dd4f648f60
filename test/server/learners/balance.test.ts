// One definition of what remains to collect (issue #24 point 12, docs/decisions.md, « Learners »): the
// dashboard's « Reste à encaisser » and « Échéances à encaisser », a learner's « Reste dû » in the
// situations and in the slot details all come from the issued invoices − credit notes − payments +
// refunds, checked here against the raw tables of the demo data.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { AccountingSummary, DueDateStatistic } from '../../../src/modules/dashboards/types';
import type { LearnerSituation, PaymentDeadlinesTooltip, Slot } from '../../../src/modules/planning/types';
import { addDays } from '../../../server/resources/bills/model';
import { parisDate } from '../../../src/shared/i18n/paris-date';
import { createTestApp, signIn, type TestApp } from '../helpers';
import { agendas, call, list } from '../planning/fixtures';

let t: TestApp;
let gerant: string;
let today: string;
before(async () => {
  t = await createTestApp();
  gerant = (await signIn(t.app, 'gerant@volant.test')).token;
  today = parisDate(t.deps.now());
});
after(() => t.close());

const euros = (cents: number) => Math.round(cents) / 100;

/** Per issued invoice of the Centre, from the raw tables: TTC − credit notes − payments + refunds (refunds are negative payments). */
async function invoiceBalances() {
  const db = t.deps.db;
  const invoices = await db
    .selectFrom('bills')
    .select(['id', 'learner_id', 'organization_id', 'agency_id', 'due_date', 'issue_date', 'total_ttc_cents'])
    .where('structure_id', '=', t.ids.centre.structureId)
    .where('kind', '=', 'invoice')
    .where('status', '>=', 5)
    .execute();
  const credits = await db.selectFrom('bills').select(['source_id', 'total_ttc_cents']).where('kind', '=', 'credit_note').execute();
  const payments = await db.selectFrom('payments').select(['bill_id', 'amount_cents', 'kind']).execute();
  return invoices.map((invoice) => {
    const credited = credits.filter((c) => c.source_id === invoice.id).reduce((sum, c) => sum + c.total_ttc_cents, 0);
    const paid = payments.filter((p) => p.bill_id === invoice.id && p.kind === 'payment').reduce((sum, p) => sum + p.amount_cents, 0);
    const refunded = -payments.filter((p) => p.bill_id === invoice.id && p.kind === 'refund').reduce((sum, p) => sum + p.amount_cents, 0);
    return { ...invoice, due: invoice.due_date ?? invoice.issue_date, balance: invoice.total_ttc_cents - credited - paid + refunded };
  });
}

describe('what remains to collect', () => {
  test('the dashboard’s « Reste à encaisser » is the sum of the « Échéances à encaisser », and both are the invoices’ balances', async () => {
    const summary = (await call<AccountingSummary>(t, gerant, 'GET', `/dashboard/accounting/accounting-summary?startDate=${addDays(today, -60)}&endDate=${today}`)).body;
    const stat = (await call<DueDateStatistic>(t, gerant, 'GET', '/dashboard/dueDate/statistic')).body;
    const open = (await invoiceBalances()).filter((i) => i.balance > 0);
    assert.ok(open.length > 0, 'the demo has invoices left to collect');
    const owed = euros(open.reduce((sum, i) => sum + i.balance, 0));
    assert.equal(summary.outstanding, owed);
    assert.equal(euros(stat.buckets.reduce((sum, b) => sum + Math.round(b.amount * 100), 0)), owed, 'the due dates add up to what remains to collect');
    assert.equal(stat.buckets.reduce((sum, b) => sum + b.count, 0), open.length);
    const overdue = euros(open.filter((i) => i.due < today).reduce((sum, i) => sum + i.balance, 0));
    assert.equal(summary.overdue, overdue);
    assert.equal(stat.buckets.find((b) => b.bucket === 'overdue')?.amount, overdue);
  });

  test('a learner’s « Reste dû » is one figure in the situations and in the slot details', async () => {
    const balances = await invoiceBalances();
    const debtor = balances.find((i) => i.balance > 0 && i.organization_id === null && i.learner_id !== null && i.agency_id === t.ids.centre.agencies.orleans);
    assert.ok(debtor, 'an Orléans learner owes an invoice');
    // A learner with a payment schedule partly due after today (the figures used to differ for them).
    const scheduled = await t.deps.db
      .selectFrom('learner_payment_deadlines')
      .select('learner_id')
      .where('agency_id', '=', t.ids.centre.agencies.orleans)
      .where('paid_at', 'is', null)
      .where('due_date', '>', today)
      .where('learner_id', '!=', debtor.learner_id!)
      .executeTakeFirstOrThrow();
    const learners = [debtor.learner_id!, scheduled.learner_id];
    const owes = (id: number) => euros(balances.filter((i) => i.learner_id === id && i.organization_id === null && i.balance > 0).reduce((sum, i) => sum + i.balance, 0));

    const agenda = Object.values(await agendas(t, gerant)).find((a) => a.name === 'Salle de code Orléans')!;
    const slot = await call<Slot>(t, gerant, 'POST', '/plannings/slots', { agenda: `/api/plannings/agendas/${agenda.id}`, date: today, schedule: { startTime: '20:00', endTime: '21:00' }, learners });
    assert.equal(slot.status, 201, JSON.stringify(slot.body));
    const situations = await list<LearnerSituation>(t, gerant, `/learners/situation?itemsPerPage=500000&page=1&structureId=${t.ids.centre.structureId}&date=${today}&agendaId[]=${agenda.id}`);
    const tooltip = (await call<PaymentDeadlinesTooltip>(t, gerant, 'GET', `/plannings/payment-deadlines-tooltip?slot=${slot.body.id}`)).body;
    for (const id of learners) {
      const situation = situations['hydra:member'].find((s) => s.learner.id === id && s.slotId === slot.body.id);
      const details = tooltip.learners.find((l) => l.id === id);
      assert.ok(situation && details);
      assert.equal(situation.amountDue, owes(id), `situation of learner ${id}`);
      assert.equal(details.totalDue, owes(id), `slot details of learner ${id}`);
    }
    assert.ok(owes(debtor.learner_id!) > 0);
  });
});
