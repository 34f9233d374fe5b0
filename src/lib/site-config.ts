import { proxy, useSnapshot } from 'valtio';
import type { ClubText, Locale, PublicSiteConfig } from '../domain/site-config.js';
import { clubTextIn, SUPPORTED_LOCALES } from '../domain/site-config.js';
import { http } from './http.js';
import { toApiError } from './api-error.js';

/** The configuration answer was readable but not a usable site configuration. */
export class SiteConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SiteConfigError';
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Checks the fields the shell cannot work without; throws {@link SiteConfigError} naming the first
 * bad field. The server validates the full file; this guards against a broken or foreign answer.
 */
export function assertSiteConfig(value: unknown): asserts value is PublicSiteConfig {
  if (!isRecord(value)) throw new SiteConfigError('configuration is not an object');
  const strings = ['clientShortName', 'clientLongName', 'logoUrl', 'primaryColor', 'secondaryColor'];
  for (const field of strings) {
    if (typeof value[field] !== 'string') throw new SiteConfigError(`configuration field ${field} must be a string`);
  }
  const title = value['homePageTitle'];
  if (typeof title !== 'string' && !(isRecord(title) && typeof title['en'] === 'string')) {
    throw new SiteConfigError('configuration field homePageTitle must be a text or texts by language');
  }
  const locales = value['locales'];
  if (!Array.isArray(locales) || locales.length === 0 || !locales.every((l) => SUPPORTED_LOCALES.includes(l as Locale))) {
    throw new SiteConfigError('configuration field locales must list supported languages');
  }
  for (const field of ['footers', 'socials', 'banners']) {
    if (!Array.isArray(value[field])) throw new SiteConfigError(`configuration field ${field} must be a list`);
  }
  if (!isRecord(value['client']) || typeof value['client']['name'] !== 'string') {
    throw new SiteConfigError('configuration field client.name must be a string');
  }
  if (typeof value['subscriptionsLinkEnabled'] !== 'boolean') {
    throw new SiteConfigError('configuration field subscriptionsLinkEnabled must be a boolean');
  }
}

/** Fetches and checks `GET /api/config`. */
export async function fetchSiteConfig(): Promise<PublicSiteConfig> {
  let answer: unknown;
  try {
    answer = await http.get('/api/config').json<unknown>();
  } catch (error) {
    throw await toApiError(error);
  }
  assertSiteConfig(answer);
  return answer;
}

type ConfigState =
  | { status: 'loading'; config: null; error: null }
  | { status: 'ready'; config: PublicSiteConfig; error: null }
  | { status: 'failed'; config: null; error: Error };

/** The loaded configuration; set once at start-up by src/app/main.tsx. */
export const siteConfigState = proxy<{ current: ConfigState }>({
  current: { status: 'loading', config: null, error: null },
});

/** Records the start-up outcome. */
export function setSiteConfigResult(result: { config: PublicSiteConfig } | { error: Error }): void {
  siteConfigState.current =
    'config' in result
      ? { status: 'ready', config: result.config, error: null }
      : { status: 'failed', config: null, error: result.error };
}

/**
 * The site configuration for components rendered below the app's configuration gate. Throws if
 * called before it is loaded (a programming error).
 */
export function useSiteConfig(): PublicSiteConfig {
  const snapshot = useSnapshot(siteConfigState);
  const config = snapshot.current.config;
  if (config === null) throw new Error('useSiteConfig used before the site configuration was loaded');
  return config as PublicSiteConfig;
}

/** Picks the text in `language`, else English (always present). */
export function localizedText(text: ClubText, language: string): string {
  return clubTextIn(text, language);
}
