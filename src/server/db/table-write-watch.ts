import type { KyselyPlugin, OperationNode, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';

/** The tables whose rows decide a seat's status (see seat-status-service). */
export const SEAT_STATUS_TABLES = ['seat_tickets', 'orders', 'resale_listings'] as const;

function tableName(node: OperationNode | undefined): string | null {
  if (!node) return null;
  if (node.kind === 'AliasNode') return tableName((node as unknown as { node: OperationNode }).node);
  if (node.kind === 'TableNode') return (node as unknown as { table: { identifier: { name: string } } }).table.identifier.name;
  return null;
}

export type WriteKind = 'insert' | 'update' | 'delete';
const ALL_WRITES: readonly WriteKind[] = ['insert', 'update', 'delete'];
const RAW_VERB: Record<WriteKind, string> = { insert: 'insert\\s+into', update: 'update', delete: 'delete\\s+from' };

/** Whether a query may change rows of `tables` by one of `kinds`: an insert, update or delete on one of them. */
export function writesTables(node: RootOperationNode, tables: ReadonlySet<string>, kinds: ReadonlySet<WriteKind>, rawWrite: RegExp): boolean {
  switch (node.kind) {
    case 'InsertQueryNode':
      return kinds.has('insert') && tables.has(tableName(node.into) ?? '');
    case 'UpdateQueryNode':
      return kinds.has('update') && tables.has(tableName(node.table) ?? '');
    case 'DeleteQueryNode':
      return kinds.has('delete') && node.from.froms.some((from) => tables.has(tableName(from) ?? ''));
    case 'RawNode':
      // The whole text: a write inside WITH comes after the CTE's name, a nested template's text.
      return rawWrite.test(node.sqlFragments.join(' '));
    default:
      return false;
  }
}

/**
 * Tells `onWrite` whenever a query writes one of `tables` (by one of `kinds`: all by default).
 * Watching the queries themselves, rather than each service that writes them, means no write path
 * can be forgotten (a new one included). It fires before the write commits: the seat status
 * re-reads a moment later (see live-status), the session cache forgets what it holds at once (see
 * http/session-cache).
 */
export class TableWriteWatch implements KyselyPlugin {
  private readonly tables: ReadonlySet<string>;
  private readonly kinds: ReadonlySet<WriteKind>;
  private readonly rawWrite: RegExp;

  constructor(tables: readonly string[], private readonly onWrite: () => void, kinds: readonly WriteKind[] = ALL_WRITES) {
    this.tables = new Set(tables);
    this.kinds = new Set(kinds);
    // A raw write starts with its verb, or writes inside a WITH (e.g. PostgreSQL's INSERT … RETURNING feeding an UPDATE).
    this.rawWrite = new RegExp(`^\\s*(?:with\\b[\\s\\S]*?[\\s(])?(${kinds.map((k) => RAW_VERB[k]).join('|')})\\s+"?(${tables.join('|')})\\b`, 'i');
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (writesTables(args.node, this.tables, this.kinds, this.rawWrite)) this.onWrite();
    return args.node;
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result);
  }
}
