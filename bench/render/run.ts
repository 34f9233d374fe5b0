/**
 * `npm run bench:render`: builds the bench pages, serves them, and drives the system Chromium
 * through the same scripted session on three engines (this seat map, a naive react-konva map,
 * @alisaitteke/seatmap-canvas; `--engine ours-konva` adds this seat map on a Konva stage) at 10k,
 * 50k and 150k seats, at 1x and 4x CPU throttling, on every
 * generated venue shape at device pixel ratios 1 and 2 (`--shapes`, `--dpr`, `--animate`).
 * Beside each input frame's work it records frame intervals, the time from the last input to a
 * final (sharp) picture after zoom bursts and far pans, and the main-thread busy share when idle.
 * Prints a table and writes bench/results/render.json. Time-bounded: each interaction kind stops
 * after a budget and reports how many steps it ran; an engine whose first render exceeds the load
 * budget (45 s times the throttle) is skipped at that size, larger sizes and higher throttles,
 * with a note. Each kind also records its input-to-frame-end latency (see pages/harness.ts).
 */
import { createReadStream, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, loadavg, totalmem } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { chromium, type Browser, type CDPSession, type Page } from '@playwright/test';
import type { LongTaskTally, SessionResult } from './pages/harness.js';
import { withinBudget } from './load-budget.js';
import { USAGE } from './usage.js';

const here = fileURLToPath(new URL('.', import.meta.url));
const dist = join(here, 'dist');
const PORT = Number(process.env.BENCH_RENDER_PORT ?? 4150);
/** `--engine ours,naive`, `--sizes 150000`, `--throttle 1`, `--shapes bowl,horseshoe`, `--dpr 2`, `--kind-budget 8000`, `--out file.json` (under bench/results unless absolute; flags beat env). */
function flag(name: string): string | undefined {
  const args = process.argv.slice(2);
  const at = args.indexOf(`--${name}`);
  if (at >= 0) return args[at + 1];
  return args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}
const SIZES = (flag('sizes') ?? process.env.BENCH_SIZES ?? '10000,50000,150000').split(',').map(Number);
const ENGINES = (flag('engine') ?? process.env.BENCH_ENGINES ?? 'ours,naive,seatmap-canvas').split(',');
const KIND_BUDGET_MS = Number(flag('kind-budget') ?? process.env.BENCH_KIND_BUDGET_MS ?? 15000);
const LOAD_BUDGET_MS = Number(process.env.BENCH_LOAD_BUDGET_MS ?? 45000);
const THROTTLES = (flag('throttle') ?? '1,4').split(',').map(Number);
const SHAPES = (flag('shapes') ?? 'bowl,horseshoe,theatre,arena').split(',');
const DPRS = (flag('dpr') ?? '1,2').split(',').map(Number);
/** `--animate`: a script animation runs on the page during the session (idle periods get short). */
const ANIMATE = process.argv.includes('--animate');
/**
 * `--map 340x420`: the map's size in CSS px (default the 1280×720 page); `--map 340xfit`: the
 * height a 360 px phone's map box takes for each venue (map-height.ts); `--covered-bottom 64`:
 * the map's foot a phone's Continue bar covers (seat-picker.tsx), so the whole-venue view is the
 * phone's (home-view.ts: from the map's top, above that strip). Together they bench the map as a
 * 360 px phone shows it.
 */
const MAP = flag('map');
const COVERED_BOTTOM = Number(flag('covered-bottom') ?? 0);
/** `--compare-all`: the comparison engines run on every shape and DPR too. */
const COMPARE_ALL = process.argv.includes('--compare-all');
/** Idle share is measured over this window, starting this long after the last input. */
const IDLE_WINDOW_MS = 5000;
const OUT_FILE = flag('out') ?? 'render.json';
const KINDS = ['pan', 'zoom', 'pan-far', 'hover', 'click'] as const;

