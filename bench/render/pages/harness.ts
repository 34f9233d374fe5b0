/**
 * In-page side of the render benchmark. Each engine page registers how to mount itself; the
 * runner (Playwright) calls `window.__bench` to load a venue and play the scripted session.
 * Input is dispatched in the page as the browser would (pointer then mouse events, wheel), and
 * each step is timed as the main-thread work of its frame: the event handlers, then the frame's
 * rAF callbacks through style, layout, paint and commit, excluding the idle wait for vsync.
 * Work an engine defers past that frame (idle-time rendering) is not in the frame time, so each
 * step also records its latency, from the input to the end of that frame: it includes the wait
 * for vsync (up to one frame interval) and any earlier deferred work that delayed the frame.
 * Raster and compositing on other threads are in neither figure.
 */
import type { VenueShape } from '../../../src/domain/venue/generate-shapes.js';
import { benchVenue, type BenchVenue } from './venue-data.js';
import { farPanDrag, farPanStart } from './far-pan.js';
import { fittedMapHeight } from '../../../src/seatmap/model/map-height.js';
import { HOME_VIEW_PADDING } from '../../../src/seatmap/model/home-view.js';
import { rectFromBounds } from '../../../src/seatmap/model/viewport.js';
import { CONTINUE_BAR_HEIGHT } from '../../../src/features/booking/continue-bar.js';

/** A 360×740 phone's screen and the shop's top bar on it (53 px), for `?map=340xfit`. */
const PHONE_SCREEN_HEIGHT = 740;
const PHONE_TOP_BAR_HEIGHT = 53;

export interface EngineAdapter {
  /** Mounts the map into `host` and resolves once the first full render is on screen. */
  mount(host: HTMLElement, venue: BenchVenue): Promise<void>;
  /** Client coordinates of a seat, or null when it is off screen. */
  seatToClient(seatIndex: number): { x: number; y: number } | null;
  /**
   * Centres the view on a venue point at the current zoom, at once. The far pans start there (see
   * farPanStart); an engine without it pans from wherever its zoom ended.
   */
  centreOn?(x: number, y: number): void;
  /**
   * Whether the picture on screen is final (no stand-in tiles, nothing left to draw). Engines
   * that draw everything in the input's frame leave it out: they are sharp when the frame ends.
   */
  isSharp?(): boolean;
}

export interface SessionOptions {
  /** Per interaction kind: stop after this many ms and report the steps done. */
  kindBudgetMs: number;
  /** Keep a script-driven animation running on the page (a busy page: idle periods are short). */
  animate?: boolean;
}

export interface SessionResult {
  kinds: Record<string, KindResult>;
  longTasks: number[];
  longTaskMs: number;
  /** Per phase (`pan`, `zoom wait`, …, `between`): long tasks that started in it, and what they ran (see taskCause). */
  longTasksByPhase: Record<string, LongTaskTally>;
  /** Per kind, times from its last input to a sharp picture (ms). */
  sharp: Record<string, number[]>;
}

export interface KindResult {
  steps: number;
  planned: number;
  frames: number[];
  /** Input to the end of its frame (ms), vsync wait included. */
  latencies: number[];
  /** Intervals between animation frames while the kind ran (ms): what the fan sees as smoothness. */
  intervals: number[];
  truncated: boolean;
}

