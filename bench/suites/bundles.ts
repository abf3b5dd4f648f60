import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { kb } from '../lib/stats';
import { atMost, type BenchRow, type Suite } from '../lib/types';

interface SizeRow {
  build: string;
  kind: string;
  file: string;
  bytes: number;
  gzip: number;
}

interface SizeReport {
  initial: { list: string[] } | null;
  outputs: SizeRow[];
}

/** Budgets of the bundles, read from the production build's size report (esbuild metafile). */
export const bundlesSuite: Suite = {
  name: 'bundles',
  async run({ root }) {
    const report = JSON.parse(readFileSync(join(root, 'dist/size-report.json'), 'utf8')) as SizeReport;
    const rows: BenchRow[] = [];
    const initial = new Set(report.initial?.list ?? []);
    const initialRows = report.outputs.filter((row) => row.build === 'app' && initial.has(row.file));
    const js = initialRows.filter((row) => row.file.endsWith('.js')).reduce((n, row) => n + row.gzip, 0);
    const css = initialRows.filter((row) => row.file.endsWith('.css')).reduce((n, row) => n + row.gzip, 0);
    rows.push(atMost('bundles', 'login screen initial JS (gzip)', kb(js), 100, 'KB', `${initialRows.length} files`));
    rows.push(atMost('bundles', 'login screen CSS (gzip)', kb(css), 15, 'KB'));
    const routes = report.outputs.filter((row) => row.build === 'app' && row.kind === 'route').sort((a, b) => b.gzip - a.gzip);
    const largest = routes[0];
    if (largest) rows.push(atMost('bundles', 'largest route chunk (gzip)', kb(largest.gzip), 40, 'KB', largest.file));
    return rows;
  },
};
