// Issue 40 in Chromium: the default week layout « Agendas en lignes » moves slots to another day and
// another agenda and resizes them, by the mouse and by the keyboard, with the server's conflict
// refusal in French; the month view names the learner and the agenda. Tried as the manager, the
// secretary and the trainer at 1 440 and 390 px (screenshots in test-results/screenshots).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { browserSuite, dismissMissingItems, newPage, screenshot, signIn } from './harness';

const suite = browserSuite();
const { skip } = suite;

const ROWS = 'Semaine des agendas, un agenda par ligne';
/** A Monday far from the demo's slots, so the test's own slots meet nothing else. */
const MONDAY = '2031-03-10';
const plusDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

interface SlotBody {
  agenda: number;
  date: string;
  schedule: { startTime: string; endTime: string };
  title: string;
  learners?: number[];
}

/** A call to the API with the signed-in user's token. */
async function api<T>(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; json: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const session = JSON.parse(localStorage.getItem('appSession') ?? '{}') as { token: string };
      const res = await fetch(path, { method, headers: { Authorization: `Bearer ${session.token}`, 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
      return { status: res.status, json: (await res.json()) as T };
    },
    { method, path, body },
  );
}

async function agendaIds(page: Page): Promise<{ francois: number; julie: number }> {
  const { json } = await api<{ 'hydra:member': { id: number; name: string }[] }>(page, 'GET', '/api/plannings/agendas?itemsPerPage=100');
  const id = (name: string) => json['hydra:member'].find((a) => a.name === name)?.id ?? assert.fail(`agenda ${name}`);
  return { francois: id('François Petitjean'), julie: id('Julie Moreau') };
}

async function createSlot(page: Page, body: SlotBody): Promise<number> {
  const created = await api<{ id: number }>(page, 'POST', '/api/plannings/slots', body);
  assert.equal(created.status, 201, JSON.stringify(created.json));
  return created.json.id;
}

const savedSlot = async (page: Page, id: number) =>
  (await api<{ date: string; agenda: { id: number }; schedule: { startTime: string; endTime: string } }>(page, 'GET', `/api/plannings/slots/${id}`)).json;

/** The day cell of an agenda's row (« Julie Moreau, mardi 11 mars »). */
const cell = (grid: Locator, agenda: string, weekday: string) => grid.getByRole('gridcell', { name: new RegExp(`^${agenda}, ${weekday} `) });

async function dragTo(page: Page, from: Locator, to: Locator): Promise<void> {
  await from.scrollIntoViewIfNeeded();
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + 6);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + 12, { steps: 3 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height - 8, { steps: 6 });
  await page.mouse.up();
}

/** A success is a status, a refusal an alert (src/shared/ui/AlertArea.tsx). */
async function expectAlert(page: Page, text: string | RegExp, role: 'status' | 'alert' = 'status'): Promise<void> {
  await page.getByRole(role).filter({ hasText: text }).first().waitFor({ timeout: 10_000 });
}

