/** Errors of the order calls and how database races surface as UNAVAILABLE. */
import { AppError } from '../../errors.js';

/** The text the booking client compares against to show "seats no longer available". */
export const UNAVAILABLE_MESSAGE = "some tickets couldn't be created";

/** A seat was taken meanwhile: nothing of the order is kept. */
export function unavailable(details?: unknown): AppError {
  return new AppError(409, 'UNAVAILABLE', UNAVAILABLE_MESSAGE, details);
}

/**
 * True for the database refusing a second holder: a unique violation (better-sqlite3
 * SQLITE_CONSTRAINT_UNIQUE, PostgreSQL 23505), or a PostgreSQL deadlock between two buyers of the
 * same seats (40P01), which only happens when both contend for one seat.
 */
export function isSeatConflict(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505' || code === '40P01';
}

/** A refusal with a stable code, e.g. `refused(400, 'SALE_CLOSED')`. */
export function refused(status: number, code: string, details?: unknown): AppError {
  return new AppError(status, code, code, details);
}
