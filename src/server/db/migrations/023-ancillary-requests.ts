import type { Kysely } from 'kysely';

/**
 * Which item of an order asked for which per-order extra (a plastic card, a parking, a paid
 * withdrawal). The order holds one unit for all items that ask, written under one of them; with
 * the asks kept, that unit survives the item it was written under being sent again without it.
 */
export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  let table = db.schema.createTable('ancillary_requests');
  table = dialect === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  await table
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('ancillary_id', 'integer', (c) => c.notNull().references('ancillaries.id'))
    .addColumn('event_id', 'integer', (c) => c.references('events.id'))
    .addColumn('campaign_pack_id', 'integer', (c) => c.references('campaign_packs.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ancillary_requests_order').on('ancillary_requests').column('order_id').execute();
}
