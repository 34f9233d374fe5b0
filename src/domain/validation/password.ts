import type { CheckResult } from './codes.js';

/** Length bounds: long passphrases welcome, but scrypt input stays bounded. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** PASSWORD_REQUIRED / PASSWORD_TOO_SHORT / PASSWORD_TOO_LONG (lengths in code points). */
export function checkPassword(value: string | null | undefined): CheckResult {
  if (value === null || value === undefined || value === '') return 'PASSWORD_REQUIRED';
  const length = [...value].length;
  if (length < PASSWORD_MIN_LENGTH) return 'PASSWORD_TOO_SHORT';
  return length > PASSWORD_MAX_LENGTH ? 'PASSWORD_TOO_LONG' : null;
}

/**
 * CONFIRM_PASSWORD_REQUIRED when the confirmation is empty (also beside an empty password: the
 * field is required like the password, and says so), PASSWORDS_NOT_IDENTICAL when it differs.
 */
export function checkPasswordsIdentical(password: string, confirmation: string): CheckResult {
  if (confirmation === '') return 'CONFIRM_PASSWORD_REQUIRED';
  return password === confirmation ? null : 'PASSWORDS_NOT_IDENTICAL';
}
