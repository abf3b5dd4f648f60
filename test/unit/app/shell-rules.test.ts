import assert from 'node:assert/strict';
import { afterEach, test } from 'node:test';
import { currencyState, startCurrencyPoll } from '../../../src/app/currency';
import { activeMenuPath, buildMenu, firstMenuPath, isPlanningRoute, parentOfPath, toggleOpenParent, type MenuContext, type MenuEntry } from '../../../src/app/navigation/menu';
import { chromeFor } from '../../../src/app/routing/chrome';
import type { NavItem } from '../../../src/shared/module/types';
import { jumpToStep, previousStep, readStoredStep, stepAfterSave, WIZARD_STEP_STORAGE_KEY } from '../../../src/shared/wizard/stepCounter';

// ── chrome ──
const chromeCases: [string, string | undefined, { navbar: boolean; sidebar: boolean }][] = [
  ['/apprenants', undefined, { navbar: true, sidebar: true }],
  ['/pieces-comptables/devis', '/pieces-comptables/devis', { navbar: false, sidebar: false }],
  ['/pieces-comptables/contrat', '/pieces-comptables/contrat', { navbar: false, sidebar: false }],
  ['/devis/0b7c1f4e-3d2a-4c5b-9e8f-1a2b3c4d5e6f', '/devis/{uuid}', { navbar: false, sidebar: false }],
  ['/page-not-found', '/page-not-found', { navbar: true, sidebar: false }],
  ['/configuration/configuration-compte', '/configuration/configuration-compte', { navbar: true, sidebar: false }],
  ['/configuration/compte', '/configuration/compte', { navbar: true, sidebar: false }],
  ['/configuration/configuration-planning', '/configuration/configuration-planning', { navbar: true, sidebar: true }],
];
for (const [pathname, pattern, expected] of chromeCases) {
  test(`chrome on ${pathname}`, () => {
    assert.deepEqual(chromeFor(pathname, pattern ? { path: pattern } : undefined), expected);
  });
}

test('a route may hide its chrome but never show it where the spec hides it', () => {
  assert.deepEqual(chromeFor('/auth/login', { path: '/auth/login', chrome: { navbar: false, sidebar: false } }), { navbar: false, sidebar: false });
  assert.deepEqual(chromeFor('/page-not-found', { path: '/page-not-found', chrome: { sidebar: true } }), { navbar: true, sidebar: false });
});

// ── menu ──
const ITEMS: NavItem[] = [
  { key: 'planning', title: 'Planning', icon: 'calendar', path: '/planning', order: 1 },
  { key: 'planningss', title: 'Planning (nouvel onglet)', icon: 'calendar', path: '/planning', order: 2 },
  {
    key: 'accounting', title: 'Comptabilité', icon: 'euro', order: 3,
    submenu: [
      { key: 'quotations', title: 'Devis', icon: 'file', path: '/pieces-comptables/devis', permissions: ['isCreateQuotation'], order: 1 },
      { key: 'invoices', title: 'Factures', icon: 'file', path: '/pieces-comptables/factures', permissions: ['isCreateInvoice'], order: 2 },
    ],
  },
  { key: 'import', title: 'Migration', icon: 'upload', path: '/importer', roles: ['ADMIN'], order: 4 },
  { key: 'advice', title: 'Avis', icon: 'chart', path: '/avis', order: 5 },
  { key: 'advice-certify', title: 'Avis certifiés', icon: 'check', path: '/avis-certifiés', order: 6 },
  { key: 'satisfaction', title: 'Satisfaction', icon: 'chart', order: 7 },
  { key: 'links', title: 'Réseaux sociaux', icon: 'link', roles: ['ADMIN'], break: true, order: 8 },
  { key: 'roles', title: 'Rôles', icon: 'shield', path: '/role', roles: ['ADMIN'], order: 0 },
];

const manager = { roles: ['MANAGER'], adminType: null, avis_solution: false, survey_link: 'https://enquete.example/volant' };
const admin = { roles: ['ADMIN'], adminType: 'admin', avis_solution: true, survey_link: null };
const context = (overrides: Partial<MenuContext>): MenuContext => ({
  user: manager,
  permissions: ['isCreateQuotation', 'isCreateInvoice'],
  currency: 'EUR',
  links: [],
  ...overrides,
});
const keys = (context: MenuContext) => buildMenu(ITEMS, context).map((entry) => entry.key);

test('menu: items are filtered by the first role', () => {
  assert.deepEqual(keys(context({})), ['planning', 'planningss', 'accounting', 'satisfaction']);
  assert.ok(keys(context({ user: admin })).includes('roles'));
});

test('menu: import shows only to an admin whose admin type is admin or unset', () => {
  assert.ok(keys(context({ user: admin })).includes('import'));
  assert.ok(keys(context({ user: { ...admin, adminType: null } })).includes('import'));
  assert.ok(!keys(context({ user: { ...admin, adminType: 'commercial' } })).includes('import'));
  assert.ok(!keys(context({ user: { ...admin, adminType: 'sav' } })).includes('import'));
});

test('menu: advice entries only with avisSolution, the satisfaction entry (survey link, new tab) only without', () => {
  const withAdvice = keys(context({ user: { ...manager, avis_solution: true } }));
  assert.ok(withAdvice.includes('advice') && withAdvice.includes('advice-certify') && !withAdvice.includes('satisfaction'));
  const satisfaction = buildMenu(ITEMS, context({})).find((entry) => entry.key === 'satisfaction');
  assert.equal(satisfaction?.href, 'https://enquete.example/volant');
  assert.equal(satisfaction?.newTab, true);
  assert.ok(!keys(context({})).includes('advice'));
});

