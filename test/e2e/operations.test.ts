// The operations area in Chromium: the manager lands on the dashboard and finds the figures of the
// database; creates a push for a group, sends it and relaunches it (the delivery log follows); and
// creates a vehicle resource that becomes an agenda of the planning.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { browserSuite, dismissMissingItems, newPage, screenshot, signIn } from './harness';

const suite = browserSuite();
const { skip } = suite;

/** Reads the server's database (read-only) to compute the figures the screens must show. */
function query<T>(sqlText: string, ...params: unknown[]): T[] {
  const db = new Database(suite.server.dbFile, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sqlText).all(...params) as T[];
  } finally {
    db.close();
  }
}

const parisToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
const money = (cents: number) => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100).replace(/[\u202f\u00a0]/g, ' ');
const spaces = (text: string | null) => (text ?? '').replace(/[\u202f\u00a0]/g, ' ').trim();

async function expectAlert(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: true }).first().waitFor({ timeout: 10_000 });
}

/** The figure of a stat card, by its label. */
const statFigure = (page: Page, label: string) => page.locator('dl', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd').first();

test('the manager lands on the dashboard, whose figures are those of the database', { skip }, async () => {
  const { page, errors, close } = await newPage(suite.browser, { viewport: { width: 1280, height: 900 } });
  await signIn(page, suite.server.url, 'gerant@volant.test');
  assert.equal(new URL(page.url()).pathname, '/');
  await dismissMissingItems(page);
  await page.getByRole('heading', { name: 'Bonjour Gérard', level: 1 }).waitFor();

  const today = parisToday();
  const [centre] = query<{ id: number }>("select id from structures where name = 'Auto-école du Centre'");
  assert.ok(centre);
  const [invoices] = query<{ cents: number; n: number }>(
    "select coalesce(sum(total_ttc_cents - paid_cents - credited_cents), 0) as cents, count(*) as n from bills where structure_id = ? and kind = 'invoice' and status in (5, 6, 7) and total_ttc_cents - paid_cents - credited_cents > 0 and coalesce(due_date, issue_date) < ?",
    centre.id,
    today,
  );
  const [instalments] = query<{ cents: number; n: number }>(
    'select coalesce(sum(amount_cents), 0) as cents, count(*) as n from learner_payment_deadlines where structure_id = ? and paid_at is null and due_date < ?',
    centre.id,
    today,
  );
  await page.getByRole('heading', { name: 'Échéances à encaisser' }).waitFor();
  await page.waitForFunction(() => document.body.textContent?.includes('En retard'));
  // What remains to collect is the one balance (docs/decisions.md, « Accounting documents »): the issued
  // invoices' open balances and the unpaid instalments of the payment schedules.
  const overdue = { cents: invoices!.cents + instalments!.cents, n: invoices!.n + instalments!.n };
  assert.equal(spaces(await statFigure(page, 'En retard').textContent()), money(overdue.cents));
  assert.equal(spaces(await statFigure(page, 'En retard').locator('xpath=following-sibling::dd').textContent()), `${overdue.n} échéance${overdue.n > 1 ? 's' : ''}`);

  // A busy day of the demo planning: its lessons and learners.
  const [busy] = query<{ date: string }>(
    'select date from planning_slots where structure_id = ? and is_background = 0 group by date having count(distinct agency_id) = 3 order by date desc limit 1',
    centre.id,
  );
  assert.ok(busy);
  const [lessons] = query<{ n: number }>("select count(*) as n from planning_slots where structure_id = ? and date = ? and is_background = 0 and status <> 'cancelled'", centre.id, busy.date);
  const [places] = query<{ n: number }>(
    "select count(*) as n from planning_slot_learners sl join planning_slots s on s.id = sl.slot_id where s.structure_id = ? and s.date = ? and s.is_background = 0 and s.status <> 'cancelled'",
    centre.id,
    busy.date,
  );
  const [slots] = query<{ n: number }>('select count(*) as n from planning_slots where structure_id = ? and date = ?', centre.id, busy.date);
  await page.getByLabel('Jour affiché').fill(busy.date);
  await page.waitForURL((url) => url.searchParams.get('jour') === busy.date || (busy.date === today && !url.searchParams.has('jour')));
  const dayTable = page.getByRole('table', { name: 'Leçons et créneaux du jour' });
  // The day shown before stays until the chosen day's lessons arrive: wait for the chosen day's count.
  await page.waitForFunction(
    (n) =>
      [...document.querySelectorAll('table')].some(
        (table) => (table.getAttribute('aria-label') ?? table.querySelector('caption')?.textContent) === 'Leçons et créneaux du jour' && table.querySelectorAll('tbody tr').length === n,
      ),
    slots!.n,
  );
  assert.equal(await dayTable.locator('tbody tr').count(), slots!.n);
  assert.equal(spaces(await statFigure(page, 'Leçons').textContent()), String(lessons!.n));
  assert.equal(spaces(await statFigure(page, 'Apprenants attendus').textContent()), String(places!.n));
  await screenshot(page, 'operations-dashboard');

  // The accounting dashboard of the current year: invoiced and collected as in the database.
  const year = today.slice(0, 4);
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  await nav.getByText('Pièces comptables').click();
  await nav.getByRole('link', { name: 'Tableau de bord comptable', exact: true }).click();
  await page.waitForURL(/\/accounting/);
  const [invoiced] = query<{ cents: number }>(
    "select coalesce(sum(total_ttc_cents), 0) as cents from bills where structure_id = ? and kind = 'invoice' and status in (5, 6, 7) and issue_date between ? and ?",
    centre.id,
    `${year}-01-01`,
    `${year}-12-31`,
  );
  const [collected] = query<{ cents: number }>('select coalesce(sum(amount_cents), 0) as cents from payments where structure_id = ? and paid_on between ? and ?', centre.id, `${year}-01-01`, `${year}-12-31`);
  await statFigure(page, 'Facturé TTC').waitFor();
  assert.equal(spaces(await statFigure(page, 'Facturé TTC').textContent()), money(invoiced!.cents));
  assert.equal(spaces(await statFigure(page, 'Encaissé').textContent()), money(collected!.cents));
  await page.locator('figure canvas').first().waitFor();
  await screenshot(page, 'operations-accounting');
  assert.deepEqual(errors.filter((line) => !line.includes('status of 404')), []);
  await close();
});

test('the manager creates a push for a group, sends it and relaunches it', { skip }, async () => {
  const { page, errors, close } = await newPage(suite.browser, { viewport: { width: 1280, height: 900 } });
  await signIn(page, suite.server.url, 'gerant@volant.test');
  await page.goto(`${suite.server.url}/push-kopilote`);
  await dismissMissingItems(page);
  await page.getByRole('heading', { name: 'Notifications push', level: 1 }).waitFor();

  await page.getByRole('button', { name: 'Nouveau push' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nouveau push' });
  await dialog.getByLabel('Un ou plusieurs groupes').check();
  await dialog.getByLabel(/^Code du soir — Orléans/).check();
  await dialog.getByLabel(/^Titre/).fill('Séance de code supplémentaire');
  await dialog.getByLabel(/^Message/).fill('Séance supplémentaire samedi de 10 h à 12 h, salle d’Orléans.');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expectAlert(page, 'Notification créée avec succès');
  const row = page.getByRole('row', { name: /Séance de code supplémentaire/ });
  await row.getByText('Brouillon').waitFor();

  const [push] = query<{ id: number; group_id: number; start_date: string; end_date: string }>("select id, group_id, start_date, end_date from pushes where title = 'Séance de code supplémentaire'");
  assert.ok(push);
  assert.equal(push.start_date, parisToday(), 'the start day chosen in the form (today)');
  const members = query<{ id: number }>('select l.id from group_learners gl join learners l on l.id = gl.learner_id where gl.group_id = ? and l.archived = 0', push.group_id).map((m) => m.id);
  assert.ok(members.length > 0);

  await row.getByRole('button', { name: 'Envoyer : Séance de code supplémentaire' }).click();
  await page.getByRole('dialog', { name: 'Envoyer le push' }).getByRole('button', { name: 'Envoyer' }).click();
  await expectAlert(page, 'Notification envoyée avec succès');
  await row.getByText('Envoyé', { exact: true }).waitFor();
  const sent = query<{ learner_id: number; kind: string }>('select learner_id, kind from push_deliveries where push_id = ? order by learner_id', push.id);
  assert.deepEqual(sent.map((d) => d.learner_id), [...members].sort((a, b) => a - b));
  assert.ok(sent.every((d) => d.kind === 'send'));

  await row.getByRole('button', { name: 'Relancer : Séance de code supplémentaire' }).click();
  await page.getByRole('dialog', { name: 'Relancer le push' }).getByRole('button', { name: 'Relancer' }).click();
  await expectAlert(page, 'Notification relancée avec succès');
  await row.getByText('relancé 1 fois').waitFor();
  const relaunched = query<{ n: number }>("select count(*) as n from push_deliveries where push_id = ? and kind = 'relaunch'", push.id);
  assert.equal(relaunched[0]?.n, members.length);

  await row.getByRole('button', { name: 'Journal d’envoi : Séance de code supplémentaire' }).click();
  const log = page.getByRole('dialog', { name: 'Journal d’envoi — Séance de code supplémentaire' });
  await log.getByRole('row').nth(members.length * 2).waitFor();
  assert.equal(await log.getByRole('row').count(), members.length * 2 + 1);
  await screenshot(page, 'operations-push-log');
  await log.getByRole('button', { name: /Fermer/ }).first().click();
  await screenshot(page, 'operations-pushes');
  assert.deepEqual(errors.filter((line) => !line.includes('status of 404')), []);
  await close();
});

test('a vehicle resource created in the materials is used in an agenda', { skip }, async () => {
  const { page, errors, close } = await newPage(suite.browser);
  await signIn(page, suite.server.url, 'gerant@volant.test');
  await page.goto(`${suite.server.url}/ressources`);
  await dismissMissingItems(page);
  await page.getByRole('button', { name: 'Nouvelle ressource' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle ressource' });
  await dialog.getByLabel('Nom').fill('Peugeot e-208');
  await dialog.getByLabel('Référence').fill('HK-208-OR');
  await dialog.getByLabel('Type de matériel').selectOption({ label: 'Voiture boîte automatique (Véhicule)' });
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expectAlert(page, 'Ressource créée avec succès');
  await page.getByRole('row', { name: /Peugeot e-208 HK-208-OR/ }).waitFor();

  await page.goto(`${suite.server.url}/configuration/configuration-planning?onglet=agendas`);
  await page.getByRole('button', { name: 'Nouvel agenda' }).click();
  const agenda = page.getByRole('dialog', { name: 'Nouvel agenda' });
  await agenda.getByLabel('Type d’agenda').selectOption({ label: 'Véhicule' });
  await agenda.getByLabel('Agence').selectOption({ label: 'Orléans Centre' });
  await agenda.getByLabel('Ressource').selectOption({ label: 'Peugeot e-208' });
  await agenda.getByRole('button', { name: 'Enregistrer' }).click();
  await expectAlert(page, 'Agenda créé avec succès');
  await page.getByRole('row', { name: /Peugeot e-208 Véhicule Peugeot e-208 Orléans Centre/ }).waitFor();
  const [row] = query<{ n: number }>(
    "select count(*) as n from agendas a join material_resources r on r.id = a.resource_id where r.name = 'Peugeot e-208' and r.reference = 'HK-208-OR'",
  );
  assert.equal(row?.n, 1);
  assert.deepEqual(errors.filter((line) => !line.includes('status of 404')), []);
  await close();
});
