import type { TFunction } from 'i18next';
import { translateCode } from '../../lib/code-message.js';
import type { CodeOverrides } from '../../lib/code-message.js';

/**
 * The translated message of an error code: the screen's overrides first, then the account's own
 * codes, then sign-in's.
 */
export function codeMessage(t: TFunction, code: string, details?: unknown, overrides?: CodeOverrides): string {
  return translateCode(t, ['account', 'auth'], code, details, overrides);
}

/** A refused profile save names its fields; the message above the form says to correct them. */
export const PROFILE_SAVE_WORDING: CodeOverrides = { VALIDATION_FAILED: 'account:errors.PROFILE_INVALID' };

/** Field codes (domain rules or the server's `details.fields`) translated for a Mantine form. */
export function translateFieldCodes(t: TFunction, codes: Record<string, string | undefined>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [field, code] of Object.entries(codes)) if (code) result[field] = codeMessage(t, code);
  return result;
}

/**
 * Field errors where one refusal names several fields (the bank pair): its text shows once, on
 * the first of them, and the others are only marked, so a narrow screen does not repeat it.
 */
export function textOnce(errors: Record<string, string>): Record<string, string | true> {
  const seen = new Set<string>();
  const result: Record<string, string | true> = {};
  for (const [field, text] of Object.entries(errors)) {
    result[field] = seen.has(text) ? true : text;
    seen.add(text);
  }
  return result;
}
