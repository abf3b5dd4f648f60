import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startBuiltServer, signInToken } from '../lib/server';
import { kb, median, round } from '../lib/stats';
import { atMost, type BenchRow, type Suite } from '../lib/types';

interface WidgetTotal {
  widget: string;
  alone: { gzip: number; files: number };
  withOthers: { gzip: number; files: number };
}

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const RUNS = 5;

/**
 * The embeds' budgets: gzip bytes of each widget alone on a page (its entry, the shared React runtime
 * and its CSS; ≤ 90 KB) and added to a page that has the other widgets (≤ 20 KB), from the build's
 * size report; and, in Chromium on loopback, the time from the quotation script's request to the
 * quotation's first render (a partner page of another origin, cold cache, median of 5; ≤ 300 ms).
 */
export const embedsSuite: Suite = {
  name: 'embeds',
  async run({ root, scratch, log }) {
    const report = JSON.parse(readFileSync(join(root, 'dist/size-report.json'), 'utf8')) as { widgets?: WidgetTotal[] };
    const rows: BenchRow[] = [];
    for (const widget of report.widgets ?? []) {
      rows.push(atMost('embeds', `${widget.widget} alone on a page (gzip)`, kb(widget.alone.gzip), 90, 'KB', `${widget.alone.files} files, React included`));
      rows.push(atMost('embeds', `${widget.widget} added to the other widgets (gzip)`, kb(widget.withOthers.gzip), 20, 'KB', `${widget.withOthers.files} files`));
    }
    if (!existsSync(CHROMIUM)) {
      log(`  Chromium not found at ${CHROMIUM}: the quotation's render time is not measured.`);
      return rows;
    }

    const server = await startBuiltServer(root, join(scratch, 'embeds'));
    const partner = createServer();
    const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
    try {
      const token = await signInToken(server.url, 'gerant@volant.test');
      const list = await fetch(`${server.url}/api/accounting/quotations?status[]=1&itemsPerPage=1`, { headers: { Authorization: `Bearer ${token}` } });
      const uuid = ((await list.json()) as { 'hydra:member': Array<{ uuid: string }> })['hydra:member'][0]?.uuid;
      if (!uuid) throw new Error('no pending demo quotation');
      const script = `${server.url}/embeds/volant-quotation.js`;
      const page = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Partenaire</title>
<script>
  // Polls every frame until the quotation is rendered, then records when (page clock).
  (function wait() {
    const heading = document.querySelector('volant-quotation')?.shadowRoot?.querySelector('h1');
    if (heading) window.renderedAt = performance.now(); else requestAnimationFrame(wait);
  })();
</script>
<script type="module" src="${script}"></script></head>
<body><volant-quotation uuid="${uuid}" api-base="${server.url}/api"></volant-quotation></body></html>`;
      partner.on('request', (_request, response) => {
        response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        response.end(page);
      });
      partner.listen(0, '127.0.0.1');
      await once(partner, 'listening');
      const partnerUrl = `http://localhost:${(partner.address() as AddressInfo).port}/`;
      const samples: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const context = await browser.newContext({ locale: 'fr-FR' });
        const tab = await context.newPage();
        await tab.goto(partnerUrl);
        await tab.waitForFunction(() => (window as unknown as { renderedAt?: number }).renderedAt !== undefined, undefined, { timeout: 10_000 });
        samples.push(
          await tab.evaluate((url) => {
            const entry = performance.getEntriesByName(url)[0];
            return (window as unknown as { renderedAt: number }).renderedAt - (entry?.startTime ?? 0);
          }, script),
        );
        await context.close();
      }
      rows.push(atMost('embeds', 'quotation: script start → first render', round(median(samples), 0), 300, 'ms', `Chromium, loopback, cold cache, median of ${RUNS}`));
    } finally {
      await browser.close();
      partner.close();
      await server.stop();
    }
    return rows;
  },
};
