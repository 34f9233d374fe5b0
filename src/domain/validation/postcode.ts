import { isBlank } from './codes.js';
import type { CheckResult } from './codes.js';

/** Exact formats for the countries the shop's clubs sell in most; others use the generic rule. */
const BY_COUNTRY: Record<string, RegExp> = {
  FR: /^\d{5}$/,
  ES: /^(0[1-9]|[1-4]\d|5[0-2])\d{3}$/,
  DE: /^\d{5}$/,
  IT: /^\d{5}$/,
  BE: /^[1-9]\d{3}$/,
  LU: /^(L-?)?\d{4}$/i,
  CH: /^[1-9]\d{3}$/,
  NL: /^[1-9]\d{3} ?[A-Z]{2}$/i,
  PT: /^\d{4}-\d{3}$/,
  RU: /^\d{6}$/,
  US: /^\d{5}(-\d{4})?$/,
  GB: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i,
};

// Letters, digits, one inner space or hyphen; 3 to 10 characters overall.
const GENERIC = /^[A-Z0-9](?:[A-Z0-9]|[ -](?=[A-Z0-9])){1,8}[A-Z0-9]$/i;

/** Trims, collapses spaces and upper-cases a postcode. */
export function normalizePostcode(value: string): string {
  return value.trim().replace(/\s+/g, ' ').toUpperCase();
}

/**
 * POSTCODE_REQUIRED / POSTCODE_INVALID. With a known `country` the country's own format applies,
 * otherwise a generic alphanumeric rule.
 */
export function checkPostcode(value: string | null | undefined, country?: string | null): CheckResult {
  if (value === null || value === undefined || isBlank(value)) return 'POSTCODE_REQUIRED';
  const postcode = normalizePostcode(value);
  const pattern = (country ? BY_COUNTRY[country.toUpperCase()] : undefined) ?? GENERIC;
  return pattern.test(postcode) ? null : 'POSTCODE_INVALID';
}
