/**
 * How long a cold 150,000-seat geometry request stalls a node's event loop: `/api/health` is
 * pinged back to back (four at a time) while the geometry is requested, on two server builds,
 * alternating (A, B, A, B...). Each run starts `node <dist>/server/main.js` on a copy of one
 * SQLite file (the demo shop plus a generated 150k bowl, made on the first run). A short probe,
 * not a throughput benchmark: say the load average beside its figures.
 * Usage: tsx bench/server/cold-geometry.ts <distA> <distB> [pairs]   (e.g. a worktree of the
 * code before, built with `npm run build:server`, against ./dist)
 */
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, rmSync } from 'node:fs';
import { generateStadium } from '../../src/domain/venue/generate-stadium.js';
import { importVenue } from '../../src/server/venue/import-venue.js';
import { prepareDatabase } from '../../src/server/main.js';
import { openDatabase } from '../../src/server/db/database.js';

const [distA, distB, pairsArg] = process.argv.slice(2);
const BASE = '/tmp/geo-probe-base.sqlite';
if (!existsSync(BASE)) {
  const { database } = await prepareDatabase({ url: BASE, now: new Date() });
  await importVenue(database.db, generateStadium({ seed: 11, targetSeats: 150_000 }));
  await database.close();
}
const base = openDatabase(BASE);
const { id: arenaId, seat_count: seats } = await base.db.selectFrom('arenas').select(['id', 'seat_count']).orderBy('seat_count', 'desc').executeTakeFirstOrThrow();
await base.close();
console.log(`arena ${arenaId}: ${seats} seats`);
const PORT = 3641;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function run(label: string, dist: string) {
  const file = `/tmp/geo-probe-${label}.sqlite`;
  for (const s of ['', '-wal', '-shm']) rmSync(file + s, { force: true });
  copyFileSync(BASE, file);
  const server = spawn('nice', ['-n', '19', process.execPath, `${dist}/server/main.js`], { env: { ...process.env, PORT: String(PORT), SQLITE_FILE: file, LOG_LEVEL: 'warn' }, stdio: 'ignore' });
  const origin = `http://localhost:${PORT}`;
  for (let i = 0; i < 100; i++) { try { if ((await fetch(`${origin}/api/health`)).ok) break; } catch { /* not yet */ } await sleep(200); }
  await sleep(6000); // the demo arena's warm-up (branch B) is over
  const latencies: number[] = [];
  let stop = false;
  const pinger = async () => { while (!stop) { const s = performance.now(); await (await fetch(`${origin}/api/health`)).arrayBuffer(); latencies.push(performance.now() - s); } };
  const pingers = [pinger(), pinger(), pinger(), pinger()];
  await sleep(300);
  const s = performance.now();
  const res = await fetch(`${origin}/api/arenas/${arenaId}/geometry`, { headers: { 'accept-encoding': 'br' } });
  const bytes = (await res.arrayBuffer()).byteLength;
  const geometryMs = performance.now() - s;
  await sleep(200);
  stop = true;
  await Promise.all(pingers);
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  latencies.sort((a, b) => a - b);
  const q = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]!.toFixed(1);
  console.log(`${label}: geometry ${res.status} ${bytes} B in ${geometryMs.toFixed(0)} ms; health pings ${latencies.length}, p50 ${q(0.5)} p99 ${q(0.99)} max ${q(1)} ms`);
}

for (let i = 0; i < Number(pairsArg ?? 2); i++) {
  await run('A-main', distA!);
  await run('B-worker', distB!);
}
