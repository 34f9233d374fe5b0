import { describe, expect, it } from 'vitest';
import { bankDetailsChanged, checkBankDetails, isValidBic, isValidIban } from '../../../src/domain/validation/bank.js';
import { isAddressComplete, missingAddressFields } from '../../../src/domain/validation/address.js';
import { checkPassword, checkPasswordsIdentical } from '../../../src/domain/validation/password.js';

describe('IBAN and BIC', () => {
  it('accepts IBANs that pass mod-97 with their country length', () => {
    for (const iban of ['FR76 3000 6000 0112 3456 7890 189', 'DE89370400440532013000', 'GB82WEST12345698765432', 'nl91abna0417164300', 'ES9121000418450200051332']) {
      expect(isValidIban(iban), iban).toBe(true);
    }
  });
  it('refuses a wrong check digit, a wrong length or an unknown country', () => {
    expect(isValidIban('FR7630006000011234567890188')).toBe(false);
    expect(isValidIban('DE8937040044053201300')).toBe(false);
    expect(isValidIban('DE893704004405320130000')).toBe(false);
    expect(isValidIban('ZZ89370400440532013000')).toBe(false);
    expect(isValidIban('DE89-3704-0044-0532-0130-00')).toBe(false);
  });
  it('checks the BIC format', () => {
    expect(isValidBic('DEUTDEFF')).toBe(true);
    expect(isValidBic('deutdeff500')).toBe(true);
    expect(isValidBic('DEUTDEF')).toBe(false);
    expect(isValidBic('DEUTDEFF50')).toBe(false);
    expect(isValidBic('DEU1DEFF')).toBe(false);
    expect(isValidBic('DEUT12FF')).toBe(false);
  });
  it('requires both and matches their countries', () => {
    expect(checkBankDetails('', '')).toEqual({ iban: 'IBAN_REQUIRED', bic: 'BIC_REQUIRED' });
    expect(checkBankDetails('DE89370400440532013000', 'DEUTDEFF')).toEqual({});
    expect(checkBankDetails('FR7630006000011234567890189', 'BNPAFRPP')).toEqual({});
    expect(checkBankDetails('DE89370400440532013000', 'BNPAFRPP')).toEqual({ bic: 'IBAN_BIC_COUNTRY_MISMATCH' });
    expect(checkBankDetails('DE89370400440532013001', 'DEUTDEFF')).toEqual({ iban: 'IBAN_INVALID' });
    expect(checkBankDetails('DE89370400440532013000', 'DEUT')).toEqual({ bic: 'BIC_INVALID' });
  });
});

describe('bank details changed', () => {
  const stored = { iban: 'FR7630006000011234567890189', bic: 'BNPAFRPP' };
  it('sees the same details typed with spaces or in lower case as unchanged', () => {
    expect(bankDetailsChanged(stored, { iban: 'fr76 3000 6000 0112 3456 7890 189', bic: 'bnpafrpp' })).toBe(false);
    expect(bankDetailsChanged({ iban: null, bic: null }, { iban: '', bic: null })).toBe(false);
  });
  it('sees a first entry, another value and emptying as changes', () => {
    expect(bankDetailsChanged({ iban: null, bic: null }, stored)).toBe(true);
    expect(bankDetailsChanged(stored, { ...stored, bic: 'BNPAFRPPXXX' })).toBe(true);
    expect(bankDetailsChanged(stored, { iban: null, bic: null })).toBe(true);
  });
});

describe('address completeness', () => {
  it('names the missing fields in order', () => {
    expect(missingAddressFields({})).toEqual(['streetAddress', 'postalCode', 'cityName', 'country']);
    expect(missingAddressFields({ streetAddress: '1 rue X', postalCode: ' ', cityName: 'Lyon' })).toEqual(['postalCode', 'country']);
    expect(isAddressComplete({ streetAddress: '1 rue X', postalCode: '69001', cityName: 'Lyon', country: 'FR' })).toBe(true);
    expect(isAddressComplete({ streetAddress: '1 rue X', postalCode: '69001', cityName: 'Lyon', country: null })).toBe(false);
  });
});

describe('passwords', () => {
  it('must be identical', () => {
    expect(checkPasswordsIdentical('secret-123', 'secret-123')).toBeNull();
    expect(checkPasswordsIdentical('secret-123', 'Secret-123')).toBe('PASSWORDS_NOT_IDENTICAL');
    expect(checkPasswordsIdentical('secret-123', '')).toBe('CONFIRM_PASSWORD_REQUIRED');
    expect(checkPasswordsIdentical('', '')).toBe('CONFIRM_PASSWORD_REQUIRED');
  });
  it('has length bounds at 8 and 128', () => {
    expect(checkPassword('')).toBe('PASSWORD_REQUIRED');
    expect(checkPassword('1234567')).toBe('PASSWORD_TOO_SHORT');
    expect(checkPassword('12345678')).toBeNull();
    expect(checkPassword('x'.repeat(128))).toBeNull();
    expect(checkPassword('x'.repeat(129))).toBe('PASSWORD_TOO_LONG');
  });
});
