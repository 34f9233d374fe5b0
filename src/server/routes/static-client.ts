import { existsSync, statSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { notFound } from '../errors.js';
import { SUPPORTED_LOCALES } from '../../domain/site-config.js';
import type { Locale, SiteConfig } from '../../domain/site-config.js';
import { languageChunks, likelyLanguage } from './client-language.js';

/** Vite puts content-hashed files here: a name never changes meaning, so browsers keep them. */
const HASHED_ASSETS = '/assets/';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Other public files (favicon, images) keep their names across builds. */
const SHORT_CACHE = 'public, max-age=3600';

/** The tag manager's hosts, allowed only when the club configured a container. */
const GTM_HOSTS = ['https://www.googletagmanager.com', 'https://*.googletagmanager.com'];
const ANALYTICS_HOSTS = ['https://*.google-analytics.com', 'https://*.analytics.google.com'];

/**
 * The Content-Security-Policy of the shop's page. Scripts come from the shop only, plus the tag
 * manager when gtmId is set. Styles allow inline because Mantine writes its CSS variables and
 * some component styles inline. Images may come from any https host: logos and partner images
 * are configured links (validated to be http or https).
 */
export function contentSecurityPolicy(config: Pick<SiteConfig, 'gtmId'>): string {
  const gtm = config.gtmId !== null;
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(gtm ? GTM_HOSTS : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(gtm ? [...GTM_HOSTS, ...ANALYTICS_HOSTS] : [])],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': gtm ? ['https://www.googletagmanager.com'] : ["'none'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * API answers a screen cannot render without, fetched by the browser while it downloads the
 * scripts (`Link: rel=preload`) instead of a round trip after them: on a slow phone network each
 * request waits ~0.6 s (bench/load). Every page needs the configuration; the home page, where
 * most visits land, its events. The client's own fetch then takes the preloaded answer (same URL,
 * same-origin credentials: `crossorigin` without a value).
 */
const PRELOADS_EVERYWHERE = ['/api/config'];
const PRELOADS_BY_PATH: Record<string, (language: Locale) => string[]> = { '/': (language) => [`/api/events?lng=${language}`] };

/**
 * `eventsLanguage` is the start-up's own guess of the reading language (src/lib/early-language.ts,
 * any language the shop has translations for), so the preloaded events are the ones it asks for.
 */
export function preloadLinks(path: string, languageChunk: string | null = null, eventsLanguage: Locale = 'en'): string {
  const fetches = [...PRELOADS_EVERYWHERE, ...(PRELOADS_BY_PATH[path]?.(eventsLanguage) ?? [])].map((url) => `<${url}>; rel=preload; as=fetch; crossorigin`);
  // The translations of a visitor who does not read English (the entry carries English only).
  return [...fetches, ...(languageChunk ? [`<${languageChunk}>; rel=modulepreload`] : [])].join(', ');
}

function setHtmlHeaders(reply: FastifyReply, csp: string, chunks: Partial<Record<Locale, string>>, locales: readonly Locale[]): void {
  const request = reply.request;
  const [path = '/', query = ''] = request.url.split('?');
  const guessAmong = (offered: readonly Locale[]) => likelyLanguage({
    lng: new URLSearchParams(query).get('lng'),
    cookie: request.cookies?.['i18next'],
    acceptLanguage: request.headers['accept-language'],
    locales: offered,
  });
  // The chunk among the shop's languages, as i18next will choose; the events' language as the
  // start-up guesses it before it knows them.
  reply.header('link', preloadLinks(path, chunks[guessAmong(locales)] ?? null, guessAmong(SUPPORTED_LOCALES)));
  reply.header('cache-control', 'no-cache');
  reply.header('content-security-policy', csp);
  reply.header('x-frame-options', 'DENY');
  reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  reply.header('x-content-type-options', 'nosniff');
}

/**
 * Serves the built client from `clientDir`: hashed assets cached for a year, `index.html` always
 * revalidated, and every other GET outside /api answered with `index.html` so the client router
 * shows the screen (or its not-found page). Unknown /api paths and missing assets stay 404s.
 */
export async function staticClientRoutes(app: FastifyInstance, options: { clientDir: string }): Promise<void> {
  const root = resolve(options.clientDir);
  if (!existsSync(join(root, 'index.html'))) throw new Error(`The client build has no index.html: ${root}`);
  const csp = contentSecurityPolicy(app.siteConfig);
  const chunks = languageChunks(root);
  const locales = app.siteConfig.locales;

  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    // One route per built file, found at start; the catch-all below then owns every other path.
    wildcard: false,
    index: ['index.html'],
    // The build writes .br and .gz copies (scripts/precompress-plugin.ts): sent to browsers that
    // accept them, with Vary: Accept-Encoding; the copies get no routes of their own.
    preCompressed: true,
    globIgnore: ['**/*.br', '**/*.gz'],
    cacheControl: false,
    setHeaders: (reply, path) => {
      // A compressed copy gets the headers of the file it stands for (index.html.br is the page).
      const relative = path.slice(root.length).replaceAll('\\', '/').replace(/\.(br|gz)$/, '');
      if (relative.endsWith('.html')) return setHtmlHeaders(reply, csp, chunks, locales);
      reply.header('x-content-type-options', 'nosniff');
      reply.header('cache-control', relative.startsWith(HASHED_ASSETS) ? IMMUTABLE : SHORT_CACHE);
    },
  });

  app.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path === '/api' || path.startsWith('/api/')) throw notFound();
    if (path.startsWith(HASHED_ASSETS)) {
      // A build written beside the running server (`npm run build`) serves a page naming files
      // that have no route yet: without them that page stayed blank until a restart.
      const file = builtFileAt(root, path);
      if (file === null) throw notFound();
      return reply.sendFile(file);
    }
    return reply.sendFile('index.html');
  });
}

/** The path, relative to `root`, of the built asset a URL path names, or null (none, or outside the assets). */
function builtFileAt(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const file = resolve(root, `.${decoded}`);
  // Inside the hashed assets' folder only; the compressed copies are not files of their own (see globIgnore above).
  if (!file.startsWith(resolve(root, `.${HASHED_ASSETS}`) + sep) || decoded.includes('\0') || /\.(br|gz)$/.test(file)) return null;
  try {
    return statSync(file).isFile() ? file.slice(root.length + 1) : null;
  } catch {
    return null;
  }
}