test('« Agendas en lignes »: a slot moves to another day and agenda by the mouse and the keyboard, resizes, and a conflict is refused in French', { skip }, async () => {
  const { page, errors, close } = await newPage(suite.browser, { viewport: { width: 1440, height: 900 } });
  await signIn(page, suite.server.url, 'gerant@volant.test');
  await dismissMissingItems(page);
  const { francois, julie } = await agendaIds(page);
  const learner = (await api<{ 'hydra:member': { id: number; firstName: string; lastName: string }[] }>(page, 'GET', '/api/learners?itemsPerPage=1&order[lastName]=asc')).json['hydra:member'][0]!;
  const tuesday = plusDays(MONDAY, 1);
  const moving = await createSlot(page, { agenda: francois, date: MONDAY, schedule: { startTime: '10:00', endTime: '11:00' }, title: 'Bilan mobile', learners: [learner.id] });
  await createSlot(page, { agenda: julie, date: plusDays(MONDAY, 2), schedule: { startTime: '10:30', endTime: '11:30' }, title: 'Bilan fixe' });
  const keyed = await createSlot(page, { agenda: francois, date: plusDays(MONDAY, 3), schedule: { startTime: '14:00', endTime: '15:00' }, title: 'Bilan clavier' });

  await page.goto(`${suite.server.url}/planning?date=${MONDAY}&agendas=${francois},${julie}`);
  const grid = page.getByRole('grid', { name: ROWS });
  const chip = (title: string) => grid.getByRole('button', { name: new RegExp(`^\\d\\d:\\d\\d–\\d\\d:\\d\\d ${title}\\b`) });
  await chip('Bilan mobile').waitFor();

  // 1. The mouse: Monday of François → Tuesday of Julie, at the same times.
  await dragTo(page, chip('Bilan mobile'), cell(grid, 'Julie Moreau', 'mardi'));
  await expectAlert(page, 'Créneau déplacé avec succès');
  await cell(grid, 'Julie Moreau', 'mardi').getByRole('button', { name: /^10:00–11:00 Bilan mobile\b.*, mardi .* de 10:00 à 11:00, Julie Moreau/ }).waitFor();
  assert.deepEqual(await savedSlot(page, moving).then((s) => [s.date, s.agenda.id, s.schedule.startTime]), [tuesday, julie, '10:00']);
  await screenshot(page, 'planning-rows-moved-1440');

  // 2. Onto Wednesday of Julie, where « Bilan fixe » holds 10:30–11:30: the server refuses, in French, and the slot stays.
  await dragTo(page, chip('Bilan mobile'), cell(grid, 'Julie Moreau', 'mercredi'));
  await expectAlert(page, /^Conflit de planning : l’agenda « Julie Moreau » a déjà un créneau/, 'alert');
  await cell(grid, 'Julie Moreau', 'mardi').getByRole('button', { name: /^\d\d:\d\d–\d\d:\d\d Bilan mobile\b/ }).waitFor();
  assert.equal((await savedSlot(page, moving)).date, tuesday);
  await screenshot(page, 'planning-rows-conflict-1440');

  // 3. The mouse resizes by the bottom edge: 30 px down is half an hour more.
  const moved = chip('Bilan mobile');
  const box = (await moved.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height - 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height + 14, { steps: 3 });
  await page.mouse.move(box.x + box.width / 2, box.y + box.height + 28, { steps: 3 });
  await page.mouse.up();
  await expectAlert(page, 'Créneau redimensionné avec succès');
  await chip('Bilan mobile').and(grid.getByRole('button', { name: /de 10:00 à 11:30/ })).waitFor();
  assert.deepEqual((await savedSlot(page, moving)).schedule, { startTime: '10:00', endTime: '11:30' });

  // 4. The keyboard: Alt+→ the next day, Alt+↓ the agenda below, each step announced; Enter saves.
  const key = chip('Bilan clavier');
  await key.focus();
  await page.keyboard.press('Alt+ArrowRight');
  await page.keyboard.press('Alt+ArrowDown');
  const live = page.locator('[aria-live="polite"]').filter({ hasText: 'Nouvelle place' });
  await live.filter({ hasText: /^Nouvelle place : vendredi 14 mars de 14:00 à 15:00 \(Julie Moreau\)\. Entrée pour valider, Échap pour annuler\.$/ }).waitFor();
  await screenshot(page, 'planning-rows-keyboard-draft-1440');
  await page.keyboard.press('Enter');
  await expectAlert(page, 'Créneau déplacé avec succès');
  const keyedMoved = cell(grid, 'Julie Moreau', 'vendredi').getByRole('button', { name: /^14:00–15:00 Bilan clavier\b.*, vendredi .* de 14:00 à 15:00, Julie Moreau/ });
  await keyedMoved.waitFor();
  assert.deepEqual(await savedSlot(page, keyed).then((s) => [s.date, s.agenda.id]), [plusDays(MONDAY, 4), julie]);

  // 5. Alt+Shift+↓ twice lengthens it by half an hour; Escape first drops a draft.
  await keyedMoved.focus();
  await page.keyboard.press('Alt+ArrowLeft');
  await page.keyboard.press('Escape');
  await page.locator('[aria-live="polite"]').filter({ hasText: 'Déplacement annulé.' }).waitFor();
  await page.keyboard.press('Alt+Shift+ArrowDown');
  await page.keyboard.press('Alt+Shift+ArrowDown');
  await page.keyboard.press('Enter');
  await expectAlert(page, 'Créneau redimensionné avec succès');
  assert.deepEqual(await savedSlot(page, keyed).then((s) => [s.date, s.schedule.endTime]), [plusDays(MONDAY, 4), '15:30']);
  await screenshot(page, 'planning-rows-resized-1440');

  // 6. The month names the learner and the agenda; on a phone by their initials.
  await page.goto(`${suite.server.url}/planning?date=${MONDAY}&agendas=${francois},${julie}&vue=mois`);
  const month = page.getByRole('grid', { name: 'Calendrier des créneaux' });
  const name = `${learner.firstName} ${learner.lastName}`;
  const entry = month.getByRole('button', { name: `10:00, Bilan mobile, ${name}, Julie Moreau` });
  await entry.waitFor();
  const visible = (locator: Locator) => locator.evaluate((button) => [...button.querySelectorAll('span')].filter((span) => span.getClientRects().length > 0 && span.textContent).map((span) => span.textContent).join(''));
  assert.match(await visible(entry), new RegExp(`^10:00 ${name} · (Julie Moreau|JM)$`));
  assert.match(await visible(month.getByRole('button', { name: '10:30, Bilan fixe, Julie Moreau' })), /^10:30 Bilan fixe · (Julie Moreau|JM)$/);
  await screenshot(page, 'planning-month-1440');
  await page.setViewportSize({ width: 390, height: 844 });
  const initials = `${learner.firstName[0]}${learner.lastName[0]}`.toUpperCase();
  assert.equal(await visible(entry), `${initials}\nJM`);
  await screenshot(page, 'planning-month-390');
  assert.deepEqual(errors.filter((line) => !line.includes('status of 409')), []);
  await close();
});

