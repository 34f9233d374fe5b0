import { CompiledQuery } from 'kysely';
import type { Insertable } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';

/**
 * Inserts many rows with hand-built multi-row INSERTs. Kysely's builder spends more time
 * compiling a 500-row VALUES list than the database spends storing it, which matters for the
 * 100k-row imports and seeds. Column names come from our own row types, never from input.
 * Every row must have the same keys as the first one. Returns the new ids when asked.
 */
export async function bulkInsert<T extends keyof Database & string>(
  db: Db,
  table: T,
  rows: readonly Insertable<Database[T]>[],
  options: { batchSize?: number; returnIds?: boolean } = {},
): Promise<number[]> {
  const first = rows[0];
  if (!first) return [];
  const columns = Object.keys(first);
  const batchSize = options.batchSize ?? 500;
  const numbered = db.selectFrom('arenas').select('id').where('id', '=', 0).compile().sql.includes('$1');
  const columnList = columns.map((column) => `"${column}"`).join(', ');
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize);
    const parameters: unknown[] = [];
    const tuples: string[] = [];
    for (const row of batch) {
      const record = row as Record<string, unknown>;
      const marks: string[] = [];
      for (const column of columns) {
        parameters.push(record[column] ?? null);
        marks.push(numbered ? `$${parameters.length}` : '?');
      }
      tuples.push(`(${marks.join(', ')})`);
    }
    const returning = options.returnIds ? ' returning "id"' : '';
    const query = CompiledQuery.raw(`insert into "${table}" (${columnList}) values ${tuples.join(', ')}${returning}`, parameters);
    const result = await db.executeQuery<{ id: number }>(query);
    if (options.returnIds) for (const row of result.rows) ids.push(Number(row.id));
  }
  return ids;
}
