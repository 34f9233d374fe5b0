/**
 * Summaries and the markdown of the load benchmark: medians and p90 per profile, the phone /
 * desktop ratio; with `--before-root`, the older tree's rows next to the current ones.
 */
import type { ByteKind, RunResult } from './measure.js';

export const TARGET_MS = 2500;

export interface Stat {
  median: number;
  p90: number;
}

export interface ProfileSummary {
  variant: string;
  profile: string;
  runs: number;
  failed: number;
  usable: Stat;
  fcp: Stat;
  lcp: Stat;
  longTaskMsBeforeUsable: Stat;
  requests: Stat;
  requestsBeforeUsable: Stat;
  /** Median bytes per kind (KB, as served). */
  kb: Record<ByteKind | 'total', number>;
  kbBeforeUsable: number;
  cardAlwaysInViewport: boolean;
  clickAlwaysRouted: boolean;
}

export interface BuildFiles {
  entry: string;
  files: Array<{ file: string; bytes: number; gzip: number; brotli: number }>;
}

export interface LoadResult {
  date: string;
  label: string;
  machine: Record<string, unknown>;
  definitions: Record<string, string>;
  profiles: Record<string, unknown>;
  /** Per variant: the build files index.html makes the browser fetch first. */
  builds: Record<string, BuildFiles>;
  summaries: ProfileSummary[];
  /** Per variant, phone median / desktop median. */
  ratios: Record<string, { usable: number; fcp: number; lcp: number }>;
  runs: RunResult[];
}

/** Nearest-rank quantile, as the render bench computes it. */
export function quantile(values: number[], q: number): number {
  const s = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  return s[Math.min(s.length - 1, Math.floor(q * (s.length - 1) + 0.5))]!;
}

const stat = (values: number[]): Stat => ({ median: quantile(values, 0.5), p90: quantile(values, 0.9) });

export function summarize(variant: string, profile: string, all: RunResult[]): ProfileSummary {
  const runs = all.filter((r) => r.variant === variant && r.profile === profile && !r.warmup);
  const ok = runs.filter((r) => r.status === 'ok');
  const pick = (f: (r: RunResult) => number | undefined) => ok.map((r) => f(r) ?? NaN);
  const kinds: Array<ByteKind | 'total'> = ['js', 'css', 'font', 'html', 'api', 'image', 'other', 'total'];
  return {
    variant,
    profile,
    runs: runs.length,
    failed: runs.length - ok.length,
    usable: stat(pick((r) => r.usableMs)),
    fcp: stat(pick((r) => r.fcpMs)),
    lcp: stat(pick((r) => r.lcpMs)),
    longTaskMsBeforeUsable: stat(pick((r) => r.longTaskMsBeforeUsable)),
    requests: stat(pick((r) => r.requests)),
    requestsBeforeUsable: stat(pick((r) => r.requestsBeforeUsable)),
    kb: Object.fromEntries(kinds.map((k) => [k, quantile(pick((r) => r.bytes?.[k]), 0.5) / 1024])) as Record<ByteKind | 'total', number>,
    kbBeforeUsable: quantile(pick((r) => r.bytesBeforeUsable), 0.5) / 1024,
    cardAlwaysInViewport: ok.every((r) => r.cardInViewport === true),
    clickAlwaysRouted: ok.every((r) => r.clickRouted === true),
  };
}

const f = (v: number | undefined, d = 0): string => (v === undefined || Number.isNaN(v) ? '—' : v.toFixed(d));
const ms = (s: Stat): string => `${f(s.median)} / ${f(s.p90)}`;

function summaryTable(r: LoadResult): string[] {
  const lines = [
    '| build | profile | runs | usable ms median / p90 | FCP ms | LCP ms | long tasks before usable ms | requests (loaded by usable) | JS KB | CSS KB | fonts KB | HTML KB | API KB | images KB | other KB | total KB (loaded by usable) |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const s of r.summaries) {
    const failed = s.failed ? ` (${s.failed} failed)` : '';
    lines.push(
      `| ${s.variant} | ${s.profile} | ${s.runs}${failed} | ${ms(s.usable)} | ${ms(s.fcp)} | ${ms(s.lcp)} | ${ms(s.longTaskMsBeforeUsable)} | ${f(s.requests.median)} (${f(s.requestsBeforeUsable.median)}) | ${f(s.kb.js, 1)} | ${f(s.kb.css, 1)} | ${f(s.kb.font, 1)} | ${f(s.kb.html, 1)} | ${f(s.kb.api, 1)} | ${f(s.kb.image, 1)} | ${f(s.kb.other, 1)} | ${f(s.kb.total, 1)} (${f(s.kbBeforeUsable, 1)}) |`,
    );
  }
  return lines;
}

export function toMarkdown(result: LoadResult): string {
  const m = result.machine;
  const variants = Object.keys(result.builds);
  const verdicts = result.summaries
    .filter((s) => s.profile === 'phone')
    .map((s) => `${s.variant}: ${s.usable.median <= TARGET_MS ? 'met' : 'NOT met'} (phone median ${f(s.usable.median)} ms, p90 ${f(s.usable.p90)} ms)`);
  const out = [
    '## Home page load benchmark (npm run bench:load)',
    '',
    `Target (DESIGN.md): a fan on a 4-year-old Android phone on a slow network can use the home page in under ${TARGET_MS / 1000} s. ${verdicts.join('; ')}.`,
    '',
    ...Object.entries(result.definitions).map(([k, v]) => `- **${k}**: ${v}`),
    '',
    `### ${result.label} — ${result.date}`,
    '',
    `Machine: ${String(m['cpus'])} × ${String(m['cpuModel'])}, Node ${String(m['node'])}, Chromium ${String(m['chromium'])}; 1-minute load average ${f(m['loadAverage1mBefore'] as number, 2)} before, ${f(m['loadAverage1mAfter'] as number, 2)} after (the machine is shared: compare rows of one run).`,
    '',
    ...summaryTable(result),
    '',
    ...variants.map((v) => {
      const r = result.ratios[v];
      return `Phone / desktop (medians, ${v}): usable ${f(r?.usable, 1)}x, FCP ${f(r?.fcp, 1)}x, LCP ${f(r?.lcp, 1)}x.`;
    }),
    '',
  ];
  const warnings = result.summaries.flatMap((s) => [
    ...(s.cardAlwaysInViewport ? [] : [`${s.variant} ${s.profile}: in some run the first card was below the fold.`]),
    ...(s.clickAlwaysRouted ? [] : [`${s.variant} ${s.profile}: in some run tapping the first card did not reach its event page.`]),
  ]);
  if (warnings.length) out.push(...warnings.map((w) => `- ⚠ ${w}`), '');
  for (const v of variants) {
    const build = result.builds[v]!;
    out.push(`Files index.html loads (${v}; entry ${build.entry}), KB raw / gzip / brotli:`, '', '| file | raw | gzip | brotli |', '|---|---|---|---|');
    for (const file of build.files) out.push(`| ${file.file} | ${f(file.bytes / 1024, 1)} | ${f(file.gzip / 1024, 1)} | ${f(file.brotli / 1024, 1)} |`);
    out.push('');
  }
  return out.join('\n');
}
