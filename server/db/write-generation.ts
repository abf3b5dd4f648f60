import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';

const WRITE_KINDS = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode', 'MergeQueryNode']);
const RAW_WRITE = /^\s*(insert|update|delete|replace|merge|with\b[\s\S]*\b(insert|update|delete)\b)/i;

/**
 * Tables no cached answer reads (rate counters, idempotency keys): writes to them alone, such as the
 * counter a public GET increments, leave the caches warm.
 */
export const BOOKKEEPING_TABLES: ReadonlySet<string> = new Set(['rate_counters', 'idempotency_keys']);

function targetTable(node: RootOperationNode): string | undefined {
  const name = (table: unknown) => (table as { table?: { identifier?: { name?: string } } } | undefined)?.table?.identifier?.name;
  if (node.kind === 'InsertQueryNode') return name(node.into);
  if (node.kind === 'UpdateQueryNode') return node.from || node.joins ? undefined : name(node.table);
  if (node.kind === 'DeleteQueryNode') return node.from.froms.length === 1 && !node.joins && !node.using ? name(node.from.froms[0]) : undefined;
  return undefined;
}

function isWrite(node: RootOperationNode): boolean {
  if (WRITE_KINDS.has(node.kind)) return !BOOKKEEPING_TABLES.has(targetTable(node) ?? '');
  if (node.kind !== 'RawNode') return false;
  return RAW_WRITE.test(node.sqlFragments.join(' '));
}

/**
 * The tables a caller's session and rights are read from (server/core/access.ts, server/core/tokens.ts):
 * a write to one of them moves the access generation too.
 */
export const ACCESS_TABLES: ReadonlySet<string> = new Set([
  'structures',
  'agencies',
  'users',
  'user_agencies',
  'role_accounts',
  'role_account_permissions',
  'role_authorizations',
  'user_authorizations',
  'refresh_tokens',
]);

/** Whether a write names (anywhere: target, joins, subqueries) one of the access tables; raw SQL always may. */
function touchesAccess(node: unknown): boolean {
  if (typeof node !== 'object' || node === null) return false;
  if (Array.isArray(node)) return node.some(touchesAccess);
  const record = node as { kind?: unknown; table?: { identifier?: { name?: unknown } } };
  if (record.kind === 'RawNode') return true;
  // A value (a column's new text, an IN list of ids) names no table: not walked.
  if (record.kind === 'ValueNode' || record.kind === 'PrimitiveValueListNode') return false;
  if (record.kind === 'TableNode' && typeof record.table?.identifier?.name === 'string') return ACCESS_TABLES.has(record.table.identifier.name);
  return Object.values(node).some(touchesAccess);
}

/** Whether each write node seen names an access table (a templated write's node is seen on every run). */
const accessOfNode = new WeakMap<RootOperationNode, boolean>();

function namesAccess(node: RootOperationNode): boolean {
  let names = accessOfNode.get(node);
  if (names === undefined) accessOfNode.set(node, (names = touchesAccess(node)));
  return names;
}

/**
 * Counts the writes a Kysely instance executes. The server's read caches (server/core/cache.ts)
 * keep an answer only while this generation has not moved, so any insert, update or delete — from
 * any area, in a transaction or not — makes them read again. The sessions and rights the caches keep
 * follow a second generation, `access`, that only writes to ACCESS_TABLES move: a new quotation does
 * not make every following request read the caller's session and rights again.
 *
 * Several instances over one PostgreSQL also learn the others' writes from PostgreSQL itself
 * (server/db/write-listener.ts bumps on each announced commit). While an instance cannot hear them
 * (its listener is reconnecting) the generations are not `coherent` and the caches serve nothing.
 */
export class WriteGeneration implements KyselyPlugin {
  #value = 0;
  #access = 0;
  #coherent = true;

  get value(): number {
    return this.#value;
  }

  get access(): number {
    return this.#access;
  }

  /** False while the writes of other instances may go unheard: no cached entry may be used or kept. */
  get coherent(): boolean {
    return this.#coherent;
  }

  /** Other instances' writes can no longer be heard (listener lost). */
  suspend(): void {
    this.#coherent = false;
  }

  /** Listening again: anything kept before may be stale, so both generations move, then caches serve again. */
  resume(): void {
    this.bumpAccess();
    this.#coherent = true;
  }

  /** Marks a change the plugin cannot see (a committed transaction, an external writer). */
  bump(): void {
    this.#value += 1;
  }

  /** Marks a change of sessions or rights the plugin cannot see (the data generation moves too). */
  bumpAccess(): void {
    this.#access += 1;
    this.#value += 1;
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (isWrite(args.node)) {
      this.#value += 1;
      if (namesAccess(args.node)) this.#access += 1;
    }
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}
