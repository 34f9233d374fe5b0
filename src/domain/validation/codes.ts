/**
 * Stable codes of field validation failures. Forms translate them (`account:errors.<CODE>`) and
 * the server returns them in `details.fields`, so a code keeps its meaning once published.
 */
export type ValidationCode =
  | 'EMAIL_REQUIRED'
  | 'EMAIL_INVALID'
  | 'FIRST_NAME_REQUIRED'
  | 'FIRST_NAME_INVALID'
  | 'LAST_NAME_REQUIRED'
  | 'LAST_NAME_INVALID'
  | 'GENDER_REQUIRED'
  | 'GENDER_INVALID'
  | 'ADDRESS_REQUIRED'
  | 'ADDRESS_INVALID'
  | 'CITY_REQUIRED'
  | 'CITY_INVALID'
  | 'COUNTRY_REQUIRED'
  | 'COUNTRY_INVALID'
  | 'POSTCODE_REQUIRED'
  | 'POSTCODE_INVALID'
  | 'PHONE_REQUIRED'
  | 'PHONE_INVALID'
  | 'BIRTH_DATE_REQUIRED'
  | 'DATE_INVALID'
  | 'BIRTH_DATE_IN_FUTURE'
  | 'COMPANY_REQUIRED'
  | 'COMPANY_INVALID'
  | 'PASSWORD_REQUIRED'
  | 'PASSWORD_TOO_SHORT'
  | 'PASSWORD_TOO_LONG'
  | 'CONFIRM_PASSWORD_REQUIRED'
  | 'PASSWORDS_NOT_IDENTICAL'
  | 'IBAN_REQUIRED'
  | 'IBAN_INVALID'
  | 'BIC_REQUIRED'
  | 'BIC_INVALID'
  | 'IBAN_BIC_COUNTRY_MISMATCH';

/** Every validation code, for translation completeness tests. */
export const VALIDATION_CODES: readonly ValidationCode[] = [
  'EMAIL_REQUIRED', 'EMAIL_INVALID', 'FIRST_NAME_REQUIRED', 'FIRST_NAME_INVALID', 'LAST_NAME_REQUIRED',
  'LAST_NAME_INVALID', 'GENDER_REQUIRED', 'GENDER_INVALID', 'ADDRESS_REQUIRED', 'ADDRESS_INVALID', 'CITY_REQUIRED', 'CITY_INVALID',
  'COUNTRY_REQUIRED', 'COUNTRY_INVALID', 'POSTCODE_REQUIRED', 'POSTCODE_INVALID', 'PHONE_REQUIRED', 'PHONE_INVALID',
  'BIRTH_DATE_REQUIRED', 'DATE_INVALID', 'BIRTH_DATE_IN_FUTURE', 'COMPANY_REQUIRED', 'COMPANY_INVALID',
  'PASSWORD_REQUIRED', 'PASSWORD_TOO_SHORT', 'PASSWORD_TOO_LONG', 'CONFIRM_PASSWORD_REQUIRED', 'PASSWORDS_NOT_IDENTICAL', 'IBAN_REQUIRED',
  'IBAN_INVALID', 'BIC_REQUIRED', 'BIC_INVALID', 'IBAN_BIC_COUNTRY_MISMATCH',
];

/** A field check: null when the value passes, else the failure code. */
export type CheckResult = ValidationCode | null;

/** True when a value is absent or only white space. */
export function isBlank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '';
}
