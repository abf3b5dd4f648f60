import assert from 'node:assert/strict';
import { test } from 'node:test';
import { decideNavigation, type GuardDecision, type GuardInput } from '../../../src/app/guards/decide';
import { landingPath } from '../../../src/modules/auth/landing';

const ADMIN = { roles: ['ADMIN'], isConfigGeneral: null };
const MANAGER = { roles: ['MANAGER'], isConfigGeneral: true };
const UNCONFIGURED = { roles: ['MANAGER'], isConfigGeneral: null };
const SECRETARIAT = { roles: ['Personnel administratif'], isConfigGeneral: false };

const QUOTATIONS = { permissions: ['isCreateQuotation', 'isPrintQuotation'] as const };
const ACCOUNT_SETUP = ['isConfigAccount', 'isConfigPlanning'] as const;
const loaded = (...permissions: string[]) => ({ status: 'loaded' as const, permissions });

function input(overrides: Partial<GuardInput>): GuardInput {
  return {
    pathname: '/apprenants',
    route: {},
    authenticated: true,
    user: MANAGER,
    permissions: loaded(),
    currency: 'EUR',
    firstNavPath: '/apprenants',
    accountSetupPermissions: ACCOUNT_SETUP,
    ...overrides,
  };
}

const allow: GuardDecision = { kind: 'allow' };
const to = (path: string): GuardDecision => ({ kind: 'redirect', to: path });

