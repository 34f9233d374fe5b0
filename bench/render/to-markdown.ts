/**
 * Turns render benchmark JSON files into the markdown tables the README draws on:
 * `tsx bench/render/to-markdown.ts bench/results/render.json [more.json…] > bench/results/render.md`.
 * Per file: the full table, then how this map compares with the other engines (p95 ratios per
 * interaction, theirs / ours, so above 1 means ours is faster) wherever both ran.
 */
import { readFileSync } from 'node:fs';

interface Kind {
  p50: number;
  p95: number;
  latencyP95?: number;
  intervalP95?: number;
}
interface Row {
  engine: string;
  shape?: string;
  dpr?: number;
  sharp?: Record<string, { p95: number; max: number; n: number }>;
  idleShare?: number;
  seats: number;
  throttle: number;
  status: string;
  note?: string;
  firstRenderMs?: number;
  kinds?: Record<string, Kind>;
  longTasks?: number;
  longTaskMs?: number;
  heapMB?: number;
  load1m?: number;
}
interface Result {
  date: string;
  machine: Record<string, unknown>;
  rows: Row[];
}

const KINDS = ['pan', 'zoom', 'hover', 'click'] as const;
const f = (v: number | undefined, d = 1): string => (v === undefined || Number.isNaN(v) ? '—' : v.toFixed(d));
const out: string[] = [
  '## Seat map render benchmark (npm run bench:render)',
  '',
  'Frame = main-thread work of the frame an input produced (ms): event handlers, then that frame\'s rAF callbacks, style, layout, paint and commit. Latency = input to the end of that frame, including the wait for vsync (up to 16.7 ms) and any deferred work that delayed the frame. Raster and compositing on other threads are in neither. Targets at 150k seats: pan/zoom/hover p95 ≤ 16.7 ms at 1x, ≤ 50 ms at 4x; first render < 500 ms. The machine is a shared 2-core VM whose load changes between runs (the load column is the 1-minute load average when the row started): compare rows of one run, not across runs.',
  '',
];

for (const file of process.argv.slice(2)) {
  const r = JSON.parse(readFileSync(file, 'utf8')) as Result;
  const m = r.machine;
  const load = m['loadAverage1mBefore'] === undefined ? 'not recorded' : `${f(m['loadAverage1mBefore'] as number, 2)} before, ${f(m['loadAverage1mAfter'] as number, 2)} after`;
  out.push(
    `### ${file.split('/').pop()} — ${r.date}`,
    '',
    `Machine: ${String(m['cpus'])} × ${String(m['cpuModel'])}, ${String(m['memoryGB'])} GB, Node ${String(m['node'])}, Chromium ${String(m['chromium'])} (software raster); 1-minute load average: ${load}.`,
    '',
  );
  const latency = r.rows.some((row) => Object.values(row.kinds ?? {}).some((k) => k.latencyP95 !== undefined));
  out.push(
    `| engine | seats | cpu | first render ms | pan p50/p95 | zoom p50/p95 | hover p50/p95 | click p50/p95 | long tasks (ms) | heap MB |${latency ? ' latency p95 pan/zoom/hover |' : ''} load |`,
    `|---|---|---|---|---|---|---|---|---|---|${latency ? '---|' : ''}---|`,
  );
  for (const row of r.rows) {
    const loadCell = f(row.load1m, 1);
    if (row.status !== 'ok') {
      out.push(`| ${row.engine} | ${row.seats} | ${row.throttle}x | ${row.status}: ${row.note ?? ''} | | | | | | |${latency ? ' |' : ''} ${loadCell} |`);
      continue;
    }
    const k = (n: string): string => (row.kinds?.[n] ? `${f(row.kinds[n]!.p50)} / ${f(row.kinds[n]!.p95)}` : '—');
    const lat = latency ? ` ${['pan', 'zoom', 'hover'].map((n) => f(row.kinds?.[n]?.latencyP95)).join(' / ')} |` : '';
    const tasks = `${row.longTasks ?? '—'}${row.longTaskMs === undefined ? '' : ` (${f(row.longTaskMs, 0)})`}`;
    out.push(`| ${row.engine} | ${row.seats} | ${row.throttle}x | ${f(row.firstRenderMs, 0)} | ${k('pan')} | ${k('zoom')} | ${k('hover')} | ${k('click')} | ${tasks} | ${f(row.heapMB)} |${lat} ${loadCell} |`);
  }
  out.push('');
  if (r.rows.some((row) => row.sharp)) out.push(...targetTable(r.rows));
  const ours = r.rows.filter((row) => row.engine === 'ours' && row.status === 'ok');
  for (const other of ['seatmap-canvas', 'naive']) {
    const lines: string[] = [];
    for (const o of ours) {
      const t = r.rows.find((row) => row.engine === other && row.seats === o.seats && row.throttle === o.throttle && row.status === 'ok');
      if (!t) continue;
      const ratio = (a: number | undefined, b: number | undefined): string => (a && b ? `${(a / b).toFixed(1)}x` : '—');
      lines.push(`| ${o.seats} | ${o.throttle}x | ${ratio(t.firstRenderMs, o.firstRenderMs)} | ${KINDS.map((n) => ratio(t.kinds?.[n]?.p95, o.kinds?.[n]?.p95)).join(' | ')} |`);
    }
    if (lines.length === 0) continue;
    out.push(`How many times faster this map is than ${other} (their p95 / ours; first render: their time / ours):`, '', '| seats | cpu | first render | pan | zoom | hover | click |', '|---|---|---|---|---|---|---|', ...lines, '');
  }
}
console.log(out.join('\n'));

/**
 * The figures the targets name, per shape and DPR (runs that record them): frame interval p95
 * (≤ 16.7 ms at 1x, ≤ 33.4 ms at 4x), long tasks during the session, time to sharp after a zoom
 * burst and a far pan (p95 ≤ 150 ms at 1x, ≤ 600 ms at 4x), idle main-thread share (< 2 %).
 */
function targetTable(rows: readonly Row[]): string[] {
  const lines = [
    'Against the targets (interval = between animation frames while the interaction ran; to sharp = last input to a final picture; idle = main-thread busy share 5–10 s after the last input):',
    '',
    '| engine | shape | dpr | cpu | interval p95 pan / zoom / hover | long tasks (ms) | to sharp p95 zoom / far pan | idle | load |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const row of rows) {
    if (row.status !== 'ok') continue;
    const interval = ['pan', 'zoom', 'hover'].map((n) => f(row.kinds?.[n]?.intervalP95)).join(' / ');
    const sharp = ['zoom', 'pan-far'].map((n) => f(row.sharp?.[n]?.p95, 0)).join(' / ');
    const idle = row.idleShare === undefined ? '—' : `${f(row.idleShare * 100)} %`;
    lines.push(`| ${row.engine} | ${row.shape ?? '—'} | ${row.dpr ?? '—'} | ${row.throttle}x | ${interval} | ${row.longTasks ?? '—'} (${f(row.longTaskMs, 0)}) | ${sharp} | ${idle} | ${f(row.load1m, 1)} |`);
  }
  lines.push('');
  return lines;
}
