import type { KyselyPlugin, OperationNode, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';

/** The tables whose rows decide a seat's status (see seat-status-service). */
const STATUS_TABLES = new Set(['seat_tickets', 'orders', 'resale_listings']);
const RAW_STATUS_WRITE = /^\s*(insert\s+into|update|delete\s+from)\s+"?(seat_tickets|orders|resale_listings)\b/i;

function tableName(node: OperationNode | undefined): string | null {
  if (!node) return null;
  if (node.kind === 'AliasNode') return tableName((node as unknown as { node: OperationNode }).node);
  if (node.kind === 'TableNode') return (node as unknown as { table: { identifier: { name: string } } }).table.identifier.name;
  return null;
}

/** Whether a query may change some seat's status: an insert, update or delete on a status table. */
export function writesSeatStatus(node: RootOperationNode): boolean {
  switch (node.kind) {
    case 'InsertQueryNode':
      return STATUS_TABLES.has(tableName(node.into) ?? '');
    case 'UpdateQueryNode':
      return STATUS_TABLES.has(tableName(node.table) ?? '');
    case 'DeleteQueryNode':
      return node.from.froms.some((from) => STATUS_TABLES.has(tableName(from) ?? ''));
    case 'RawNode':
      return RAW_STATUS_WRITE.test(node.sqlFragments[0] ?? '');
    default:
      return false;
  }
}

/**
 * Tells `onWrite` whenever a query writes a table that decides seat statuses. Watching the queries
 * themselves, rather than each service that sells, holds or frees seats, means no write path can
 * be forgotten (a new one included). It fires before the write commits: the listener re-reads the
 * status a moment later (see live-status).
 */
export class InventoryWriteWatch implements KyselyPlugin {
  constructor(private readonly onWrite: () => void) {}

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (writesSeatStatus(args.node)) this.onWrite();
    return args.node;
  }

  transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(args.result);
  }
}
