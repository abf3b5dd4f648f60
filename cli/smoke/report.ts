import { EXIT, type ExitCode } from '../errors';
import type { RunOutcome } from './runner';
import type { AreaResult, CheckResult, SmokeReport } from './types';

export interface ReportMeta {
  version: string;
  baseUrl: string;
  sandbox: string | null;
  readOnly: boolean;
  startedAt: Date;
  durationMs: number;
}

/**
 * 0 every check passed (or was skipped); 3 the sign-in failed or the environment stopped answering;
 * 1 a check failed or the run was interrupted.
 */
export function exitCodeOf(outcome: RunOutcome): ExitCode {
  const checks = outcome.areas.flatMap((area) => area.checks);
  if (checks.some((check) => check.status === 'failed' && check.unreachable)) return EXIT.unreachable;
  if (outcome.user === null) return EXIT.unreachable;
  if (outcome.aborted !== null || checks.some((check) => check.status === 'failed')) return EXIT.failure;
  return EXIT.ok;
}

export function buildReport(outcome: RunOutcome, meta: ReportMeta): SmokeReport {
  const checks = outcome.areas.flatMap((area) => area.checks);
  const count = (status: CheckResult['status']) => checks.filter((check) => check.status === status).length;
  const exitCode = exitCodeOf(outcome);
  return {
    tool: 'volant smoke',
    version: meta.version,
    baseUrl: meta.baseUrl,
    user: outcome.user,
    sandbox: meta.readOnly ? null : meta.sandbox,
    readOnly: meta.readOnly,
    startedAt: meta.startedAt.toISOString(),
    durationMs: meta.durationMs,
    ok: exitCode === EXIT.ok,
    exitCode,
    aborted: outcome.aborted,
    summary: { total: checks.length, passed: count('passed'), failed: count('failed'), skipped: count('skipped') },
    failed: checks.filter((check) => check.status === 'failed').map((check) => check.id),
    areas: outcome.areas,
  };
}

const seconds = (ms: number) => (ms / 1000).toLocaleString('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** « 60 vérifications : 57 réussies, 1 échouée, 2 ignorées, en 3,4 s. » */
export function summaryLine(report: SmokeReport): string {
  const { total, passed, failed, skipped } = report.summary;
  const agree = (n: number, word: string) => `${n} ${word}${n > 1 ? 's' : ''}`;
  return `${agree(total, 'vérification')} : ${agree(passed, 'réussie')}, ${agree(failed, 'échouée')}, ${agree(skipped, 'ignorée')}, en ${seconds(report.durationMs)} s.`;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
// Characters XML 1.0 cannot carry (control characters other than tab, line feed and carriage return).
// eslint-disable-next-line no-control-regex
const XML_INVALID = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
export const xmlEscape = (text: string) => text.replace(XML_INVALID, '').replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

function testCase(area: AreaResult, check: CheckResult): string {
  const open = `    <testcase classname="volant.smoke.${xmlEscape(area.id)}" name="${xmlEscape(`${check.title} [${check.id}]`)}" time="${(check.durationMs / 1000).toFixed(3)}"`;
  const calls = check.requests.map((r) => `${r.method} ${r.path} → ${r.status} (${r.durationMs} ms)`).join('\n');
  const output = calls ? `\n      <system-out>${xmlEscape(calls)}</system-out>` : '';
  if (check.status === 'failed') {
    const message = xmlEscape(check.detail ?? 'échec');
    return `${open}>\n      <failure message="${message}" type="${check.unreachable ? 'unreachable' : 'check'}">${message}</failure>${output}\n    </testcase>`;
  }
  if (check.status === 'skipped') return `${open}>\n      <skipped message="${xmlEscape(check.detail ?? '')}"/>\n    </testcase>`;
  return output ? `${open}>${output}\n    </testcase>` : `${open}/>`;
}

/** JUnit XML (the Jenkins/GitLab flavour): one testsuite per area, one testcase per check. */
export function junitXml(report: SmokeReport): string {
  const suites = report.areas.map((area) => {
    const failures = area.checks.filter((c) => c.status === 'failed').length;
    const skipped = area.checks.filter((c) => c.status === 'skipped').length;
    const time = area.checks.reduce((sum, c) => sum + c.durationMs, 0) / 1000;
    return [
      `  <testsuite name="${xmlEscape(area.title)}" id="${xmlEscape(area.id)}" tests="${area.checks.length}" failures="${failures}" errors="0" skipped="${skipped}" time="${time.toFixed(3)}" timestamp="${report.startedAt.slice(0, 19)}">`,
      ...area.checks.map((check) => testCase(area, check)),
      '  </testsuite>',
    ].join('\n');
  });
  // Jenkins' junit-10.xsd allows name, time, tests, failures and errors on <testsuites>, no `skipped`
  // (each <testsuite> carries its own).
  const { total, failed } = report.summary;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${xmlEscape(`volant smoke ${report.baseUrl}`)}" tests="${total}" failures="${failed}" errors="0" time="${(report.durationMs / 1000).toFixed(3)}">`,
    ...suites,
    '</testsuites>',
    '',
  ].join('\n');
}
