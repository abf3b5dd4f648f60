// Issue 40 in Chromium at a large school (`volant seed --school`: 60 agendas, ~1 900 slots a week): the
// week of « Agendas en lignes » draws only the rows in view — a few hundred DOM rows and blocks, not the
// week's 1 900 — down to the last agenda, and a slot still moves by the keyboard after a scroll. The
// manager and a trainer of the school at 1 440 and 390 px (screenshots in test-results/screenshots).
// Counts only: the time it takes is the bench's (bench/suites/planning-week.ts).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, test } from 'node:test';
import type { Page } from 'playwright-core';
import { browserSuite, dismissMissingItems, newPage, screenshot, signIn } from './harness';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The bound of issue 40: DOM rows of the week (agendas' rows and slot blocks). */
const MAX_ROWS = 300;
const ROWS_GRID = 'Semaine des agendas, un agenda par ligne';
const WEEK_ROWS = '[role="row"], [data-slot-id]';

let seeded: string | undefined;
/** Seeds the large school with the CLI, as the bench does, into a database the server then opens. */
async function seedSchool(): Promise<Record<string, string>> {
  seeded = await mkdtemp(join(tmpdir(), 'volant-school-'));
  const child = spawn(process.execPath, [join(ROOT, 'dist/cli/volant.js'), 'seed', '--school'], { cwd: ROOT, env: { ...process.env, VOLANT_VAR_DIR: seeded, DATABASE_URL: '' }, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const [code] = (await once(child, 'exit')) as [number];
  if (code !== 0) throw new Error(`volant seed --school failed: ${stderr.slice(-500)}`);
  return { VOLANT_VAR_DIR: seeded, VOLANT_DB_FILE: join(seeded, 'volant.sqlite') };
}

const suite = browserSuite({ prepare: seedSchool });
const { skip } = suite;
after(async () => {
  if (seeded) await rm(seeded, { recursive: true, force: true });
});

const pad = (n: number) => String(n).padStart(2, '0');
function thisMonday(): string {
  const d = new Date();
  d.setDate(d.getDate() - ((d.getDay() + 6) % 7));
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The school's 60 agendas (trainers « … (NN) », « Véhicule école NN », « Salle de code N »), in the API's order. */
async function schoolAgendas(page: Page): Promise<number[]> {
  const names = await page.evaluate(async () => {
    const session = JSON.parse(localStorage.getItem('appSession') ?? '{}') as { token: string };
    const res = await fetch('/api/plannings/agendas?itemsPerPage=500', { headers: { Authorization: `Bearer ${session.token}` } });
    return ((await res.json()) as { 'hydra:member': { id: number; name: string }[] })['hydra:member'];
  });
  const ids = names.filter((a) => /\(\d\d\)$|^Véhicule école \d\d$|^Salle de code \d$/.test(a.name)).map((a) => a.id);
  assert.equal(ids.length, 60, 'the large school’s agendas');
  return ids;
}

const countRows = (page: Page) => page.evaluate((selector) => document.querySelectorAll(selector).length, WEEK_ROWS);

test('a large school’s week draws only the rows in view, down to the last agenda, and a slot still moves by the keyboard', { skip }, async () => {
  const { page, errors, close } = await newPage(suite.browser, { viewport: { width: 1440, height: 900 } });
  await signIn(page, suite.server.url, 'gerant@volant.test');
  await dismissMissingItems(page);
  const agendas = await schoolAgendas(page);
  await page.goto(`${suite.server.url}/planning?date=${thisMonday()}&agendas=${agendas.join(',')}`);
  const grid = page.getByRole('grid', { name: ROWS_GRID });
  await grid.locator('[data-slot-id]').first().waitFor();
  await page.waitForFunction(() => document.querySelector('[role="grid"][aria-busy="true"]') === null);
  const total = Number(await grid.getAttribute('data-slot-count'));
  assert.ok(total > 1500, `the week holds the school's slots (${total})`);
  const first = await countRows(page);
  assert.ok(first > 0 && first <= MAX_ROWS, `${first} DOM rows on the first screen, at most ${MAX_ROWS} (of ${total} slots)`);
  assert.equal(await grid.getAttribute('aria-rowcount'), '61');
  await screenshot(page, 'planning-volume-manager-1440');

  // Scrolled step by step to the end: never more than the bound, and the last agenda's row is drawn.
  let most = first;
  for (let step = 0; step < 40; step += 1) {
    const done = await page.evaluate(() => {
      const scroller = document.querySelector<HTMLElement>('[role="grid"]')!.parentElement!;
      scroller.scrollTop += scroller.clientHeight;
      return scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 1;
    });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    most = Math.max(most, await countRows(page));
    if (done) break;
  }
  assert.ok(most <= MAX_ROWS, `${most} DOM rows at most while scrolling, at most ${MAX_ROWS}`);
  // The 60th agenda's row (the 61st with the headings) is drawn, and the one above it.
  const last = grid.locator('[role="row"][aria-rowindex="61"]');
  await last.waitFor();
  const above = (await grid.locator('[role="row"][aria-rowindex="60"] [role="rowheader"]').textContent())!.trim();
  await screenshot(page, 'planning-volume-manager-1440-end');

  // A slot of the last row takes the keyboard, and Alt+↑ proposes the agenda above: the draft is announced.
  await last.locator('[data-slot-id]').first().focus();
  await page.keyboard.press('Alt+ArrowUp');
  await page.locator('[aria-live="polite"]').filter({ hasText: `(${above}).` }).waitFor();
  await page.keyboard.press('Escape');
  assert.deepEqual(errors, []);
  await close();
});

test('the manager at 390 px and a trainer of the school at 1 440 and 390 px read the week and the day', { skip }, async () => {
  const phone = await newPage(suite.browser, { viewport: { width: 390, height: 844 } });
  await signIn(phone.page, suite.server.url, 'gerant@volant.test');
  await dismissMissingItems(phone.page);
  const agendas = await schoolAgendas(phone.page);
  await phone.page.goto(`${suite.server.url}/planning?date=${thisMonday()}&vue=semaine&agendas=${agendas.join(',')}`);
  await phone.page.getByRole('grid', { name: ROWS_GRID }).locator('[data-slot-id]').first().waitFor();
  const rows = await countRows(phone.page);
  assert.ok(rows <= MAX_ROWS, `${rows} DOM rows at 390 px`);
  await screenshot(phone.page, 'planning-volume-manager-390');
  assert.deepEqual(phone.errors, []);
  await phone.close();

  for (const width of [1440, 390]) {
    const trainer = await newPage(suite.browser, { viewport: { width, height: width > 500 ? 900 : 844 } });
    await signIn(trainer.page, suite.server.url, 'moniteur01@ecole.volant.test');
    await dismissMissingItems(trainer.page);
    await trainer.page.goto(`${suite.server.url}/planning?date=${thisMonday()}`);
    // His own agenda: a lesson of the school is on screen (the week at 1 440 px, the day on a phone).
    await trainer.page.locator('[data-slot-id]').first().waitFor();
    await screenshot(trainer.page, `planning-volume-trainer-${width}`);
    assert.deepEqual(trainer.errors, []);
    await trainer.close();
  }
});
