import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';

const WRITE_KINDS = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode', 'MergeQueryNode']);
const RAW_WRITE = /^\s*(insert|update|delete|replace|merge|with\b[\s\S]*\b(insert|update|delete)\b)/i;

function isWrite(node: RootOperationNode): boolean {
  if (WRITE_KINDS.has(node.kind)) return true;
  if (node.kind !== 'RawNode') return false;
  return RAW_WRITE.test(node.sqlFragments.join(' '));
}

/**
 * Counts the writes a Kysely instance executes. The server's read caches (server/core/cache.ts)
 * keep an answer only while this generation has not moved, so any insert, update or delete — from
 * any area, in a transaction or not — makes them read again.
 */
export class WriteGeneration implements KyselyPlugin {
  #value = 0;

  get value(): number {
    return this.#value;
  }

  /** Marks a change the plugin cannot see (a committed transaction, an external writer). */
  bump(): void {
    this.#value += 1;
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (isWrite(args.node)) this.#value += 1;
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}