interface Row {
  engine: string;
  shape: string;
  dpr: number;
  seats: number;
  throttle: number;
  status: 'ok' | 'skipped' | 'failed';
  note?: string;
  /** The map's size (`--map`) and covered foot (`--covered-bottom`) when not the 1280×720 page's. */
  map?: string;
  coveredBottom?: number;
  firstRenderMs?: number;
  /** From mounting to a final picture (no stand-in tiles). */
  firstSharpMs?: number;
  /**
   * Frame work p50/p95/max; `latencyP95`: input to the end of its frame, vsync wait included;
   * `intervalP50/P95`: between animation frames while the kind ran (what the fan sees).
   */
  kinds?: Record<string, { p50: number; p95: number; max: number; latencyP95: number; intervalP50: number; intervalP95: number; missedFrames: number; frameCount: number; steps: number; planned: number; truncated: boolean }>;
  /** From the last input of a zoom burst or a far pan to a final picture: p95 and max (ms). */
  sharp?: Record<string, { p95: number; max: number; n: number }>;
  /** Main-thread busy share over 5 s, starting 5 s after the last input. */
  idleShare?: number;
  longTasks?: number;
  longTaskMs?: number;
  /** Long tasks by the phase they started in: during inputs (`pan`, `zoom`, …) or the waits for a sharp map. */
  longTasksByPhase?: Record<string, LongTaskTally>;
  heapMB?: number;
  /** 1-minute load average when the row started (the machine is shared). */
  load1m?: number;
}

/**
 * Intervals longer than one and a half display periods (the median interval): a frame the display
 * showed twice. An interval p95 of 16.8 ms at 60 Hz is the clock's jitter around 16.67 ms; a
 * missed frame is 33 ms, so this count says whether the fan saw a stutter.
 */
function missedFrames(intervals: readonly number[]): number {
  if (intervals.length === 0) return 0;
  const period = quantile([...intervals], 0.5);
  return intervals.filter((t) => t > period * 1.5).length;
}

const MIME: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.map': 'application/json' };

function serve(): Promise<() => Promise<void>> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent((req.url ?? '/').split('?')[0]!)).replace(/^(\.\.[/\\])+/, '');
    const file = join(dist, path === '/' ? 'ours.html' : path);
    if (!file.startsWith(dist) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': MIME[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(PORT, '127.0.0.1', () => resolve(() => new Promise((r) => server.close(() => r())))));
}

function quantile(values: number[], q: number): number {
  if (values.length === 0) return NaN;
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * (s.length - 1) + 0.5))]!;
}

async function runOne(browser: Browser, engine: string, shape: string, dpr: number, seats: number, throttle: number): Promise<Row> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, deviceScaleFactor: dpr });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const row: Row = { engine, shape, dpr, seats, throttle, status: 'ok', ...(MAP ? { map: MAP } : {}), ...(COVERED_BOTTOM ? { coveredBottom: COVERED_BOTTOM } : {}) };
  try {
    page.setDefaultTimeout(LOAD_BUDGET_MS * throttle + KIND_BUDGET_MS * 8);
    // `ours?quietAfterMs=60`: the page ours.html with engine options from its address.
    const [pageName, query] = engine.split('?');
    const params = new URLSearchParams(query ?? '');
    if (MAP) params.set('map', MAP);
    if (COVERED_BOTTOM) params.set('coveredBottom', String(COVERED_BOTTOM));
    const search = params.toString();
    await page.goto(`http://127.0.0.1:${PORT}/${pageName}.html${search ? `?${search}` : ''}`);
    await page.waitForFunction(() => '__bench' in window);
    if (throttle > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    const load = await withinBudget(
      page.evaluate(([n, venueShape]) => (window as unknown as { __bench: { load(n: number, s: string): Promise<{ firstRenderMs: number; firstSharpMs: number; mapSize: string }> } }).__bench.load(n, venueShape), [seats, shape] as const),
      LOAD_BUDGET_MS * throttle,
    );
    if (!load) {
      row.status = 'skipped';
      row.note = `first render over ${(LOAD_BUDGET_MS * throttle) / 1000} s`;
      return row;
    }
    row.firstRenderMs = load.firstRenderMs;
    if (MAP) row.map = load.mapSize;
    row.firstSharpMs = load.firstSharpMs;
    const session = await page.evaluate(
      ([budget, animate]) =>
        (
          window as unknown as {
            __bench: { session(o: { kindBudgetMs: number; animate: boolean }): Promise<SessionResult> };
          }
        ).__bench.session({ kindBudgetMs: budget, animate }),
      [KIND_BUDGET_MS, ANIMATE] as const,
    );
    row.sharp = {};
    for (const [name, times] of Object.entries(session.sharp)) if (times.length > 0) row.sharp[name] = { p95: quantile(times, 0.95), max: Math.max(...times), n: times.length };
    row.idleShare = await idleShare(cdp, page);
    row.kinds = {};
    for (const [name, k] of Object.entries(session.kinds)) {
      row.kinds[name] = {
        p50: quantile(k.frames, 0.5),
        p95: quantile(k.frames, 0.95),
        max: Math.max(...k.frames),
        latencyP95: quantile(k.latencies, 0.95),
        intervalP50: quantile(k.intervals, 0.5),
        intervalP95: quantile(k.intervals, 0.95),
        missedFrames: missedFrames(k.intervals),
        frameCount: k.intervals.length,
        steps: k.steps,
        planned: k.planned,
        truncated: k.truncated,
      };
    }
    row.longTasks = session.longTasks.length;
    row.longTaskMs = session.longTaskMs;
    row.longTasksByPhase = session.longTasksByPhase;
    await cdp.send('HeapProfiler.collectGarbage').catch(() => undefined);
    const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
    row.heapMB = heap.usedSize / 1048576;
  } catch (error) {
    row.status = 'failed';
    row.note = (String(error).split('\n')[0] ?? '').slice(0, 160);
  } finally {
    await context.close();
  }
  return row;
}

