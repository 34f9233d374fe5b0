import type { Locale as DateFnsLocale } from 'date-fns';
import { enGB, es, fr, nl, ru } from 'date-fns/locale';
import { moneyLocale } from '../domain/money.js';
import type { Locale } from '../domain/site-config.js';

/**
 * date-fns locales, apart from src/lib/format.ts: only the screens that spell dates out with
 * date-fns import them, so the five locales (~45 KB of script) stay out of the entry that every
 * first visit downloads (bench/load).
 */
const DATE_LOCALES: Record<Locale, DateFnsLocale> = { en: enGB, es, fr, nl, ru };

/** date-fns locale for an interface language (English for anything unsupported). */
export function dateLocale(language: string): DateFnsLocale {
  return DATE_LOCALES[moneyLocale(language)];
}
