import { isBlank } from './codes.js';
import type { CheckResult, ValidationCode } from './codes.js';

/** IBAN length per country (SWIFT IBAN registry). */
const IBAN_LENGTHS: Record<string, number> = {
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BR: 29, BY: 28, CH: 21, CR: 22, CY: 28,
  CZ: 24, DE: 22, DK: 18, DO: 28, EE: 20, EG: 29, ES: 24, FI: 18, FO: 18, FR: 27, GB: 22, GE: 22, GI: 23, GL: 18,
  GR: 27, GT: 28, HR: 21, HU: 28, IE: 22, IL: 23, IQ: 23, IS: 26, IT: 27, JO: 30, KW: 30, KZ: 20, LB: 28, LC: 32,
  LI: 21, LT: 20, LU: 20, LV: 21, MC: 27, MD: 24, ME: 22, MK: 19, MR: 27, MT: 31, MU: 30, NL: 18, NO: 15, PK: 24,
  PL: 28, PS: 29, PT: 25, QA: 29, RO: 24, RS: 22, SA: 24, SC: 31, SE: 24, SI: 19, SK: 24, SM: 27, ST: 25, SV: 28,
  TL: 23, TN: 24, TR: 26, UA: 29, VA: 22, VG: 24, XK: 20,
};

/** Removes spaces and upper-cases an IBAN or BIC as typed ("fr76 3000 …" → "FR763000…"). */
export function compactBankCode(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** True when the IBAN has its country's length and passes the ISO 7064 mod-97 check. */
export function isValidIban(value: string): boolean {
  const iban = compactBankCode(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false;
  if (IBAN_LENGTHS[iban.slice(0, 2)] !== iban.length) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = char >= 'A' ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** True for a BIC/SWIFT code: 4-letter bank, 2-letter country, 2-char location, optional 3-char branch. */
export function isValidBic(value: string): boolean {
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(compactBankCode(value));
}

/** The country code of an IBAN (first two letters) or of a BIC (letters 5 and 6). */
export const ibanCountry = (iban: string): string => compactBankCode(iban).slice(0, 2);
export const bicCountry = (bic: string): string => compactBankCode(bic).slice(4, 6);

/** Per-field failures of a pair of bank details; empty when both are valid and match. */
export interface BankDetailsErrors {
  iban?: ValidationCode;
  bic?: ValidationCode;
}

/**
 * IBAN_REQUIRED/IBAN_INVALID, BIC_REQUIRED/BIC_INVALID, and IBAN_BIC_COUNTRY_MISMATCH (reported on
 * the BIC) when both are valid but name different countries.
 */
export function checkBankDetails(iban: string | null | undefined, bic: string | null | undefined): BankDetailsErrors {
  const errors: BankDetailsErrors = {};
  const ibanResult: CheckResult = iban === null || iban === undefined || isBlank(iban) ? 'IBAN_REQUIRED' : isValidIban(iban) ? null : 'IBAN_INVALID';
  const bicResult: CheckResult = bic === null || bic === undefined || isBlank(bic) ? 'BIC_REQUIRED' : isValidBic(bic) ? null : 'BIC_INVALID';
  if (ibanResult) errors.iban = ibanResult;
  if (bicResult) errors.bic = bicResult;
  if (!ibanResult && !bicResult && ibanCountry(iban ?? '') !== bicCountry(bic ?? '')) errors.bic = 'IBAN_BIC_COUNTRY_MISMATCH';
  return errors;
}
