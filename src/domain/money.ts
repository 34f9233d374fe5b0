/**
 * Money is integer cents everywhere. Formatting is deterministic (no Intl) so the server, the
 * client and the tests agree on every machine, whatever ICU data the runtime ships.
 */
import type { Locale } from './site-config.js';

/** Non-breaking space: keeps "12,50 €" on one line. */
const NBSP = '\u00a0';

interface MoneyStyle {
  decimal: string;
  group: string;
  /** Where the euro sign goes relative to the number. */
  pattern: 'prefix' | 'suffix' | 'prefix-spaced';
}

const STYLES: Record<Locale, MoneyStyle> = {
  en: { decimal: '.', group: ',', pattern: 'prefix' },
  es: { decimal: ',', group: '.', pattern: 'suffix' },
  fr: { decimal: ',', group: NBSP, pattern: 'suffix' },
  nl: { decimal: ',', group: '.', pattern: 'prefix-spaced' },
  ru: { decimal: ',', group: NBSP, pattern: 'suffix' },
};

/** Throws unless `value` is a safe integer: amounts in cents must never carry fractions. */
export function assertCents(value: number): void {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`Amount in cents must be a safe integer, got ${value}`);
  }
}

/** Adds amounts in cents; rejects any non-integer amount instead of silently rounding. */
export function sumCents(values: Iterable<number>): number {
  let total = 0;
  for (const value of values) {
    assertCents(value);
    total += value;
  }
  assertCents(total);
  return total;
}

function groupDigits(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * Formats integer cents as euros with exactly 2 decimals in the conventions of `locale`,
 * e.g. 1250 → "€12.50" (en), "12,50 €" (fr). Zero is formatted as a number; callers that must show
 * the free label use {@link isFree}.
 */
export function formatCents(cents: number, locale: Locale = 'en'): string {
  assertCents(cents);
  const style = STYLES[locale];
  const negative = cents < 0;
  const absolute = Math.abs(cents);
  const units = groupDigits(String(Math.floor(absolute / 100)), style.group);
  const fraction = String(absolute % 100).padStart(2, '0');
  const amount = `${units}${style.decimal}${fraction}`;
  const sign = negative ? '-' : '';
  switch (style.pattern) {
    case 'prefix':
      return `${sign}€${amount}`;
    case 'prefix-spaced':
      return `€${NBSP}${sign}${amount}`;
    case 'suffix':
      return `${sign}${amount}${NBSP}€`;
  }
}

/** True when an amount must be shown with the free label instead of a number. */
export function isFree(cents: number): boolean {
  assertCents(cents);
  return cents === 0;
}

/** Narrows any language code (e.g. "fr-BE") to a supported money locale, English otherwise. */
export function moneyLocale(language: string | undefined): Locale {
  const base = (language ?? 'en').slice(0, 2).toLowerCase();
  return base in STYLES ? (base as Locale) : 'en';
}
