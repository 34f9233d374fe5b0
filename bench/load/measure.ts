/**
 * One first visit of the home page under a device profile: a fresh browser context (no cache,
 * cookies or storage), the HTTP cache disabled, network and CPU emulated through CDP, then the
 * probe's timings (see probe.ts) and what crossed the network, counted from CDP network events.
 */
import type { Browser } from '@playwright/test';
import { PROBE_SCRIPT } from './probe.js';
import type { ProbeResult } from './probe.js';

export interface NetworkProfile {
  label: string;
  /** Added to every request, as Chrome DevTools' throttling does (ms). */
  latencyMs: number;
  downloadKbps: number;
  uploadKbps: number;
}

/**
 * Chrome DevTools' "Slow 4G" preset (the former "Fast 3G"), which is Lighthouse's mobile profile
 * applied per request: 150 ms RTT × 3.75 = 562.5 ms request latency, 1.6 Mbps × 0.9 down,
 * 750 kbps × 0.9 up. `rtt150` is the same link without the per-request latency factor.
 */
export const NETWORKS: Record<string, NetworkProfile> = {
  slow4g: { label: 'DevTools "Slow 4G": 562.5 ms latency per request, 1.44 Mbps down, 675 kbps up', latencyMs: 562.5, downloadKbps: 1440, uploadKbps: 675 },
  rtt150: { label: '150 ms latency per request, 1.6 Mbps down, 750 kbps up', latencyMs: 150, downloadKbps: 1600, uploadKbps: 750 },
};

export interface DeviceProfile {
  name: string;
  viewport: { width: number; height: number };
  deviceScaleFactor: number;
  isMobile: boolean;
  userAgent?: string;
  cpuThrottle: number;
  network: NetworkProfile | null;
}

const BYTE_KINDS = ['js', 'css', 'font', 'html', 'api', 'image', 'other'] as const;
export type ByteKind = (typeof BYTE_KINDS)[number];

export interface Transfer {
  path: string;
  kind: ByteKind;
  /** Bytes on the wire, headers included, compressed as served. */
  bytes: number;
  encoding: string;
  cacheControl: string;
  startMs: number;
  endMs: number | null;
}

export interface RunResult {
  /** Which build/server answered: `current`, or `before` when comparing with an older tree. */
  variant: string;
  profile: string;
  warmup: boolean;
  status: 'ok' | 'failed';
  note?: string;
  usableMs?: number;
  cardSeenMs?: number;
  fcpMs?: number;
  lcpMs?: number;
  lcpElement?: string | null;
  cardInViewport?: boolean;
  cardTitle?: string;
  domContentLoadedMs?: number;
  longTaskMs?: number;
  longTaskMsBeforeUsable?: number;
  requests?: number;
  requestsBeforeUsable?: number;
  bytes?: Record<ByteKind | 'total', number>;
  bytesBeforeUsable?: number;
  /** A click on the first card's link led to its event page. */
  clickRouted?: boolean;
  transfers?: Transfer[];
}

function kindOf(mime: string, type: string): ByteKind {
  if (/javascript|ecmascript/.test(mime) || type === 'Script') return 'js';
  if (mime.includes('css') || type === 'Stylesheet') return 'css';
  if (mime.startsWith('font/') || mime.includes('woff') || type === 'Font') return 'font';
  if (mime.includes('html') || type === 'Document') return 'html';
  if (mime.includes('json') || type === 'Fetch' || type === 'XHR') return 'api';
  if (mime.startsWith('image/') || type === 'Image') return 'image';
  return 'other';
}

interface Pending {
  path: string;
  type: string;
  wallMs: number;
  /** CDP's monotonic clock at the request (s): end times are measured on it. */
  monotonic: number;
  mime: string;
  encoding: string;
  cacheControl: string;
  bytes: number;
  endWallMs: number | null;
}

