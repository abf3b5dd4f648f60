// The planning in Chromium: the manager configures an agenda and an activity, books a recurrent
// lesson, moves one occurrence with the pointer, prints the convocation and the attendance sheet,
// and the trainer finds the lesson in their own planning.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { pdfPlainText } from '../../cli/smoke/pdf-text';
import { browserSuite, dismissMissingItems, newPage, screenshot, signIn } from './harness';

const suite = browserSuite();
const { skip } = suite;

async function expectAlert(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: true }).first().waitFor({ timeout: 10_000 });
}

const iso = (date: Date) => date.toISOString().slice(0, 10);
/** Monday of next week (UTC calendar, as the server seeds its demo slots). */
function nextMonday(): string {
  const today = new Date();
  const weekday = today.getUTCDay() === 0 ? 7 : today.getUTCDay();
  return iso(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 8 - weekday)));
}
const plusDays = (date: string, days: number) => iso(new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000));
const french = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

async function downloadPdf(page: Page, click: () => Promise<void>): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), text: pdfPlainText(new Uint8Array(await readFile(path))) };
}

test('agenda, activity, recurrent lesson, move, convocation and attendance sheet; the trainer sees it', { skip }, async () => {
  const monday = nextMonday();
  const wednesday = plusDays(monday, 2);
  const { page, errors, close } = await newPage(suite.browser, { viewport: { width: 1400, height: 900 } });
  await signIn(page, suite.server.url, 'gerant@volant.test');

  // 1. An agenda for the trainer François Petitjean.
  await page.goto(`${suite.server.url}/configuration/configuration-planning?onglet=agendas`);
  await dismissMissingItems(page);
  await page.getByRole('button', { name: 'Nouvel agenda' }).click();
  const agendaDialog = page.getByRole('dialog', { name: 'Nouvel agenda' });
  await agendaDialog.getByLabel('Type d’agenda').selectOption({ label: 'Formateur' });
  await agendaDialog.getByLabel('Agence').selectOption({ label: 'Orléans Centre' });
  await agendaDialog.getByLabel('Formateur').selectOption({ label: 'François Petitjean' });
  await agendaDialog.getByLabel('Nom').fill('François Petitjean — perfectionnement');
  await agendaDialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expectAlert(page, 'Agenda créé avec succès');

  // 2. An activity.
  await page.getByRole('tab', { name: 'Activités' }).click();
  await page.getByRole('button', { name: 'Nouvelle activité' }).click();
  const activityDialog = page.getByRole('dialog', { name: 'Nouvelle activité' });
  await activityDialog.getByLabel('Nom').fill('Conduite de nuit');
  await activityDialog.getByLabel('Durée par défaut (minutes)').fill('60');
  await activityDialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expectAlert(page, 'Activité créée avec succès');

  // 3. A weekly lesson for a learner, three Mondays at 18:00, on the new agenda alone.
  const agendaId = await page.evaluate(async () => {
    const session = JSON.parse(localStorage.getItem('appSession') ?? '{}') as { token: string };
    const res = await fetch('/api/plannings/agendas?simplesearch=perfectionnement', { headers: { Authorization: `Bearer ${session.token}` } });
    return ((await res.json()) as { 'hydra:member': { id: number }[] })['hydra:member'][0]!.id;
  });
  await page.goto(`${suite.server.url}/planning?date=${monday}&agendas=${agendaId}`);
  await page.getByRole('group', { name: 'Calendrier des créneaux' }).waitFor();
  await page.getByRole('button', { name: 'Nouveau créneau' }).click();
  const slotDialog = page.getByRole('dialog', { name: 'Nouveau créneau' });
  await slotDialog.getByLabel('Créneau récurrent').check();
  await slotDialog.getByLabel(/^Date\s*\*?$/).fill(monday);
  await slotDialog.getByLabel(/^Début\s*\*?$/).fill('18:00');
  await slotDialog.getByLabel(/^Fin\s*\*?$/).fill('19:00');
  await slotDialog.getByLabel(/^Activité$/).selectOption({ label: 'Conduite de nuit' });
  await slotDialog.getByLabel(/^Fin\s*\*?$/).fill('19:00');
  await slotDialog.getByLabel('Ajouter un apprenant').fill('a');
  const option = slotDialog.getByRole('listbox').getByRole('option').first();
  await option.waitFor();
  const learnerName = (await option.evaluate((element) => element.firstChild?.textContent ?? '')).trim();
  await option.click();
  await slotDialog.getByLabel(/^Nombre d’occurrences/).fill('3');
  await slotDialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expectAlert(page, '3 créneaux récurrents créés avec succès');
  const learner = learnerName.replace(/\s+/g, ' ');

  // 4. Move the first occurrence from Monday to Wednesday with the pointer.
  const grid = page.getByRole('group', { name: 'Calendrier des créneaux' });
  const block = grid.getByRole('button', { name: /^\d\d:\d\d Conduite de nuit\b.*, lundi / });
  await block.waitFor();
  await block.scrollIntoViewIfNeeded();
  const box = (await block.boundingBox())!;
  const gridBox = (await grid.boundingBox())!;
  const column = gridBox.width / 7;
  await page.mouse.move(box.x + box.width / 2, box.y + 8);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + column, box.y + 8, { steps: 4 });
  await page.mouse.move(box.x + box.width / 2 + 2 * column, box.y + 8, { steps: 4 });
  await page.mouse.up();
  await expectAlert(page, 'Créneau déplacé avec succès');
  const moved = grid.getByRole('button', { name: /^18:00 Conduite de nuit\b.*, mercredi .* de 18:00 à 19:00/ });
  await moved.waitFor();
  await screenshot(page, 'planning-week-moved');

  // 5. Its convocation and attendance sheet.
  await moved.click();
  const details = page.getByRole('dialog', { name: 'Conduite de nuit' });
  await details.getByText(learner).first().waitFor();
  const convocation = await downloadPdf(page, () => details.getByRole('button', { name: 'Convocation (PDF)' }).click());
  assert.equal(convocation.name, 'Convocations-Conduite de nuit.pdf');
  assert.match(convocation.text, /Convocation/);
  assert.ok(convocation.text.includes(`Bonjour ${learner}`), convocation.text);
  assert.match(convocation.text, /18h00 – 19h00/);
  const sheet = await downloadPdf(page, () => details.getByRole('button', { name: 'Feuille d’émargement (PDF)' }).click());
  assert.equal(sheet.name, "Feuille d'émargement.pdf");
  assert.match(sheet.text, /Feuille d'émargement/);
  assert.match(sheet.text, /Après-midi — signature/);
  const [first, ...rest] = learner.split(' ');
  assert.ok(sheet.text.includes(`${rest.join(' ').toUpperCase()} ${first}`), sheet.text);
  await screenshot(page, 'planning-slot-details');
  assert.deepEqual(errors.filter((line) => !line.includes('status of 404')), []);
  await close();

  // 6. The trainer sees the lesson in their own planning (their two agendas: one row each).
  const trainer = await newPage(suite.browser, { viewport: { width: 1400, height: 900 } });
  await signIn(trainer.page, suite.server.url, 'formateur@volant.test');
  await trainer.page.goto(`${suite.server.url}/planning?date=${wednesday}`);
  await dismissMissingItems(trainer.page);
  const trainerGrid = trainer.page.getByRole('grid', { name: 'Semaine des agendas, un agenda par ligne' });
  await trainerGrid.getByRole('button', { name: new RegExp(`^18:00–19:00 Conduite de nuit ${learner}, mercredi .* de 18:00 à 19:00, François Petitjean — perfectionnement`) }).waitFor();
  assert.equal(await trainerGrid.getByRole('button', { name: /^\d\d:\d\d–\d\d:\d\d Conduite de nuit\b.*, lundi / }).count(), 0, 'the moved occurrence left Monday');
  await screenshot(trainer.page, 'planning-trainer');
  assert.ok(french(wednesday));
  assert.deepEqual(trainer.errors.filter((line) => !line.includes('status of 404')), []);
  await trainer.close();
});
test('dragging the bottom edge of a slot in the week view changes its end time and saves it', { skip }, async () => {
  const sunday = plusDays(nextMonday(), 6);
  const { page, errors, close } = await newPage(suite.browser, { viewport: { width: 1400, height: 900 } });
  await signIn(page, suite.server.url, 'gerant@volant.test');
  await dismissMissingItems(page);
  // A one-hour slot on Sunday (no demo slot there) on the first agenda, created through the API (the dialog is covered above).
  const { agendaId, slotId, answer } = await page.evaluate(async (date) => {
    const session = JSON.parse(localStorage.getItem('appSession') ?? '{}') as { token: string };
    const headers = { Authorization: `Bearer ${session.token}`, 'Content-Type': 'application/json' };
    const agendas = await fetch('/api/plannings/agendas?itemsPerPage=1', { headers });
    const agenda = ((await agendas.json()) as { 'hydra:member': { id: number }[] })['hydra:member'][0]!.id;
    const body = { agenda, date, schedule: { startTime: '10:00', endTime: '11:00' }, title: 'Bilan de compétences' };
    const created = await fetch('/api/plannings/slots', { method: 'POST', headers, body: JSON.stringify(body) });
    const text = await created.text();
    return { agendaId: agenda, slotId: created.status === 201 ? (JSON.parse(text) as { id: number }).id : 0, answer: text };
  }, sunday);
  assert.ok(slotId > 0, `the slot is created: ${answer}`);

  await page.goto(`${suite.server.url}/planning?date=${sunday}&agendas=${agendaId}`);
  const grid = page.getByRole('group', { name: 'Calendrier des créneaux' });
  const block = grid.getByRole('button', { name: /^10:00 Bilan de compétences\b.*, dimanche .* de 10:00 à 11:00/ });
  await block.waitFor();
  await block.scrollIntoViewIfNeeded();
  const box = (await block.boundingBox())!;
  // The bottom edge (its last 6 px) resizes; an hour is 60 px, resizes snap to a quarter of an hour.
  const x = box.x + box.width / 2;
  const edge = box.y + box.height - 2;
  await page.mouse.move(x, edge);
  await page.mouse.down();
  await page.mouse.move(x, edge + 15, { steps: 3 });
  await page.mouse.move(x, edge + 30, { steps: 3 });
  await page.mouse.up();
  await expectAlert(page, 'Créneau redimensionné avec succès');
  await grid.getByRole('button', { name: /^10:00 Bilan de compétences\b.*, dimanche .* de 10:00 à 11:30/ }).waitFor();

  // Saved: the server answers the new end time, and the day and start did not change.
  const saved = await page.evaluate(async (id) => {
    const session = JSON.parse(localStorage.getItem('appSession') ?? '{}') as { token: string };
    const res = await fetch(`/api/plannings/slots/${id}`, { headers: { Authorization: `Bearer ${session.token}` } });
    return (await res.json()) as { date: string; schedule: { startTime: string; endTime: string } };
  }, slotId);
  assert.equal(saved.date, sunday);
  assert.deepEqual(saved.schedule, { startTime: '10:00', endTime: '11:30' });
  await screenshot(page, 'planning-week-resized');
  assert.deepEqual(errors.filter((line) => !line.includes('status of 404')), []);
  await close();
});