/** Main-thread task time over IDLE_WINDOW_MS, after as long again without input, as a share. */
async function idleShare(cdp: CDPSession, page: Page): Promise<number> {
  await page.waitForTimeout(IDLE_WINDOW_MS);
  await cdp.send('Performance.enable');
  const taskSeconds = async (): Promise<number> => {
    const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
    return metrics.find((m) => m.name === 'TaskDuration')?.value ?? NaN;
  };
  const before = await taskSeconds();
  const t0 = Date.now();
  await page.waitForTimeout(IDLE_WINDOW_MS);
  const busy = (await taskSeconds()) - before;
  return busy / ((Date.now() - t0) / 1000);
}

const f = (v: number | undefined, d = 1): string => (v === undefined || Number.isNaN(v) ? '—' : v.toFixed(d));

function printTable(rows: Row[]): void {
  const key = (r: Row) => `${r.shape}:${r.dpr}:${r.seats}:${r.throttle}`;
  const base = new Map(rows.filter((r) => r.engine === 'naive').map((r) => [key(r), r]));
  const header = ['engine', 'shape', 'dpr', 'seats', 'cpu', 'first ms', 'sharp ms', ...KINDS.map((k) => `${k} work p50/p95`), 'interval p95 pan/zoom/hover', 'missed frames', 'to sharp p95/max zoom', 'pan-far', 'idle', 'long tasks', 'heap MB', 'pan/hover p95 vs naive'];
  const lines = [header];
  for (const r of rows) {
    const b = base.get(key(r));
    const ratio = (k: string): string => {
      const mine = r.kinds?.[k]?.p95;
      const theirs = b?.kinds?.[k]?.p95;
      return mine && theirs ? `${(theirs / mine).toFixed(0)}x` : '—';
    };
    const cell = (k: string): string => {
      const v = r.kinds?.[k];
      return v ? `${f(v.p50)} / ${f(v.p95)}${v.truncated ? `*${v.steps}/${v.planned}` : ''}` : '—';
    };
    const missed = (row: Row): string => {
      const all = Object.values(row.kinds ?? {});
      return `${all.reduce((n, k) => n + k.missedFrames, 0)} of ${all.reduce((n, k) => n + k.frameCount, 0)}`;
    };
    const sharp = (k: string): string => (r.sharp?.[k] ? `${f(r.sharp[k].p95, 0)} / ${f(r.sharp[k].max, 0)}` : '—');
    const head = [r.engine, r.shape, String(r.dpr), String(r.seats), `${r.throttle}x`];
    lines.push(
      r.status !== 'ok'
        ? [...head, `${r.status}: ${r.note ?? ''}`]
        : [
            ...head,
            f(r.firstRenderMs, 0),
            f(r.firstSharpMs, 0),
            ...KINDS.map(cell),
            ['pan', 'zoom', 'hover'].map((k) => f(r.kinds?.[k]?.intervalP95)).join(' / '),
            missed(r),
            sharp('zoom'),
            sharp('pan-far'),
            r.idleShare === undefined ? '—' : `${(r.idleShare * 100).toFixed(1)}%`,
            `${r.longTasks} (${f(r.longTaskMs, 0)} ms)`,
            f(r.heapMB),
            r.engine === 'naive' ? '1x' : `${ratio('pan')} / ${ratio('hover')}`,
          ],
    );
  }
  const widths = header.map((_, i) => Math.max(...lines.map((l) => (l[i] ?? '').length)));
  for (const l of lines) console.log(l.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  '));
  for (const r of rows) {
    if (!r.longTasksByPhase || Object.keys(r.longTasksByPhase).length === 0) continue;
    const phases = Object.entries(r.longTasksByPhase).map(([name, t]) => {
      const causes = Object.entries(t.causes ?? {}).map(([cause, n]) => `${cause} ${n}`);
      return `${name} ${t.n} (max ${f(t.max, 0)} ms${causes.length ? `; ${causes.join(', ')}` : ''})`;
    });
    console.log(`long tasks of ${r.engine} ${r.shape} dpr${r.dpr} ${r.seats} ${r.throttle}x by phase: ${phases.join(', ')}`);
  }
  console.log('work = main-thread work of the frame an input produced (ms); interval = between animation frames; missed frames = intervals over 1.5 display periods, all kinds; sharp = last input to a final picture; idle = main-thread busy share 5-10 s after the last input; * = stopped at the time budget after steps/planned');
}

async function main(): Promise<void> {
  const loadBefore = loadavg();
  console.log('building bench pages…');
  await build({ configFile: join(here, 'vite.config.ts') });
  const close = await serve();
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic', '--enable-precise-memory-info'],
  });
  const rows: Row[] = [];
  /** Per engine, the smallest (seats, throttle) whose first render went over the budget. */
  const skippedAt = new Map<string, { seats: number; throttle: number }>();
  try {
    for (const shape of SHAPES) {
      for (const dpr of DPRS) {
        for (const seats of SIZES) {
          for (const engine of ENGINES) {
            // The comparison engines run on the bowl at DPR 1 (their first renders take minutes elsewhere) unless --compare-all; variants of ours run everywhere.
            if (!engine.startsWith('ours') && !COMPARE_ALL && (shape !== 'bowl' || dpr !== 1)) continue;
            for (const throttle of THROTTLES) {
              const skipKey = `${engine}:${shape}:${dpr}`;
              const at = skippedAt.get(skipKey);
              // A slower CPU or a larger venue only loads slower.
              if (at && seats >= at.seats && throttle >= at.throttle) {
                rows.push({ engine, shape, dpr, seats, throttle, status: 'skipped', note: `not run: first render over ${(LOAD_BUDGET_MS * at.throttle) / 1000} s at ${at.seats} seats, ${at.throttle}x` });
                continue;
              }
              const started = Date.now();
              const load1m = loadavg()[0] ?? 0;
              const row = await runOne(browser, engine, shape, dpr, seats, throttle);
              row.load1m = load1m;
              rows.push(row);
              console.log(`${engine} ${shape} dpr${dpr} ${seats} ${throttle}x${MAP ? ` map ${MAP}` : ''}: ${row.status} in ${((Date.now() - started) / 1000).toFixed(1)} s${row.note ? ` (${row.note})` : ''}`);
              if (row.status === 'skipped' && !at) skippedAt.set(skipKey, { seats, throttle });
            }
          }
        }
      }
    }
  } finally {
    await browser.close();
    await close();
  }
  printTable(rows);
  const out = join(here, '..', 'results');
  mkdirSync(out, { recursive: true });
  const machine = { loadAverage1mBefore: loadBefore[0], loadAverage1mAfter: loadavg()[0], cpus: cpus().length, cpuModel: cpus()[0]?.model ?? 'unknown', memoryGB: Math.round(totalmem() / 1e9), node: process.version, chromium: browser.version() };
  writeFileSync(resolve(out, OUT_FILE), `${JSON.stringify({ date: new Date().toISOString(), machine, kindBudgetMs: KIND_BUDGET_MS, rows }, null, 2)}\n`);
  console.log(`wrote ${resolve(out, OUT_FILE)}`);
}

// Asked for help, print the options rather than start a run of an hour.
if (process.argv.includes('--help') || process.argv.includes('-h')) console.log(USAGE);
else await main();
