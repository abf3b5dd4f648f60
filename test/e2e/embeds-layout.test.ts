// Issue 24, point 16: the widgets size to their container whatever the partner's layout. The demo
// partner page lays its content out as blocks, as a flex row or as a `260px 1fr` grid (naively: no
// `min-width: 0` on its content) beside a 240 px side column holding a status widget in error. In
// each, every widget fills its column without widening it, the page does not scroll sideways, and
// the side column's error message stays readable (framed and compact).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { browserSuite, newPage, screenshot } from './harness';

const suite = browserSuite();
const { skip } = suite;
const VIEWPORT = { width: 1168, height: 900 };
/** Narrowest readable text column of an error message, px (one letter per line is about 10). */
const MIN_MESSAGE_WIDTH = 100;

/** A sent quotation's public uuid (read from the server's database). */
function sentQuotationUuid(): string {
  const db = new Database(suite.server.dbFile, { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare(`SELECT uuid FROM bills WHERE kind = 'quotation' AND status = 1 AND uuid IS NOT NULL ORDER BY id LIMIT 1`).get() as { uuid: string } | undefined;
    assert.ok(row, 'the demo database has a sent quotation');
    return row.uuid;
  } finally {
    db.close();
  }
}

interface WidgetBox {
  id: string;
  width: number;
  /** The content width of the widget's parent (its column). */
  column: number;
}

/** Every widget's width beside its column's, the page's scroll width, the side messages' text widths. */
const measure = (page: Page) =>
  page.evaluate(() => {
    const widgets = [...document.querySelectorAll<HTMLElement>('volant-quotation, volant-planning, volant-ants-status:not([compact])')].map((element) => {
      const parent = element.parentElement!;
      const style = getComputedStyle(parent);
      const column = parent.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return { id: element.id, width: element.getBoundingClientRect().width, column };
    });
    // (No named helper in here: the test's transpiler would wrap it with a helper the page lacks.)
    const [side, compact] = ['#side-status', '#side-compact'].map((selector) => {
      const text = document.querySelector(selector)?.shadowRoot?.querySelector('[part="message"] p');
      return text ? text.getBoundingClientRect().width : null;
    });
    return { page: document.documentElement.scrollWidth, widgets, side, compact };
  });

for (const layout of ['block', 'flex', 'grid']) {
  test(`demo partner page, ${layout} layout: the widgets fill their column and never widen it`, { skip }, async () => {
    const visitor = await newPage(suite.browser, { viewport: VIEWPORT });
    const { page } = visitor;
    await page.goto(`${suite.server.url}/embeds/demo.html?layout=${layout}&widget=volant-quotation&uuid=${sentQuotationUuid()}`);
    assert.equal(await page.evaluate(() => document.body.dataset.layout), layout);
    // The side column's status cannot reach Volant (its message has « Réessayer » beside it), and the
    // column also gets a compact indicator without a session, whose message must stay readable too.
    await page.evaluate(() => {
      const side = document.querySelector('#side-status')!;
      side.setAttribute('token', 'a.b.c');
      side.setAttribute('api-base', 'http://127.0.0.1:9/api');
      const compact = document.createElement('volant-ants-status');
      compact.id = 'side-compact';
      compact.setAttribute('service', 'livret');
      compact.setAttribute('compact', '');
      document.querySelector('.partner-side')!.append(compact);
    });
    await page.locator('volant-quotation').getByRole('heading', { name: /^Devis D-/ }).waitFor();
    await page.locator('volant-planning').locator('[data-slot-id]').first().waitFor();
    await page.locator('#side-status').getByRole('button', { name: 'Réessayer' }).waitFor();
    await page.locator('#side-compact [part="message"]').waitFor();
    await screenshot(page, `embeds-layout-${layout}`);

    const sizes = await measure(page);
    assert.equal(sizes.page, VIEWPORT.width, 'the page does not scroll sideways');
    for (const widget of sizes.widgets as WidgetBox[]) {
      assert.ok(Math.abs(widget.width - widget.column) <= 1, `${widget.id} is ${widget.width} px wide in a column of ${widget.column} px`);
    }
    assert.ok(sizes.side != null && sizes.side >= MIN_MESSAGE_WIDTH, `the side status message is ${sizes.side} px wide`);
    assert.ok(sizes.compact != null && sizes.compact >= MIN_MESSAGE_WIDTH, `the compact side status message is ${sizes.compact} px wide`);
    // 401 and an unreachable Volant (the page's CSP refuses it): the status widgets' failures are the point; 404: the page has no favicon.
    assert.deepEqual(visitor.errors.filter((line) => !/status of 40[14]|127\.0\.0\.1:9\//.test(line)), []);
    await visitor.close();
  });
}
