import type { KyselyPlugin, OperationNode, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';

/** The tables whose rows decide a seat's status (see seat-status-service). */
export const SEAT_STATUS_TABLES = ['seat_tickets', 'orders', 'resale_listings'] as const;

function tableName(node: OperationNode | undefined): string | null {
  if (!node) return null;
  if (node.kind === 'AliasNode') return tableName((node as unknown as { node: OperationNode }).node);
  if (node.kind === 'TableNode') return (node as unknown as { table: { identifier: { name: string } } }).table.identifier.name;
  return null;
}

/** Whether a query may change rows of `tables`: an insert, update or delete on one of them. */
export function writesTables(node: RootOperationNode, tables: ReadonlySet<string>, rawWrite: RegExp): boolean {
  switch (node.kind) {
    case 'InsertQueryNode':
      return tables.has(tableName(node.into) ?? '');
    case 'UpdateQueryNode':
      return tables.has(tableName(node.table) ?? '');
    case 'DeleteQueryNode':
      return node.from.froms.some((from) => tables.has(tableName(from) ?? ''));
    case 'RawNode':
      return rawWrite.test(node.sqlFragments[0] ?? '');
    default:
      return false;
  }
}

/**
 * Tells `onWrite` whenever a query writes one of `tables`. Watching the queries themselves, rather
 * than each service that writes them, means no write path can be forgotten (a new one included).
 * It fires before the write commits: the seat status re-reads a moment later (see live-status),
 * the session cache forgets what it holds at once (see http/session-cache).
 */
export class TableWriteWatch implements KyselyPlugin {
  private readonly tables: ReadonlySet<string>;
  private readonly rawWrite: RegExp;

  constructor(tables: readonly string[], private readonly onWrite: () => void) {
    this.tables = new Set(tables);
    this.rawWrite = new RegExp(`^\\s*(insert\\s+into|update|delete\\s+from)\\s+"?(${tables.join('|')})\\b`, 'i');
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (writesTables(args.node, this.tables, this.rawWrite)) this.onWrite();
    return args.node;
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result);
  }
}
