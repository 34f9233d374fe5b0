import type { Kysely } from 'kysely';

/**
 * Seat types (reduced mobility space, companion seat, restricted view, standing place...): a seat
 * may have one; a seat without one is an ordinary seat. Offers are split by seat type, and the
 * map shows the type in its tooltip and legend.
 */
export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  let table = db.schema.createTable('seat_types');
  table = dialect === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  await table
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('seats').addColumn('seat_type_id', 'integer', (c) => c.references('seat_types.id')).execute();
}
