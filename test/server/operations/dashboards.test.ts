// The dashboard calls of spec part 2 §7 on the reference server: figures from the real tables, scoped
// by role (§6: admin and manager by structure, administrative staff by chosen agencies, trainers by
// their own id and agencies; isViewMyAgencies restricts a non-manager's lesson list), bad input.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import type { HydraCollection } from '../../../src/shared/api/hydra';
import type {
  AccountingSummary,
  BirthdayRow,
  ContractRow,
  DashboardSlot,
  DueDateRow,
  DueDateStatistic,
  LabellingStatistics,
  LearnerPlanningRow,
  Manager,
  OperationRow,
  PlannedLearnerProgress,
  TeamMemberTimeSheet,
} from '../../../src/modules/dashboards/types';
import { pdfPlainText } from '../../../cli/smoke/pdf-text';
import { addDays } from '../../../server/resources/bills/model';
import { parisDate } from '../../../src/shared/i18n/paris-date';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers';

let t: TestApp;
const tokens: Record<'gerant' | 'secretariat' | 'formateur' | 'port' | 'admin', string> = { gerant: '', secretariat: '', formateur: '', port: '', admin: '' };
let today: string;
before(async () => {
  t = await createTestApp();
  tokens.gerant = (await signIn(t.app, 'gerant@volant.test')).token;
  tokens.secretariat = (await signIn(t.app, 'secretariat@volant.test')).token;
  tokens.formateur = (await signIn(t.app, 'formateur@volant.test')).token;
  tokens.port = (await signIn(t.app, 'gerant@port.test')).token;
  tokens.admin = (await signIn(t.app, 'admin@volant.test')).token;
  today = parisDate(t.deps.now());
});
after(() => t.close());

async function get<T>(who: keyof typeof tokens, path: string, status = 200): Promise<T> {
  const res = await t.app.request(`/api${path}`, bearer(tokens[who]));
  const body = await res.text();
  assert.equal(res.status, status, `${path}: ${body.slice(0, 300)}`);
  return (body ? JSON.parse(body) : null) as T;
}

