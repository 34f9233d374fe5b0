/**
 * Seat-hold load benchmark: a fresh database, one event, many signed-in buyers racing for the
 * front seats of one block through the real HTTP server on loopback, for a bounded time.
 *
 *   npm run bench:server                       SQLite (a temporary file, WAL, like production)
 *   bash scripts/with-postgres.sh npm run bench:server -- --db postgres
 *   options: --seconds 10 --connections 16 --buyers 600 --seats 2 --window 96 --rows 200 --port 3600 --out holds.json
 *            --viewers 10000 (open seat maps on the live status stream while buyers hold seats)
 *            --nodes 3 (PostgreSQL: app processes on ports port..port+2, requests spread round-robin)
 *            --unix-socket (PostgreSQL: the app reaches it through its Unix socket, as an app on the
 *            database's own machine would, rather than TCP; the socket's directory comes from
 *            TEST_DATABASE_SOCKET_DIR, which scripts/with-postgres.sh sets)
 *   BENCH_PROFILE_DIR=/tmp/prof writes a CPU profile of the server process; BENCH_SERVER_NODE_FLAGS
 *   passes Node options to the app processes (e.g. "--max-semi-space-size=64").
 *
 * Prints requests and seat holds per second, p50/p99 latency and the number of double-sold
 * seats (event and seat with more than one active ticket), which must be 0. With viewers: the
 * server CPU per connected viewer while nothing changes, the change-to-viewer latency p50/p99 (from
 * the hold's answer to the frame naming the seat, on a sample of viewers) and the changes no
 * sampled viewer received (must be 0); figures go to bench/results/server-viewers-<db>.json.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import pg from 'pg';
import { migrateToLatest, openDatabase } from '../../src/server/db/database.js';
import { defaultSiteConfig } from '../../src/server/config/default-config.js';
import { build } from '../../src/server/app.js';
import { seedShop } from '../../tests/server/helpers/inventory-fixture.js';
import type { ShopFixture } from '../../tests/server/helpers/inventory-fixture.js';
import type { Db } from '../../src/server/db/database.js';
import { insertOrder, insertSeatTickets } from '../../src/server/db/repositories/order-repository.js';
import { eventCart } from '../../tests/server/helpers/inventory-fixture.js';
import { insertCustomer, signInHeaders } from '../../tests/server/helpers/test-app.js';
import { openViewers } from './viewers.js';
import { ownCpuMs, postgresCpuMs } from './cpu-shares.js';
import type { Viewers } from './viewers.js';
import { writeFileSync } from 'node:fs';

const { values: opts } = parseArgs({
  options: {
    db: { type: 'string', default: 'sqlite' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '16' },
    buyers: { type: 'string', default: '600' },
    port: { type: 'string', default: '3600' },
    seats: { type: 'string', default: '2' },
    rows: { type: 'string', default: '200' },
    window: { type: 'string', default: '96' },
    viewers: { type: 'string', default: '0' },
    nodes: { type: 'string', default: '1' },
    'unix-socket': { type: 'boolean', default: false },
    out: { type: 'string' },
  },
});
const seconds = Number(opts.seconds);
const connections = Number(opts.connections);
const buyerCount = Number(opts.buyers);
const seatsPerRequest = Number(opts.seats);
const port = Number(opts.port);
/** Fans aim at random seats among this many best seats still thought free. */
const window = Number(opts.window);
const viewerCount = Number(opts.viewers);
/** App processes on one database (PostgreSQL for more than one), each on port, port + 1, … */
const nodeCount = Math.max(1, Number(opts.nodes));
if (nodeCount > 1 && opts.db !== 'postgres') throw new Error('--nodes > 1 needs --db postgres');

