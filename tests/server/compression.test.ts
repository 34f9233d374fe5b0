import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/test-app.js';
import type { TestApp } from './helpers/test-app.js';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(async () => {
  await shop.close();
});

const get = (url: string, encoding?: string) => shop.app.inject({ method: 'GET', url, headers: encoding === undefined ? {} : { 'accept-encoding': encoding } });

describe('JSON answers compressed for clients that accept it', () => {
  it('sends the configuration brotli-compressed, the same JSON once decompressed', async () => {
    const plain = await get('/api/config');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const br = await get('/api/config', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gz = await get('/api/config', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves small answers as they are', async () => {
    const health = await get('/api/health', 'br');
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json().status).toBe('ok');
  });

  it('honours Accept-Encoding weights', async () => {
    expect((await get('/api/config', 'br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
    expect((await get('/api/config', 'identity')).headers['content-encoding']).toBeUndefined();
  });
});