test('the secretary and the trainer move and resize in rows too, at 1 440 and 390 px', { skip }, async () => {
  const runs = [
    { email: 'secretariat@volant.test', width: 1440, week: 1 },
    { email: 'secretariat@volant.test', width: 390, week: 2 },
    { email: 'formateur@volant.test', width: 1440, week: 3 },
    { email: 'formateur@volant.test', width: 390, week: 4 },
    { email: 'gerant@volant.test', width: 390, week: 5 },
  ];
  for (const run of runs) {
    const { page, errors, close } = await newPage(suite.browser, { viewport: { width: run.width, height: run.width > 500 ? 900 : 844 } });
    await signIn(page, suite.server.url, run.email);
    await dismissMissingItems(page);
    const { francois, julie } = await agendaIds(page);
    const monday = plusDays(MONDAY, 7 * run.week);
    // On François's agenda: the trainer's own, which every role here may write.
    const id = await createSlot(page, { agenda: francois, date: monday, schedule: { startTime: '09:00', endTime: '10:00' }, title: 'Évaluation' });
    await page.goto(`${suite.server.url}/planning?date=${monday}&agendas=${francois},${julie}&vue=semaine`);
    const grid = page.getByRole('grid', { name: ROWS });
    const chip = grid.getByRole('button', { name: /^\d\d:\d\d–\d\d:\d\d Évaluation\b/ });
    await chip.waitFor();
    await chip.focus();
    await page.keyboard.press('Alt+ArrowRight');
    await page.keyboard.press('Alt+Shift+ArrowDown');
    await page.locator('[aria-live="polite"]').filter({ hasText: /^Nouvelle place : mardi .* de 09:00 à 10:15 \(François Petitjean\)/ }).waitFor();
    await screenshot(page, `planning-rows-${run.email.split('@')[0]}-${run.width}-draft`);
    await page.keyboard.press('Enter');
    await expectAlert(page, 'Créneau déplacé avec succès');
    assert.deepEqual(await savedSlot(page, id).then((s) => [s.date, s.schedule.endTime]), [plusDays(monday, 1), '10:15']);
    if (run.width > 500) {
      // The mouse, one day on in the same row.
      await dragTo(page, grid.getByRole('button', { name: /^\d\d:\d\d–\d\d:\d\d Évaluation\b/ }), cell(grid, 'François Petitjean', 'mercredi'));
      await expectAlert(page, 'Créneau déplacé avec succès');
      await cell(grid, 'François Petitjean', 'mercredi').getByRole('button', { name: /^\d\d:\d\d–\d\d:\d\d Évaluation\b/ }).waitFor();
    }
    await screenshot(page, `planning-rows-${run.email.split('@')[0]}-${run.width}`);
    assert.deepEqual(errors, []);
    await close();
  }
});
