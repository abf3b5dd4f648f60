// The server's layers (ARCHITECTURE.md): db/ ← core/ ← auth/ sso/ mail/ pdf/ ← resources/ ← app.ts.
// - db/ (migrations included) imports no resources/, seed/ or core/;
// - core/ imports no resources/, auth/, mail/ or seed/;
// - seed/ is imported only by the seeder itself and by the app's start that runs it (start.ts, prepare.ts);
// - the CLI imports no server/ code, but for the server's entry points that `volant serve`, `seed`,
//   `backup` and `restore` run in-process, loaded lazily (`import()`) so that the other commands start
//   without the server;
// - a migration is frozen: it imports only kysely, node's modules, the SQL dialect helpers of db/ and
//   earlier migrations, never today's business code or table types (docs/decisions.md, « Migrations are
//   frozen »); and no server code but the migrator (db/migrate.ts) reads a migration;
// - no import cycle in src/, server/, cli/ or embeds/, type-only imports included (a dynamic
//   `import()` is a lazy load, evaluated later: it closes no cycle).
// Type-only imports count everywhere: a type pulled from an upper layer is a dependency on it too.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { dynamicSpecifiers, resolve, sourceTree, staticSpecifiers } from './import-graph';

interface Violation {
  file: string;
  target: string;
  reason: string;
}

/** The server files the CLI's hosting commands load with `import()`: the server's entry points. */
const CLI_HOST_ENTRIES: ReadonlySet<string> = new Set(['server/config.ts', 'server/start.ts', 'server/db/backup.ts', 'server/seed/cli.ts']);

/** The files that run the seeder: the seeder itself, and the app's start (start.ts, prepare.ts). */
const SEED_IMPORTERS = /^server\/(?:seed\/|start\.ts$|prepare\.ts$)/;

/** What a migration may import: kysely, node's modules, the SQL dialect helpers of db/, an earlier migration. */
const MIGRATION_DIR = 'server/db/migrations/';
const MIGRATION_PACKAGES = /^(?:kysely|node:.+)$/;
const DIALECT_HELPERS: ReadonlySet<string> = new Set(['server/db/sql.ts', 'server/db/search-text.ts']);
const MIGRATOR = 'server/db/migrate.ts';

/** The server area of a file (`db`, `core`, `resources`…), or null outside server/. */
function areaOf(path: string): string | null {
  const [top, area] = path.split('/');
  return top === 'server' && area !== undefined ? area : null;
}

const FORBIDDEN_AREAS: Readonly<Record<string, readonly string[]>> = {
  db: ['resources', 'seed', 'core'],
  core: ['resources', 'auth', 'mail', 'seed'],
};

function migrationViolation(file: string, specifier: string, target: string): string | null {
  if (!specifier.startsWith('.')) return MIGRATION_PACKAGES.test(specifier) ? null : `a migration imports no package but kysely and node's`;
  if (DIALECT_HELPERS.has(target)) return null;
  const earlier = target.startsWith(MIGRATION_DIR) && !target.slice(MIGRATION_DIR.length).includes('/') && target < file;
  return earlier ? null : 'a migration is frozen: it imports only the SQL dialect helpers (db/sql, db/search-text) and earlier migrations, and carries a copy of the rest';
}

