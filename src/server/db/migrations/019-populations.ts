import type { Kysely } from 'kysely';

/**
 * Populations (members, season ticket holders, a partner company's staff): customers belong to
 * them, and a tariff with a population is an offer shown and sold to its members only. A
 * professional population's offers are listed on the professional offers page.
 */
export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  let table = db.schema.createTable('populations');
  table = dialect === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  await table
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('is_professional', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('customer_populations')
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('population_id', 'integer', (c) => c.notNull().references('populations.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('customer_populations_pk', ['customer_id', 'population_id'])
    .execute();
  await db.schema.alterTable('tariffs').addColumn('population_id', 'integer', (c) => c.references('populations.id')).execute();
}
