/**
 * Database ids are 32-bit integers (PostgreSQL `integer`): a larger number is no id of ours, and
 * handing it to PostgreSQL fails the query (a server error) where SQLite would just find nothing.
 */
export const MAX_RECORD_ID = 2_147_483_647;

/** Whether a value is a possible record id: a whole number from 1 to MAX_RECORD_ID. */
export function isRecordId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= MAX_RECORD_ID;
}
