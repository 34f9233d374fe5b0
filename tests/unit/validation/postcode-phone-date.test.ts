import { describe, expect, it } from 'vitest';
import { checkPostcode, normalizePostcode } from '../../../src/domain/validation/postcode.js';
import { checkPhone, normalizePhone } from '../../../src/domain/validation/phone.js';
import { checkBirthDate, isValidIsoDate } from '../../../src/domain/validation/date.js';

describe('postcode', () => {
  it('is required', () => {
    expect(checkPostcode('')).toBe('POSTCODE_REQUIRED');
    expect(checkPostcode('  ', 'FR')).toBe('POSTCODE_REQUIRED');
  });
  it('follows the country format when known', () => {
    expect(checkPostcode('75015', 'FR')).toBeNull();
    expect(checkPostcode('7501', 'FR')).toBe('POSTCODE_INVALID');
    expect(checkPostcode('750150', 'FR')).toBe('POSTCODE_INVALID');
    expect(checkPostcode('1012 ab', 'NL')).toBeNull();
    expect(checkPostcode('0123 AB', 'NL')).toBe('POSTCODE_INVALID');
    expect(checkPostcode('28013', 'ES')).toBeNull();
    expect(checkPostcode('53001', 'ES')).toBe('POSTCODE_INVALID');
    expect(checkPostcode('SW1A 1AA', 'GB')).toBeNull();
    expect(checkPostcode('101000', 'RU')).toBeNull();
  });
  it('uses a generic rule for other countries', () => {
    expect(checkPostcode('AB-12', 'XX')).toBeNull();
    expect(checkPostcode('12')).toBe('POSTCODE_INVALID');
    expect(checkPostcode('123')).toBeNull();
    expect(checkPostcode('1234567890')).toBeNull();
    expect(checkPostcode('12345678901')).toBe('POSTCODE_INVALID');
    expect(checkPostcode('12--34')).toBe('POSTCODE_INVALID');
    expect(checkPostcode('12#34')).toBe('POSTCODE_INVALID');
  });
  it('normalises spaces and case', () => {
    expect(normalizePostcode(' sw1a   1aa ')).toBe('SW1A 1AA');
  });
});

describe('phone', () => {
  it('is required', () => {
    expect(checkPhone('')).toBe('PHONE_REQUIRED');
    expect(checkPhone(undefined)).toBe('PHONE_REQUIRED');
  });
  it('accepts 8 to 15 digits written the usual ways', () => {
    expect(checkPhone('+33 6 12 34 56 78')).toBeNull();
    expect(checkPhone('06.12.34.56.78')).toBeNull();
    expect(checkPhone('(020) 555-1234')).toBeNull();
    expect(checkPhone('12345678')).toBeNull();
    expect(checkPhone('1234567')).toBe('PHONE_INVALID');
    expect(checkPhone('123456789012345')).toBeNull();
    expect(checkPhone('1234567890123456')).toBe('PHONE_INVALID');
  });
  it('refuses letters and stray symbols', () => {
    expect(checkPhone('06 12 AB 56 78')).toBe('PHONE_INVALID');
    expect(checkPhone('++33612345678')).toBe('PHONE_INVALID');
    expect(checkPhone('(0612345678')).toBe('PHONE_INVALID');
  });
  it('normalises to digits with the leading plus', () => {
    expect(normalizePhone(' +33 (0)6-12 ')).toBe('+330612');
  });
});

describe('dates', () => {
  it('takes yyyy-mm-dd real calendar dates only', () => {
    expect(isValidIsoDate('2024-02-29')).toBe(true);
    expect(isValidIsoDate('2023-02-29')).toBe(false);
    expect(isValidIsoDate('1900-02-29')).toBe(false);
    expect(isValidIsoDate('2000-02-29')).toBe(true);
    expect(isValidIsoDate('2024-04-31')).toBe(false);
    expect(isValidIsoDate('2024-12-31')).toBe(true);
    expect(isValidIsoDate('2024-13-01')).toBe(false);
    expect(isValidIsoDate('2024-00-10')).toBe(false);
    expect(isValidIsoDate('2024-01-00')).toBe(false);
    expect(isValidIsoDate('24-01-01')).toBe(false);
    expect(isValidIsoDate('2024-1-01')).toBe(false);
    expect(isValidIsoDate('01/02/2024')).toBe(false);
  });
  it('checks birth dates against today', () => {
    expect(checkBirthDate('', '2026-11-22')).toBe('BIRTH_DATE_REQUIRED');
    expect(checkBirthDate('1990-05-17', '2026-11-22')).toBeNull();
    expect(checkBirthDate('2026-11-22', '2026-11-22')).toBeNull();
    expect(checkBirthDate('2026-11-23', '2026-11-22')).toBe('BIRTH_DATE_IN_FUTURE');
    expect(checkBirthDate('1899-12-31', '2026-11-22')).toBe('DATE_INVALID');
    expect(checkBirthDate('1990-02-30', '2026-11-22')).toBe('DATE_INVALID');
  });
});
