import type { CustomerField, CustomerInput } from '../../domain/validation/index.js';
import { CUSTOMER_FIELDS } from '../../domain/validation/index.js';
import type { CustomerProfile } from './api.js';
import type { CustomerFormValues } from './customer-field-input.js';

/** Form values from a stored profile (nulls become empty inputs). */
export function profileToValues(profile: CustomerProfile | null): CustomerFormValues {
  const values = {} as CustomerFormValues;
  for (const field of CUSTOMER_FIELDS) values[field] = profile?.[field] ?? '';
  if (values.gender === '') values.gender = 'unknown';
  return values;
}

/** The form's customer fields as sent to the server (empty strings as null). */
export function valuesToInput(values: Partial<Record<CustomerField, string | null>>): CustomerInput {
  const input: CustomerInput = {};
  for (const field of CUSTOMER_FIELDS) {
    const value = values[field];
    input[field] = value === undefined || value === null || value.trim() === '' ? null : value;
  }
  return input;
}

/** Today as yyyy-mm-dd in the visitor's time zone, for the birth-date rule. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
