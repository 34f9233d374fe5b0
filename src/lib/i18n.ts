import i18n from 'i18next';
import type { InitOptions, Resource, ResourceLanguage } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import type { DetectorOptions } from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import type { Locale, PublicSiteConfig } from '../domain/site-config.js';
import { SUPPORTED_LOCALES } from '../domain/site-config.js';

/**
 * Where the visitor's language is looked up, first match among the configured locales wins:
 * `?lng=`, the language cookie, local storage, session storage, the browser languages; none
 * matching, the first configured locale. Not `<html lang>`: the page's static `en` would win.
 */
export const DETECTION_ORDER = ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator'] as const;

/** The languages this shop offers: its configured locales (all supported ones without a configuration). */
export function offeredLanguages(config: Pick<PublicSiteConfig, 'locales'> | null): Locale[] {
  const configured = (config?.locales ?? []).filter((l) => SUPPORTED_LOCALES.includes(l));
  return configured.length > 0 ? configured : [...SUPPORTED_LOCALES];
}

export const LANGUAGE_QUERY_PARAM = 'lng';
export const LANGUAGE_COOKIE = 'i18next';
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/** The language names shown in the selectors, each in its own language. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  nl: 'Nederlands',
  ru: 'Русский',
};

/**
 * Detector settings for a site configuration. The choice is cached in local storage and in the
 * language cookie; the cookie lives `languageCookieMinutes` (null: until the browser closes).
 */
export function detectionOptions(config: Pick<PublicSiteConfig, 'languageCookieMinutes'>): DetectorOptions {
  return {
    order: [...DETECTION_ORDER],
    lookupQuerystring: LANGUAGE_QUERY_PARAM,
    lookupCookie: LANGUAGE_COOKIE,
    lookupLocalStorage: LANGUAGE_STORAGE_KEY,
    lookupSessionStorage: LANGUAGE_STORAGE_KEY,
    caches: ['localStorage', 'cookie'],
    ...(config.languageCookieMinutes === null ? {} : { cookieMinutes: config.languageCookieMinutes }),
    cookieOptions: { path: '/', sameSite: 'lax' },
  };
}

/**
 * The fallback chain: the configured locales in order (the first one is the fallback), then
 * English, which every namespace is complete in.
 */
export function fallbackLanguages(config: Pick<PublicSiteConfig, 'locales'> | null): Locale[] {
  const configured = (config?.locales ?? ['en', 'fr']).filter((l) => SUPPORTED_LOCALES.includes(l));
  return [...new Set<Locale>([...configured, 'en'])];
}

/**
 * Turns `import.meta.glob` results keyed `…/locales/<lang>/<namespace>.json` into i18next
 * resources. Every feature adds its own namespace file; nothing is registered by hand.
 */
export function buildResources(modules: Record<string, unknown>): { resources: Resource; namespaces: string[] } {
  const resources: Record<string, ResourceLanguage> = {};
  const namespaces = new Set<string>();
  for (const [file, content] of Object.entries(modules)) {
    const match = /locales\/([a-z]{2})\/([\w-]+)\.json$/.exec(file);
    if (match === null || match[1] === undefined || match[2] === undefined) continue;
    const [, language, namespace] = match;
    const data = (content as { default?: unknown }).default ?? content;
    resources[language] = { ...resources[language], [namespace]: data as ResourceLanguage[string] };
    namespaces.add(namespace);
  }
  return { resources, namespaces: [...namespaces].sort() };
}

const englishModules = import.meta.glob('../locales/en/*.json', { eager: true, import: 'default' });

/**
 * English, bundled in the entry: the default language and the last fallback, complete in every
 * namespace. The other languages are one chunk each (src/locales/<lang>/index.ts), loaded for the
 * visitors who use them: all five in the entry were ~31 KB of its compressed size, English alone
 * ~7 KB (bench/load). The server names the visitor's likely chunk in a preload hint
 * (src/server/routes/client-language.ts), so it arrives with the entry.
 */
export const localeResources = buildResources(englishModules);

const languageBundles = import.meta.glob<Record<string, unknown>>('../locales/*/index.ts', { import: 'default' });

/** Every namespace of one language (English from the entry, the others from their chunk). */
export async function loadLanguageResources(language: Locale): Promise<ResourceLanguage> {
  if (language === 'en') return localeResources.resources['en'] ?? {};
  const load = languageBundles[`../locales/${language}/index.ts`];
  if (load === undefined) throw new Error(`no translations for ${language}`);
  const files = await load();
  const built = buildResources(Object.fromEntries(Object.entries(files).map(([file, data]) => [`../locales/${language}/${file.replace(/^\.\//, '')}`, data])));
  return built.resources[language] ?? {};
}

/** Puts a language's translations into i18next unless they are there already. */
export async function loadLanguage(language: string): Promise<void> {
  const locale = currentLocale(language);
  if (i18n.hasResourceBundle(locale, 'common')) return;
  const resources = await loadLanguageResources(locale);
  for (const [namespace, data] of Object.entries(resources)) i18n.addResourceBundle(locale, namespace, data, true, true);
}

/** i18next's settings for a site configuration (null: defaults), detection included. */
export function i18nOptions(config: PublicSiteConfig | null): InitOptions {
  return {
    resources: localeResources.resources,
    partialBundledLanguages: true,
    ns: localeResources.namespaces,
    defaultNS: 'common',
    fallbackLng: fallbackLanguages(config),
    // Only the configured languages are detected or chosen; anything else falls back to the first.
    supportedLngs: offeredLanguages(config),
    load: 'languageOnly',
    nonExplicitSupportedLngs: true,
    detection: detectionOptions(config ?? { languageCookieMinutes: null }),
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  };
}

/**
 * Starts i18next once with English and the detector configured for `config` (null when the
 * configuration could not be loaded: defaults apply). Synchronous; a visitor detected in another
 * language reads English until {@link loadDetectedLanguage} has loaded theirs (start-up awaits it
 * before the first render). From then on every `changeLanguage` loads the language first.
 */
export function initI18n(config: PublicSiteConfig | null): typeof i18n {
  if (i18n.isInitialized) return i18n;
  void i18n.use(LanguageDetector).use(initReactI18next).init(i18nOptions(config));
  const change = i18n.changeLanguage.bind(i18n);
  i18n.changeLanguage = (async (language?: string, callback?: Parameters<typeof change>[1]) => {
    // A chunk that fails to load leaves the fallback (English) showing, as a missing key would.
    if (language !== undefined) await loadLanguage(language).catch(() => undefined);
    return change(language, callback);
  }) as typeof i18n.changeLanguage;
  syncHtmlLang(i18n.resolvedLanguage ?? i18n.language);
  i18n.on('languageChanged', (language) => syncHtmlLang(i18n.resolvedLanguage ?? language));
  return i18n;
}

/** Loads the detected language when it is not English and switches i18next to it. */
export async function loadDetectedLanguage(): Promise<void> {
  const language = i18n.language;
  if (language === undefined || i18n.hasResourceBundle(currentLocale(language), 'common')) return;
  await i18n.changeLanguage(language);
}

function syncHtmlLang(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language.slice(0, 2);
}

/** The visitor's current interface language, narrowed to a supported locale. */
export function currentLocale(language: string | undefined): Locale {
  const base = (language ?? 'en').slice(0, 2) as Locale;
  return SUPPORTED_LOCALES.includes(base) ? base : 'en';
}

export { i18n };
