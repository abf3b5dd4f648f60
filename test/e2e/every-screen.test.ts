// The safety net of issue 24: every demo account, and one account per role with no permission at all,
// signs in and opens every route of the app's route table. A route ends where the app's own guard,
// applied to that user, says (src/app/guards/navigation.ts) and shows its screen there: a heading in the
// main area, no loading or error state left, no uncaught error, no React error in the console. On each
// screen it reaches, once per role, axe-core checks every WCAG 2.2 A–AA rule (issue 39) at 1 440 px.
import assert from 'node:assert/strict';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { navigationFor, type NavigationContext } from '../../src/app/guards/navigation';
import { modules } from '../../src/app/modules';
import { buildMenu, firstMenuPath } from '../../src/app/navigation/menu';
import { shellNav } from '../../src/app/navigation/shellNav';
import { buildRouteTable } from '../../src/app/routing/table';
import { createApiClient, type ApiClient } from '../../src/shared/api/client';
import { getUser } from '../../src/shared/auth/api';
import { BILL_STATUS } from '../../src/shared/accounting/status';
import { ROLES } from '../../src/shared/auth/roles';
import type { Session } from '../../src/shared/session/types';
import { listInvoices } from '../../src/modules/invoices/api';
import { listLearnerRecords } from '../../src/modules/learners/api';
import { listPackages } from '../../src/modules/packages/api';
import { listQuotations } from '../../src/modules/quotations/api';
import { createRoleAccount } from '../../src/modules/roles/api';
import { createMember, listMembers } from '../../src/modules/users/api';
import type { TeamMemberCreate } from '../../src/modules/users/schema';
import { DEMO_ACCOUNTS } from '../../server/seed/accounts';
import { EXTRA_TRAINERS } from '../../server/seed/planning';
import { axeViolations, countByRule, describeViolations, type AxeViolation } from './axe';
import { browserSuite, dismissMissingItems, DEMO_PASSWORD, newPage, signIn } from './harness';
import { animationsDone, openInApp, settledOn } from './settle';

const suite = browserSuite();
const { skip } = suite;
const table = buildRouteTable(modules);

/** Routes not visited: the ticket exchange needs a fresh SSO ticket (signIn goes through it for every account). */
const NOT_VISITED = new Set(['/auth/loading']);
/** Screens photographed per account (looked at by hand: test-results of this file go to a temp dir). */
const PHOTOGRAPHED = new Set(['/', '/planning', '/apprenants', '/pieces-comptables/factures', '/role']);
/** The width axe checks the screens at (a desktop; test/e2e/keyboard.test.ts checks key screens at 390 px). */
const AXE_VIEWPORT = { width: 1440, height: 900 };
const CRAWL_VIEWPORT = { width: 1280, height: 800 };

interface Account {
  email: string;
  /** The demo password, or the temporary one of an account created by before(). */
  password: string;
  /** Made unconfigured in the database before the visit (the state that looped, issue 24 point 1). */
  unconfigured?: boolean;
  /** Created by before() with this role and a role account without any permission. */
  bareRole?: TeamMemberCreate['accountType'];
}

const accounts: Account[] = [
  ...DEMO_ACCOUNTS.filter((account) => !account.loginRefused).map((account) => ({ email: account.email, password: DEMO_PASSWORD })),
  ...EXTRA_TRAINERS.map((trainer) => ({ email: trainer.email, password: DEMO_PASSWORD, unconfigured: trainer.email.startsWith('karim.') })),
  // Managers hold every permission whatever their role account: only the other roles can have none.
  { email: 'formateur.minimal@volant.test', password: '', bareRole: ROLES.trainer },
  { email: 'secretariat.minimal@volant.test', password: '', bareRole: ROLES.administrative },
];

/** An ApiClient over the test server with a fixed token (the app's own api.ts functions do the calls). */
function clientWith(token: string): ApiClient {
  return createApiClient({
    baseUrl: `${suite.server.url}/api`,
    auth: { getToken: () => token, refresh: () => Promise.reject(new Error('no refresh in this test')), clear: () => undefined },
  });
}

async function tokenOf(email: string, password: string): Promise<string> {
  const tgt = await fetch(`${suite.server.url}/sso/v1/tickets`, { method: 'POST', body: new URLSearchParams({ username: email, password }) });
  assert.equal(tgt.status, 201, `TGT for ${email}`);
  const service = `${suite.server.url}/auth/loading`;
  const st = await fetch(`${suite.server.url}/sso/v1/tickets/${await tgt.text()}`, { method: 'POST', body: new URLSearchParams({ service }) });
  const auth = await fetch(`${suite.server.url}/api/auth`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ serviceId: service, ticket: await st.text() }),
  });
  assert.equal(auth.status, 200, `POST /auth for ${email}`);
  return ((await auth.json()) as { token: string }).token;
}

