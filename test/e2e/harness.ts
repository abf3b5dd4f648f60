// Browser-test harness: the built server on a free port with a fresh database, and Debian's
// Chromium driven by playwright-core. `npm test -- test/e2e` builds once, then runs the e2e files.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before } from 'node:test';
import { chromium, type Browser, type Page } from 'playwright-core';
import { freePort } from '../reliability/server';
import { CHROMIUM_ARGS, chromiumPath, hasChromium } from './chromium';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SERVER_BUNDLE = join(ROOT, 'dist/server/main.js');
const SCREENSHOTS = join(ROOT, 'test-results/screenshots');
const START_TIMEOUT_MS = 20_000;

export { chromiumPath, hasChromium } from './chromium';

export interface RunningServer {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:41234 */
  url: string;
  /** The SQLite file of this server (deleted by stop()). */
  dbFile: string;
  /** What the server printed so far (standard output and error). */
  output(): string;
  stop(): Promise<void>;
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url);
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Starts `node dist/server/main.js` (run the build first: npm test does) on a free port with a
 * fresh temporary database and JWT secret; resolves once GET /config.json answers.
 */
export async function startServer(options: { env?: Record<string, string> } = {}): Promise<RunningServer> {
  if (!existsSync(SERVER_BUNDLE)) throw new Error(`${SERVER_BUNDLE} is missing: run \`node build.mjs\` first.`);
  const port = await freePort();
  const dir = await mkdtemp(join(tmpdir(), 'volant-e2e-'));
  const dbFile = join(dir, 'volant.sqlite');
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--enable-source-maps', SERVER_BUNDLE], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      VOLANT_DB_FILE: dbFile,
      VOLANT_VAR_DIR: dir,
      VOLANT_JWT_SECRET: randomBytes(48).toString('base64url'),
      DATABASE_URL: '',
      VOLANT_PUBLIC_URL: url,
      ...options.env,
    },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => { output += chunk.toString('utf8'); });
  child.stderr.on('data', (chunk: Buffer) => { output += chunk.toString('utf8'); });
  const exited = once(child, 'exit');

  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    await rm(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await answers(`${url}/config.json`))) {
    if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
      const why = child.exitCode !== null ? `exited with code ${child.exitCode}` : `did not answer within ${START_TIMEOUT_MS / 1000} s`;
      await stop();
      throw new Error(`The server ${why}. Its output:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, dbFile, output: () => output, stop };
}

/** Headless Debian Chromium with the flags this machine needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: [...CHROMIUM_ARGS] });
}

export interface TestPage {
  page: Page;
  /** Console errors and uncaught page errors, in order; assert it stays empty. */
  errors: string[];
  close(): Promise<void>;
}

/** A page in its own browser context (fresh cookies and storage), French locale. */
export async function newPage(
  browser: Browser,
  options: { viewport?: { width: number; height: number } } = {},
): Promise<TestPage> {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1280, height: 800 },
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`page: ${error.message}`));
  return { page, errors, close: () => context.close() };
}

/** Saves a full-page PNG as test-results/screenshots/<name>.png and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(SCREENSHOTS, { recursive: true });
  const path = join(SCREENSHOTS, `${name.replace(/[^\w.-]+/g, '-')}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/** The demo users' password (server/seed). */
export const DEMO_PASSWORD = 'volant-demo';

/** Signs in through the reference SSO and waits until the browser is back in the back office. */
export async function signIn(page: Page, baseUrl: string, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(`${baseUrl}/auth/login`);
  await page.waitForURL(/\/sso\/login/);
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/sso') && !url.pathname.startsWith('/auth/loading'));
}

/** Whether the signed-in user's stored session lists missing items (then the shell shows their modal). */
async function sessionHasMissingItems(page: Page): Promise<boolean> {
  // Parsed here rather than in the page: tsx would add helpers to a function body that the page lacks.
  const raw = await page.evaluate(() => Object.values(localStorage).find((value) => value.includes('"missing_modal"')) ?? 'null');
  type Rows = { missing?: unknown[] }[] | undefined;
  const session = JSON.parse(raw) as { user?: { missing_modal?: { agencies?: Rows; formateurs?: Rows } } } | null;
  const missing = session?.user?.missing_modal;
  const some = (rows: Rows) => (rows ?? []).some((row) => (row.missing ?? []).length > 0);
  return some(missing?.agencies) || some(missing?.formateurs);
}

/**
 * Closes the missing-items modal (the demo's Tours agency lacks its numbers) when the signed-in user's
 * session lists some: waits for it rather than guessing, since it opens once its lazy chunk has loaded.
 * Dismissal is remembered in local storage, so call it once after signIn.
 */
export async function dismissMissingItems(page: Page): Promise<void> {
  // The session is stored twice: first the tokens, then with the user the API describes (missing_modal included).
  await page.waitForFunction(() => Object.values(localStorage).some((value) => value.includes('"missing_modal"')));
  if (!(await sessionHasMissingItems(page))) return;
  const button = page.getByRole('button', { name: 'J’ai compris' });
  // A click that lands while the modal is still mounting is lost (the first load is fast now): click
  // until the dismissal is recorded in local storage.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await button.click();
    const recorded = await page
      .waitForFunction(() => localStorage.getItem('missingItemsDismissed') === '1', undefined, { timeout: 1000 })
      .then(() => true, () => false);
    if (recorded) break;
  }
  await page.getByRole('dialog').filter({ has: button }).waitFor({ state: 'detached' });
}

export interface BrowserSuite {
  /** False when Chromium is there; else the reason every test of the file is skipped. */
  readonly skip: string | false;
  /** The file's built server (started before its first test). */
  readonly server: RunningServer;
  /** The file's Chromium (launched before its first test). */
  readonly browser: Browser;
}

/**
 * Registers the hooks of a browser test file: before its tests, the built server (fresh database)
 * and Chromium; after them, both stopped. The server and browser are read through the result.
 */
export function browserSuite(
  options: {
    env?: Record<string, string>;
    /** Runs first and adds to the server's environment (another server the file starts, e.g. its CAS). */
    prepare?: () => Promise<Record<string, string>>;
  } = {},
): BrowserSuite {
  const skip = !hasChromium() && 'Chromium not found';
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  before(async () => {
    if (skip) return;
    server = await startServer({ env: { ...options.env, ...(await options.prepare?.()) } });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is not started: browserSuite() hooks run before the tests only`);
    return value;
  };
  return {
    skip,
    get server() {
      return started(server, 'The server');
    },
    get browser() {
      return started(browser, 'Chromium');
    },
  };
}
