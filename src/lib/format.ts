import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { formatCents, isFree, moneyLocale } from '../domain/money.js';
import { formatPercent } from '../domain/percent.js';
import { formatZonedDateTime, isKnownTimeZone } from '../domain/venue-time.js';
import { siteConfigState } from './site-config.js';

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
  // Written out by hand: date-fns here would put it in the entry script of every first visit.
  const date = new Date(iso);
  const two = (n: number) => String(n).padStart(2, '0');
  const [day, month] = [two(date.getDate()), two(date.getMonth() + 1)];
  const time = `${two(date.getHours())}:${two(date.getMinutes())}`;
  const year = String(date.getFullYear()).padStart(4, '0');
  return moneyLocale(language) === 'fr' ? `${day}/${month}/${year} ${time}` : `${month}/${day}/${year} ${time}`;
}

/** A price in cents for display: the translated free label for zero, else euros with 2 decimals. */
export function formatPrice(cents: number, t: TFunction, language: string): string {
  return isFree(cents) ? t('common:price.free') : formatCents(cents, moneyLocale(language));
}

/** Formatters bound to the current interface language. */
export function useFormatters(): {
  language: string;
  /** A price: zero reads "Free" (a free ticket). */
  price: (cents: number) => string;
  /** An amount of money (a discount, a balance): zero reads as zero, never "Free". */
  amount: (cents: number) => string;
  dateTime: (iso: string) => string;
  shortDateTime: (iso: string) => string;
  /** A percentage (10 for ten per cent) with its sign, spaced as the language spaces it. */
  percent: (value: number) => string;
} {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const venueZone = useSnapshot(siteConfigState).current.config?.timeZone;
  const zone = displayTimeZone(venueZone);
  return {
    language,
    price: (cents) => formatPrice(cents, t, language),
    amount: (cents) => formatCents(cents, moneyLocale(language)),
    dateTime: (iso) => formatDateTime(iso, language, zone),
    shortDateTime: (iso) => formatShortDateTime(iso, language, zone),
    percent: (value) => formatPercent(value, moneyLocale(language)),
  };
}
