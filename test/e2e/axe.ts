// axe-core (Deque's accessibility engine, npm) run inside a page the browser tests opened: every rule of
// WCAG 2.2 levels A and AA and the best practices, selected by tag as axe's users do, default options otherwise.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';

/**
 * The rules run: WCAG 2.0, 2.1 and 2.2 at levels A and AA (2.2 added no level-A rule to axe), and axe's
 * best practices (unique landmarks, heading order, no empty header cell), which issue 39 measured too.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] as const;

export interface AxeViolation {
  rule: string;
  /** Where it was seen, e.g. `/planning as MANAGER at 1440 px`. */
  where: string;
  selector: string;
  help: string;
}

let source: Promise<string> | undefined;

/** axe.min.js, read once per process. */
function axeSource(): Promise<string> {
  source ??= readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  return source;
}

/**
 * Runs axe on the page as it is now and returns one line per element that breaks a rule. The source is
 * evaluated through the DevTools protocol (the app's CSP forbids inline scripts, not this), once per document.
 */
export async function axeViolations(page: Page, where: string): Promise<AxeViolation[]> {
  const loaded = await page.evaluate('typeof window.axe === "object"');
  if (!loaded) await page.evaluate(await axeSource());
  const run = `axe.run(document, { runOnly: { type: 'tag', values: ${JSON.stringify(AXE_TAGS)} }, resultTypes: ['violations'] })
    .then((results) => results.violations.map((rule) => ({ id: rule.id, help: rule.help, nodes: rule.nodes.map((node) => ({ target: node.target })) })))`;
  const violations = (await page.evaluate(run)) as Pick<AxeResults['violations'][number], 'id' | 'help' | 'nodes'>[];
  return violations.flatMap((rule) =>
    rule.nodes.map((node) => ({ rule: rule.id, where, selector: node.target.map(String).join(' >>> '), help: rule.help })),
  );
}

/** The violations as a readable list (one per line), for an assertion message. */
export function describeViolations(violations: readonly AxeViolation[]): string {
  return violations.map((v) => `${v.rule} · ${v.where} · ${v.selector} · ${v.help}`).join('\n');
}

/** How many elements break each rule, e.g. `{ 'color-contrast': 12 }`. */
export function countByRule(violations: readonly AxeViolation[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const violation of violations) counts[violation.rule] = (counts[violation.rule] ?? 0) + 1;
  return counts;
}
