import { describe, expect, it } from 'vitest';
import { normalizeCustomer, requiredFieldsFromConfig, validateCustomer } from '../../../src/domain/validation/customer.js';

const today = '2026-11-22';
const base = { email: 'jane@example.com', firstName: 'Jane', lastName: 'Doe' };

describe('customer validation', () => {
  it('maps the config list of stored names and always requires e-mail and names', () => {
    expect(requiredFieldsFromConfig(['phone_number', 'date_of_birth', 'nonsense'])).toEqual(['email', 'firstName', 'lastName', 'dateOfBirth', 'phoneNumber']);
    expect(requiredFieldsFromConfig([])).toEqual(['email', 'firstName', 'lastName']);
  });

  it('reports required fields from the config', () => {
    const required = requiredFieldsFromConfig(['phone_number', 'date_of_birth', 'gender']);
    expect(validateCustomer({ ...base, gender: 'unknown' }, required, today)).toEqual({
      phoneNumber: 'PHONE_REQUIRED', dateOfBirth: 'BIRTH_DATE_REQUIRED', gender: 'GENDER_REQUIRED',
    });
    expect(validateCustomer({}, requiredFieldsFromConfig([]), today)).toEqual({
      email: 'EMAIL_REQUIRED', firstName: 'FIRST_NAME_REQUIRED', lastName: 'LAST_NAME_REQUIRED',
    });
  });

  it('passes a complete valid profile', () => {
    const input = {
      ...base, gender: 'female', dateOfBirth: '1990-01-31', country: 'FR', cityName: 'Lyon', streetAddress: '1 rue de la Paix',
      postalCode: '69001', phoneNumber: '+33 6 12 34 56 78', iban: 'FR7630006000011234567890189', bic: 'BNPAFRPP', company: 'ACME',
    };
    expect(validateCustomer(input, requiredFieldsFromConfig(['phone_number']), today)).toEqual({});
  });

  it('checks optional fields only when filled in', () => {
    expect(validateCustomer({ ...base, phoneNumber: 'abc', gender: 'other', dateOfBirth: '2023-02-29', company: '!!' }, ['email'], today)).toEqual({
      phoneNumber: 'PHONE_INVALID', gender: 'GENDER_INVALID', dateOfBirth: 'DATE_INVALID', company: 'COMPANY_INVALID',
    });
  });

  it('reports the missing parts of a partly filled address', () => {
    expect(validateCustomer({ ...base, cityName: 'Lyon' }, ['email'], today)).toEqual({
      streetAddress: 'ADDRESS_REQUIRED', postalCode: 'POSTCODE_REQUIRED', country: 'COUNTRY_REQUIRED',
    });
    expect(validateCustomer({ ...base, cityName: 'Lyon', streetAddress: 'x', postalCode: '1234', country: 'FR' }, ['email'], today)).toEqual({
      postalCode: 'POSTCODE_INVALID',
    });
    expect(validateCustomer({ ...base, cityName: 'Lyon', streetAddress: 'x', postalCode: '69001', country: 'QQ' }, ['email'], today)).toEqual({
      country: 'COUNTRY_INVALID',
    });
  });

  it('checks bank details as a pair', () => {
    expect(validateCustomer({ ...base, iban: 'DE89370400440532013000' }, [], today)).toEqual({ bic: 'BIC_REQUIRED' });
    expect(validateCustomer({ ...base, iban: 'DE89370400440532013000', bic: 'BNPAFRPP' }, [], today)).toEqual({ bic: 'IBAN_BIC_COUNTRY_MISMATCH' });
  });

  it('normalises for storage', () => {
    const stored = normalizeCustomer({ email: ' Jane@Example.com ', firstName: 'jANE', lastName: 'de la  tour', postalCode: 'sw1a 1aa', iban: 'fr76 3000', gender: '', company: '  ' });
    expect(stored).toMatchObject({ email: 'jane@example.com', firstName: 'Jane', lastName: 'De La Tour', postalCode: 'SW1A 1AA', iban: 'FR763000', gender: 'unknown', company: null });
  });
});
