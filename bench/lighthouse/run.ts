/**
 * Lighthouse (mobile preset: a mid-range phone, throttled network and CPU) on the home page and an
 * event page of the built shop, driving the system Chromium:
 *
 *   npm run build && npm run bench:lighthouse        options: --port 3650 --runs 1
 *
 * Prints the accessibility, best-practices and performance scores and the failing audits, and
 * writes bench/results/lighthouse.json. Runs the production server on a fresh demo database.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const { values } = parseArgs({ options: { port: { type: 'string', default: '3650' }, runs: { type: 'string', default: '1' } } });
const port = Number(values.port);
const runs = Math.max(1, Number(values.runs));
const chromePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
if (!existsSync('dist/server/main.js')) throw new Error('run `npm run build` first');

const dir = mkdtempSync(join(tmpdir(), 'shop-lighthouse-'));
const server = spawn(process.execPath, ['dist/server/main.js'], {
  env: { ...process.env, PORT: String(port), SQLITE_FILE: join(dir, 'shop.sqlite'), LOG_LEVEL: 'warn', NODE_ENV: 'development' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const base = `http://localhost:${port}`;
for (let i = 0; i < 120; i++) {
  try {
    if ((await fetch(`${base}/api/health/ready`)).ok) break;
  } catch {
    // not listening yet
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}

const chrome = await chromeLauncher.launch({
  ...(chromePath ? { chromePath } : {}),
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
});
const results: Record<string, { accessibility: number; bestPractices: number; performance: number; failing: string[] }[]> = {};
try {
  for (const path of ['/', '/event/1']) {
    results[path] = [];
    for (let run = 0; run < runs; run++) {
      const answer = await lighthouse(`${base}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['accessibility', 'best-practices', 'performance'] });
      const lhr = answer?.lhr;
      if (!lhr) throw new Error(`no Lighthouse result for ${path}`);
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const failing = Object.values(lhr.audits)
        .filter((audit) => audit.score !== null && audit.score < 1 && ['binary', 'numeric'].includes(audit.scoreDisplayMode) && !lhr.categories['performance']?.auditRefs.some((ref) => ref.id === audit.id))
        .map((audit) => `${audit.id}: ${audit.title}`);
      results[path].push({ accessibility: score('accessibility'), bestPractices: score('best-practices'), performance: score('performance'), failing });
    }
  }
} finally {
  await chrome.kill();
  server.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
}

for (const [path, list] of Object.entries(results)) {
  for (const r of list) console.log(`${path.padEnd(10)} accessibility ${r.accessibility}  best practices ${r.bestPractices}  performance ${r.performance}${r.failing.length ? `\n    failing: ${r.failing.join('; ')}` : ''}`);
}
writeFileSync(new URL('../results/lighthouse.json', import.meta.url), `${JSON.stringify({ measuredAt: new Date().toISOString(), preset: 'mobile (Lighthouse default)', results }, null, 2)}\n`);