const cases: [string, Partial<GuardInput>, GuardDecision][] = [
  // login
  ['a public route needs no login', { authenticated: false, user: null, pathname: '/devis/9f0c', route: { public: true } }, allow],
  ['a public route is open to a signed-in user too', { pathname: '/devis/9f0c', route: { public: true } }, allow],
  ['a private route sends a visitor to /auth/login', { authenticated: false, user: null }, to('/auth/login')],
  ['an expired session counts as not logged in', { authenticated: false }, to('/auth/login')],
  ['a guest-only route is open to a visitor', { authenticated: false, user: null, pathname: '/auth/login', route: { guestOnly: true } }, allow],
  ['a guest-only route sends a manager to /', { pathname: '/auth/login', route: { guestOnly: true } }, to('/')],
  ['a guest-only route sends an ADMIN to /role', { user: ADMIN, pathname: '/auth/login', route: { guestOnly: true } }, to('/role')],
  ['a guest-only route sends an unconfigured user to the account configuration', { user: UNCONFIGURED, pathname: '/auth/login', route: { guestOnly: true } }, to('/configuration/configuration-compte')],
  // ADMIN redirect
  ['an ADMIN on / goes to /role', { user: ADMIN, pathname: '/' }, to('/role')],
  ['an ADMIN on /planning goes to /role', { user: ADMIN, pathname: '/planning', route: { relaxAccountCheck: true } }, to('/role')],
  ['an ADMIN on /planning/ (trailing slash) goes to /role', { user: ADMIN, pathname: '/planning/' }, to('/role')],
  ['an ADMIN may open /apprenants', { user: ADMIN }, allow],
  ['a manager stays on /', { pathname: '/' }, allow],
  ['a manager stays on /planning', { pathname: '/planning', route: { relaxAccountCheck: true } }, allow],
  // currency
  ['a non-admin waits while no currency is selected', { currency: null }, { kind: 'wait', reason: 'currency' }],
  ['an ADMIN does not wait for the currency', { user: ADMIN, currency: null }, allow],
  // account configured
  ['an unconfigured non-admin goes to the account configuration', { user: UNCONFIGURED, permissions: loaded('isConfigAccount') }, to('/configuration/configuration-compte')],
  ['an unconfigured secretary who may configure goes there too', { user: { ...SECRETARIAT, isConfigGeneral: null }, permissions: loaded('isConfigPlanning') }, to('/configuration/configuration-compte')],
  ['an unconfigured trainer who may not configure is not sent to a wizard that would refuse them', { user: { roles: ['Formateur'], isConfigGeneral: null }, pathname: '/', permissions: loaded('isViewPlanning') }, allow],
  ['an unconfigured user waits for the permissions before being sent to the wizard', { user: UNCONFIGURED, permissions: { status: 'loading' } }, { kind: 'wait', reason: 'permissions' }],
  ['while the wizard route is not known yet (registry loading), the unconfigured user is sent there', { user: UNCONFIGURED, accountSetupPermissions: null, permissions: loaded() }, to('/configuration/configuration-compte')],
  ['a secretary configured per agency (isConfigGeneral false) is not sent there', { user: SECRETARIAT }, allow],
  ['an unconfigured ADMIN is not sent to the account configuration', { user: ADMIN }, allow],
  ['the check is relaxed on a relaxed route (configuration, profile, planning, role, auth)', { user: UNCONFIGURED, pathname: '/profile', route: { relaxAccountCheck: true } }, allow],
  // ADMIN-only
  ['an ADMIN opens an ADMIN-only route', { user: ADMIN, pathname: '/configuration-plateforme', route: { adminOnly: true } }, allow],
  ['a manager refused an ADMIN-only route goes to the first navigation entry', { pathname: '/configuration-plateforme', route: { adminOnly: true }, firstNavPath: '/planning' }, to('/planning')],
  // permissions
  ['a route without permission is allowed before permissions load', { permissions: { status: 'loading' } }, allow],
  ['a guarded route waits for the permissions', { pathname: '/pieces-comptables/devis', route: QUOTATIONS, permissions: { status: 'loading' } }, { kind: 'wait', reason: 'permissions' }],
  ['any one of the permissions is enough', { pathname: '/pieces-comptables/devis', route: QUOTATIONS, user: SECRETARIAT, permissions: loaded('isPrintQuotation') }, allow],
  ['without any of them the user goes to the first navigation entry', { pathname: '/pieces-comptables/devis', route: QUOTATIONS, user: SECRETARIAT, permissions: loaded('isViewMembers'), firstNavPath: '/planning' }, to('/planning')],
  ['when the first navigation entry is the refused route itself, page-not-found', { pathname: '/pieces-comptables/devis', route: QUOTATIONS, user: SECRETARIAT, permissions: loaded(), firstNavPath: '/pieces-comptables/devis' }, to('/page-not-found')],
  ['without any navigation entry, page-not-found', { pathname: '/pieces-comptables/devis', route: QUOTATIONS, user: SECRETARIAT, permissions: loaded(), firstNavPath: null }, to('/page-not-found')],
  ['a failed permission load goes to page-not-found', { pathname: '/pieces-comptables/devis', route: QUOTATIONS, permissions: { status: 'failed' } }, to('/page-not-found')],
  ['the account check comes before the permissions', { user: UNCONFIGURED, pathname: '/pieces-comptables/devis', route: QUOTATIONS, permissions: { status: 'failed' } }, to('/configuration/configuration-compte')],
  ['a relaxed configuration route still checks its permissions', { user: UNCONFIGURED, pathname: '/configuration/configuration-compte', route: { relaxAccountCheck: true, permissions: ['isConfigAccount'] }, permissions: loaded('isConfigAccount') }, allow],
];

for (const [name, overrides, expected] of cases) {
  test(`guard: ${name}`, () => {
    assert.deepEqual(decideNavigation(input(overrides)), expected);
  });
}

test('landing after sign-in: ADMIN → /role, unconfigured non-admin → account configuration, else /', () => {
  assert.equal(landingPath(ADMIN), '/role');
  assert.equal(landingPath({ roles: ['ADMIN'], isConfigGeneral: true }), '/role');
  assert.equal(landingPath(UNCONFIGURED), '/configuration/configuration-compte');
  assert.equal(landingPath(MANAGER), '/');
  assert.equal(landingPath({ roles: ['Formateur'], isConfigGeneral: null }), '/configuration/configuration-compte');
  assert.equal(landingPath({ roles: ['Formateur'], isConfigGeneral: false }), '/');
});