/** Every import of `files` that breaks a rule of the server's layers, of the CLI or of the migrations. */
function findLayerViolations(files: ReadonlyMap<string, string>): Violation[] {
  const violations: Violation[] = [];
  for (const [file, source] of files) {
    const from = areaOf(file);
    const isMigration = file.startsWith(MIGRATION_DIR) && file !== `${MIGRATION_DIR}index.ts`;
    const dynamic = new Set(dynamicSpecifiers(source));
    for (const specifier of [...staticSpecifiers(source), ...dynamic]) {
      const target = specifier.startsWith('.') ? resolve(file, specifier, files) : specifier;
      const add = (reason: string) => violations.push({ file, target, reason });
      if (isMigration) {
        const why = migrationViolation(file, specifier, target);
        if (why !== null) add(why);
      }
      if (!specifier.startsWith('.')) continue;
      const to = areaOf(target);
      if (from !== null && to !== null && FORBIDDEN_AREAS[from]?.includes(to)) add(`server/${from}/ may not import server/${to}/`);
      if (to === 'seed' && !SEED_IMPORTERS.test(file) && !(file.startsWith('cli/') && CLI_HOST_ENTRIES.has(target))) {
        add('only the seeder and the app’s start import server/seed/');
      }
      if (target.startsWith(MIGRATION_DIR) && !file.startsWith(MIGRATION_DIR) && file !== MIGRATOR) add('only the migrator reads a migration (a migration keeps its own copy, not the other way round)');
      if (file.startsWith('cli/') && target.startsWith('server/')) {
        if (!CLI_HOST_ENTRIES.has(target)) add('the CLI imports no server/ code (but the server’s entry points, lazily)');
        else if (!dynamic.has(specifier)) add('the CLI loads a server entry point lazily, with import()');
      }
    }
  }
  return violations;
}

