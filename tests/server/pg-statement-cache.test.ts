/** PostgreSQL: data statements are prepared once per connection and reused by SQL text. */
import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp } from './helpers/test-app.js';
import type { TestApp } from './helpers/test-app.js';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

describe.skipIf(!onPostgres)('named statements on PostgreSQL', () => {
  it('prepares a query once on its connection and runs it again by name, with new values', async () => {
    t = await createTestApp();
    const prepared = await t.app.db.connection().execute(async (db) => {
      const emails: string[] = [];
      for (const id of [1, 2, 3]) {
        const row = await db.selectFrom('customers').select('email').where('id', '=', id).executeTakeFirst();
        emails.push(row?.email ?? '');
      }
      const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements where statement like '%from "customers"%' and statement not like '%pg_prepared_statements%'`.execute(db);
      return { emails, statements: rows.map((r) => r.statement) };
    });
    expect(prepared.statements).toHaveLength(1);
    expect(prepared.statements[0]).toContain('select "email" from "customers" where "id" = $1');
  });

  it('never prepares schema statements, and a failing statement leaves the connection usable', async () => {
    t = await createTestApp();
    const outcome = await t.app.db.connection().execute(async (db) => {
      await sql`create temporary table scratch (n integer)`.execute(db);
      const failed = await sql`select no_such_column from customers`.execute(db).then(() => false, () => true);
      const { rows } = await sql<{ n: string }>`select count(*) as n from pg_prepared_statements where statement ilike '%scratch%' and statement not like '%pg_prepared_statements%'`.execute(db);
      const after = await db.selectFrom('customers').select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
      return { failed, preparedDdl: Number(rows[0]?.n), after: Number(after.n) };
    });
    expect(outcome).toEqual({ failed: true, preparedDdl: 0, after: 0 });
  });

  it('after a schema change under a prepared statement, fails that call once and prepares afresh', async () => {
    t = await createTestApp();
    const outcome = await t.app.db.connection().execute(async (db) => {
      await sql`create temporary table changing (n integer)`.execute(db);
      await sql`insert into changing values (1)`.execute(db);
      const read = () => sql<{ n: number }>`select * from changing`.execute(db);
      await read();
      // As another node's migration would.
      await sql`alter table changing add column m integer`.execute(db);
      const failed = await read().then(() => false, () => true);
      const again = await read();
      return { failed, columns: Object.keys(again.rows[0] ?? {}).sort() };
    });
    expect(outcome).toEqual({ failed: true, columns: ['m', 'n'] });
  });
});
