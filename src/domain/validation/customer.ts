import { isBlank } from './codes.js';
import type { CheckResult, ValidationCode } from './codes.js';
import { checkEmail, normalizeEmail } from './email.js';
import { checkCity, checkCompany, checkFirstName, checkLastName, titleCaseName } from './names.js';
import { checkPostcode, normalizePostcode } from './postcode.js';
import { checkPhone } from './phone.js';
import { checkBirthDate } from './date.js';
import { checkBankDetails, compactBankCode } from './bank.js';
import { missingAddressFields } from './address.js';
import { isCountryCode } from './countries.js';

export type Gender = 'female' | 'male' | 'unknown';
export const GENDERS: readonly Gender[] = ['female', 'male', 'unknown'];

/** The editable customer fields, as forms and the API name them. */
export const CUSTOMER_FIELDS = [
  'email', 'firstName', 'lastName', 'gender', 'dateOfBirth', 'country', 'cityName', 'streetAddress',
  'postalCode', 'phoneNumber', 'iban', 'bic', 'company',
] as const;
export type CustomerField = (typeof CUSTOMER_FIELDS)[number];

export type CustomerInput = Partial<Record<CustomerField, string | null>>;
export type CustomerErrors = Partial<Record<CustomerField, ValidationCode>>;

/** Stored (snake-case) name → form name; the site config lists required fields by stored name. */
const STORED_TO_FIELD: Record<string, CustomerField> = {
  email: 'email', first_name: 'firstName', last_name: 'lastName', gender: 'gender', date_of_birth: 'dateOfBirth',
  country: 'country', city_name: 'cityName', street_address: 'streetAddress', postal_code: 'postalCode',
  phone_number: 'phoneNumber', iban: 'iban', bic: 'bic', company: 'company',
};

/** The form fields named by a config list of stored field names; unknown names are ignored. */
export function requiredFieldsFromConfig(stored: readonly string[]): CustomerField[] {
  const fields = new Set<CustomerField>(['email', 'firstName', 'lastName']);
  for (const name of stored) {
    const field = STORED_TO_FIELD[name] ?? CUSTOMER_FIELDS.find((candidate) => candidate === name);
    if (field) fields.add(field);
  }
  return CUSTOMER_FIELDS.filter((field) => fields.has(field));
}

const REQUIRED_CODE: Record<CustomerField, ValidationCode> = {
  email: 'EMAIL_REQUIRED', firstName: 'FIRST_NAME_REQUIRED', lastName: 'LAST_NAME_REQUIRED', gender: 'GENDER_REQUIRED',
  dateOfBirth: 'BIRTH_DATE_REQUIRED', country: 'COUNTRY_REQUIRED', cityName: 'CITY_REQUIRED',
  streetAddress: 'ADDRESS_REQUIRED', postalCode: 'POSTCODE_REQUIRED', phoneNumber: 'PHONE_REQUIRED',
  iban: 'IBAN_REQUIRED', bic: 'BIC_REQUIRED', company: 'COMPANY_REQUIRED',
};

/** The check of one filled-in field (blank values are handled by the required rule). */
function checkFilled(field: CustomerField, input: CustomerInput, today: string): CheckResult {
  const value = input[field] ?? '';
  switch (field) {
    case 'email': return checkEmail(value);
    case 'firstName': return checkFirstName(value);
    case 'lastName': return checkLastName(value);
    case 'gender': return (GENDERS as readonly string[]).includes(value) ? null : 'GENDER_INVALID';
    case 'dateOfBirth': return checkBirthDate(value, today);
    case 'country': return isCountryCode(value.trim().toUpperCase()) ? null : 'COUNTRY_INVALID';
    case 'cityName': return checkCity(value);
    case 'streetAddress': return value.trim().length <= 200 ? null : 'ADDRESS_INVALID';
    case 'postalCode': return checkPostcode(value, input.country);
    case 'phoneNumber': return checkPhone(value);
    case 'company': return checkCompany(value);
    case 'iban':
    case 'bic': return checkBankDetails(input.iban, input.bic)[field] ?? null;
  }
}

/**
 * Checks a customer's fields: required ones (gender 'unknown' counts as not given), the format of
 * every filled-in one, a partly filled address (the missing parts are reported as required), and
 * bank details as a pair. `today` is yyyy-mm-dd. Returns one code per failing field.
 */
export function validateCustomer(input: CustomerInput, required: readonly CustomerField[], today: string): CustomerErrors {
  const errors: CustomerErrors = {};
  const mustFill = new Set<CustomerField>(required);
  const address = missingAddressFields(input);
  if (address.length < 4) for (const field of address) mustFill.add(field);
  if (!isBlank(input.iban) || !isBlank(input.bic)) {
    mustFill.add('iban');
    mustFill.add('bic');
  }
  for (const field of CUSTOMER_FIELDS) {
    const value = input[field];
    const blank = isBlank(value) || (field === 'gender' && value === 'unknown' && mustFill.has('gender'));
    const code = blank ? (mustFill.has(field) ? REQUIRED_CODE[field] : null) : checkFilled(field, input, today);
    if (code) errors[field] = code;
  }
  return errors;
}

/** The stored form of valid input: e-mail lower-cased, names name-cased, codes compacted, blanks null. */
export function normalizeCustomer(input: CustomerInput): Record<CustomerField, string | null> {
  const clean = (value: string | null | undefined) => (isBlank(value) ? null : (value ?? '').trim().replace(/\s+/g, ' '));
  const mapped = (value: string | null | undefined, map: (v: string) => string) => {
    const cleaned = clean(value);
    return cleaned === null ? null : map(cleaned);
  };
  return {
    email: mapped(input.email, normalizeEmail),
    firstName: mapped(input.firstName, titleCaseName),
    lastName: mapped(input.lastName, titleCaseName),
    gender: clean(input.gender) ?? 'unknown',
    dateOfBirth: clean(input.dateOfBirth),
    country: mapped(input.country, (v) => v.toUpperCase()),
    cityName: clean(input.cityName),
    streetAddress: clean(input.streetAddress),
    postalCode: mapped(input.postalCode, normalizePostcode),
    phoneNumber: clean(input.phoneNumber),
    iban: mapped(input.iban, compactBankCode),
    bic: mapped(input.bic, compactBankCode),
    company: clean(input.company),
  };
}