/** Every import cycle (a strongly connected group of two files or more, or a file importing itself), by static and type-only imports. */
function findCycles(files: ReadonlyMap<string, string>): string[][] {
  const edges = new Map<string, string[]>();
  for (const [file, source] of files) {
    const targets = staticSpecifiers(source).filter((s) => s.startsWith('.')).map((s) => resolve(file, s, files));
    edges.set(file, targets.filter((target) => files.has(target)));
  }
  // Tarjan's strongly connected components, iterative (the tree is deep enough to matter).
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let next = 0;
  for (const root of edges.keys()) {
    if (index.has(root)) continue;
    const work: [string, number][] = [[root, 0]];
    index.set(root, next);
    low.set(root, next++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const [node, i] = frame;
      const targets = edges.get(node)!;
      if (i < targets.length) {
        frame[1] = i + 1;
        const target = targets[i]!;
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push([target, 0]);
        } else if (onStack.has(target)) {
          low.set(node, Math.min(low.get(node)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent !== undefined) low.set(parent[0], Math.min(low.get(parent[0])!, low.get(node)!));
      if (low.get(node) !== index.get(node)) continue;
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1 || targets.includes(node)) cycles.push(group.sort());
    }
  }
  return cycles;
}

const describeAll = (violations: Violation[]) => violations.map((v) => `${v.file} → ${v.target}: ${v.reason}`).join('\n');

const isMigrationFile = (path: string) => path.startsWith(MIGRATION_DIR);

test('the server’s layers and the CLI import only what their rules allow', () => {
  const violations = findLayerViolations(sourceTree()).filter((v) => !isMigrationFile(v.file));
  assert.equal(violations.length, 0, `${violations.length} forbidden import(s):\n${describeAll(violations)}`);
});

test('each migration is frozen: it imports only kysely, node, the SQL dialect helpers and earlier migrations', () => {
  const files = sourceTree();
  const migrations = [...files.keys()].filter(isMigrationFile);
  assert.ok(migrations.length > 40, 'the migrations are scanned');
  const violations = findLayerViolations(files).filter((v) => isMigrationFile(v.file));
  assert.equal(violations.length, 0, `${violations.length} import(s) of live code in migrations:\n${describeAll(violations)}`);
});

test('no import cycle in src/, server/, cli/ or embeds/, type-only imports included', () => {
  const cycles = findCycles(sourceTree());
  assert.deepEqual(cycles, [], `${cycles.length} import cycle(s):\n${cycles.map((group) => group.join(' ⇄ ')).join('\n')}`);
});

test('the layer check reports each kind of forbidden import, type-only ones included', () => {
  const files = new Map([
    ['server/db/sql.ts', "import type { Dialect } from '../core/env';"],
    ['server/db/migrations/0100_a.ts', "import { sql } from 'kysely';\nimport { createHash } from 'node:crypto';\nimport { dialectOf } from '../sql';"],
    ['server/db/migrations/0200_b.ts', [
      "import type { Database } from '../schema';",
      "import { sellerIdentity } from '../../resources/billing/identity';",
      "import { sealHead } from '../../ledger/verify';",
      "import { later } from './0300_c';",
      "import { earlier } from './0100_a';",
      "import { z } from 'zod';",
    ].join('\n')],
    ['server/db/migrations/0300_c.ts', "export const later = 1;"],
    ['server/db/schema.ts', ''],
    ['server/config.ts', ''],
    ['server/seed/cli.ts', ''],
    ['server/resources/ledger/verify.ts', ''],
    ['server/core/route-permissions.ts', "import { DECLARED_AREAS } from '../resources/declarations';"],
    ['server/core/docs/page.ts', "import { escapeHtml } from '../../mail/html';"],
    ['server/core/grants.ts', "import type { UserAccess } from '../auth/access';"],
    ['server/resources/agencies/agency-config.ts', "import { FRENCH_RATES } from '../../seed/vat';"],
    ['server/start.ts', "import { seedAccounts } from './seed/accounts';"],
    ['server/seed/demo.ts', "import { FRENCH_RATES } from '../resources/vat/french-rates';"],
    ['server/resources/learners/search.ts', "import { LEARNER_SEARCH_COLUMNS } from '../../db/migrations/0100_a';"],
    ['server/db/migrate.ts', "import { migrations } from './migrations/index';"],
    ['cli/commands/ledger.ts', "import { verifyChain } from '../../server/resources/ledger/verify';"],
    ['cli/commands/smoke.ts', "import { pdfPlainText } from '../../server/pdf/extract';"],
    ['cli/commands/serve.ts', "import { loadConfig } from '../../server/config';\nconst start = () => import('../../server/start');"],
    ['cli/commands/seed.ts', "const seed = () => import('../../server/seed/cli');"],
  ]);
  const found = findLayerViolations(files).map((v) => `${v.file} → ${v.target}`);
  assert.deepEqual(found.sort(), [
    'cli/commands/ledger.ts → server/resources/ledger/verify.ts',
    'cli/commands/serve.ts → server/config.ts',
    'cli/commands/smoke.ts → server/pdf/extract',
    'server/core/docs/page.ts → server/mail/html',
    'server/core/grants.ts → server/auth/access',
    'server/core/route-permissions.ts → server/resources/declarations',
    'server/db/migrations/0200_b.ts → server/db/migrations/0300_c.ts',
    'server/db/migrations/0200_b.ts → server/db/schema.ts',
    'server/db/migrations/0200_b.ts → server/ledger/verify',
    'server/db/migrations/0200_b.ts → server/resources/billing/identity',
    'server/db/migrations/0200_b.ts → server/resources/billing/identity',
    'server/db/migrations/0200_b.ts → zod',
    'server/db/sql.ts → server/core/env',
    'server/resources/agencies/agency-config.ts → server/seed/vat',
    'server/resources/learners/search.ts → server/db/migrations/0100_a.ts',
  ]);
});

test('the cycle check finds loops through type-only imports, not through import()', () => {
  const files = new Map([
    ['server/core/env.ts', "import type { Lifecycle } from './health';"],
    ['server/core/health.ts', "import type { AppEnv } from './env';"],
    ['src/modules/a/routes.ts', "const screen = () => import('./screens/A');"],
    ['src/modules/a/screens/A.tsx', "import { aPath } from '../routes';"],
    ['server/db/self.ts', "export * from './self';"],
  ]);
  assert.deepEqual(findCycles(files), [['server/core/env.ts', 'server/core/health.ts'], ['server/db/self.ts']]);
});
