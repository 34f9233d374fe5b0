/**
 * Dates and times in the venue's time zone (site configuration `timeZone`), for the server's
 * tickets, invoices and mails and for the shop's pages alike: a fan reads a kick-off in the time
 * of the place where it happens, whatever the zone of the server or of the browser.
 * Instants are stored in UTC (ISO text); only their display is zoned. Intl does the zone
 * arithmetic (summer time included), so every runtime with ICU time zones agrees.
 */
import type { Locale } from './site-config.js';

/** Regional variants for Intl; English follows the shop's British date order. */
export const INTL_DATE_TAGS: Record<Locale, string> = { en: 'en-GB', es: 'es-ES', fr: 'fr-FR', nl: 'nl-NL', ru: 'ru-RU' };

/** True when the runtime knows this IANA time zone name (e.g. "Europe/Paris", "UTC"). */
export function isKnownTimeZone(value: string): boolean {
  // Names only: fixed offsets such as "+01:00" ignore summer time and older runtimes refuse them.
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export interface ZonedFormatOptions {
  /** long: "Tuesday 1 December 2026 at 20:00"; short: "1 Dec 2026, 20:00". Default long. */
  length?: 'long' | 'short';
  /** Appends the zone's short name ("CET", "UTC+1"). Default true. */
  zoneName?: boolean;
}

// Building a formatter costs far more than using one; pages format many event times.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(INTL_DATE_TAGS[locale], options);
    formatters.set(key, cached);
  }
  return cached;
}

/**
 * An instant's date and time in `timeZone`, e.g. "Tuesday 1 December 2026 at 20:00 CET",
 * "mardi 1 décembre 2026 à 20:00 UTC+1" (the short zone name is the locale's own).
 */
export function formatZonedDateTime(iso: string, locale: Locale, timeZone: string, options: ZonedFormatOptions = {}): string {
  const date: Intl.DateTimeFormatOptions = options.length === 'short'
    ? { day: 'numeric', month: 'short', year: 'numeric' }
    : { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' };
  return formatter(locale, {
    ...date, hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone,
    ...(options.zoneName === false ? {} : { timeZoneName: 'short' }),
  }).format(new Date(iso));
}

/** The calendar date of an instant in `timeZone`, e.g. "1 December 2026", "1 décembre 2026". */
export function formatZonedDate(iso: string, locale: Locale, timeZone: string): string {
  return formatter(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(new Date(iso));
}