test('menu: submenu entries follow the permissions; a parent without children disappears', () => {
  const menu = buildMenu(ITEMS, context({ permissions: ['isCreateInvoice'] }));
  assert.deepEqual(menu.find((entry) => entry.key === 'accounting')?.submenu.map((entry) => entry.key), ['invoices']);
  assert.ok(!keys(context({ permissions: [] })).includes('accounting'));
});

test('menu: planningss opens in a new tab', () => {
  assert.equal(buildMenu(ITEMS, context({})).find((entry) => entry.key === 'planningss')?.newTab, true);
});

test('menu: the links group is built from the platform links, external, admin only', () => {
  const links = [
    { label: 'Facebook', url: 'https://facebook.example/volant', contentUrl: null, opensInNewTab: true },
    { label: 'Guide', url: 'https://guide.example', contentUrl: 'https://cdn.example/guide.pdf', opensInNewTab: false },
  ];
  const group = buildMenu(ITEMS, context({ user: admin, links })).find((entry) => entry.key === 'links');
  assert.deepEqual(group?.submenu.map((entry) => [entry.title, entry.href, entry.newTab]), [
    ['Facebook', 'https://facebook.example/volant', true],
    ['Guide', 'https://cdn.example/guide.pdf', false],
  ]);
  assert.equal(group?.break, true);
  assert.ok(!keys(context({ links })).includes('links'));
  assert.ok(!keys(context({ user: admin })).includes('links'), 'no links, no group');
});

test('menu: items are disabled without a currency for a non-ADMIN only', () => {
  assert.ok(buildMenu(ITEMS, context({ currency: null })).every((entry) => entry.disabled));
  assert.ok(buildMenu(ITEMS, context({ user: admin, currency: null })).every((entry) => !entry.disabled));
  assert.ok(buildMenu(ITEMS, context({})).every((entry) => !entry.disabled));
});

test('menu: the first navigation entry, one open parent at a time, planning routes', () => {
  assert.equal(firstMenuPath(buildMenu(ITEMS, context({}))), '/planning');
  assert.equal(firstMenuPath(buildMenu(ITEMS, context({ user: admin }))), '/role');
  assert.equal(toggleOpenParent(null, 'accounting'), 'accounting');
  assert.equal(toggleOpenParent('accounting', 'other'), 'other');
  assert.equal(toggleOpenParent('accounting', 'accounting'), null);
  assert.equal(parentOfPath(buildMenu(ITEMS, context({})), '/pieces-comptables/factures/12'), 'accounting');
  assert.ok(isPlanningRoute('/planning'));
  assert.ok(!isPlanningRoute('/configuration/configuration-planning'));
});

test('menu: the active entry is the exact or the longest matching path, never a parent and its child at once', () => {
  const entry = (key: string, path: string, submenu: MenuEntry[] = []): MenuEntry => ({ key, title: key, icon: 'file', path, disabled: false, submenu });
  const menu = [entry('docs', '/pieces-comptables', [entry('invoices', '/pieces-comptables/factures'), entry('nf525', '/pieces-comptables/nf525')]), entry('home', '/')];
  assert.equal(activeMenuPath(menu, '/pieces-comptables/factures/12'), '/pieces-comptables/factures');
  assert.equal(activeMenuPath(menu, '/pieces-comptables'), '/pieces-comptables');
  assert.equal(activeMenuPath(menu, '/pieces-comptables/contrat'), '/pieces-comptables');
  assert.equal(activeMenuPath(menu, '/apprenants'), null, 'the home is active on itself only');
  assert.equal(activeMenuPath(menu, '/'), '/');
  assert.equal(activeMenuPath([entry('x', '/x')], '/y'), null);
});

// ── wizard step counter ──
const wizard = { count: 5 };
test('wizard: each save advances one step; saving applications with no training skips one more', () => {
  assert.equal(stepAfterSave(0, 'applications', wizard), 1);
  assert.equal(stepAfterSave(0, 'applications', { ...wizard, trainingListEmpty: true }), 2);
  assert.equal(stepAfterSave(1, 'training', wizard), 2);
  assert.equal(stepAfterSave(2, 'permissions', { ...wizard, trainingListEmpty: true }), 3);
  assert.equal(stepAfterSave(4, 'permissions', wizard), 4, 'never past the last step');
});

test('wizard: back and jump stay within the steps; the stored step is read back', () => {
  assert.equal(previousStep(2, wizard), 1);
  assert.equal(previousStep(0, wizard), 0);
  assert.equal(jumpToStep(3, wizard), 3);
  assert.equal(jumpToStep(9, wizard), 4);
  const storage = new Map<string, string>();
  const fake = { getItem: (key: string) => storage.get(key) ?? null } as Storage;
  assert.equal(readStoredStep(fake), 0);
  storage.set(WIZARD_STEP_STORAGE_KEY, '3');
  assert.equal(readStoredStep(fake), 3);
  storage.set(WIZARD_STEP_STORAGE_KEY, 'abc');
  assert.equal(readStoredStep(fake), 0);
});

// ── currency ──
afterEach(() => {
  currencyState.currency = null;
});

test('currency: defaults to EUR, picks up a stored currency for 30 s, then stops polling', () => {
  let now = 0;
  const ticks: (() => void)[] = [];
  let stored: string | null = null;
  const stop = startCurrencyPoll({
    now: () => now,
    setInterval: (run) => ticks.push(run),
    clearInterval: () => ticks.splice(0),
    read: () => stored,
  });
  assert.equal(currencyState.currency, 'EUR');
  stored = 'XPF';
  now = 1000;
  ticks[0]?.();
  assert.equal(currencyState.currency, 'XPF');
  now = 30_000;
  ticks[0]?.();
  assert.equal(ticks.length, 0, 'polling stops after 30 s');
  stop();
});
