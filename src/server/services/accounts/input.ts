import { badRequest, AppError } from '../../errors.js';
import type { CustomerErrors } from '../../../domain/validation/customer.js';
import { CUSTOMER_FIELDS } from '../../../domain/validation/customer.js';
import type { CustomerInput } from '../../../domain/validation/customer.js';

/** A JSON body as a plain record; BAD_REQUEST for anything else. */
export function asRecord(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw badRequest('BAD_REQUEST');
  return value as Record<string, unknown>;
}

/** A string member (undefined when absent, null when null); BAD_REQUEST for another type. */
export function stringField(record: Record<string, unknown>, key: string): string | null | undefined {
  const value = record[key];
  if (value === undefined || value === null) return value;
  if (typeof value !== 'string' || value.length > 1000) throw badRequest('BAD_REQUEST', { field: key });
  return value;
}

/** A boolean member, or undefined when absent; BAD_REQUEST for another type. */
export function booleanField(record: Record<string, unknown>, key: string): boolean | undefined {
  const value = record[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'boolean') throw badRequest('BAD_REQUEST', { field: key });
  return value;
}

/** The customer fields of a body, each a string or null. */
export function customerInput(record: Record<string, unknown>): CustomerInput {
  const input: CustomerInput = {};
  for (const field of CUSTOMER_FIELDS) {
    const value = stringField(record, field);
    if (value !== undefined) input[field] = value;
  }
  return input;
}

/** A 400 VALIDATION_FAILED naming the failing fields, when there are any. */
export function throwIfInvalid(errors: CustomerErrors | Record<string, string>): void {
  if (Object.keys(errors).length > 0) throw new AppError(400, 'VALIDATION_FAILED', 'VALIDATION_FAILED', { fields: errors });
}

/** The server's current calendar day (yyyy-mm-dd, UTC) for date rules. */
export const todayOf = (now: Date): string => now.toISOString().slice(0, 10);