/** Time from the last input to the end of the frame showing a sharp picture (ms); SHARP_WAIT_MS when it never got sharp. */
export const SHARP_WAIT_MS = 15_000;
function timeToSharp(adapter: EngineAdapter, since: number): Promise<number> {
  return new Promise((resolve) => {
    const check = (): void => {
      const elapsed = performance.now() - since;
      if (!adapter.isSharp || adapter.isSharp()) {
        // Until the end of the frame that shows it (its paint and commit), as nextFrameWork measures.
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now() - since);
        channel.port2.postMessage(0);
      } else if (elapsed > SHARP_WAIT_MS) resolve(SHARP_WAIT_MS);
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

/** Records animation frame timestamps until stopped; returns the intervals. */
function frameClock(): () => number[] {
  const stamps: number[] = [];
  let running = true;
  const tick = (t: number): void => {
    stamps.push(t);
    if (running) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  return () => {
    running = false;
    return stamps.slice(1).map((t, k) => t - stamps[k]!);
  };
}

/** A small element animated by script every frame, as a carousel or a countdown would be. */
function startAnimation(): () => void {
  const el = document.createElement('div');
  el.style.cssText = 'position:fixed;right:8px;bottom:8px;height:12px;background:#228be6';
  document.body.appendChild(el);
  let on = true;
  const step = (t: number): void => {
    el.style.width = `${20 + Math.round(40 * (1 + Math.sin(t / 200)))}px`;
    if (on) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
  return () => {
    on = false;
    el.remove();
  };
}

const nextFrameWork = (action: () => void): Promise<{ work: number; latency: number }> =>
  new Promise((resolve) => {
    let frameStart = 0;
    requestAnimationFrame(() => (frameStart = performance.now()));
    const t0 = performance.now();
    action();
    const tA = performance.now();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        const tE = performance.now();
        resolve({ work: tA - t0 + (tE - Math.max(frameStart, tA)), latency: tE - t0 });
      };
      channel.port2.postMessage(0);
    });
  });

function fire(target: EventTarget, type: string, x: number, y: number, buttons: number): void {
  const init = { bubbles: true, cancelable: true, composed: true, clientX: x, clientY: y, screenX: x, screenY: y, buttons, button: 0, view: window };
  if (type.startsWith('pointer')) target.dispatchEvent(new PointerEvent(type, { ...init, pointerId: 1, pointerType: 'mouse', isPrimary: true }));
  else target.dispatchEvent(new MouseEvent(type, init));
}

/** Dispatches what a real mouse produces for one move / press / release. */
function mouse(kind: 'move' | 'down' | 'up', x: number, y: number, pressed: boolean): void {
  const target = document.elementFromPoint(x, y) ?? document.body;
  const buttons = pressed ? 1 : 0;
  if (kind === 'move') {
    fire(target, 'pointermove', x, y, buttons);
    fire(target, 'mousemove', x, y, buttons);
  } else if (kind === 'down') {
    fire(target, 'pointerdown', x, y, 1);
    fire(target, 'mousedown', x, y, 1);
  } else {
    fire(target, 'pointerup', x, y, 0);
    fire(target, 'mouseup', x, y, 0);
    fire(target, 'click', x, y, 0);
  }
}

function wheel(x: number, y: number, deltaY: number): void {
  const target = document.elementFromPoint(x, y) ?? document.body;
  // With Ctrl, as a trackpad pinch sends it: maps that zoom only when focused zoom then too.
  target.dispatchEvent(new WheelEvent('wheel', { bubbles: true, cancelable: true, clientX: x, clientY: y, deltaY, deltaMode: 0, ctrlKey: true, view: window }));
}

const longTasks: { start: number; duration: number }[] = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) longTasks.push({ start: e.startTime, duration: e.duration });
}).observe({ type: 'longtask', buffered: true });

/** The scripts of long animation frames (Chromium 123+), to say what ran in a long task. */
interface FrameScript {
  start: number;
  end: number;
  invoker: string;
}
const frameScripts: FrameScript[] = [];
if (PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')) {
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & { scripts: (PerformanceEntry & { invoker: string })[] })[]) {
      for (const script of e.scripts) frameScripts.push({ start: script.startTime, end: script.startTime + script.duration, invoker: script.invoker });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
}

/**
 * What a long task mostly ran: the engine's idle work, an animation frame, an input handler (the
 * harness dispatches inputs from message events), or no script at all (garbage collection,
 * style, raster).
 */
function taskCause(task: { start: number; duration: number }): string {
  let longest: FrameScript | null = null;
  let most = 0;
  for (const s of frameScripts) {
    const overlap = Math.min(s.end, task.start + task.duration) - Math.max(s.start, task.start);
    if (overlap > most) [longest, most] = [s, overlap];
  }
  if (!longest || most < task.duration / 2) return 'no script';
  if (longest.invoker.includes('IdleRequestCallback')) return 'idle work';
  if (longest.invoker.includes('FrameRequestCallback')) return 'frame';
  return 'input';
}

/** A stretch of the session: inputs of one kind (`pan`, `zoom`, …) or the wait after them (`zoom wait`). */
interface Phase {
  name: string;
  start: number;
  end: number;
}

/** Long tasks per phase they started in (count, total and longest ms): during input or while waiting. */
export interface LongTaskTally {
  n: number;
  ms: number;
  max: number;
  causes: Record<string, number>;
}

