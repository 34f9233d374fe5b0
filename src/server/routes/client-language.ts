import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SUPPORTED_LOCALES } from '../../domain/site-config.js';
import type { Locale } from '../../domain/site-config.js';

/**
 * The built chunk of each language's translations, from Vite's manifest of the client build
 * (`/assets/…js`; English is in the entry, so never listed). Empty without a manifest.
 */
export function languageChunks(clientDir: string): Partial<Record<Locale, string>> {
  const file = join(clientDir, '.vite/manifest.json');
  if (!existsSync(file)) return {};
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { file?: unknown }>;
  const chunks: Partial<Record<Locale, string>> = {};
  for (const locale of SUPPORTED_LOCALES) {
    const entry = manifest[`src/locales/${locale}/index.ts`];
    if (locale !== 'en' && typeof entry?.file === 'string') chunks[locale] = `/${entry.file}`;
  }
  return chunks;
}

const asLocale = (value: string | undefined | null): Locale | null => {
  const base = (value ?? '').trim().slice(0, 2).toLowerCase() as Locale;
  return SUPPORTED_LOCALES.includes(base) ? base : null;
};

/** Accept-Language's languages, most wanted first (ties keep the header's order). */
function acceptedLanguages(header: string): string[] {
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag, q: q === undefined ? 1 : Number(q), index };
    })
    .filter((l) => l.tag !== '' && l.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((l) => l.tag);
}

/**
 * The language the browser will most likely settle on, guessed from what the server sees of the
 * client's detection order (src/lib/i18n.ts): `?lng=`, the language cookie, then the browser's
 * languages (local storage holds the same choice as the cookie); an unsupported language falls
 * back to the first configured locale. A wrong guess only costs the visitor one request more.
 */
export function likelyLanguage(input: { lng: string | null; cookie: string | undefined; acceptLanguage: string | undefined; locales: readonly Locale[] }): Locale {
  // Only the shop's configured languages count, as in the browser's detection.
  const offered = (value: string | undefined | null): Locale | null => {
    const locale = asLocale(value);
    return locale !== null && (input.locales.length === 0 || input.locales.includes(locale)) ? locale : null;
  };
  const browser = acceptedLanguages(input.acceptLanguage ?? '').map(offered).find((l) => l !== null);
  return offered(input.lng) ?? offered(input.cookie) ?? browser ?? input.locales[0] ?? 'en';
}