/**
 * Once, before the first visit (the suite's server is started by then): the accounts with no
 * permission — a role account without permissions, a member of each role on Orléans, and the temporary
 * password of their welcome e-mail — and the unconfigured accounts.
 */
async function prepareAccounts(): Promise<void> {
  const manager = clientWith(await tokenOf('gerant@volant.test', DEMO_PASSWORD));
  const empty = await createRoleAccount(manager, { name: 'Sans autorisation', permissions: [] });
  const db = new Database(suite.server.dbFile);
  try {
    const orleans = db.prepare('select id from agencies where name = ?').pluck().get('Orléans Centre') as number;
    for (const account of accounts) {
      if (!account.bareRole) continue;
      await createMember(manager, { firstName: 'Compte', lastName: 'Minimal', email: account.email, phone: null, accountType: account.bareRole, account: empty.id, agencies: [orleans], teachingLicence: null });
      const mail = db.prepare('select body_text from outbox_emails where to_address = ? order by id desc').pluck().get(account.email) as string;
      const password = /Mot de passe provisoire : (\S+)/.exec(mail)?.[1];
      assert.ok(password, `temporary password of ${account.email}`);
      account.password = password;
    }
    for (const account of accounts.filter((a) => a.unconfigured)) {
      db.prepare('update users set account_configured = 0 where email = ?').run(account.email);
    }
  } finally {
    db.close();
  }
}
let prepared: Promise<void> | undefined;

interface SessionView {
  token: string;
  user: Session['user'];
}

async function storedSession(page: Page): Promise<SessionView> {
  const raw = await page.evaluate(() => localStorage.getItem('appSession'));
  assert.ok(raw, 'appSession is stored');
  return JSON.parse(raw) as SessionView;
}

/** The guard's context for this user, as the shell builds it (permissions from GET /users/{id}). */
async function guardContext(session: SessionView): Promise<NavigationContext> {
  const permissions = (await getUser(clientWith(session.token), session.user.id)).permissions;
  const menu = buildMenu([...table.nav, ...shellNav], { user: session.user, permissions, currency: 'EUR', links: [] });
  return {
    authenticated: true,
    user: session.user,
    permissions: { status: 'loaded', permissions },
    currency: 'EUR',
    firstNavPath: firstMenuPath(menu),
  };
}

/**
 * The first id (or uuid) of a list: null when the user's list is empty (the route has nothing to show
 * them), undefined when the user may not read the list (the route is then visited with the manager's).
 */
async function firstOf<T>(list: Promise<{ items: T[] }>, pick: (item: T) => string | number): Promise<string | null | undefined> {
  try {
    const first = (await list).items[0];
    return first === undefined ? null : String(pick(first));
  } catch {
    return undefined;
  }
}

type ParamValues = Record<string, string | null | undefined>;

/** Real values of the route parameters, read with the user's token. */
async function paramValues(token: string): Promise<ParamValues> {
  const client = clientWith(token);
  const page = { itemsPerPage: 1 };
  return {
    member: await firstOf(listMembers(client, page), (member) => member.id),
    learnerId: await firstOf(listLearnerRecords(client, page), (learner) => learner.id),
    'pieces-comptables/factures': await firstOf(listInvoices(client, page), (invoice) => invoice.id),
    'extra-details-devis': await firstOf(listQuotations(client, page), (quotation) => quotation.id),
    // Drafts have no public page: a quotation sent to the learner has.
    uuid: await firstOf(listQuotations(client, { ...page, status: [BILL_STATUS.validated] }), (quotation) => quotation.uuid),
    formule: await firstOf(listPackages(client, page), (item) => item.id),
  };
}

/** The key of a route's parameter in paramValues (the parameter's name, or the path before it for `{id}`). */
function paramKey(path: string, name: string): string {
  if (name !== 'id') return name;
  if (path.includes('factures')) return 'pieces-comptables/factures';
  if (path.includes('extra-details-devis')) return 'extra-details-devis';
  return 'formule';
}

/** Screens of one record whose id is a query parameter (`?id=`), and the key of that id in paramValues. */
const QUERY_IDS: Record<string, string> = {
  '/pieces-comptables/devis/details-devis': 'extra-details-devis',
  '/utilisateur': 'member',
};

/** A concrete URL of a route for this user, or null when they have no record to open it with. */
function urlOf(path: string, own: ParamValues, fallback: ParamValues): string | null {
  const valueOf = (key: string) => (own[key] === undefined ? fallback[key] : own[key]) ?? null;
  const queryKey = QUERY_IDS[path];
  if (queryKey) {
    const value = valueOf(queryKey);
    return value === null ? null : `${path}?id=${value}`;
  }
  let missing = false;
  const url = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = valueOf(paramKey(path, name));
    if (value === null) missing = true;
    return encodeURIComponent(value ?? '');
  });
  return missing ? null : url;
}

