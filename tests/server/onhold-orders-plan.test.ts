/**
 * PostgreSQL: the read every seat hold makes of the customer's unpaid orders reaches them through
 * the customer's index, never by walking every order on hold, even in a prepared statement's
 * generic plan made while the statistics still say that no order is on hold (an on-sale day's
 * start).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp } from './helpers/test-app.js';
import type { TestApp } from './helpers/test-app.js';
import { unpaidOrdersQuery } from '../../src/server/db/repositories/unpaid-orders.js';
import type { Db } from '../../src/server/db/database.js';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

/** Index names in an EXPLAIN (FORMAT JSON) plan, depth first. */
function indexesOf(node: Record<string, unknown>): string[] {
  const own = typeof node['Index Name'] === 'string' ? [node['Index Name']] : [];
  const children = (node['Plans'] as Record<string, unknown>[] | undefined) ?? [];
  return [...own, ...children.flatMap(indexesOf)];
}

describe.skipIf(!onPostgres)('the unpaid orders read on PostgreSQL', () => {
  it('reads a customer\'s unpaid orders through the customer, in a generic plan made before the rush', async () => {
    t = await createTestApp();
    const db = t.app.db;
    const nowIso = t.clock.now.toISOString();
    const channel = await db.insertInto('sale_channels').values({ name: 'web' }).returning('id').executeTakeFirstOrThrow();
    // A shop that has sold before: 300 customers, 3,000 paid orders, analysed as autovacuum would.
    await sql`insert into customers (email, password_hash, first_name, last_name, created_at)
      select 'fan' || g || '@example.com', 'x', 'Fan', 'Number ' || g, ${nowIso} from generate_series(1, 300) g`.execute(db);
    const orders = (status: string, count: number) => sql`insert into orders (customer_id, status, sale_channel_id, created_at,
        expiry_datetime, ticket_withdrawal, gross_amount, discount_amount, has_transaction_in_progress, number_of_installments, payment_method)
      select c.id, ${status}, ${channel.id}, ${nowIso}, ${nowIso}, 'Envoi par email', 0, 0, 0, 1, 'card'
      from generate_series(1, ${count}) g join customers c on c.id = (select min(id) from customers) + g % 300`.execute(db);
    await orders('confirmed', 3_000);
    await sql`analyze`.execute(db);
    // Then the on-sale: orders on hold the statistics have not seen.
    await orders('onhold', 2_000);

    const unpaid = await genericPlanIndexes(db, unpaidOrdersQuery(1, nowIso).compile(db).sql, `1, '${nowIso}'`);
    expect(unpaid.some((name) => name.startsWith('orders_customer'))).toBe(true);
    expect(unpaid).not.toContain('orders_status_expiry_idx');
  });
});

/** The indexes of `text`'s generic plan (as a prepared statement keeps it), run with `args`. */
async function genericPlanIndexes(db: Db, text: string, args: string): Promise<string[]> {
  return db.connection().execute(async (connection) => {
    await sql`set plan_cache_mode = force_generic_plan`.execute(connection);
    await sql.raw(`prepare probed as ${text}`).execute(connection);
    try {
      const { rows } = await sql.raw<{ 'QUERY PLAN': [{ Plan: Record<string, unknown> }] }>(`explain (format json) execute probed(${args})`).execute(connection);
      return indexesOf(rows[0]!['QUERY PLAN'][0].Plan);
    } finally {
      await sql`deallocate probed`.execute(connection);
      await sql`reset plan_cache_mode`.execute(connection);
    }
  });
}
