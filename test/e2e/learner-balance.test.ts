// Issue #37 item 5 in Chromium: one balance per learner. The manager, the secretary and the trainer see
// the same « Reste dû … — dont échu …, à échoir … » as GET /learner/balance answers — on the learner
// record's « Factures » tab (who may read invoices) and in the slot details (everyone who sees the
// slot) — and the home page's and accounting dashboard's « 7 prochains jours » count the instalment due
// this week; at 1 440 px and at 390 px, screenshots in test-results/screenshots.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import type { LearnerBalanceAnswer } from '../../src/shared/accounting/balance';
import { formatBalance } from '../../src/shared/accounting/balance';
import { browserSuite, dismissMissingItems, newPage, screenshot, signIn } from './harness';

const suite = browserSuite();
const { skip } = suite;

const WIDTHS = [1440, 390] as const;
const USERS = { manager: 'gerant@volant.test', secretary: 'secretariat@volant.test', trainer: 'formateur@volant.test' } as const;
const spaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

let learner: { id: number; name: string };
let agendaId: number;
let slotId: number;
let today: string;

/** Calls the API from the page with its session's token. */
function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const session = JSON.parse(localStorage.getItem('appSession') ?? '{}') as { token: string };
      const res = await fetch(`/api${path}`, { method, headers: { Authorization: `Bearer ${session.token}`, 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
      const text = await res.text();
      return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
    },
    { method, path, body },
  );
}

async function signedIn(role: keyof typeof USERS, width: number) {
  const opened = await newPage(suite.browser, { viewport: { width, height: 900 } });
  await signIn(opened.page, suite.server.url, USERS[role]);
  await dismissMissingItems(opened.page);
  return opened;
}

/** The learner, the trainer's agenda and today's slot, found and made once by the first test (the suite's hooks start the server concurrently with other hooks). */
async function prepare(): Promise<void> {
  today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
  const db = new Database(suite.server.dbFile, { readonly: true, fileMustExist: true });
  try {
    // An Orléans learner whose schedule has an instalment fallen due and one still to come, and the trainer's agenda.
    const row = db
      .prepare(
        `select l.id, l.first_name, l.last_name from learner_payment_deadlines d join learners l on l.id = d.learner_id join agencies a on a.id = d.agency_id
         where a.name like '%Orléans%' and d.paid_at is null and d.due_date <= ?
           and exists (select 1 from learner_payment_deadlines later where later.learner_id = d.learner_id and later.paid_at is null and later.due_date > ?)
         order by l.id limit 1`,
      )
      .get(today, today) as { id: number; first_name: string; last_name: string };
    learner = { id: row.id, name: `${row.first_name} ${row.last_name}` };
    agendaId = (db.prepare(`select a.id from agendas a join users u on u.id = a.team_member_id where u.email = ?`).get(USERS.trainer) as { id: number }).id;
  } finally {
    db.close();
  }
  // The learner's lesson today on the trainer's agenda, created by the manager at the first free hour.
  const { page, close } = await signedIn('manager', 1440);
  for (const start of ['07', '08', '09', '10', '11', '12', '13', '14', '15', '16', '17', '18']) {
    const created = await api<{ id: number }>(page, 'POST', '/plannings/slots', { agenda: agendaId, date: today, schedule: { startTime: `${start}:00`, endTime: `${start}:45` }, title: 'Point financier', learners: [learner.id] });
    if (created.status === 201) {
      slotId = created.body.id;
      break;
    }
  }
  await close();
  assert.ok(slotId, 'the slot is created');
}
let ready: Promise<void> | undefined;
const prepared = () => (ready ??= prepare());

for (const width of WIDTHS) {
  for (const role of ['manager', 'secretary', 'trainer'] as const) {
    test(`${role} at ${width} px: the slot details show the learner’s one balance`, { skip }, async () => {
      await prepared();
      const { page, errors, close } = await signedIn(role, width);
      const answer = await api<LearnerBalanceAnswer>(page, 'GET', `/learner/balance/${learner.id}`);
      assert.equal(answer.status, 200);
      const expected = spaces(`${learner.name} — ${formatBalance(answer.body.balance)}`);
      await page.goto(`${suite.server.url}/planning?date=${today}&agendas=${agendaId}&vue=jour`);
      const block = page.locator(`[data-slot-id="${slotId}"]`).first();
      await block.waitFor();
      await block.scrollIntoViewIfNeeded();
      await block.click();
      const details = page.getByRole('dialog', { name: 'Point financier' });
      await details.getByText(/Reste dû/).first().waitFor();
      const items = (await details.getByRole('listitem').allInnerTexts()).map(spaces);
      assert.ok(items.some((item) => item.startsWith(expected)), `« ${expected} » in ${JSON.stringify(items)}`);
      await details.getByText(/Reste dû/).first().scrollIntoViewIfNeeded();
      await screenshot(page, `learner-balance-slot-${role}-${width}`);
      assert.deepEqual(errors.filter((line) => !line.includes('status of 404')), []);
      await close();
    });
  }
  for (const role of ['manager', 'secretary'] as const) {
    test(`${role} at ${width} px: the learner record and the dashboards show the same balance, « 7 prochains jours » counts the instalments`, { skip }, async () => {
      await prepared();
      const { page, errors, close } = await signedIn(role, width);
      const answer = await api<LearnerBalanceAnswer>(page, 'GET', `/learner/balance/${learner.id}`);
      await page.goto(`${suite.server.url}/apprenants/${learner.id}?menu=5`);
      const line = page.getByText(/Reste dû .* — dont échu .*, à échoir /).first();
      await line.waitFor();
      assert.ok(spaces(await line.innerText()).includes(spaces(formatBalance(answer.body.balance))));
      await screenshot(page, `learner-balance-record-${role}-${width}`);

      for (const [path, name] of [['/', 'home'], ['/accounting', 'accounting']] as const) {
        // The figure is the answer the screen read (scoped to the session's agency choice).
        const answered = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/dashboard/dueDate/statistic');
        await page.goto(`${suite.server.url}${path}`);
        const stat = (await (await answered).json()) as { buckets: { bucket: string; amount: number }[] };
        const week = stat.buckets.find((b) => b.bucket === 'week')!.amount;
        assert.ok(week > 0, `${name}: an instalment falls due in the next 7 days`);
        const card = page.locator('dl').filter({ has: page.locator('dt', { hasText: /^7 prochains jours$/ }) }).first();
        await card.waitFor();
        const shown = Number(spaces(await card.locator('dd').first().innerText()).replace(/[\s€]/g, '').replace(',', '.'));
        assert.equal(shown, week, `${name}: « 7 prochains jours »`);
        await screenshot(page, `learner-balance-${name}-${role}-${width}`);
      }
      assert.deepEqual(errors.filter((line) => !line.includes('status of 404')), []);
      await close();
    });
  }
}