/** Where the shell ends when opening `path`: the guard's redirects followed to a screen. */
function expectedEnd(path: string, context: NavigationContext): string {
  const seen = [path];
  let current = path;
  for (;;) {
    const { target } = navigationFor(table, current, context);
    if (target === null) return current;
    assert.ok(!seen.includes(target), `the guard loops: ${[...seen, target].join(' → ')}`);
    seen.push(target);
    current = target;
  }
}

/** A console or page error that means a broken screen (not a refused optional read the app handles). */
const isFatal = (line: string) => line.startsWith('page: ') || /react|Minified|Maximum update depth|Uncaught/i.test(line);

let screenshots: string | undefined;
let managerParams: ParamValues | undefined;
/** `role path` of the screens axe already checked: accounts of one role see the same screens. */
const axeChecked = new Set<string>();


/** axe on the settled screen at AXE_VIEWPORT, then the crawl's width again. */
async function axeAtDesktop(page: Page, where: string): Promise<AxeViolation[]> {
  await page.setViewportSize(AXE_VIEWPORT);
  await animationsDone(page);
  try {
    return await axeViolations(page, where);
  } finally {
    await page.setViewportSize(CRAWL_VIEWPORT);
  }
}

for (const account of accounts) {
  test(`${account.email} opens every route as the guard decides`, { skip }, async (t) => {
    await (prepared ??= prepareAccounts());
    screenshots ??= await mkdtemp(join(tmpdir(), 'volant-every-screen-'));
    if (!managerParams) {
      const manager = await tokenOf('gerant@volant.test', DEMO_PASSWORD);
      managerParams = await paramValues(manager);
    }
    const { page, errors, close } = await newPage(suite.browser, { viewport: CRAWL_VIEWPORT });
    try {
      await signIn(page, suite.server.url, account.email, account.password);
      await dismissMissingItems(page);
      const session = await storedSession(page);
      const context = await guardContext(session);
      const own = await paramValues(session.token);
      const role = session.user.roles[0] ?? 'sans rôle';
      const failures: string[] = [];
      const violations: AxeViolation[] = [];
      for (const route of table.routes) {
        if (NOT_VISITED.has(route.path)) continue;
        const url = urlOf(route.path, own, managerParams);
        if (url === null) {
          t.diagnostic(`${route.path}: no record of this account to open it with`);
          continue;
        }
        const end = expectedEnd(new URL(url, suite.server.url).pathname, context);
        const before = errors.length;
        await openInApp(page, url);
        const outcome = await settledOn(page, end);
        const fatal = errors.slice(before).filter(isFatal);
        if (!outcome.ok) failures.push(`${url}: ${outcome.why}`);
        if (fatal.length > 0) failures.push(`${url}: ${fatal.join(' / ')}`);
        const checked = `${role} ${end}`;
        if (outcome.ok && !axeChecked.has(checked)) {
          axeChecked.add(checked);
          violations.push(...(await axeAtDesktop(page, `${end} as ${role} (${account.email})`)));
        }
        if (PHOTOGRAPHED.has(route.path) && end === url) {
          // The content's margin follows the sidebar in 0.3 s (spec part 1 §9): coming from a screen without
          // the sidebar (the minimal accounts' refused routes), the photograph waits for the layout to settle.
          await animationsDone(page);
          await page.screenshot({ path: join(screenshots, `${account.email.split('@')[0]}${url.replace(/\//g, '_')}.png`) });
          // At 1 280 px nothing scrolls sideways: not the page, and not the learner list in its frame.
          const [pageWidth, tableWidth, frameWidth] = await page.evaluate(`(() => {
            const table = document.querySelector('main table');
            return [document.scrollingElement.scrollWidth, table ? table.scrollWidth : 0, table ? table.parentElement.clientWidth : 0];
          })()`) as [number, number, number];
          if (pageWidth > 1280) failures.push(`${url}: the page is ${pageWidth} px wide at 1280 px`);
          if (route.path === '/apprenants' && tableWidth > frameWidth + 1) failures.push(`${url}: the list is ${tableWidth} px wide in a ${frameWidth} px frame`);
        }
      }
      t.diagnostic(`screenshots in ${screenshots}`);
      t.diagnostic(`axe: ${JSON.stringify(countByRule(violations))} over ${axeChecked.size} screens × roles so far`);
      assert.deepEqual(failures, []);
      assert.equal(violations.length, 0, `axe-core, WCAG 2.2 A–AA:\n${describeViolations(violations)}`);
    } finally {
      await close();
    }
  });
}
