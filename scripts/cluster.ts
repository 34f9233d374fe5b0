/**
 * Several app nodes on one PostgreSQL behind a small load balancer, on this machine:
 *
 *   npm run cluster                 (PostgreSQL from scripts/with-postgres.sh, 3 nodes, port 3100)
 *   options: --nodes 3 --port 3100
 *
 * `npm run cluster` builds first (the nodes run dist/server). Migrates and seeds the
 * demo shop once, then starts the nodes with one shared signing secret (a session or a link made
 * by one node is honoured by all) and balances requests round-robin over the nodes whose
 * readiness check answers. Server-Sent Events stream through. Ctrl-C stops everything.
 * In production any reverse proxy does the balancer's job (see the README).
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { prepareDatabase } from '../src/server/main.js';

const { values } = parseArgs({ options: { nodes: { type: 'string', default: '3' }, port: { type: 'string', default: '3100' } } });
const nodeCount = Number(values.nodes);
const port = Number(values.port);
const base = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
if (!base) throw new Error('cluster: run through scripts/with-postgres.sh (npm run cluster) or set DATABASE_URL');

const url = new URL(base);
if (process.env.TEST_DATABASE_URL) {
  // A throwaway server from with-postgres.sh: a database of the cluster's own.
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query('create database shop_cluster');
  await admin.end();
  url.pathname = '/shop_cluster';
}
const databaseUrl = url.toString();
const { database, seeded } = await prepareDatabase({ url: databaseUrl, log: (message) => console.log(`cluster: ${message}`) });
await database.close();
console.log(`cluster: database ready${seeded ? ' with the demo shop' : ''}`);

const secret = process.env.SESSION_SECRET ?? randomBytes(32).toString('base64url');
const nodes: { port: number; process: ChildProcess; ready: boolean }[] = [];
for (let i = 0; i < nodeCount; i++) {
  const nodePort = port + 1 + i;
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(nodePort), HOST: '127.0.0.1', SESSION_SECRET: secret, TRUST_PROXY: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  nodes.push({ port: nodePort, process: child, ready: false });
}

async function checkReadiness(): Promise<void> {
  await Promise.all(nodes.map(async (node) => {
    try {
      node.ready = (await fetch(`http://127.0.0.1:${node.port}/api/health/ready`, { signal: AbortSignal.timeout(2_000) })).ok;
    } catch {
      node.ready = false;
    }
  }));
}
const readinessTimer = setInterval(() => void checkReadiness(), 2_000);

let turn = 0;
const balancer = http.createServer((request, response) => {
  const ready = nodes.filter((node) => node.ready);
  if (ready.length === 0) {
    response.writeHead(503, { 'content-type': 'application/json', 'retry-after': '2' }).end('{"error":{"code":"UNAVAILABLE"}}');
    return;
  }
  const target = ready[turn++ % ready.length]!;
  const forwardedFor = [request.headers['x-forwarded-for'], request.socket.remoteAddress].filter(Boolean).join(', ');
  const upstream = http.request(
    { host: '127.0.0.1', port: target.port, method: request.method, path: request.url, headers: { ...request.headers, 'x-forwarded-for': forwardedFor } },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on('error', () => {
    if (!response.headersSent) response.writeHead(502).end();
    else response.destroy();
  });
  response.on('close', () => upstream.destroy());
  request.pipe(upstream);
});

const stop = (): void => {
  clearInterval(readinessTimer);
  balancer.close();
  for (const node of nodes) node.process.kill('SIGTERM');
  setTimeout(() => process.exit(0), 3_000).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

for (let wait = 0; wait < 60 && !nodes.every((node) => node.ready); wait++) {
  await new Promise((resolve) => setTimeout(resolve, 500));
  await checkReadiness();
}
balancer.listen(port, '127.0.0.1', () => {
  console.log(`cluster: ${nodes.filter((node) => node.ready).length}/${nodeCount} nodes ready (ports ${port + 1}-${port + nodeCount}); the shop is on http://localhost:${port}`);
});
