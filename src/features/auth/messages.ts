import type { TFunction } from 'i18next';
import { translateCode } from '../../lib/code-message.js';

/** The translated message of an error code: the auth screens' own codes first, then the account's. */
export function codeMessage(t: TFunction, code: string, details?: unknown): string {
  return translateCode(t, ['auth', 'account'], code, details);
}

/** Field codes translated for a Mantine form's setErrors. */
export function translateFieldCodes(t: TFunction, codes: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(codes).map(([field, code]) => [field, codeMessage(t, code)]));
}
