import { AppError } from '../errors.js';
import { isRecordId } from '../../domain/record-id.js';

/** A record id from a URL path segment; anything else is a 400 naming the segment. */
export function parsePathId(value: unknown, path: string): number {
  if (typeof value === 'string' && /^[1-9]\d{0,14}$/.test(value)) {
    const id = Number(value);
    if (isRecordId(id)) return id;
  }
  throw new AppError(400, 'VALIDATION_FAILED', 'VALIDATION_FAILED', { path });
}