test('a week of every agenda is readable: one row per agenda, the seven days in a 1 440 px window; at 390 px the days scroll beside the agendas', { skip }, async () => {
  const monday = nextMonday();
  const { page, errors, close } = await newPage(suite.browser, { viewport: { width: 1440, height: 900 } });
  await signIn(page, suite.server.url, 'gerant@volant.test');
  await page.goto(`${suite.server.url}/planning?date=${monday}&vue=semaine`);
  await dismissMissingItems(page);
  const grid = page.getByRole('grid', { name: 'Semaine des agendas, un agenda par ligne' });
  await grid.waitFor();
  // The rows in view are drawn (issue 40); the grid tells assistive tech how many there are, the headings' row included.
  const agendas = Number(await grid.getAttribute('aria-rowcount')) - 1;
  assert.ok(agendas >= 6, `the manager sees the agency's agendas (${agendas})`);
  await grid.locator('[data-slot-id]').first().waitFor();
  const viewport = page.viewportSize()!;
  // Every day is in the window, and no column is narrower than a slot's time and learner can be read in.
  const headers = await grid.getByRole('columnheader').evaluateAll((cells) => cells.slice(1).map((c) => c.getBoundingClientRect().toJSON() as DOMRect));
  assert.equal(headers.length, 7);
  for (const box of headers) {
    assert.ok(box.right <= viewport.width, `a day ends at ${box.right}px`);
    assert.ok(box.width >= 128, `a day is ${box.width}px wide`);
  }
  const chip = await grid.locator('[data-slot-id]').first().evaluate((el) => ({ text: el.textContent ?? '', overflow: el.scrollWidth > el.clientWidth }));
  assert.match(chip.text, /^\d\d:\d\d–\d\d:\d\d /);
  assert.equal(chip.overflow, false);
  await screenshot(page, 'planning-week-rows-1440');

  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'planning-week-rows-390');
  const agendaColumn = await grid.getByRole('rowheader').first().boundingBox();
  assert.ok(agendaColumn && agendaColumn.x >= 0 && agendaColumn.width <= 160, 'the agendas column stays in view');
  // The days scroll inside the planning's own frame, which fits the window.
  const frame = await grid.evaluate((el) => ({ right: el.parentElement!.getBoundingClientRect().right, scrolls: el.parentElement!.scrollWidth > el.parentElement!.clientWidth }));
  assert.ok(frame.right <= 390 + 1, `the frame ends at ${frame.right}px`);
  assert.ok(frame.scrolls, 'the days scroll sideways in the frame');
  assert.deepEqual(errors.filter((line) => !line.includes('status of 404')), []);
  await close();
});