export async function measureLoad(browser: Browser, origin: string, profile: DeviceProfile, options: { variant: string; warmup: boolean; timeoutMs: number; locale: string }): Promise<RunResult> {
  const context = await browser.newContext({
    viewport: profile.viewport,
    deviceScaleFactor: profile.deviceScaleFactor,
    isMobile: profile.isMobile,
    hasTouch: profile.isMobile,
    // The browser's language (navigator.language and Accept-Language): which translations load.
    locale: options.locale,
    ...(profile.userAgent ? { userAgent: profile.userAgent } : {}),
  });
  const result: RunResult = { variant: options.variant, profile: profile.name, warmup: options.warmup, status: 'ok' };
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: PROBE_SCRIPT });
    const cdp = await context.newCDPSession(page);
    const requests = new Map<string, Pending>();
    let inflight = 0;
    let lastActivity = Date.now();
    cdp.on('Network.requestWillBeSent', (e) => {
      if (!requests.has(e.requestId)) inflight += 1;
      lastActivity = Date.now();
      requests.set(e.requestId, { path: new URL(e.request.url).pathname, type: e.type ?? 'Other', wallMs: e.wallTime * 1000, monotonic: e.timestamp, mime: '', encoding: '', cacheControl: '', bytes: 0, endWallMs: null });
    });
    cdp.on('Network.responseReceived', (e) => {
      const r = requests.get(e.requestId);
      if (!r) return;
      const headers = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]));
      r.mime = e.response.mimeType;
      r.encoding = headers['content-encoding'] ?? 'identity';
      r.cacheControl = headers['cache-control'] ?? '';
    });
    const finish = (id: string, bytes: number, timestamp: number) => {
      const r = requests.get(id);
      if (!r || r.endWallMs !== null) return;
      r.bytes = bytes;
      r.endWallMs = r.wallMs + (timestamp - r.monotonic) * 1000;
      inflight -= 1;
      lastActivity = Date.now();
    };
    cdp.on('Network.loadingFinished', (e) => finish(e.requestId, e.encodedDataLength, e.timestamp));
    cdp.on('Network.loadingFailed', (e) => finish(e.requestId, 0, e.timestamp));
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (profile.network) {
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: profile.network.latencyMs,
        downloadThroughput: (profile.network.downloadKbps * 1000) / 8,
        uploadThroughput: (profile.network.uploadKbps * 1000) / 8,
      });
    }
    if (profile.cpuThrottle > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuThrottle });
    page.setDefaultTimeout(options.timeoutMs);

    await page.goto(`${origin}/`, { waitUntil: 'commit' });
    const ready = page.evaluate(() => (window as unknown as { __loadProbe: ProbeResult }).__loadProbe.ready);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no event card usable within ${options.timeoutMs} ms`)), options.timeoutMs);
    });
    await Promise.race([ready, timeout]).finally(() => clearTimeout(timer));
    // Let late requests (packs, logos, session) finish so the byte count is the whole first visit.
    const settleDeadline = Date.now() + 20_000;
    while (Date.now() < settleDeadline && (inflight > 0 || Date.now() - lastActivity < 1000)) await page.waitForTimeout(100);
    const probe = await page.evaluate(() => {
      const { ready: _ready, ...data } = (window as unknown as { __loadProbe: ProbeResult }).__loadProbe;
      return data;
    });
    const usable = probe.usable ?? NaN;
    const relative = (wallMs: number) => wallMs - probe.timeOrigin;

    const transfers: Transfer[] = [...requests.values()]
      .filter((r) => !r.path.startsWith('data:'))
      .map((r) => ({
        path: r.path,
        kind: kindOf(r.mime, r.type),
        bytes: r.bytes,
        encoding: r.encoding,
        cacheControl: r.cacheControl,
        startMs: Math.round(relative(r.wallMs)),
        endMs: r.endWallMs === null ? null : Math.round(relative(r.endWallMs)),
      }))
      .sort((a, b) => a.startMs - b.startMs);
    const bytes = Object.fromEntries([...BYTE_KINDS, 'total'].map((k) => [k, 0])) as Record<ByteKind | 'total', number>;
    for (const t of transfers) {
      bytes[t.kind] += t.bytes;
      bytes.total += t.bytes;
    }
    // What had arrived by then: the part of the first visit the fan waited for.
    const before = transfers.filter((t) => t.endMs !== null && t.endMs <= usable);
    Object.assign(result, {
      usableMs: usable,
      cardSeenMs: probe.cardSeen ?? NaN,
      fcpMs: probe.fcp ?? NaN,
      lcpMs: probe.lcp ?? NaN,
      lcpElement: probe.lcpElement,
      cardInViewport: probe.cardInViewport === true,
      cardTitle: probe.cardTitle ?? '',
      domContentLoadedMs: probe.domContentLoaded ?? NaN,
      longTaskMs: probe.longTasks.reduce((sum, [, d]) => sum + d, 0),
      longTaskMsBeforeUsable: probe.longTasks.filter(([start]) => start < usable).reduce((sum, [, d]) => sum + d, 0),
      requests: transfers.length,
      requestsBeforeUsable: before.length,
      bytes,
      bytesBeforeUsable: before.reduce((sum, t) => sum + t.bytes, 0),
      transfers,
    } satisfies Partial<RunResult>);

    // The card really is interactive: tapping it routes to the event page.
    const link = page.locator('[data-testid="event-card"] a[href^="/event/"]').first();
    const href = await link.getAttribute('href');
    await (profile.isMobile ? link.tap() : link.click());
    await page.waitForURL((url) => url.pathname === href, { timeout: 10_000 });
    result.clickRouted = true;
  } catch (error) {
    if (result.usableMs === undefined) result.status = 'failed';
    result.clickRouted = false;
    result.note = (String(error).split('\n')[0] ?? '').slice(0, 200);
  } finally {
    await context.close();
  }
  return result;
}
