import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Dialect } from '../database.js';

/** The channel on which PostgreSQL announces that some seat status may have changed. */
export const SEAT_STATUS_CHANNEL = 'seat_status';

/**
 * PostgreSQL: every statement that writes a table deciding seat statuses notifies
 * `seat_status`. A notification is delivered when its transaction commits (never for a rolled
 * back one, and once per transaction however many statements), to every app node listening, and
 * whichever process wrote: another node, the admin CLI. SQLite serves one process, which sees its
 * own writes (TableWriteWatch).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`create or replace function notify_seat_status() returns trigger language plpgsql as $$
    begin
      perform pg_notify(${sql.lit(SEAT_STATUS_CHANNEL)}, '');
      return null;
    end $$`.execute(db);
  for (const table of ['seat_tickets', 'orders', 'resale_listings']) {
    await sql`create trigger ${sql.raw(`${table}_seat_status`)} after insert or update or delete on ${sql.table(table)}
      for each statement execute function notify_seat_status()`.execute(db);
  }
}
