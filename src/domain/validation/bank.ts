import { isValidBIC, isValidIBAN } from 'ibantools';
import { isBlank } from './codes.js';
import type { CheckResult, ValidationCode } from './codes.js';

/** Removes spaces and upper-cases an IBAN or BIC as typed ("fr76 3000 …" → "FR763000…"). */
export function compactBankCode(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/**
 * True when the IBAN has its country's length and format and passes the mod-97 check. ibantools
 * keeps the SWIFT registry's per-country formats, which a hand-kept table would fall behind.
 */
export function isValidIban(value: string): boolean {
  return isValidIBAN(compactBankCode(value));
}

/** True for a BIC/SWIFT code: 4-letter bank, a known country, 2-char location, optional 3-char branch. */
export function isValidBic(value: string): boolean {
  return isValidBIC(compactBankCode(value));
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

/**
 * Whether saving `next` changes the stored bank details (a first entry, another value, or
 * emptying them), compared as stored: without spaces, upper-cased, blank as absent.
 */
export function bankDetailsChanged(
  stored: { iban: string | null; bic: string | null },
  next: { iban: string | null | undefined; bic: string | null | undefined },
): boolean {
  const same = (a: string | null | undefined, b: string | null | undefined) => compactBankCode(a ?? '') === compactBankCode(b ?? '');
  return !same(stored.iban, next.iban) || !same(stored.bic, next.bic);
}
