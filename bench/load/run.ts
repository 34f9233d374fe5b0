/**
 * `npm run bench:load`: is the home page usable in under 2.5 s for a fan on a 4-year-old Android
 * phone on a slow network (DESIGN.md)? Builds the client if a client source changed, starts the
 * production server on a free port with the demo shop seeded into a fresh SQLite file, and drives
 * the system Chromium through first visits of `/`: a phone profile (360×740, DPR 2, CPU 4x
 * slower, DevTools "Slow 4G") and, alternating with it in the same run, an unthrottled desktop
 * baseline. Prints medians and p90, writes bench/results/load.json and load.md.
 *
 * Flags: `--runs 5`, `--network slow4g|rtt150`, `--cpu 4`, `--out load.json` (under bench/results
 * unless absolute; the markdown goes next to it as .md), `--label text`, `--locale fr-FR` (the
 * browser's language, default en-US), `--build` (always
 * rebuild), `--no-build`, `--before-root DIR`: another checkout of the shop (e.g. an older commit
 * from `git archive`, with node_modules linked) served by its own server and measured in the same
 * run, interleaved with this one, so a before/after comparison sees the same machine load.
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { measureLoad, NETWORKS } from './measure.js';
import type { DeviceProfile, RunResult } from './measure.js';
import { summarize, toMarkdown } from './report.js';
import type { BuildFiles, LoadResult } from './report.js';
import { USABLE_DEFINITION } from './probe.js';
import { ensureClientBuild, startShop } from './server.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const resultsDir = join(root, 'bench/results');

function flag(name: string): string | undefined {
  const args = process.argv.slice(2);
  const at = args.indexOf(`--${name}`);
  if (at >= 0) return args[at + 1];
  return args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}
const has = (name: string) => process.argv.slice(2).includes(`--${name}`);

const RUNS = Number(flag('runs') ?? process.env.BENCH_LOAD_RUNS ?? 5);
const NETWORK_NAME = flag('network') ?? 'slow4g';
const CPU = Number(flag('cpu') ?? 4);
const OUT = resolve(resultsDir, flag('out') ?? 'load.json');
const LABEL = flag('label') ?? 'current';
const LOCALE = flag('locale') ?? 'en-US';
const BEFORE_ROOT = flag('before-root');
const network = NETWORKS[NETWORK_NAME] ?? (() => {
  throw new Error(`--network must be one of ${Object.keys(NETWORKS).join(', ')}`);
})();

const PHONE: DeviceProfile = {
  name: 'phone',
  viewport: { width: 360, height: 740 },
  deviceScaleFactor: 2,
  isMobile: true,
  // A mid-range Android phone of 2022 (Galaxy A13-class).
  userAgent: 'Mozilla/5.0 (Linux; Android 12; SM-A135F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  cpuThrottle: CPU,
  network,
};
const DESKTOP: DeviceProfile = { name: 'desktop', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false, cpuThrottle: 1, network: null };

/** The build files index.html makes the browser fetch first, and their sizes compressed. */
function buildFiles(dist: string): BuildFiles {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
  const entry = /<script type="module"[^>]*src="\/assets\/([^"]+)"/.exec(html)?.[1] ?? '?';
  const files = refs.map((ref) => {
    const content = readFileSync(join(dist, ref));
    return { file: ref.replace('/assets/', ''), bytes: content.length, gzip: gzipSync(content, { level: 9 }).length, brotli: brotliCompressSync(content).length };
  });
  return { entry, files };
}

function line(r: RunResult, i: number): string {
  if (r.status !== 'ok') return `${r.variant} ${r.profile} #${i}: failed (${r.note ?? ''})`;
  const kb = ((r.bytes?.total ?? 0) / 1024).toFixed(0);
  return `${r.variant} ${r.profile} #${i}${r.warmup ? ' (warm-up)' : ''}: usable ${r.usableMs?.toFixed(0)} ms, FCP ${r.fcpMs?.toFixed(0)}, LCP ${r.lcpMs?.toFixed(0)}, ${r.requests} requests, ${kb} KB${r.clickRouted ? '' : `, tap did not route (${r.note ?? ''})`}`;
}

