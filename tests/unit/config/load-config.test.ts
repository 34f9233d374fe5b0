import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadSiteConfig, parseSiteConfig, runningBaseUrl, SiteConfigLoadError } from '../../../src/server/config/load-config.js';
import { defaultSiteConfig } from '../../../src/server/config/default-config.js';
import { SUPPORTED_LOCALES } from '../../../src/domain/site-config.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'shop-config-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function loadError(run: () => unknown): SiteConfigLoadError {
  try {
    run();
  } catch (error) {
    if (error instanceof SiteConfigLoadError) return error;
    throw error;
  }
  throw new Error('expected the configuration to be refused');
}

describe('loadSiteConfig', () => {
  it('loads the repository config/site.json: valid, branded, texts in all five languages', () => {
    const config = loadSiteConfig({ env: {} });
    expect(config.clientLongName).toBe('FC Riverside');
    expect(config.banners.length).toBeGreaterThan(0);
    for (const locale of SUPPORTED_LOCALES) {
      expect(config.termsAndConditions[locale], locale).toBeTruthy();
      expect(config.accessibility.content[locale], locale).toBeTruthy();
      expect(config.banners[0]?.text[locale], locale).toBeTruthy();
      // The club's own texts too: the home page's title and description, the footer's links.
      for (const text of [config.homePageTitle, config.homePageDescription, ...config.footers.map((f) => f.title)]) {
        expect(typeof text === 'object' ? text[locale] : undefined, locale).toBeTruthy();
      }
    }
  });

  it('reads the file named by SHOP_CONFIG and merges it over the defaults', () => {
    const file = join(dir, 'club.json');
    writeFileSync(file, JSON.stringify({ clientLongName: 'Harbour United', primaryColor: '#112233' }));
    const config = loadSiteConfig({ env: { SHOP_CONFIG: file } });
    expect(config).toEqual({ ...defaultSiteConfig(), clientLongName: 'Harbour United', primaryColor: '#112233' });
  });

  it('links mails to the running server when the configuration names no address', () => {
    expect(loadSiteConfig({ env: { PORT: '3912' } }).publicBaseUrl).toBe('http://localhost:3912');
    expect(loadSiteConfig({ env: { PORT: '3912', HOST: '0.0.0.0' } }).publicBaseUrl).toBe('http://localhost:3912');
    expect(loadSiteConfig({ env: { PORT: '80', HOST: 'shop.internal' } }).publicBaseUrl).toBe('http://shop.internal:80');
    expect(loadSiteConfig({ env: { PUBLIC_BASE_URL: 'https://tickets.example.com/', PORT: '3912' } }).publicBaseUrl).toBe('https://tickets.example.com');
    // A configured address wins.
    const file = join(dir, 'club.json');
    writeFileSync(file, JSON.stringify({ publicBaseUrl: 'https://shop.example.org' }));
    expect(loadSiteConfig({ env: { SHOP_CONFIG: file, PORT: '3912' } }).publicBaseUrl).toBe('https://shop.example.org');
    expect(runningBaseUrl({})).toBe('http://localhost:3000');
  });

  it('uses the defaults when there is no config/site.json', () => {
    expect(loadSiteConfig({ env: {}, cwd: dir })).toEqual(defaultSiteConfig());
  });

  it('fails when the file named by SHOP_CONFIG is missing', () => {
    const error = loadError(() => loadSiteConfig({ env: { SHOP_CONFIG: join(dir, 'missing.json') } }));
    expect(error.errors[0]).toMatch(/^cannot read the file/);
  });

  it('fails on invalid JSON', () => {
    expect(loadError(() => parseSiteConfig('{ "primaryColor": ')).errors[0]).toMatch(/^not valid JSON/);
  });

  it('lists every invalid field in the error message', () => {
    const error = loadError(() => parseSiteConfig(JSON.stringify({ primaryColor: 'red', logoUrl: 'javascript:x' }), 'club.json'));
    expect(error.errors).toEqual([
      'logoUrl: image links must use http or https (or be a /path of the shop)',
      'primaryColor: expected a #rrggbb colour, got "red"',
    ]);
    expect(error.message).toContain('club.json');
    expect(error.message).toContain('  - primaryColor: expected a #rrggbb colour');
  });

  it('ignores a $schema hint', () => {
    expect(parseSiteConfig(JSON.stringify({ $schema: './site.schema.json' }))).toEqual(defaultSiteConfig());
  });
});