function longTasksByPhase(phases: Phase[]): Record<string, LongTaskTally> {
  const out: Record<string, LongTaskTally> = {};
  for (const task of longTasks) {
    const name = phases.find((p) => task.start >= p.start && task.start < p.end)?.name ?? 'between';
    const entry = (out[name] ??= { n: 0, ms: 0, max: 0, causes: {} });
    entry.n++;
    entry.ms += task.duration;
    entry.max = Math.max(entry.max, task.duration);
    const cause = taskCause(task);
    entry.causes[cause] = (entry.causes[cause] ?? 0) + 1;
  }
  return out;
}

/**
 * A zoom anchor in seats: the on-screen seat nearest (x, y) (of up to ~3000 spread over the venue)
 * picks a block, and the anchor is the mean client position of that block's seats.
 */
function blockAnchor(adapter: EngineAdapter, venue: BenchVenue, x: number, y: number): { x: number; y: number } | null {
  const g = venue.geometry;
  const stride = Math.max(1, Math.floor(g.seatCount / 3000));
  let nearest = -1;
  let bestDistance = Infinity;
  for (let i = 0; i < g.seatCount; i += stride) {
    const p = adapter.seatToClient(i);
    if (!p) continue;
    const d = (p.x - x) ** 2 + (p.y - y) ** 2;
    if (d < bestDistance) {
      nearest = i;
      bestDistance = d;
    }
  }
  const block = g.blocks[g.blockIndex[nearest] ?? -1];
  if (!block) return null;
  let sx = 0;
  let sy = 0;
  let n = 0;
  const step = Math.max(1, Math.floor((block.seatEnd - block.seatStart) / 200));
  for (let i = block.seatStart; i < block.seatEnd; i += step) {
    const p = adapter.seatToClient(i);
    if (!p) continue;
    sx += p.x;
    sy += p.y;
    n++;
  }
  return n > 0 ? { x: sx / n, y: sy / n } : null;
}

