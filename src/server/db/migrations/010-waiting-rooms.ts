import type { Kysely } from 'kysely';

/**
 * Waiting rooms (off unless a row exists for the event or pack) and their entries: one per
 * customer and item, with the rank that orders the queue (see domain/waiting-room). The queue lives
 * here, so it survives a restart and every app node sees the same one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('waiting_rooms')
    .addColumn('item_kind', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('opens_at', 'text', (c) => c.notNull())
    .addColumn('admit_per_minute', 'integer', (c) => c.notNull())
    .addColumn('admission_minutes', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('waiting_rooms_pk', ['item_kind', 'item_id'])
    .execute();
  await db.schema
    .createTable('waiting_room_entries')
    .addColumn('item_kind', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('arrived_at', 'text', (c) => c.notNull())
    .addColumn('rank', 'double precision', (c) => c.notNull())
    .addPrimaryKeyConstraint('waiting_room_entries_pk', ['item_kind', 'item_id', 'customer_id'])
    .execute();
  await db.schema.createIndex('waiting_room_entries_rank').on('waiting_room_entries').columns(['item_kind', 'item_id', 'rank']).execute();
}