async function databaseUrl(): Promise<{ url: string; cleanup: () => Promise<void> }> {
  if (opts.db === 'postgres') {
    const base = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
    if (!base) throw new Error('--db postgres needs TEST_DATABASE_URL (run through scripts/with-postgres.sh)');
    const name = `shop_bench_${Date.now()}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(base);
    url.pathname = `/${name}`;
    if (opts['unix-socket']) {
      const dir = process.env.TEST_DATABASE_SOCKET_DIR;
      if (!dir) throw new Error('--unix-socket needs TEST_DATABASE_SOCKET_DIR (run through scripts/with-postgres.sh)');
      // The driver takes a socket directory as the host parameter; the port names the socket file.
      url.searchParams.set('host', dir);
    }
    return { url: url.toString(), cleanup: async () => {} };
  }
  const dir = mkdtempSync(join(tmpdir(), 'shop-bench-'));
  return { url: join(dir, 'bench.sqlite'), cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * A shop that has sold before: the whole of block N2 for the second match, paid, in orders of 30
 * seats by the bench's buyers. PostgreSQL plans a prepared statement from the statistics it has at
 * the time; on a database that never sold a ticket it plans the seat lookups as scans of a table it
 * believes empty and keeps those plans until autovacuum next analyses the table (within a minute
 * in production, never within a 10 s run), which measured the planner's first guess, not the shop.
 */
async function seedPastSales(db: Db, shop: ShopFixture, customerIds: readonly number[], now: Date): Promise<void> {
  const sold = new Date(now.getTime() - 86_400_000).toISOString();
  const seats = shop.blocks.n2.seatIds;
  for (let i = 0; i * 30 < seats.length; i++) {
    const customerId = customerIds[i % customerIds.length]!;
    const orderId = await insertOrder(db, {
      customer_id: customerId, status: 'confirmed', sale_channel_id: shop.channelId, created_at: sold, expiry_datetime: sold, sale_datetime: sold,
      ticket_withdrawal: 'e-ticket', gross_amount: 0, discount_amount: 0, has_transaction_in_progress: 0, number_of_installments: 1, payment_method: 'credit_card',
    });
    await insertSeatTickets(db, seats.slice(i * 30, i * 30 + 30).map((seatId) => ({
      order_id: orderId, event_id: shop.events.second, seat_id: seatId, campaign_pack_id: null, pack_group: null, product_id: shop.products.full,
      category_id: shop.blocks.n2.categoryId, gross_amount: 5000, discount_amount: 0, state: 'confirmed', active: 1, is_from_resale: 0,
      resale_listing_id: null, holder_info: null, owner_customer_id: customerId, created_at: sold,
    })));
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const { url, cleanup } = await databaseUrl();
const setup = openDatabase(url);
await migrateToLatest(setup);
const now = new Date();
// 3 blocks of `--rows` x 120 seats, buyers racing for the front rows of the first: a run of 12 s
// sells about 12,000 seats now, so a longer run needs more rows (its last seconds otherwise measure
// the final few seats' scramble).
const shop = await seedShop(setup.db, now, { rows: Number(opts.rows), seatsPerRow: 120 });
await setup.db.updateTable('event_channel_configurations').set({ max_individual_seat_tickets_in_cart: 99 }).execute();
// Sessions are created through the real session code, on a server that does not listen.
const sessionApp = await build({ database: setup, config: defaultSiteConfig() });
const buyers: Record<string, string>[] = [];
const buyerIds: number[] = [];
for (let i = 0; i < buyerCount; i++) {
  buyerIds.push(await insertCustomer(sessionApp, { email: `bench${i}@example.com` }));
  buyers.push(await signInHeaders(sessionApp, buyerIds[i]!));
}
await sessionApp.close();
await seedPastSales(setup.db, shop, buyerIds, now);
if (opts.db === 'postgres') await sql`analyze`.execute(setup.db);
const seatIndexOf = new Map(
  (await setup.db.selectFrom('seats').select(['id', 'seat_index']).where('id', 'in', shop.blocks.n1.seatIds).execute()).map((row) => [row.id, row.seat_index]),
);
await setup.close();

const servers = Array.from({ length: nodeCount }, (_, i) => fork(new URL('./server-process.ts', import.meta.url).pathname, [url, String(port + i)], {
  execArgv: [
    '--import', 'tsx',
    ...(process.env.BENCH_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : []),
    ...(process.env.BENCH_SERVER_NODE_FLAGS ?? '').split(' ').filter(Boolean),
  ],
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
}));
await Promise.all(servers.map((server) => new Promise<void>((resolve, reject) => {
  server.once('message', () => resolve());
  server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
})));

const pool = shop.blocks.n1.seatIds;
const indexOf = new Map(pool.map((id, i) => [id, i]));
/** What the fans' seat maps show as taken: updated by every answer, so it lags like a real map. */
const knownTaken = new Uint8Array(pool.length);
let frontier = 0;
let holds = 0;
let okRequests = 0;
let unavailable = 0;
let refusedOther = 0;
let buyerTurn = 0;
const latencies: number[] = [];
/** When the answer of each held seat arrived (seat index to performance.now()). */
const heldAt = new Map<number, number>();
let deadline = performance.now() + seconds * 1000;
// node:http with keep-alive: measured about 7 ms cheaper per request than fetch (undici) here,
// which would otherwise be the bottleneck of the benchmark rather than the server.
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
let requestTurn = 0;
function post(headers: Record<string, string>, payload: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1', port: port + (requestTurn++ % nodeCount), path: '/api/order/create-order-with-tickets', method: 'POST', agent,
        headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** Random adjacent-ish seats among the first `window` seats the map still shows free. */
function chooseSeats(): number[] | null {
  while (frontier < pool.length && knownTaken[frontier]) frontier += 1;
  const free: number[] = [];
  for (let i = frontier; i < pool.length && free.length < window; i++) if (!knownTaken[i]) free.push(i);
  if (free.length < seatsPerRequest) return null;
  const start = Math.floor(Math.random() * (free.length - seatsPerRequest + 1));
  return free.slice(start, start + seatsPerRequest);
}

async function worker(): Promise<void> {
  while (performance.now() < deadline) {
    const chosen = chooseSeats();
    if (!chosen) return;
    const seats = chosen.map((i) => pool[i]!);
    const headers = buyers[buyerTurn++ % buyers.length]!;
    const began = performance.now();
    const res = await post(headers, JSON.stringify(eventCart(shop.events.first, shop.blocks.n1, seats, shop.products.full)));
    const body = JSON.parse(res.body) as { error?: { details?: { seatIds?: number[] } } };
    latencies.push(performance.now() - began);
    if (res.status === 200) {
      okRequests += 1;
      holds += seats.length;
      for (const i of chosen) knownTaken[i] = 1;
      const at = performance.now();
      for (const id of seats) heldAt.set(seatIndexOf.get(id)!, at);
    } else if (res.status === 409) {
      unavailable += 1;
      for (const id of body.error?.details?.seatIds ?? []) knownTaken[indexOf.get(id) ?? 0] = 1;
    } else {
      refusedOther += 1;
    }
  }
}

/** The CPU time of all app processes (ms) and the statements they sent to PostgreSQL. */
const askServers = async () => {
  const each = await Promise.all(servers.map((server) => new Promise<{ cpuMs: number; statements: number }>((resolve) => {
    server.once('message', (m) => {
      const { cpu, statements } = m as { cpu: NodeJS.CpuUsage; statements: number };
      resolve({ cpuMs: (cpu.user + cpu.system) / 1000, statements });
    });
    server.send('cpu');
  })));
  return each.reduce((a, b) => ({ cpuMs: a.cpuMs + b.cpuMs, statements: a.statements + b.statements }), { cpuMs: 0, statements: 0 });
};
const askCpu = async () => (await askServers()).cpuMs;
let viewers: Viewers | null = null;
let idleCpuPerViewer = 0;
if (viewerCount > 0) {
  const since = await new Promise<string>((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, path: `/api/events/${shop.events.first}/seat-status` }, (response) => {
      response.resume();
      resolve(String(response.headers['x-status-version']));
    }).on('error', reject);
  });
  const opening = performance.now();
  viewers = await openViewers({ port, eventId: shop.events.first, count: viewerCount, sampleEvery: Math.max(1, Math.floor(viewerCount / 200)), since });
  console.log(`  ${viewers.connected()} viewers connected in ${((performance.now() - opening) / 1000).toFixed(1)} s`);
  const idleBefore = await askCpu();
  await new Promise((resolve) => setTimeout(resolve, 3000));
  idleCpuPerViewer = ((await askCpu()) - idleBefore) / 3 / viewerCount;
  deadline = performance.now() + seconds * 1000;
}
const before = await askServers();
const postgresBefore = opts.db === 'postgres' ? postgresCpuMs() : null;
const generatorBefore = ownCpuMs();
const began = performance.now();
await Promise.all(Array.from({ length: connections }, () => worker()));
const elapsed = (performance.now() - began) / 1000;
agent.destroy();
const generatorCpuMs = ownCpuMs() - generatorBefore;
const postgresAfter = postgresBefore === null ? null : postgresCpuMs();
const postgresCpuMsTotal = postgresBefore === null || postgresAfter === null ? null : postgresAfter - postgresBefore;
const after = await askServers();
const serverCpuMs = after.cpuMs - before.cpuMs;
const statementsPerRequest = (after.statements - before.statements) / Math.max(1, latencies.length);
// The last holds' frames are still on their way.
if (viewers) await new Promise((resolve) => setTimeout(resolve, 2000));
const pushLatencies: number[] = [];
let missed = 0;
for (const viewer of viewers?.sampled ?? []) {
  const seen = viewers!.seenAt(viewer);
  for (const [seat, at] of heldAt) {
    const arrived = seen.get(seat);
    if (arrived === undefined) missed++;
    else pushLatencies.push(Math.max(0, arrived - at));
  }
}
viewers?.close();
await Promise.all(servers.map((server) => {
  server.kill('SIGTERM');
  return new Promise((resolve) => server.once('exit', resolve));
}));

const check = openDatabase(url);
const doubles = await sql<{ n: number | string }>`select count(*) as n from (
  select event_id, seat_id from seat_tickets where active = 1 group by event_id, seat_id having count(*) > 1) d`.execute(check.db);
// The race's event only: the second match's block sold before the run (seedPastSales) is not counted.
const active = await sql<{ n: number | string }>`select count(*) as n from seat_tickets where active = 1 and event_id = ${shop.events.first}`.execute(check.db);
await check.close();
await cleanup();

latencies.sort((a, b) => a - b);
const total = latencies.length;
console.log(`server bench (${opts.db}${opts.db === 'postgres' ? (opts['unix-socket'] ? ' over its Unix socket' : ' over TCP') : ''}, ${nodeCount} node${nodeCount > 1 ? 's' : ''}, ${connections} connections, ${buyerCount} buyers, ${seatsPerRequest} seats/request in a ${window}-seat window, ${elapsed.toFixed(1)} s)`);
console.log(`  requests         ${total} (${(total / elapsed).toFixed(0)}/s): ${okRequests} held, ${unavailable} UNAVAILABLE, ${refusedOther} other`);
console.log(`  seat holds/s     ${(holds / elapsed).toFixed(0)}`);
console.log(`  latency p50/p99  ${percentile(latencies, 50).toFixed(1)} ms / ${percentile(latencies, 99).toFixed(1)} ms`);
console.log(`  server CPU       ${(serverCpuMs / Math.max(1, total)).toFixed(2)} ms/request: one free core would serve about ${Math.round((1000 * total) / serverCpuMs)} requests/s, ${Math.round((1000 * holds) / serverCpuMs)} holds/s`);
const perRequest = (ms: number): string => `${(ms / Math.max(1, total)).toFixed(2)} ms (${Math.round(ms / elapsed / 10)} % of a core)`;
console.log(`  CPU a request    app ${perRequest(serverCpuMs)}${postgresCpuMsTotal === null ? '' : `, PostgreSQL ${perRequest(postgresCpuMsTotal)}`}, load generator ${perRequest(generatorCpuMs)}`);
if (opts.db === 'postgres') console.log(`  statements       ${statementsPerRequest.toFixed(1)} per request (each a round trip to PostgreSQL)`);
console.log(`  active tickets   ${Number(active.rows[0]?.n)} on the raced event (expected ${holds}, the seats held)`);
console.log(`  double-sold      ${Number(doubles.rows[0]?.n)}`);
const holdFigures = {
  measuredAt: new Date().toISOString(), db: opts.db, nodes: nodeCount, connections, seconds: Number(elapsed.toFixed(1)),
  // PostgreSQL only: DATABASE_PREPARED_STATEMENTS=off runs every query unnamed (parsed and planned each time).
  preparedStatements: opts.db === 'postgres' ? process.env.DATABASE_PREPARED_STATEMENTS !== 'off' : null,
  // PostgreSQL only: the node's connections (DATABASE_POOL_SIZE, 10 unless set).
  poolSize: opts.db === 'postgres' ? Number(process.env.DATABASE_POOL_SIZE ?? 10) : null,
  transport: opts.db === 'postgres' ? (opts['unix-socket'] ? 'unix socket' : 'tcp loopback') : null,
  requestsPerSecond: Math.round(total / elapsed), seatHoldsPerSecond: Math.round(holds / elapsed),
  latencyP50Ms: Number(percentile(latencies, 50).toFixed(1)), latencyP99Ms: Number(percentile(latencies, 99).toFixed(1)),
  serverCpuMsPerRequest: Number((serverCpuMs / Math.max(1, total)).toFixed(2)), doubleSold: Number(doubles.rows[0]?.n),
  statementsPerRequest: opts.db === 'postgres' ? Number(statementsPerRequest.toFixed(1)) : null,
  // The machine's other CPU users in the same run (PostgreSQL on this machine only).
  postgresCpuMsPerRequest: postgresCpuMsTotal === null ? null : Number((postgresCpuMsTotal / Math.max(1, total)).toFixed(2)),
  loadGeneratorCpuMsPerRequest: Number((generatorCpuMs / Math.max(1, total)).toFixed(2)),
};
// `--out name.json` (under bench/results): the hold figures of this run.
if (opts.out) writeFileSync(new URL(`../results/${opts.out}`, import.meta.url), `${JSON.stringify(holdFigures, null, 2)}\n`);
if (viewers) {
  pushLatencies.sort((a, b) => a - b);
  const figures = {
    db: opts.db, viewers: viewerCount, sampledViewers: viewers.sampled.length, seconds: Number(elapsed.toFixed(1)),
    holdsPerSecond: Math.round(holds / elapsed), holdLatencyP99Ms: Number(percentile(latencies, 99).toFixed(1)),
    changeToViewerP50Ms: Math.round(percentile(pushLatencies, 50)), changeToViewerP99Ms: Math.round(percentile(pushLatencies, 99)),
    missedChanges: missed, idleServerCpuMicrosecondsPerViewerPerSecond: Number((idleCpuPerViewer * 1000).toFixed(2)),
    serverCpuShareDuringRun: Number((serverCpuMs / 1000 / elapsed).toFixed(2)),
  };
  console.log(`  viewers          ${viewerCount} (${viewers.sampled.length} sampled): change-to-viewer p50 ${figures.changeToViewerP50Ms} ms, p99 ${figures.changeToViewerP99Ms} ms, ${missed} changes missed`);
  console.log(`  idle server CPU  ${figures.idleServerCpuMicrosecondsPerViewerPerSecond} µs per viewer per second (heartbeats only)`);
  console.log(`  server CPU share ${figures.serverCpuShareDuringRun} cores while holding`);
  const viewerFigures = { measuredAt: new Date().toISOString(), ...figures };
  writeFileSync(new URL(`../results/server-viewers-${opts.db}.json`, import.meta.url), `${JSON.stringify(viewerFigures, null, 2)}\n`);
  // A named run keeps its viewer figures too: the file above is the latest run's only.
  if (opts.out) writeFileSync(new URL(`../results/${opts.out}`, import.meta.url), `${JSON.stringify({ ...holdFigures, viewers: viewerFigures }, null, 2)}\n`);
  if (missed > 0) process.exitCode = 1;
}
if (Number(doubles.rows[0]?.n) !== 0 || Number(active.rows[0]?.n) !== holds) process.exitCode = 1;
