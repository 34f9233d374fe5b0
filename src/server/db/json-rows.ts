/**
 * Several reads in one round trip: each read becomes one JSON array column of a single select.
 * On PostgreSQL each statement costs both processes a socket write and a wake-up, so a hold that
 * reads what it checks in one statement instead of two saves a round trip on every request.
 */
import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import type { Dialect } from './database.js';

/**
 * `(select <the rows of query as a JSON array>)`. SQLite has no row-to-JSON conversion, so the
 * query's output `columns` are named; PostgreSQL converts the row whole (same keys).
 */
export function jsonRows(dialect: Dialect, query: RawBuilder<unknown>, columns: readonly string[]): RawBuilder<unknown> {
  if (dialect === 'postgres') return sql`(select coalesce(json_agg(r), '[]'::json) from (${query}) r)`;
  const pairs = columns.map((c) => sql`${sql.lit(c)}, ${sql.ref(`r.${c}`)}`);
  return sql`(select json_group_array(json_object(${sql.join(pairs)})) from (${query}) r)`;
}

/** The rows of a `jsonRows` column: PostgreSQL's driver parses JSON, SQLite answers text. */
export function parseJsonRows<T>(value: unknown): T[] {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T[];
}
