import { format } from 'date-fns';
import type { Locale as DateFnsLocale } from 'date-fns';
import { enGB, es, fr, nl, ru } from 'date-fns/locale';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { Locale } from '../domain/site-config.js';
import { formatCents, isFree, moneyLocale } from '../domain/money.js';
import { formatZonedDateTime, isKnownTimeZone } from '../domain/venue-time.js';
import { siteConfigState } from './site-config.js';

const DATE_LOCALES: Record<Locale, DateFnsLocale> = { en: enGB, es, fr, nl, ru };

/** date-fns locale for an interface language (English for anything unsupported). */
export function dateLocale(language: string): DateFnsLocale {
  return DATE_LOCALES[moneyLocale(language)];
}

/** Where and how event times are shown (see {@link displayTimeZone}). */
export interface TimeZoneDisplay {
  timeZone: string;
  /** Whether to append the zone's short name ("CET"). */
  label: boolean;
}

/**
 * Event times are shown in the venue's zone, as on the tickets and in the mails, so a fan abroad
 * reads the kick-off the ticket will print; the zone's short name is added only when the browser
 * is in another zone. Without a usable venue zone (not loaded yet, unknown to this browser) the
 * browser's own zone is used, unlabelled.
 */
export function displayTimeZone(venueZone: string | null | undefined, browserZone: string = browserTimeZone()): TimeZoneDisplay {
  if (typeof venueZone !== 'string') return { timeZone: browserZone, label: false };
  // Every component using the formatters asks on every render; the answer never changes.
  const key = `${venueZone}|${browserZone}`;
  let known = zoneDisplays.get(key);
  if (!known) {
    known = isKnownTimeZone(venueZone)
      ? { timeZone: venueZone, label: new Intl.DateTimeFormat('en', { timeZone: venueZone }).resolvedOptions().timeZone !== browserZone }
      : { timeZone: browserZone, label: false };
    zoneDisplays.set(key, known);
  }
  return known;
}
const zoneDisplays = new Map<string, TimeZoneDisplay>();

/**
 * The browser's zone, looked up once per page: building an Intl.DateTimeFormat to ask costs about
 * a millisecond (several on a slow phone), and every formatter user asks on every render (it was
 * ~70 ms of the home page's first render at 4x CPU throttling, bench/load).
 */
function browserTimeZone(): string {
  browserZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return browserZone;
}
let browserZone: string | undefined;

/** Long date and time in the visitor's language, e.g. "Saturday 14 March 2026 at 20:00" (" CET" when labelled). */
export function formatDateTime(iso: string, language: string, zone: TimeZoneDisplay = displayTimeZone(null)): string {
  return formatZonedDateTime(iso, moneyLocale(language), zone.timeZone, { zoneName: zone.label });
}

/** Short date and time, e.g. "14 Mar 2026, 20:00" (same rules as {@link formatDateTime}). */
export function formatShortDateTime(iso: string, language: string, zone: TimeZoneDisplay = displayTimeZone(null)): string {
  return formatZonedDateTime(iso, moneyLocale(language), zone.timeZone, { length: 'short', zoneName: zone.label });
}

/**
 * The cart expiry pattern: day first in French, month first otherwise. In the browser's own zone:
 * it is a deadline on the fan's clock, not an event time.
 */
export function formatCartExpiry(iso: string, language: string): string {
  const pattern = moneyLocale(language) === 'fr' ? 'dd/MM/yyyy HH:mm' : 'MM/dd/yyyy HH:mm';
  return format(new Date(iso), pattern);
}

/** A price in cents for display: the translated free label for zero, else euros with 2 decimals. */
export function formatPrice(cents: number, t: TFunction, language: string): string {
  return isFree(cents) ? t('common:price.free') : formatCents(cents, moneyLocale(language));
}

/** Formatters bound to the current interface language. */
export function useFormatters(): {
  language: string;
  price: (cents: number) => string;
  dateTime: (iso: string) => string;
  shortDateTime: (iso: string) => string;
} {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const venueZone = useSnapshot(siteConfigState).current.config?.timeZone;
  const zone = displayTimeZone(venueZone);
  return {
    language,
    price: (cents) => formatPrice(cents, t, language),
    dateTime: (iso) => formatDateTime(iso, language, zone),
    shortDateTime: (iso) => formatShortDateTime(iso, language, zone),
  };
}
