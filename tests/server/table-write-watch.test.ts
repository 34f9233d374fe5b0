/** The plugin that sees every write to some tables, whatever code path makes it. */
import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, insertCustomer } from './helpers/test-app.js';
import type { TestApp } from './helpers/test-app.js';
import { TableWriteWatch } from '../../src/server/db/table-write-watch.js';

let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

describe('TableWriteWatch', () => {
  it('fires for the kinds of write it watches, built or raw, and never for reads or other tables', async () => {
    t = await createTestApp();
    const id = await insertCustomer(t.app, { email: 'watched@example.com' });
    let writes = 0;
    const db = t.database.db.withPlugin(new TableWriteWatch(['sessions', 'customers'], () => void (writes += 1), ['update', 'delete']));
    const count = async (run: () => Promise<unknown>) => {
      writes = 0;
      await run();
      return writes;
    };
    expect(await count(() => db.insertInto('sessions').values({ id: 'x', customer_id: id, csrf_token: 'c', created_at: 'a', expires_at: 'b', last_seen_at: 'a' }).execute())).toBe(0);
    expect(await count(() => db.selectFrom('sessions').selectAll().execute())).toBe(0);
    expect(await count(() => db.updateTable('customers').set({ first_name: 'Ana' }).where('id', '=', id).execute())).toBe(1);
    expect(await count(() => db.updateTable('events').set({ name: 'Other' }).where('id', '=', 0).execute())).toBe(0);
    expect(await count(() => sql`update customers set first_name = 'Bea' where id = ${id}`.execute(db))).toBe(1);
    expect(await count(() => sql`insert into sessions (id, customer_id, csrf_token, created_at, expires_at, last_seen_at) values ('y', ${id}, 'c', 'a', 'b', 'a')`.execute(db))).toBe(0);
    expect(await count(() => db.deleteFrom('sessions as s').where('s.id', '=', 'x').execute())).toBe(1);
    expect(await count(() => sql`DELETE FROM "sessions" where id = 'y'`.execute(db))).toBe(1);
    // A write inside WITH (PostgreSQL's one-statement holds), its text nested or not; a WITH that only reads.
    const named = sql`select id from customers where id = ${id}`;
    expect(await count(() => sql`with c as (${named}) update customers set first_name = 'Cy' where id in (select id from c)`.execute(db))).toBe(1);
    expect(await count(() => sql`with gone as (select id from sessions where id = 'none') delete from sessions where id in (select id from gone)`.execute(db))).toBe(1);
    expect(await count(() => sql`with c as (select id from customers where id = ${id}) select * from c`.execute(db))).toBe(0);
    expect(await count(() => sql`with c as (select id from customers) update events set name = name where id in (select id from c)`.execute(db))).toBe(0);
  });
});
