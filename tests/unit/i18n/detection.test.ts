// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import LanguageDetector from 'i18next-browser-languagedetector';
import type { PublicSiteConfig } from '../../../src/domain/site-config.js';
import {
  DETECTION_ORDER,
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
  buildResources,
  detectionOptions,
  fallbackLanguages,
  i18n,
  i18nOptions,
  offeredLanguages,
  initI18n,
  loadLanguageResources,
  localeResources,
} from '../../../src/lib/i18n.js';
import nlCommon from '../../../src/locales/nl/common.json';

function detectWith(options = detectionOptions({ languageCookieMinutes: null })): string[] {
  // With i18next's language utils present the detector returns every candidate, in order.
  const services = { languageUtils: { getBestMatchFromCodes: () => undefined } };
  const detector = new LanguageDetector(services, options);
  const found = detector.detect();
  return Array.isArray(found) ? found : found === undefined || found === null ? [] : [found];
}

function clearSources(): void {
  document.cookie = `${LANGUAGE_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
}

describe('language detection order', () => {
  beforeEach(clearSources);
  afterEach(clearSources);

  it('is querystring, cookie, localStorage, sessionStorage, navigator: never the static html lang', () => {
    expect(detectionOptions({ languageCookieMinutes: 30 }).order).toEqual(['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator']);
    expect(DETECTION_ORDER).not.toContain('htmlTag');
  });

  it('prefers ?lng= over every other source', () => {
    window.history.replaceState(null, '', '/?lng=ru');
    document.cookie = `${LANGUAGE_COOKIE}=nl; path=/`;
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'es');
    sessionStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    expect(detectWith()[0]).toBe('ru');
  });

  it('falls back from cookie to localStorage to sessionStorage', () => {
    document.cookie = `${LANGUAGE_COOKIE}=nl; path=/`;
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'es');
    sessionStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    expect(detectWith().slice(0, 3)).toEqual(['nl', 'es', 'fr']);

    clearSources();
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'es');
    sessionStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    expect(detectWith()[0]).toBe('es');

    clearSources();
    sessionStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    expect(detectWith()[0]).toBe('fr');
  });

  it('ignores the html lang attribute', () => {
    document.documentElement.lang = 'nl';
    const found = detectWith();
    expect(found[0]).toBe(navigator.language);
    expect(found).not.toContain('nl');
  });

  it('caches in local storage and the cookie, with the configured cookie lifetime', () => {
    const options = detectionOptions({ languageCookieMinutes: 525_600 });
    expect(options.caches).toContain('localStorage');
    expect(options.caches).toContain('cookie');
    expect(options.cookieMinutes).toBe(525_600);
    expect('cookieMinutes' in detectionOptions({ languageCookieMinutes: null })).toBe(false);

    const detector = new LanguageDetector(undefined, options);
    detector.cacheUserLanguage('es');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=es`);
  });
});

describe('fallback languages', () => {
  it('starts with the first configured locale', () => {
    expect(fallbackLanguages({ locales: ['fr', 'en'] })).toEqual(['fr', 'en']);
    expect(fallbackLanguages({ locales: ['nl'] })).toEqual(['nl', 'en']);
  });

  it('defaults to en then fr when no configuration is known', () => {
    expect(fallbackLanguages(null)).toEqual(['en', 'fr']);
  });
});

describe('locale resources', () => {
  it('bundles English only, with every namespace file', () => {
    expect(Object.keys(localeResources.resources)).toEqual(['en']);
    for (const namespace of ['common', 'home', 'errors']) {
      expect(localeResources.resources['en']?.[namespace], `en/${namespace}`).toBeTypeOf('object');
    }
  });

  it('loads every namespace file of every other language from its chunk', async () => {
    for (const language of ['en', 'es', 'fr', 'nl', 'ru'] as const) {
      const resources = await loadLanguageResources(language);
      expect(Object.keys(resources).sort(), language).toEqual(localeResources.namespaces);
      expect((resources['common'] as Record<string, unknown> | undefined)?.['language'], `${language}/common`).toBeTypeOf('object');
    }
  });

  it('keys resources by the language and namespace of each file path', () => {
    const built = buildResources({
      '../locales/fr/seatmap.json': { title: 'Plan' },
      '../locales/en/seatmap.json': { default: { title: 'Map' } },
      'not-a-locale.json': { ignored: true },
    });
    expect(built.namespaces).toEqual(['seatmap']);
    expect(built.resources).toEqual({ fr: { seatmap: { title: 'Plan' } }, en: { seatmap: { title: 'Map' } } });
  });
});

describe('changing language', () => {
  it('loads the language\'s chunk first, so the new language shows at once', async () => {
    initI18n({ locales: ['en', 'fr', 'nl'], languageCookieMinutes: null } as unknown as PublicSiteConfig);
    expect(i18n.hasResourceBundle('nl', 'common')).toBe(false);
    await i18n.changeLanguage('nl');
    expect(i18n.resolvedLanguage).toBe('nl');
    expect(i18n.t('common:language.label')).toBe(nlCommon.language.label);
    await i18n.changeLanguage('en');
  });
});

describe('the configured languages', () => {
  beforeEach(clearSources);
  afterEach(clearSources);

  /** The language a fresh i18next settles on for a browser wanting `languages`, on a shop offering `locales`. */
  async function settledLanguage(locales: string[], languages: string[]): Promise<string | undefined> {
    clearSources(); // each settling caches its choice, as a visit does
    document.documentElement.lang = 'en'; // as the served page says before any script runs
    Object.defineProperty(navigator, 'languages', { value: languages, configurable: true });
    Object.defineProperty(navigator, 'language', { value: languages[0], configurable: true });
    const instance = i18n.createInstance().use(LanguageDetector);
    await instance.init(i18nOptions({ locales, languageCookieMinutes: null } as unknown as PublicSiteConfig));
    return instance.language.slice(0, 2);
  }

  it('gives an unsupported browser language the first configured locale', async () => {
    expect(await settledLanguage(['fr', 'en'], ['de-DE', 'de'])).toBe('fr');
    expect(await settledLanguage(['nl', 'fr'], ['ja'])).toBe('nl');
  });

  it('detects only configured languages, in the browser\'s order of preference', async () => {
    expect(await settledLanguage(['fr', 'en'], ['en-GB', 'fr'])).toBe('en');
    expect(await settledLanguage(['fr', 'en'], ['ru-RU', 'en-US'])).toBe('en');
    expect(await settledLanguage(['fr', 'nl'], ['en-US'])).toBe('fr');
  });

  it('offers the configured locales, or every supported one without a configuration', () => {
    expect(offeredLanguages({ locales: ['fr', 'en'] })).toEqual(['fr', 'en']);
    expect(offeredLanguages(null)).toEqual(['en', 'es', 'fr', 'nl', 'ru']);
  });
});
