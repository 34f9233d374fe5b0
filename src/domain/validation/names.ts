import { isBlank } from './codes.js';
import type { CheckResult, ValidationCode } from './codes.js';

// Letters of any script, combining marks, spaces, apostrophes, hyphens and dots (St. John).
const NAME = /^[\p{L}\p{M}][\p{L}\p{M}' .\u2019-]*$/u;
const MAX_NAME = 80;

/** True when the value holds at least one character that is not white space. */
export function hasNonSpace(value: string | null | undefined): boolean {
  return !isBlank(value);
}

// Lower-case particles that belong inside a cased name ("Ludwig van Beethoven", "de Vries",
// "d'Artagnan"); a fan who typed them so meant it.
const PARTICLES = new Set([
  'al', 'bin', 'da', 'dal', 'dalla', 'das', 'de', 'degli', 'dei', 'del', 'della', 'dello', 'den', 'der', 'des', 'di', 'do', 'dos', 'du',
  'el', 'ibn', 'la', 'le', 'lo', 'op', 'te', 'ten', 'ter', 'van', 'vander', 'von', 'y', 'zu', 'zum', 'zur',
]);
const ELIDED_PARTICLES = new Set(['d', 'l', 'dall', 'dell', 'degl', 'nell', 'sull']);
const UPPER_START = /^\p{Lu}(?!\p{Lu}+$)/u;

/** A part of a name (between spaces and hyphens) as a fan who cases names by hand writes it. */
function isCasedPart(part: string, last: boolean): boolean {
  if (UPPER_START.test(part)) return true;
  if (!last && PARTICLES.has(part)) return true;
  const elided = /^(\p{Ll}+)['\u2019](.+)$/u.exec(part);
  return elided !== null && ELIDED_PARTICLES.has(elided[1] ?? '') && UPPER_START.test(elided[2] ?? '');
}

/** True when the name is already cased by hand: lower-case particles, capitals elsewhere. */
function isHandCased(name: string): boolean {
  const parts = name.split(/[\s-]/);
  return parts.every((part, i) => part !== '' && isCasedPart(part, i === parts.length - 1));
}

/**
 * Name-cases a name: each word (split on spaces, hyphens and apostrophes) starts upper-case,
 * the rest lower-case, inner white space collapsed. "jean-PIERRE o'neil" → "Jean-Pierre O'Neil".
 * A name already cased by hand keeps its particles and inner capitals: "de Vries", "van der
 * Berg", "d'Artagnan", "McDonald".
 */
export function titleCaseName(value: string): string {
  const name = value.trim().replace(/\s+/g, ' ');
  if (isHandCased(name)) return name;
  return name
    .toLocaleLowerCase()
    .replace(/(^|[\s'\u2019-])(\p{L})/gu, (_match, separator: string, letter: string) => separator + letter.toLocaleUpperCase());
}

/** The last name as the account view shows it: trimmed and upper-cased. */
export function upperCaseLastName(value: string): string {
  return value.trim().replace(/\s+/g, ' ').toLocaleUpperCase();
}

function checkName(value: string | null | undefined, required: ValidationCode, invalid: ValidationCode): CheckResult {
  if (!hasNonSpace(value)) return required;
  const name = (value ?? '').trim();
  return name.length <= MAX_NAME && NAME.test(name) ? null : invalid;
}

/** FIRST_NAME_REQUIRED / FIRST_NAME_INVALID. */
export const checkFirstName = (value: string | null | undefined): CheckResult =>
  checkName(value, 'FIRST_NAME_REQUIRED', 'FIRST_NAME_INVALID');

/** LAST_NAME_REQUIRED / LAST_NAME_INVALID. */
export const checkLastName = (value: string | null | undefined): CheckResult =>
  checkName(value, 'LAST_NAME_REQUIRED', 'LAST_NAME_INVALID');

/** Company: free text of 1 to 120 printable characters with at least one letter or digit. */
export function checkCompany(value: string | null | undefined): CheckResult {
  if (!hasNonSpace(value)) return 'COMPANY_REQUIRED';
  const company = (value ?? '').trim();
  return company.length <= 120 && /[\p{L}\p{N}]/u.test(company) && !/\p{Cc}/u.test(company) ? null : 'COMPANY_INVALID';
}

/** City: like a name but digits are allowed ("Paris 15"). */
export function checkCity(value: string | null | undefined): CheckResult {
  if (!hasNonSpace(value)) return 'CITY_REQUIRED';
  const city = (value ?? '').trim();
  return city.length <= 100 && /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N}' .,()\u2019-]*$/u.test(city) ? null : 'CITY_INVALID';
}
