import { SUPPORTED_LOCALES } from '../domain/site-config.js';
import type { Locale } from '../domain/site-config.js';
import { readCookie } from './cookies.js';
import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY } from './i18n.js';

/**
 * The reading language as the start-up can guess it before the configuration and i18next are in:
 * `?lng=`, the language cookie, local storage, then the browser's languages, among the languages
 * the shop has translations for; English otherwise. The server makes the same guess for the home
 * page's preloaded events (static-client.ts), so the two name the same address.
 */
export function earlyLanguageGuess(): Locale {
  const candidates: (string | null | undefined)[] = [
    new URLSearchParams(window.location.search).get('lng'),
    readCookie(LANGUAGE_COOKIE, document.cookie),
    storedLanguage(),
    ...(navigator.languages ?? [navigator.language]),
  ];
  for (const candidate of candidates) {
    const base = (candidate ?? '').trim().slice(0, 2).toLowerCase();
    const locale = SUPPORTED_LOCALES.find((l) => l === base);
    if (locale) return locale;
  }
  return 'en';
}

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}
