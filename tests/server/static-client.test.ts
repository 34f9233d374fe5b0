import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { build } from '../../src/server/app.js';
import { migrateToLatest, openDatabase } from '../../src/server/db/database.js';
import type { DatabaseHandle } from '../../src/server/db/database.js';
import { defaultSiteConfig } from '../../src/server/config/default-config.js';
import { contentSecurityPolicy } from '../../src/server/routes/static-client.js';

const INDEX = '<!doctype html><html><head><script type="module" src="/assets/app-3f2a1b.js"></script></head><body><div id="root"></div></body></html>';

let dir: string;
let app: FastifyInstance;
let database: DatabaseHandle;

const SCRIPT = 'console.log("shop")';

/** With `compressed`, the .br and .gz copies the build writes (scripts/precompress-plugin.ts). */
async function serve(gtmId: string | null = null, compressed = false) {
  dir = mkdtempSync(join(tmpdir(), 'shop-client-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, 'assets', 'app-3f2a1b.js'), SCRIPT);
  if (compressed) {
    for (const [file, content] of [['index.html', INDEX], ['assets/app-3f2a1b.js', SCRIPT]] as const) {
      writeFileSync(join(dir, `${file}.br`), brotliCompressSync(content));
      writeFileSync(join(dir, `${file}.gz`), gzipSync(content));
    }
  }
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  database = openDatabase(':memory:');
  await migrateToLatest(database);
  app = await build({ database, config: { ...defaultSiteConfig(), gtmId }, clientDir: dir });
  await app.ready();
}

afterEach(async () => {
  await app.close();
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('static client', () => {
  it('serves hashed assets for a year, immutable', async () => {
    await serve();
    const response = await get('/assets/app-3f2a1b.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("shop")');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toMatch(/javascript/);
  });

  it('serves index.html at / with no-cache and security headers', async () => {
    await serve();
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['content-security-policy']).not.toContain('googletagmanager');
  });

  it.each(['/event/12', '/user/verify-email-send-email/fan@example.com', '/no/such/page', '/index.html'])(
    'answers the client page for %s (the client router decides)',
    async (url) => {
      await serve();
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toBeDefined();
    },
  );

  it('keeps unknown /api paths and missing assets as 404s', async () => {
    await serve();
    const api = await get('/api/nothing-here');
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe('NOT_FOUND');
    expect((await get('/assets/app-000000.js')).statusCode).toBe(404);
    expect((await get('/api/health')).json().status).toBe('ok');
  });

  it('serves the files of a build written after the start (a rebuild beside the running server), nothing outside the build', async () => {
    await serve();
    writeFileSync(join(dir, 'assets', 'app-9c8d7e.js'), 'console.log("rebuilt")');
    writeFileSync(join(dir, 'assets', 'app-9c8d7e.js.br'), brotliCompressSync('console.log("rebuilt")'));
    const rebuilt = await get('/assets/app-9c8d7e.js');
    expect(rebuilt.statusCode).toBe(200);
    expect(rebuilt.body).toBe('console.log("rebuilt")');
    expect(rebuilt.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(rebuilt.headers['content-type']).toMatch(/javascript/);
    writeFileSync(join(dir, '..', `${dir.split('/').pop()}-secret.txt`), 'secret');
    for (const url of ['/assets/missing-1.js', '/assets/', '/assets/app-9c8d7e.js.br', `/assets/..%2F..%2F${dir.split('/').pop()}-secret.txt`, '/assets/..%2Findex.html']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('secret');
    }
    rmSync(join(dir, '..', `${dir.split('/').pop()}-secret.txt`));
  });

  it('serves other public files with a short cache', async () => {
    await serve();
    const response = await get('/favicon.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('allows the tag manager in the policy only when gtmId is set', async () => {
    await serve('GTM-ABC123');
    const policy = (await get('/')).headers['content-security-policy'];
    expect(policy).toMatch(/script-src 'self' https:\/\/www\.googletagmanager\.com/);
    expect(contentSecurityPolicy({ gtmId: null })).toMatch(/script-src 'self';/);
  });

  it('asks the browser to preload the configuration on every page, and the events on the home page', async () => {
    await serve();
    const home = (await get('/?lng=fr')).headers['link'];
    expect(home).toBe('</api/config>; rel=preload; as=fetch; crossorigin, </api/events?lng=fr>; rel=preload; as=fetch; crossorigin');
    expect((await get('/', { 'accept-language': 'de-DE,es;q=0.8' })).headers['link']).toContain('</api/events?lng=es>');
    expect((await get('/event/12')).headers['link']).toBe('</api/config>; rel=preload; as=fetch; crossorigin');
    expect((await get('/assets/app-3f2a1b.js')).headers['link']).toBeUndefined();
  });

  it('names the translations chunk of a visitor who does not read English in the preload hint', async () => {
    dir = mkdtempSync(join(tmpdir(), 'shop-client-'));
    mkdirSync(join(dir, '.vite'));
    writeFileSync(join(dir, 'index.html'), INDEX);
    const manifest = { 'src/locales/fr/index.ts': { file: 'assets/index-fr1.js' }, 'src/locales/nl/index.ts': { file: 'assets/index-nl1.js' } };
    writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    database = openDatabase(':memory:');
    await migrateToLatest(database);
    app = await build({ database, config: { ...defaultSiteConfig(), locales: ['en', 'fr', 'nl'] }, clientDir: dir });
    const link = async (url: string, headers: Record<string, string> = {}) => String((await get(url, headers)).headers['link']);
    expect(await link('/', { 'accept-language': 'fr-BE,fr;q=0.9,en;q=0.8' })).toContain('</assets/index-fr1.js>; rel=modulepreload');
    expect(await link('/event/3', { 'accept-language': 'en-GB,en;q=0.9', cookie: 'i18next=nl' })).toContain('</assets/index-nl1.js>; rel=modulepreload');
    expect(await link('/?lng=fr', { cookie: 'i18next=nl' })).toContain('index-fr1.js');
    expect(await link('/', { 'accept-language': 'en-US,en;q=0.9' })).not.toContain('modulepreload');
    // The manifest itself is not served.
    expect((await get('/.vite/manifest.json')).body).toBe(INDEX);
  });

  it('sends the build\'s brotli or gzip copy to browsers that accept it, with the original\'s headers', async () => {
    await serve(null, true);
    const br = await get('/assets/app-3f2a1b.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect((await get('/assets/app-3f2a1b.js', { 'accept-encoding': 'gzip' })).headers['content-encoding']).toBe('gzip');
    const plain = await get('/assets/app-3f2a1b.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    // The page keeps its security headers and revalidation when compressed.
    for (const url of ['/', '/event/12']) {
      const page = await get(url, { 'accept-encoding': 'br' });
      expect(page.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(page.rawPayload).toString()).toBe(INDEX);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
    // The copies are not files of their own.
    expect((await get('/assets/app-3f2a1b.js.br')).statusCode).toBe(404);
  });

  it('refuses to start without an index.html in the client folder', async () => {
    dir = mkdtempSync(join(tmpdir(), 'shop-client-'));
    database = openDatabase(':memory:');
    await migrateToLatest(database);
    await expect(build({ database, config: defaultSiteConfig(), clientDir: dir })).rejects.toThrow(/no index.html/);
    app = await build({ database, config: defaultSiteConfig() });
  });
});
