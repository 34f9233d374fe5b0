/**
 * Ad-hoc probe for one engine and size, for profiling rather than for the results table:
 * `tsx bench/render/probe.ts --engine ours --seats 150000 --throttle 4 [--shape horseshoe] [--dpr 2] [--no-build] [--trace out.json]`.
 * Builds the bench pages (unless --no-build), loads the venue, prints page errors with their
 * stacks, plays the session and prints per-kind p50/p95/max. With --trace it records a Chromium
 * trace of the session (open it in chrome://tracing or Perfetto) and prints the main thread's
 * time per top-level event kind, so a frame's cost can be split into script, style, layout,
 * paint and raster. With --profile it samples the page's JavaScript over the session and prints
 * self time per function (build with BENCH_MINIFY=0 for readable names). --screenshots <dir>
 * saves the page after the load and after the session.
 */
import { createReadStream, existsSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { chromium } from '@playwright/test';

const here = fileURLToPath(new URL('.', import.meta.url));
const dist = join(here, 'dist');
const args = process.argv.slice(2);
const flag = (name: string): string | undefined => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};
const ENGINE = flag('engine') ?? 'ours';
const SEATS = Number(flag('seats') ?? 150000);
const THROTTLE = Number(flag('throttle') ?? 1);
const SHAPE = flag('shape') ?? 'bowl';
const DPR = Number(flag('dpr') ?? 1);
const TRACE = flag('trace');
const PROFILE = args.includes('--profile');
const ANIMATE = args.includes('--animate');
const SHOTS = flag('screenshots');
const BUDGET = Number(flag('kind-budget') ?? 15000);
const PORT = Number(process.env.BENCH_RENDER_PORT ?? 4151);
const MIME: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

interface Kind {
  frames: number[];
  steps: number;
  planned: number;
}

const q = (v: number[], p: number): number => {
  const s = [...v].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(p * (s.length - 1) + 0.5))] ?? NaN;
};

if (!args.includes('--no-build')) await build({ configFile: join(here, 'vite.config.ts') });
const server = createServer((req, res) => {
  const path = normalize(decodeURIComponent((req.url ?? '/').split('?')[0]!)).replace(/^(\.\.[/\\])+/, '');
  const file = join(dist, path);
  if (!file.startsWith(dist) || !existsSync(file)) return void res.writeHead(404).end();
  res.writeHead(200, { 'content-type': MIME[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
});
await new Promise<void>((r) => server.listen(PORT, '127.0.0.1', () => r()));
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, deviceScaleFactor: DPR });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.log('pageerror:', e.stack ?? e.message));
  const cdp = await context.newCDPSession(page);
  // `ours?bandMs=20` loads ours.html?bandMs=20: a variant's options, as in bench:render.
  const [page0, query] = ENGINE.split('?');
  await page.goto(`http://127.0.0.1:${PORT}/${page0}.html${query ? `?${query}` : ''}`);
  await page.waitForFunction(() => '__bench' in window);
  if (THROTTLE > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  const load = await page.evaluate(([n, shape]) => (window as unknown as { __bench: { load(n: number, s: string): Promise<unknown> } }).__bench.load(n, shape), [SEATS, SHAPE] as const);
  console.log('load', load);
  if (SHOTS) await page.screenshot({ path: join(SHOTS, `${page0}-${SEATS}-loaded.png`) });
  if (PROFILE) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  if (TRACE) await browser.startTracing(page, { categories: (process.env.TRACE_CATEGORIES ?? 'devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing,v8.execute').split(',') });
  const session = (await page.evaluate(
    ([budget, animate]) =>
      (window as unknown as { __bench: { session(o: { kindBudgetMs: number; animate: boolean }): Promise<{ kinds: Record<string, Kind>; sharp: Record<string, number[]> }> } }).__bench.session({
        kindBudgetMs: budget,
        animate,
      }),
    [BUDGET, ANIMATE] as const,
  )) as { kinds: Record<string, Kind>; sharp: Record<string, number[]> };
  for (const [name, times] of Object.entries(session.sharp)) console.log(`to sharp after ${name}: ${times.map((t) => t.toFixed(0)).join(' ')} ms`);
  for (const [name, k] of Object.entries(session.kinds)) {
    const sorted = k.frames.map((f) => f.toFixed(1));
    console.log(`${name}: steps ${k.steps}/${k.planned} p50 ${q(k.frames, 0.5).toFixed(1)} p95 ${q(k.frames, 0.95).toFixed(1)} max ${Math.max(...k.frames).toFixed(1)}  [${sorted.join(' ')}]`);
  }
  if (SHOTS) {
    await page.waitForTimeout(1500);
    await page.screenshot({ path: join(SHOTS, `${page0}-${SEATS}-after-session.png`) });
  }
  if (PROFILE) printProfile(((await cdp.send('Profiler.stop')) as { profile: CpuProfile }).profile);
  const stats = await page.evaluate(() => (window as unknown as { __engine?: { stats(): unknown } }).__engine?.stats());
  if (stats) console.log('engine stats', stats);
  if (TRACE) {
    const buffer = await browser.stopTracing();
    writeFileSync(TRACE, buffer);
    summarise(JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] });
  }
  await context.close();
} finally {
  await browser.close();
  server.close();
}

interface TraceEvent {
  name: string;
  ph: string;
  dur?: number;
  tid: number;
  pid: number;
  args?: { data?: { frame?: string } };
}

/** Main-thread time by event name (complete events only; nested ones counted separately). */
function summarise(trace: { traceEvents: TraceEvent[] }): void {
  const main = trace.traceEvents.find((e) => e.name === 'thread_name' && (e as unknown as { args: { name: string } }).args.name === 'CrRendererMain');
  const byName = new Map<string, number>();
  for (const e of trace.traceEvents) {
    if (e.ph !== 'X' || !e.dur || (main && (e.tid !== main.tid || e.pid !== main.pid))) continue;
    byName.set(e.name, (byName.get(e.name) ?? 0) + e.dur / 1000);
  }
  const top = [...byName].sort((a, b) => b[1] - a[1]).slice(0, 25);
  for (const [name, ms] of top) console.log(`${ms.toFixed(0).padStart(8)} ms  ${name}`);
}

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
}

/** Self time by function over the session (sampled), for `--profile` (build with BENCH_MINIFY=0). */
function printProfile(profile: CpuProfile): void {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  profile.samples.forEach((id, k) => {
    const f = byId.get(id)?.callFrame;
    if (!f) return;
    const name = `${f.functionName || '(anonymous)'} ${f.url.split('/').pop() ?? ''}:${f.lineNumber + 1}`;
    self.set(name, (self.get(name) ?? 0) + (profile.timeDeltas[k] ?? 0) / 1000);
  });
  for (const [name, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`${ms.toFixed(0).padStart(8)} ms  ${name}`);
}
