// docs/permissions.md, generated from the server's route permission table and the demo role accounts,
// so the document cannot drift from the code: route-table.test.ts compares it and rewrites it when
// UPDATE_PERMISSIONS_DOC=1.
import { PERMISSIONS } from '../../../src/shared/auth/permissions';
import { LEARNER_ROLE, ROLES } from '../../../src/shared/auth/roles';
import { allows } from '../../../server/core/route-guard';
import { ROUTE_AREAS, type RouteAccess } from '../../../server/resources/route-permissions';
import { ROLE_ACCOUNTS } from '../../../server/seed/demo-data';

export const PERMISSIONS_DOC = 'docs/permissions.md';

/** The demo accounts' roles and what they hold (server/seed/accounts.ts, demo-data.ts). */
export const DEMO_ROLES = [
  { label: 'Admin', email: 'admin@volant.test', role: ROLES.admin, permissions: PERMISSIONS },
  { label: 'Gérant', email: 'gerant@volant.test', role: ROLES.manager, permissions: PERMISSIONS },
  { label: 'Secrétariat', email: 'secretariat@volant.test', role: ROLES.administrative, permissions: ROLE_ACCOUNTS.Secrétariat.permissions },
  { label: 'Formateur', email: 'formateur@volant.test', role: ROLES.trainer, permissions: ROLE_ACCOUNTS.Formateur.permissions },
] as const;

/** The demo learner's account (issue 41): no permission, only the learner API. */
const DEMO_LEARNER = { label: 'Élève', role: LEARNER_ROLE, permissions: [], learnerId: 1 } as const;

function describe(access: RouteAccess): string {
  if (access === 'public') return 'public';
  if (access === 'authenticated') return 'connecté';
  if (access === 'manager') return 'gérant';
  if (access === 'admin') return 'admin plateforme';
  if (access === 'learner') return 'élève (lui-même)';
  return access.map((p) => `\`${p}\``).join(' ou ');
}

export function permissionsDocument(): string {
  const roles = [...DEMO_ROLES.map((r) => ({ ...r, learnerId: null })), DEMO_LEARNER].map((r) => ({
    label: r.label,
    auth: { role: r.role, permissions: new Set<string>(r.permissions), learnerId: r.learnerId },
  }));
  const lines = [
    '# Qui peut appeler quoi',
    '',
    '<!-- Generated from server/resources/route-permissions.ts by test/server/security/route-table.test.ts',
    '     (UPDATE_PERMISSIONS_DOC=1 npm test -- test/server/security/route-table.test.ts). Do not edit. -->',
    '',
    'Every route of the API with the access the server checks before anything else (`server/core/route-guard.ts`):',
    '`public` (no token), `connecté` (any signed-in user; the handler applies the row rules — own records,',
    'agencies, a trainer’s own agenda), `gérant` (MANAGER or platform ADMIN), `admin plateforme`, `élève (lui-même)`',
    '(a learner’s own account, on his own rows only — docs/learners.md), or permissions of which any one opens the',
    'route. The last columns say what each demo role gets (✓) — the Secrétariat and Formateur columns are their',
    'demo role accounts; a structure may give its roles other permissions. A learner holds no permission.',
    '',
    `Demo role accounts: Secrétariat holds ${ROLE_ACCOUNTS.Secrétariat.permissions.map((p) => `\`${p}\``).join(', ')};`,
    `Formateur holds ${ROLE_ACCOUNTS.Formateur.permissions.map((p) => `\`${p}\``).join(', ')}; Gérant and Admin hold every permission.`,
  ];
  for (const { area, routes } of ROUTE_AREAS) {
    lines.push('', `## ${area}`, '', `| Route | Accès | ${roles.map((r) => r.label).join(' | ')} |`, `|---|---|${roles.map(() => ':-:').join('|')}|`);
    for (const [key, access] of Object.entries(routes)) {
      const cells = roles.map((r) => (allows(access, r.auth) ? '✓' : '—'));
      lines.push(`| \`${key.replace(/\|/g, '\\|')}\` | ${describe(access)} | ${cells.join(' | ')} |`);
    }
  }
  return `${lines.join('\n')}\n`;
}