async function main(): Promise<void> {
  const loadBefore = loadavg()[0];
  const force = has('build');
  const trees = [...(BEFORE_ROOT ? [{ variant: 'before', root: resolve(BEFORE_ROOT) }] : []), { variant: LABEL, root }];
  const shops: Array<{ variant: string; origin: string; clientDir: string; stop: () => Promise<void> }> = [];
  for (const tree of trees) {
    if (!has('no-build')) console.log(`${tree.variant}: ${(await ensureClientBuild(tree.root, force)) ? 'built the client' : 'client build is up to date'}`);
    shops.push({ variant: tree.variant, ...(await startShop(tree.root)) });
  }
  const builds = Object.fromEntries(shops.map((shop) => [shop.variant, buildFiles(shop.clientDir)]));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  const runs: RunResult[] = [];
  try {
    // One warm-up visit each (server caches, Chromium's first process): not counted. Then trees
    // and profiles alternate, so a busier moment of this shared machine falls on all alike.
    for (let i = 0; i <= RUNS; i += 1) {
      for (const shop of shops) {
        for (const profile of [PHONE, DESKTOP]) {
          const r = await measureLoad(browser, shop.origin, profile, { variant: shop.variant, warmup: i === 0, timeoutMs: 60_000, locale: LOCALE });
          runs.push(r);
          console.log(line(r, i));
        }
      }
    }
  } finally {
    await browser.close();
    for (const shop of shops) await shop.stop();
  }
  const summaries = shops.flatMap((shop) => [summarize(shop.variant, 'phone', runs), summarize(shop.variant, 'desktop', runs)]);
  const ratios = Object.fromEntries(
    shops.map((shop) => {
      const phone = summaries.find((s) => s.variant === shop.variant && s.profile === 'phone')!;
      const desktop = summaries.find((s) => s.variant === shop.variant && s.profile === 'desktop')!;
      return [shop.variant, { usable: phone.usable.median / desktop.usable.median, fcp: phone.fcp.median / desktop.fcp.median, lcp: phone.lcp.median / desktop.lcp.median }];
    }),
  );
  const result: LoadResult = {
    date: new Date().toISOString(),
    label: LABEL,
    machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? 'unknown', memoryGB: Math.round(totalmem() / 1e9), node: process.version, chromium: browser.version(), loadAverage1mBefore: loadBefore, loadAverage1mAfter: loadavg()[0] },
    definitions: {
      usable: USABLE_DEFINITION,
      phone: `${PHONE.viewport.width}×${PHONE.viewport.height} at DPR ${PHONE.deviceScaleFactor}, touch, Android user agent, CPU ${CPU}x slower (Emulation.setCPUThrottlingRate) than this machine, network ${network.label} (Network.emulateNetworkConditions), HTTP cache disabled, fresh context (a first visit), browser language ${LOCALE}`,
      desktop: `${DESKTOP.viewport.width}×${DESKTOP.viewport.height}, no CPU or network throttling, HTTP cache disabled, fresh context`,
      'FCP / LCP': 'first-contentful-paint and the last largest-contentful-paint entry (PerformanceObserver, buffered), read once the network is quiet, before any input',
      bytes: 'per request, bytes on the wire (headers included, compressed as served) from CDP Network.loadingFinished, by response type, for the whole visit until the network is quiet (lazy chunks the first render asked for included); "loaded by usable": the requests that had finished by the usable moment; medians over the runs',
      runs: `${RUNS} measured first visits per build and profile after one warm-up each, builds and profiles alternating; p90 is the nearest-rank 90th percentile`,
    },
    profiles: { phone: PHONE, desktop: DESKTOP },
    builds,
    summaries,
    ratios,
    runs,
  };
  const markdown = toMarkdown(result);
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(OUT, `${JSON.stringify(result, null, 2)}\n`);
  writeFileSync(OUT.replace(/\.json$/, '.md'), `${markdown}\n`);
  console.log(`\n${markdown}\nwrote ${OUT} and ${OUT.replace(/\.json$/, '.md')}`);
}

await main();
