import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Dialect } from '../database.js';

/** The channel on which PostgreSQL announces that some session or customer may have changed. */
export const SESSION_CHANGE_CHANNEL = 'session_change';

/**
 * PostgreSQL: every statement that updates or deletes sessions or customers notifies
 * `session_change` when its transaction commits, so every node forgets the sessions it remembers
 * (http/session-cache), whoever wrote: another node, the admin CLI. A new session needs no notice:
 * no node remembers it yet. SQLite keeps no session cache.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`create or replace function notify_session_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify(${sql.lit(SESSION_CHANGE_CHANNEL)}, '');
      return null;
    end $$`.execute(db);
  for (const table of ['sessions', 'customers']) {
    await sql`create trigger ${sql.raw(`${table}_session_change`)} after update or delete on ${sql.table(table)}
      for each statement execute function notify_session_change()`.execute(db);
  }
}