/** Installs `window.__bench` for one engine. */
export function installHarness(adapter: EngineAdapter): void {
  let venue: BenchVenue | null = null;
  const host = document.getElementById('host')!;
  // `?map=340x420`: a map of that size instead of the page's 1280×720 (run.ts --map); `340xfit`: the
  // height a 360 px phone's map box takes for the venue (map-height.ts, fitted-map-box.tsx).
  const map = /^(\d+)x(\d+|fit)$/.exec(new URLSearchParams(location.search).get('map') ?? '');
  const sizeHost = (v: BenchVenue): void => {
    if (!map) return;
    const width = Number(map[1]);
    const height = map[2] === 'fit'
      ? fittedMapHeight({
          world: rectFromBounds(v.geometry.bounds),
          width,
          padding: HOME_VIEW_PADDING,
          viewportHeight: PHONE_SCREEN_HEIGHT,
          stickyTop: PHONE_TOP_BAR_HEIGHT,
          stickyBottom: CONTINUE_BAR_HEIGHT,
        })
      : Number(map[2]);
    Object.assign(host.style, { width: `${width}px`, height: `${height}px` });
  };
  const api = {
    async load(seats: number, shape: VenueShape = 'bowl'): Promise<{ seatCount: number; firstRenderMs: number; firstSharpMs: number; blocks: number; mapSize: string }> {
      venue = benchVenue(seats, shape);
      sizeHost(venue);
      await new Promise((r) => setTimeout(r, 50));
      const t0 = performance.now();
      await adapter.mount(host, venue);
      const firstRenderMs = performance.now() - t0;
      const firstSharpMs = firstRenderMs + (await timeToSharp(adapter, performance.now()));
      return { seatCount: venue.geometry.seatCount, firstRenderMs, firstSharpMs, blocks: venue.geometry.blocks.length, mapSize: `${host.clientWidth}x${host.clientHeight}` };
    },

    async session(options: SessionOptions): Promise<SessionResult> {
      if (!venue) throw new Error('load first');
      longTasks.length = 0;
      frameScripts.length = 0;
      const phases: Phase[] = [];
      const timed = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
        const start = performance.now();
        try {
          return await work();
        } finally {
          phases.push({ name, start, end: performance.now() });
        }
      };
      const stopAnimation = options.animate ? startAnimation() : () => undefined;
      /** Per kind, times from its inputs to a sharp picture. */
      const sharp: Record<string, number[]> = { zoom: [], 'pan-far': [] };
      const rect = host.getBoundingClientRect();
      const cx = rect.left + rect.width / 2;
      const cy = rect.top + rect.height / 2;
      const kinds: Record<string, KindResult> = {};
      const run = async (name: string, planned: number, step: (k: number) => () => void): Promise<void> => {
        // A kind run in several bursts adds up.
        const r: KindResult = (kinds[name] ??= { steps: 0, planned: 0, frames: [], latencies: [], intervals: [], truncated: false });
        r.planned += planned;
        const start = performance.now();
        const stopClock = frameClock();
        try {
        for (let k = 0; k < planned; k++) {
          if (performance.now() - start > options.kindBudgetMs) {
            r.truncated = true;
            break;
          }
          const { work, latency } = await nextFrameWork(step(k));
          r.frames.push(work);
          r.latencies.push(latency);
          r.steps++;
        }
        } finally {
          phases.push({ name, start, end: performance.now() });
        }
        r.intervals.push(...stopClock());
      };

      // Pan: press, 60 moves of 8 px in a loop (right, down, left, up), release.
      let px = cx;
      let py = cy;
      mouse('down', px, py, true);
      await run('pan', 60, (k) => () => {
        const dir = Math.floor(k / 15);
        px += dir === 0 ? 8 : dir === 2 ? -8 : 0;
        py += dir === 1 ? 8 : dir === 3 ? -8 : 0;
        mouse('move', px, py, true);
      });
      mouse('up', px, py, false);

      // Zoom: 20 wheel notches in, around the middle of the block nearest a point a little above the
      // centre, so every venue size ends zoomed into seats (not the empty pitch) with seats to click.
      const anchor = blockAnchor(adapter, venue, rect.left + rect.width * 0.5, rect.top + rect.height * 0.2) ?? { x: rect.left + rect.width * 0.5, y: rect.top + rect.height * 0.2 };
      const zx = anchor.x;
      const zy = anchor.y;
      // Four bursts of five notches, each followed by the wait for a sharp map (no input meanwhile).
      for (let burst = 0; burst < 4; burst++) {
        await run(`zoom`, 5, () => () => wheel(zx, zy, -100));
        sharp.zoom!.push(await timed('zoom wait', () => timeToSharp(adapter, performance.now())));
      }

      // Pan into areas never drawn at this zoom: five long drags, each then waiting for a sharp map.
      // They start from the same venue spot in any map (farPanStart; the move there and its wait
      // are not timed) and drag the same distance in any box of a width (farPanDrag), centred on
      // the map's middle so they stay inside it (its element gets the moves).
      if (adapter.centreOn) {
        const start = farPanStart(venue);
        adapter.centreOn(start.x, start.y);
        await timed('far start wait', () => timeToSharp(adapter, performance.now()));
      }
      const drag = farPanDrag(rect.width, rect.height);
      for (let k = 0; k < 5; k++) {
        const dx = k % 2 === 0 ? -drag.x : 0;
        const dy = k % 2 === 1 ? -drag.y : 0;
        const sx = cx - dx / 2;
        const sy = cy - dy / 2;
        mouse('down', sx, sy, true);
        await run('pan-far', 1, () => () => mouse('move', sx + dx, sy + dy, true));
        mouse('up', sx + dx, sy + dy, false);
        sharp['pan-far']!.push(await timed('pan-far wait', () => timeToSharp(adapter, performance.now())));
      }

      // Hover: 300 moves sweeping across the view.
      await run('hover', 300, (k) => () => {
        const t = k / 300;
        mouse('move', rect.left + rect.width * (0.1 + 0.8 * t), rect.top + rect.height * (0.3 + 0.4 * Math.sin(t * 12)), false);
      });

      // Clicks: 20 seats that are on screen.
      const targets: { x: number; y: number }[] = [];
      const geometry = venue.geometry;
      for (let i = 0; i < geometry.seatCount && targets.length < 20; i += 7) {
        if (venue.status[i] !== 0) continue;
        const p = adapter.seatToClient(i);
        if (p && p.x > rect.left + 20 && p.x < rect.right - 20 && p.y > rect.top + 20 && p.y < rect.bottom - 20) targets.push(p);
      }
      await run('click', Math.max(targets.length, 1), (k) => () => {
        const p = targets[k];
        if (!p) return;
        mouse('move', p.x, p.y, false);
        mouse('down', p.x, p.y, true);
        mouse('up', p.x, p.y, false);
      });
      if (targets.length === 0) kinds.click!.planned = 0;
      stopAnimation();
      const longTaskMs = longTasks.reduce((a, b) => a + b.duration, 0);
      return { kinds, longTasks: longTasks.map((t) => t.duration), longTaskMs, longTasksByPhase: longTasksByPhase(phases), sharp };
    },
  };
  (window as unknown as { __bench: typeof api }).__bench = api;
}
