/**
 * Ticket holder (and season subscriber) information: which fields a ticket needs, which may still
 * change once filled in, and the format of each. Shared by the booking form, the My purchases
 * holder form and the server (order creation and the holder route), so all three refuse the same.
 */
import { isBlank } from '../validation/codes.js';
import type { CheckResult, ValidationCode } from '../validation/codes.js';
import { checkEmail, normalizeEmail } from '../validation/email.js';
import { checkCity, checkFirstName, checkLastName, titleCaseName } from '../validation/names.js';
import { checkPostcode, normalizePostcode } from '../validation/postcode.js';
import { checkPhone } from '../validation/phone.js';
import { checkBirthDate } from '../validation/date.js';
import { isCountryCode } from '../validation/countries.js';

export type HolderFieldRequirement = 'mandatory_with_change' | 'mandatory_without_change' | 'optional';
export const HOLDER_FIELD_REQUIREMENTS: readonly HolderFieldRequirement[] = ['mandatory_with_change', 'mandatory_without_change', 'optional'];

/** Holder fields as forms and the API name them. */
export const HOLDER_FIELDS = [
  'gender', 'firstName', 'lastName', 'email', 'phoneNumber', 'dateOfBirth', 'streetAddress', 'postalCode', 'cityName', 'country',
] as const;
export type HolderField = (typeof HOLDER_FIELDS)[number];
export type HolderValues = Partial<Record<HolderField, string | null>>;
export type HolderRules = Record<HolderField, HolderFieldRequirement>;
export type HolderErrors = Partial<Record<HolderField, ValidationCode>>;

/** Whose information a ticket carries: season tickets name a subscriber, others a holder. */
export type HolderKind = 'holder' | 'subscriber';

const STORED_NAMES: Record<string, HolderField> = {
  gender: 'gender', first_name: 'firstName', last_name: 'lastName', email: 'email', phone_number: 'phoneNumber',
  date_of_birth: 'dateOfBirth', street_address: 'streetAddress', postal_code: 'postalCode', city_name: 'cityName', country: 'country',
};

/** Config snake-case name → holder field (unknown names: undefined). */
export const holderFieldFromStored = (name: string): HolderField | undefined => STORED_NAMES[name];

export interface HolderConfig {
  requiredHolderFields: readonly string[];
  requiredSubscriberFields: readonly string[];
  /** Snake-case field name → requirement kind; a field named here follows it for both kinds. */
  holderFieldRequirements: Readonly<Record<string, HolderFieldRequirement>>;
}

/**
 * The requirement of every field for a holder or a subscriber. A field named in the required list
 * is mandatory and, as spec section 5 says, frozen once filled (mandatory_without_change); the
 * explicit `holderFieldRequirements` kind overrides that; any other field is optional.
 */
export function holderRules(config: HolderConfig, kind: HolderKind): HolderRules {
  const rules = Object.fromEntries(HOLDER_FIELDS.map((f) => [f, 'optional'])) as HolderRules;
  const required = kind === 'subscriber' ? config.requiredSubscriberFields : config.requiredHolderFields;
  for (const name of required) {
    const field = STORED_NAMES[name];
    if (field) rules[field] = 'mandatory_without_change';
  }
  for (const [name, requirement] of Object.entries(config.holderFieldRequirements)) {
    const field = STORED_NAMES[name];
    if (field) rules[field] = requirement;
  }
  return rules;
}

export const isMandatory = (requirement: HolderFieldRequirement): boolean => requirement !== 'optional';

/** A value counts as given when not blank; gender 'unknown' is the form's "not said". */
export function isGiven(field: HolderField, value: string | null | undefined): boolean {
  return !isBlank(value) && !(field === 'gender' && value === 'unknown');
}

/** Mandatory fields that are not given. */
export function missingHolderFields(values: HolderValues | null, rules: HolderRules): HolderField[] {
  return HOLDER_FIELDS.filter((f) => isMandatory(rules[f]) && !isGiven(f, values?.[f]));
}

/** True when no field at all is given (a ticket bought without holder, to be named later). */
export const isHolderEmpty = (values: HolderValues | null): boolean => HOLDER_FIELDS.every((f) => !isGiven(f, values?.[f]));

const REQUIRED_CODE: Record<HolderField, ValidationCode> = {
  gender: 'GENDER_REQUIRED', firstName: 'FIRST_NAME_REQUIRED', lastName: 'LAST_NAME_REQUIRED', email: 'EMAIL_REQUIRED',
  phoneNumber: 'PHONE_REQUIRED', dateOfBirth: 'BIRTH_DATE_REQUIRED', streetAddress: 'ADDRESS_REQUIRED',
  postalCode: 'POSTCODE_REQUIRED', cityName: 'CITY_REQUIRED', country: 'COUNTRY_REQUIRED',
};

function checkGiven(field: HolderField, values: HolderValues, today: string): CheckResult {
  const value = (values[field] ?? '').trim();
  switch (field) {
    case 'gender': return value === 'female' || value === 'male' ? null : 'GENDER_INVALID';
    case 'firstName': return checkFirstName(value);
    case 'lastName': return checkLastName(value);
    case 'email': return checkEmail(value);
    case 'phoneNumber': return checkPhone(value);
    case 'dateOfBirth': return checkBirthDate(value, today);
    case 'streetAddress': return value.length <= 200 ? null : 'ADDRESS_INVALID';
    case 'postalCode': return checkPostcode(value, values.country ?? null);
    case 'cityName': return checkCity(value);
    case 'country': return isCountryCode(value.toUpperCase()) ? null : 'COUNTRY_INVALID';
  }
}

/** One code per failing field: mandatory fields not given, and the format of every given one. `today` is yyyy-mm-dd. */
export function validateHolder(values: HolderValues, rules: HolderRules, today: string): HolderErrors {
  const errors: HolderErrors = {};
  for (const field of HOLDER_FIELDS) {
    const code = isGiven(field, values[field]) ? checkGiven(field, values, today) : isMandatory(rules[field]) ? REQUIRED_CODE[field] : null;
    if (code) errors[field] = code;
  }
  return errors;
}

/** The stored form: names name-cased, e-mail lower-cased, country upper-cased, blanks dropped. */
export function normalizeHolder(values: HolderValues): HolderValues {
  const out: HolderValues = {};
  for (const field of HOLDER_FIELDS) {
    const raw = values[field];
    if (!isGiven(field, raw)) continue;
    const value = (raw ?? '').trim().replace(/\s+/g, ' ');
    out[field] = field === 'firstName' || field === 'lastName' ? titleCaseName(value)
      : field === 'email' ? normalizeEmail(value)
        : field === 'country' ? value.toUpperCase()
          : field === 'postalCode' ? normalizePostcode(value)
            : value;
  }
  return out;
}

/**
 * Fields the update would change although they may not: once given, only a
 * mandatory_with_change field may take another value (spec section 5; optional fields may still be
 * added while empty). Both sides are compared in their stored form.
 */
export function lockedHolderChanges(stored: HolderValues | null, next: HolderValues, rules: HolderRules): HolderField[] {
  const before = normalizeHolder(stored ?? {});
  const after = normalizeHolder(next);
  return HOLDER_FIELDS.filter((f) => rules[f] !== 'mandatory_with_change' && before[f] !== undefined && after[f] !== before[f]);
}

/** The display name of a holder ("Ada Lovelace"), or null without one. */
export function holderDisplayName(values: HolderValues | null): string | null {
  const name = [values?.firstName, values?.lastName].filter((v): v is string => typeof v === 'string' && v.trim() !== '').join(' ');
  return name === '' ? null : name;
}