const ids = () => t.ids;
const centre = () => t.ids.centre.structureId;
const agencies = () => t.ids.centre.agencies;
const trainerId = () => t.ids.users['formateur@volant.test']!;
const sum = (values: readonly number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;

/** A working day with lessons in every agency of the Centre (the planning demo covers four weeks). */
async function busyDay(): Promise<string> {
  const row = await t.deps.db
    .selectFrom('planning_slots')
    .select('date')
    .where('structure_id', '=', centre())
    .where('is_background', '=', 0)
    .groupBy('date')
    .having(sql<number>`count(distinct agency_id)`, '=', 3)
    .orderBy('date', 'desc')
    .executeTakeFirstOrThrow();
  return row.date;
}

describe('accounting summary', () => {
  test('the manager’s figures are the structure’s validated invoices, payments and credit notes of the period', async () => {
    const period = { startDate: addDays(today, -60), endDate: today };
    const body = await get<AccountingSummary>('gerant', `/dashboard/accounting/accounting-summary?startDate=${period.startDate}&endDate=${period.endDate}`);
    const bills = await t.deps.db.selectFrom('bills').select(['kind', 'status', 'total_ttc_cents', 'issue_date']).where('structure_id', '=', centre()).execute();
    const inPeriod = (b: { issue_date: string }) => b.issue_date >= period.startDate && b.issue_date <= period.endDate;
    const invoiced = bills.filter((b) => b.kind === 'invoice' && b.status >= 5 && inPeriod(b));
    assert.ok(invoiced.length > 0, 'the demo has validated invoices');
    assert.equal(body.invoiced, sum(invoiced.map((b) => b.total_ttc_cents / 100)));
    assert.equal(body.invoiceCount, invoiced.length);
    assert.equal(body.credited, sum(bills.filter((b) => b.kind === 'credit_note' && inPeriod(b)).map((b) => b.total_ttc_cents / 100)));
    const payments = await t.deps.db.selectFrom('payments').select('amount_cents').where('structure_id', '=', centre()).execute();
    assert.equal(body.collected, sum(payments.map((p) => p.amount_cents / 100)));
    assert.equal(sum(body.months.map((m) => m.invoiced)), body.invoiced, 'the months add up to the period');
    assert.deepEqual(body.scope.agencies.map((a) => a.name), ['Orléans Centre', 'Blois', 'Tours']);
  });

  test('agency[] narrows the scope; another structure sees none of the Centre’s money', async () => {
    const blois = await get<AccountingSummary>('gerant', `/dashboard/accounting/accounting-summary?agency[]=${agencies().blois}&startDate=${addDays(today, -60)}&endDate=${today}`);
    const expected = await t.deps.db.selectFrom('bills').select('total_ttc_cents').where('agency_id', '=', agencies().blois).where('kind', '=', 'invoice').where('status', '>=', 5).execute();
    assert.equal(blois.invoiced, sum(expected.map((b) => b.total_ttc_cents / 100)));
    assert.deepEqual(blois.scope.agencies.map((a) => a.name), ['Blois']);
    const port = await get<AccountingSummary>('port', `/dashboard/accounting/accounting-summary?startDate=${addDays(today, -60)}&endDate=${today}`);
    assert.equal(port.invoiced, 0);
    assert.deepEqual(port.scope.agencies.map((a) => a.name), ['La Rochelle Port']);
  });

  test('the administrative staff choose among their agencies only; trainers are refused the money figures', async () => {
    await get('secretariat', `/dashboard/accounting/accounting-summary?agency[]=${agencies().tours}`, 400);
    const own = await get<AccountingSummary>('secretariat', '/dashboard/accounting/accounting-summary');
    assert.deepEqual(own.scope.agencies.map((a) => a.name).sort(), ['Blois', 'Orléans Centre']);
    for (const path of ['/dashboard/accounting/accounting-summary', '/dashboard/dueDate/statistic', '/dashboard/dueDate/table', `/accounting-edition/educational-financial-reports?startDate=${today}&endDate=${today}`]) {
      await get('formateur', path, 403);
    }
  });

  test('bad input answers 400 with a French message', async () => {
    const bad = async (query: string, pattern: RegExp) => {
      const res = await t.app.request(`/api/dashboard/accounting/accounting-summary?${query}`, bearer(tokens.gerant));
      assert.equal(res.status, 400, query);
      assert.match(((await res.json()) as { detail: string }).detail, pattern);
    };
    await bad('startDate=2026-02-30', /AAAA-MM-JJ/);
    await bad('startDate=2026-05-10&endDate=2026-05-01', /date de fin doit être postérieure/);
    await bad('startDate=2020-01-01&endDate=2026-01-01', /trois ans/);
    await bad('agency[]=abc', /Agence invalide/);
    assert.equal((await t.app.request(`/api/dashboard/accounting/accounting-summary?structure=${ids().port.structureId}`, bearer(tokens.gerant))).status, 404);
  });
});

describe('due dates', () => {
  test('buckets and table hold the issued invoices with a balance left and the unpaid instalments of payment schedules', async () => {
    const stat = await get<DueDateStatistic>('gerant', '/dashboard/dueDate/statistic');
    const invoices = await t.deps.db
      .selectFrom('bills')
      .select([sql<string>`coalesce(due_date, issue_date)`.as('due_date'), sql<number>`total_ttc_cents - paid_cents - credited_cents`.as('left')])
      .where('structure_id', '=', centre())
      .where('kind', '=', 'invoice')
      .where('status', 'in', [5, 6, 7])
      .where(sql<boolean>`total_ttc_cents - paid_cents - credited_cents > 0`)
      .execute();
    const instalments = await t.deps.db
      .selectFrom('learner_payment_deadlines')
      .select(['due_date', 'amount_cents as left'])
      .where('structure_id', '=', centre())
      .where('paid_at', 'is', null)
      .execute();
    assert.ok(instalments.length > 0);
    const open = [...invoices, ...instalments];
    assert.equal(sum(stat.buckets.map((b) => b.count)), open.length);
    const overdue = open.map((i) => [i.due_date, Number(i.left)] as const).filter(([due]) => due < today);
    assert.equal(stat.buckets.find((b) => b.bucket === 'overdue')?.amount, sum(overdue.map(([, cents]) => cents / 100)));

    const table = await get<HydraCollection<DueDateRow>>('gerant', '/dashboard/dueDate/table?bucket=overdue&itemsPerPage=100&order[amount]=desc');
    assert.equal(table['hydra:totalItems'], overdue.length);
    assert.ok(table['hydra:member'].every((row) => row.dueDate < today && row.daysLate > 0));
    const amounts = table['hydra:member'].map((row) => row.amount);
    assert.deepEqual(amounts, [...amounts].sort((a, b) => b - a), 'sorted by amount');
  });

  test('the secretary sees the due dates of her agencies only', async () => {
    const table = await get<HydraCollection<DueDateRow>>('secretariat', '/dashboard/dueDate/table?itemsPerPage=1000');
    assert.ok(table['hydra:member'].length > 0);
    assert.ok(table['hydra:member'].every((row) => row.agency.name !== 'Tours'));
    await get('gerant', '/dashboard/dueDate/table?bucket=bientot', 400);
  });
});

describe('birthdays', () => {
  test('learners whose birthday falls in the window, next one first; a trainer gets their own learners only', async () => {
    const body = await get<HydraCollection<BirthdayRow>>('gerant', '/dashboard/birthday/table?days=31&itemsPerPage=1000');
    const learners = await t.deps.db.selectFrom('learners').select(['id', 'birth_date']).where('structure_id', '=', centre()).where('archived', '=', 0).execute();
    const window = Array.from({ length: 31 }, (_, i) => addDays(today, i).slice(5));
    const expected = learners.filter((l) => l.birth_date && window.includes(l.birth_date.slice(5)));
    assert.equal(body['hydra:totalItems'], expected.length);
    const until = body['hydra:member'].map((row) => row.daysUntil);
    assert.deepEqual(until, [...until].sort((a, b) => a - b));
    assert.ok(until.every((d) => d >= 0 && d < 31));

    const trainer = await get<HydraCollection<BirthdayRow>>('formateur', '/dashboard/formator/birthday/table?days=31&itemsPerPage=1000');
    const taught = await t.deps.db
      .selectFrom('planning_slot_learners as sl')
      .innerJoin('planning_slots as s', 's.id', 'sl.slot_id')
      .select('sl.learner_id')
      .where('s.team_member_id', '=', trainerId())
      .execute();
    const grouped = await t.deps.db.selectFrom('group_learners as gl').innerJoin('groups as g', 'g.id', 'gl.group_id').select('gl.learner_id').where('g.trainer_id', '=', trainerId()).execute();
    const mine = new Set([...taught, ...grouped].map((r) => r.learner_id));
    assert.ok(trainer['hydra:member'].every((row) => mine.has(row.learner.id)));
    assert.ok(trainer['hydra:totalItems'] < body['hydra:totalItems']);
    await get('gerant', '/dashboard/birthday/table?days=40', 400);
  });
});

describe('lessons of the day (slots-dashboard)', () => {
  test('the manager gets every slot of the day, up to 999999 per page; more is refused', async () => {
    const day = await busyDay();
    const body = await get<HydraCollection<DashboardSlot>>('gerant', `/plannings/slots-dashboard?date=${day}&itemsPerPage=999999&page=1`);
    const slots = await t.deps.db.selectFrom('planning_slots').select(['id', 'agency_id']).where('structure_id', '=', centre()).where('date', '=', day).execute();
    assert.equal(body['hydra:totalItems'], slots.length);
    const starts = body['hydra:member'].map((s) => s.startTime);
    assert.deepEqual(starts, [...starts].sort());
    const places = await t.deps.db
      .selectFrom('planning_slot_learners as sl')
      .innerJoin('planning_slots as s', 's.id', 'sl.slot_id')
      .select('sl.id')
      .where('s.structure_id', '=', centre())
      .where('s.date', '=', day)
      .execute();
    assert.equal(sum(body['hydra:member'].map((s) => s.learnersCount)), places.length);
    assert.ok(body['hydra:member'].every((s) => s.learners.length === Math.min(s.learnersCount, 8)));
    await get('gerant', `/plannings/slots-dashboard?date=${day}&itemsPerPage=1000000`, 400);
  });

  test('isViewMyAgencies restricts the secretary to her agencies and opens a trainer’s agencies; without it a trainer sees their own lessons', async () => {
    const day = await busyDay();
    const secretary = await get<HydraCollection<DashboardSlot>>('secretariat', `/plannings/slots-dashboard?date=${day}&itemsPerPage=999999`);
    assert.ok(secretary['hydra:member'].length > 0);
    assert.deepEqual([...new Set(secretary['hydra:member'].map((s) => s.agency.name))].sort(), ['Blois', 'Orléans Centre']);

    const withPermission = await get<HydraCollection<DashboardSlot>>('formateur', `/plannings/slots-dashboard?date=${day}&itemsPerPage=999999`);
    assert.deepEqual([...new Set(withPermission['hydra:member'].map((s) => s.agency.name))], ['Orléans Centre']);
    assert.ok(withPermission['hydra:member'].some((s) => s.teamMember?.id !== trainerId()), 'colleagues’ lessons of the agency');

    const account = await t.deps.db.selectFrom('role_accounts').select('id').where('structure_id', '=', centre()).where('name', '=', 'Formateur').executeTakeFirstOrThrow();
    await t.deps.db.deleteFrom('role_account_permissions').where('account_id', '=', account.id).where('permission', '=', 'isViewMyAgencies').execute();
    try {
      const own = await get<HydraCollection<DashboardSlot>>('formateur', `/plannings/slots-dashboard?date=${day}&itemsPerPage=999999`);
      assert.ok(own['hydra:member'].length > 0);
      assert.ok(own['hydra:member'].every((s) => s.teamMember?.id === trainerId()));
    } finally {
      await t.deps.db.insertInto('role_account_permissions').values({ account_id: account.id, permission: 'isViewMyAgencies' }).execute();
    }
  });
});

describe('time sheet, labelling, operations, managers', () => {
  test('hours per team member add up to the slots of the period; a trainer gets their own line', async () => {
    const period = { startDate: addDays(today, -14), endDate: addDays(today, 14) };
    const body = await get<HydraCollection<TeamMemberTimeSheet>>('gerant', `/dashboard/accounting/team-members-time-sheet?startDate=${period.startDate}&endDate=${period.endDate}`);
    const slots = await t.deps.db
      .selectFrom('planning_slots')
      .select(['team_member_id', 'start_time', 'end_time'])
      .where('structure_id', '=', centre())
      .where('status', '=', 'done')
      .where('is_background', '=', 0)
      .where('team_member_id', 'is not', null)
      .where('date', '>=', period.startDate)
      .where('date', '<=', period.endDate)
      .execute();
    const minutes = (s: { start_time: string; end_time: string }) => Number(s.end_time.slice(0, 2)) * 60 + Number(s.end_time.slice(3)) - Number(s.start_time.slice(0, 2)) * 60 - Number(s.start_time.slice(3));
    assert.equal(sum(body['hydra:member'].map((l) => l.hoursDone)), sum(slots.map((s) => minutes(s) / 60)));
    assert.equal(sum(body['hydra:member'].map((l) => l.lessons)), slots.length);
    const mine = await get<HydraCollection<TeamMemberTimeSheet>>('formateur', `/dashboard/accounting/team-members-time-sheet?startDate=${period.startDate}&endDate=${period.endDate}`);
    assert.deepEqual(mine['hydra:member'].map((l) => l.teamMember.id), [trainerId()]);
    assert.equal(mine['hydra:member'][0]?.lessons, slots.filter((s) => s.team_member_id === trainerId()).length);
  });

  test('labelling statistics count registrations, lessons and notices of the period', async () => {
    const body = await get<LabellingStatistics>('gerant', `/dashboard/accounting/labelling-statistics?startDate=${addDays(today, -365)}&endDate=${today}`);
    const permisB = body.trainings.find((line) => line.training.code === 'B');
    assert.ok(permisB && permisB.learnersTrained > 0 && permisB.hoursDone > 0);
    const notices = await t.deps.db.selectFrom('notices').select('rating').where('structure_id', '=', centre()).where('reported', '=', 0).where('notice_date', '>=', addDays(today, -365)).where('notice_date', '<=', today).execute();
    assert.equal(body.notices.count, notices.length);
  });

  test('operations: the manager sees the structure-wide ones, the secretary her agencies’, a trainer only theirs', async () => {
    const manager = await get<HydraCollection<OperationRow>>('gerant', '/dashboard/operation/table?itemsPerPage=100');
    assert.ok(manager['hydra:member'].some((op) => op.agency === null));
    const secretary = await get<HydraCollection<OperationRow>>('secretariat', '/dashboard/operation/table?itemsPerPage=100');
    assert.ok(secretary['hydra:member'].every((op) => op.agency !== null && op.agency.name !== 'Tours'));
    const trainer = await get<HydraCollection<OperationRow>>('formateur', '/dashboard/operation/table?itemsPerPage=100');
    assert.equal(trainer['hydra:totalItems'], 0, 'the demo operations are the manager’s');
  });

  test('managers are the structure’s managers', async () => {
    const body = await get<HydraCollection<Manager>>('secretariat', '/managers');
    assert.deepEqual(body['hydra:member'].map((m) => m.email).sort(), ['gerant@volant.test', 'nouveau@volant.test']);
    const port = await get<HydraCollection<Manager>>('port', '/managers');
    assert.deepEqual(port['hydra:member'].map((m) => m.email), ['gerant@port.test']);
  });
});

describe('learners and contracts', () => {
  test('contracts to follow: drafts, to sign and ending soon; a trainer’s table has their learners’ contracts', async () => {
    const body = await get<HydraCollection<ContractRow>>('gerant', '/dashboard/contract/table?itemsPerPage=100');
    const open = await t.deps.db.selectFrom('learner_contracts').select(['id', 'status', 'end_date']).where('structure_id', '=', centre()).execute();
    const expected = open.filter((c) => c.status !== 'signed' || (c.end_date >= today && c.end_date <= addDays(today, 30)));
    assert.equal(body['hydra:totalItems'], expected.length);
    assert.ok(body['hydra:member'].every((c) => c.followUp !== 'active'));
    const created = body['hydra:member'].map((c) => c.createdAt);
    assert.deepEqual(created, [...created].sort().reverse(), 'createdAt descending by default');
    const drafts = await get<HydraCollection<ContractRow>>('gerant', '/dashboard/contract/table?followUp[]=draft');
    assert.ok(drafts['hydra:member'].every((c) => c.status === 'draft'));
    await get('gerant', '/dashboard/contract/table?followUp[]=perdu', 400);
  });

  test('the trainer’s next lessons are their own, one line per learner', async () => {
    const body = await get<HydraCollection<LearnerPlanningRow>>('formateur', '/dashboard/formator/learner-planning/table?itemsPerPage=100');
    const rows = await t.deps.db
      .selectFrom('planning_slot_learners as sl')
      .innerJoin('planning_slots as s', 's.id', 'sl.slot_id')
      .select('sl.id')
      .where('s.team_member_id', '=', trainerId())
      .where('s.is_background', '=', 0)
      .where('s.date', '>=', today)
      .where('s.date', '<=', addDays(today, 6))
      .execute();
    assert.equal(body['hydra:totalItems'], rows.length);
    const keys = body['hydra:member'].map((r) => `${r.date} ${r.startTime}`);
    assert.deepEqual(keys, [...keys].sort());
  });

  test('progress: planned learners have a lesson planned in the window; learners to plan hold a running signed contract and nothing planned', async () => {
    const planned = await get<HydraCollection<PlannedLearnerProgress>>('gerant', '/dashboard/administrative/progress-planned-learners?itemsPerPage=100');
    assert.ok(planned['hydra:totalItems'] > 0);
    for (const row of planned['hydra:member']) {
      assert.ok(row.lessons > 0 && row.nextLesson !== null && row.nextLesson.slice(0, 10) >= today);
      if (row.progress !== null) assert.ok(row.progress >= 0 && row.progress <= 1);
    }
    // A learner of Tours with a signed, running contract and no lesson to come.
    const learner = await t.deps.db
      .selectFrom('learners')
      .select(['id', 'agency_id'])
      .where('agency_id', '=', agencies().tours)
      .where('archived', '=', 0)
      .where((eb) => eb.not(eb.exists(eb.selectFrom('planning_slot_learners').select('id').whereRef('planning_slot_learners.learner_id', '=', 'learners.id'))))
      .executeTakeFirstOrThrow();
    const contract = await t.deps.db.selectFrom('learner_contracts').selectAll().where('structure_id', '=', centre()).executeTakeFirstOrThrow();
    const { id: _id, ...copy } = contract;
    await t.deps.db
      .insertInto('learner_contracts')
      .values({ ...copy, learner_id: learner.id, agency_id: learner.agency_id, number: 'CT-TEST-0001', status: 'signed', start_date: addDays(today, -10), end_date: addDays(today, 300) })
      .execute();
    const toPlan = await get<HydraCollection<PlannedLearnerProgress>>('gerant', '/dashboard/administrative/progress-planned-learners?state=toPlan&itemsPerPage=100');
    assert.ok(toPlan['hydra:member'].some((row) => row.learner.id === learner.id));
    assert.ok(toPlan['hydra:member'].every((row) => row.nextLesson === null && row.lessons === 0));
    const secretary = await get<HydraCollection<PlannedLearnerProgress>>('secretariat', '/dashboard/administrative/progress-planned-learners?state=toPlan&itemsPerPage=100');
    assert.ok(!secretary['hydra:member'].some((row) => row.learner.id === learner.id), 'a Tours learner is not the secretary’s');
    await get('gerant', '/dashboard/administrative/progress-planned-learners?state=tous', 400);
  });
});

describe('educational and financial report', () => {
  test('PDF and CSV of the period, for the structure or chosen agencies', async () => {
    const period = `startDate=${addDays(today, -60)}&endDate=${addDays(today, 1)}`;
    const pdf = await t.app.request(`/api/accounting-edition/educational-financial-reports?structure=${centre()}&${period}`, bearer(tokens.gerant));
    assert.equal(pdf.status, 200);
    assert.equal(pdf.headers.get('content-type'), 'application/pdf');
    assert.match(pdf.headers.get('content-disposition') ?? '', /Bilan%20p%C3%A9dagogique%20et%20financier%20du%20/);
    const text = pdfPlainText(new Uint8Array(await pdf.arrayBuffer()));
    assert.match(text, /Bilan pédagogique et financier/);
    assert.match(text, /Particuliers/);
    assert.match(text, /OPCO/, 'the invoice paid by OPCO Mobilités is counted under its type');

    const csv = await t.app.request(`/api/accounting-edition/educational-financial-reports?agencies[]=${agencies().blois}&${period}&format=csv`, bearer(tokens.gerant));
    assert.equal(csv.status, 200);
    const bytes = new Uint8Array(await csv.arrayBuffer());
    assert.deepEqual([...bytes.slice(0, 3)], [0xef, 0xbb, 0xbf], 'UTF-8 with a BOM');
    const content = new TextDecoder().decode(bytes);
    assert.ok(content.startsWith('Bilan pédagogique et financier'));
    assert.match(content, /Agences;Blois\r\n/);
    assert.ok(!content.includes('OPCO'), 'the OPCO invoice is Orléans’');

    await get('gerant', `/accounting-edition/educational-financial-reports?startDate=${today}`, 400);
    await get('gerant', `/accounting-edition/educational-financial-reports?${period}&format=xls`, 400);
    await get('gerant', `/accounting-edition/educational-financial-reports?structure=${ids().port.structureId}&${period}`, 404);
    await get('secretariat', `/accounting-edition/educational-financial-reports?agencies[]=${agencies().tours}&${period}`, 400);
  });
});
