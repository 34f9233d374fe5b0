import { format } from 'date-fns';
import type { Locale as DateFnsLocale } from 'date-fns';
import { enGB, es, fr, nl, ru } from 'date-fns/locale';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../domain/site-config.js';
import { formatCents, isFree, moneyLocale } from '../domain/money.js';

const DATE_LOCALES: Record<Locale, DateFnsLocale> = { en: enGB, es, fr, nl, ru };

/** date-fns locale for an interface language (English for anything unsupported). */
export function dateLocale(language: string): DateFnsLocale {
  return DATE_LOCALES[moneyLocale(language)];
}

/** Long date and time in the visitor's language and time zone, e.g. "Saturday 14 March 2026 at 20:00". */
export function formatDateTime(iso: string, language: string): string {
  return format(new Date(iso), 'PPPPp', { locale: dateLocale(language) });
}

/** Short date and time, e.g. "14 Mar 2026, 20:00" (same rules as {@link formatDateTime}). */
export function formatShortDateTime(iso: string, language: string): string {
  return format(new Date(iso), 'PPp', { locale: dateLocale(language) });
}

/** The cart expiry pattern: day first in French, month first otherwise. */
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
  return {
    language,
    price: (cents) => formatPrice(cents, t, language),
    dateTime: (iso) => formatDateTime(iso, language),
    shortDateTime: (iso) => formatShortDateTime(iso, language),
  };
}
