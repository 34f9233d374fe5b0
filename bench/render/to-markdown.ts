/**
 * Turns render benchmark JSON files into the markdown table the README includes:
 * `tsx bench/render/to-markdown.ts bench/results/render.json [more.json…] > bench/results/render.md`.
 */
import { readFileSync } from 'node:fs';

interface Kind { p50: number; p95: number }
interface Row { engine: string; seats: number; throttle: number; status: string; note?: string; firstRenderMs?: number; kinds?: Record<string, Kind>; longTasks?: number; heapMB?: number }
interface Result { date: string; machine: Record<string, unknown>; rows: Row[] }

const f = (v: number | undefined, d = 1): string => (v === undefined || Number.isNaN(v) ? '—' : v.toFixed(d));
const out: string[] = [];
for (const file of process.argv.slice(2)) {
  const r = JSON.parse(readFileSync(file, 'utf8')) as Result;
  const m = r.machine;
  const load = m['loadAverage1mBefore'] === undefined ? 'not recorded' : `${f(m['loadAverage1mBefore'] as number, 2)} before, ${f(m['loadAverage1mAfter'] as number, 2)} after`;
  out.push(`### ${file.split('/').pop()} — ${r.date}`, '', `Machine: ${String(m['cpus'])} × ${String(m['cpuModel'])}, ${String(m['memoryGB'])} GB, Node ${String(m['node'])}, Chromium ${String(m['chromium'])} (software raster); 1-minute load average: ${load}.`, '');
  out.push('| engine | seats | cpu | first render ms | pan p50/p95 | zoom p50/p95 | hover p50/p95 | click p50/p95 | long tasks | heap MB |', '|---|---|---|---|---|---|---|---|---|---|');
  for (const row of r.rows) {
    if (row.status !== 'ok') {
      out.push(`| ${row.engine} | ${row.seats} | ${row.throttle}x | ${row.status}: ${row.note ?? ''} | | | | | | |`);
      continue;
    }
    const k = (n: string): string => (row.kinds?.[n] ? `${f(row.kinds[n]!.p50)} / ${f(row.kinds[n]!.p95)}` : '—');
    out.push(`| ${row.engine} | ${row.seats} | ${row.throttle}x | ${f(row.firstRenderMs, 0)} | ${k('pan')} | ${k('zoom')} | ${k('hover')} | ${k('click')} | ${row.longTasks ?? '—'} | ${f(row.heapMB)} |`);
  }
  out.push('');
}
console.log(out.join('\n'));
