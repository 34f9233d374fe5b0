import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/test-app.js';
import type { TestApp } from './helpers/test-app.js';
import { defaultSiteConfig } from '../../src/server/config/default-config.js';

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

describe('GET /api/config', () => {
  it('answers the whole public configuration with banners, terms and accessibility content', async () => {
    const banners = [{ id: 'b1', kind: 'warning' as const, text: { en: 'Gates open at 18:00', fr: 'Ouverture à 18 h' } }];
    testApp = await createTestApp({ config: { banners, gtmId: 'GTM-ABC123' } });
    const response = await testApp.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const body = response.json();
    const { minimumPrice: _serverOnly, ...resale } = defaultSiteConfig().resale;
    expect(body).toEqual({ ...defaultSiteConfig(), resale, banners, gtmId: 'GTM-ABC123', walletKinds: [] });
    expect(body.termsAndConditions.en).toBeTruthy();
    expect(body.accessibility.content.en).toBeTruthy();
  });

  it('never publishes secret-looking entries of the free-form client configuration', async () => {
    testApp = await createTestApp({
      config: {
        client: { name: 'club', configuration: { theme: 'dark', apiKey: 'k', nested: { clientSecret: 's', ok: 1 }, smtpPassword: 'p' } },
      },
    });
    const body = (await testApp.app.inject({ method: 'GET', url: '/api/config' })).json();
    expect(body.client).toEqual({ name: 'club', configuration: { theme: 'dark', nested: { ok: 1 } } });
  });

  it('keeps the resale minimum price on the server and publishes the fee and limit', async () => {
    testApp = await createTestApp({ config: { resale: { feePercent: 7, minimumPrice: 1234, maxResoldTicketsPerCampaign: 3 } } });
    const body = (await testApp.app.inject({ method: 'GET', url: '/api/config' })).json();
    expect(body.resale).toEqual({ feePercent: 7, maxResoldTicketsPerCampaign: 3 });
    expect(JSON.stringify(body)).not.toContain('1234');
  });
});
