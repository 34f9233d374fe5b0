import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup } from '@testing-library/react';
import type { PublicSiteConfig, SiteConfig } from '../../../src/domain/site-config.js';
import { SUPPORTED_LOCALES } from '../../../src/domain/site-config.js';
import { i18n, initI18n } from '../../../src/lib/i18n.js';
import { setSiteConfigResult } from '../../../src/lib/site-config.js';
import { stubMatchMedia } from './render.js';

/**
 * The hooks every My purchases component test needs: translations in all five languages, a site
 * config without wallets (so no wallet button asks the server), Mantine's media queries stubbed, and
 * English again after each test so a test that switches language does not leak it to the next.
 */
export function setUpOrderCardTests(): void {
  beforeAll(async () => {
    initI18n({ locales: [...SUPPORTED_LOCALES], languageCookieMinutes: null } as unknown as SiteConfig);
    setSiteConfigResult({ config: { locales: [...SUPPORTED_LOCALES], walletKinds: [] } as unknown as PublicSiteConfig });
    await i18n.changeLanguage('en');
  });
  beforeEach(() => stubMatchMedia());
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });
}

/** A text as a translation file has it (`{{…}}` left in), by dotted key: what the test expects to see. */
export function localeText(language: string, namespace: string, key: string): string {
  let value: unknown = JSON.parse(readFileSync(join(import.meta.dirname, '../../../src/locales', language, `${namespace}.json`), 'utf8'));
  for (const part of key.split('.')) value = (value as Record<string, unknown>)[part];
  return value as string;
}

/** A text of the orders namespace (My purchases), by dotted key. */
export const ordersText = (language: string, key: string): string => localeText(language, 'orders', key);
