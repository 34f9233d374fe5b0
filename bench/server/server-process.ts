/**
 * The shop's HTTP server for the load benchmark, in its own process so the load generator does
 * not share its event loop, configured as in production (see below): `tsx bench/server/server-process.ts <databaseUrl> <port>`.
 */
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import pg from 'pg';
import { build } from '../../src/server/app.js';
import { openDatabase } from '../../src/server/db/database.js';
import { defaultSiteConfig } from '../../src/server/config/default-config.js';
import { requestLoggerOptions } from '../../src/server/http/request-log.js';

const [url, port] = process.argv.slice(2);
// The viewers scenario's thousands of simulated fans all connect from 127.0.0.1: one client
// address, which production limits to a few hundred seat-status streams (stream-quota.ts).
process.env.LIVE_STREAMS_PER_CLIENT ??= '1000000';
if (!url || !port) throw new Error('usage: server-process.ts <databaseUrl> <port>');
// Statements sent to PostgreSQL (each a round trip): counted at the driver, so nothing escapes.
let statements = 0;
if (url.startsWith('postgres')) {
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const send = prototype.query;
  prototype.query = function (this: unknown, ...args: unknown[]) {
    statements++;
    return send.apply(this, args);
  };
}
const database = openDatabase(url);
// The production configuration: production mode and one log line per request, written to a file
// as a production server writes its log (the file is left in the temporary folder).
const app = await build({
  database,
  config: defaultSiteConfig(),
  production: true,
  secret: 'bench-secret-of-the-production-configuration',
  logger: { ...requestLoggerOptions({ production: true }), file: join(tmpdir(), `shop-bench-server-${port}.log`) },
});
await app.listen({ host: '127.0.0.1', port: Number(port) });
process.send?.('ready');
// The load generator asks for the server's CPU time: on a shared machine wall-clock rates say more
// about the neighbours than about the server.
process.on('message', (message) => {
  if (message === 'cpu') process.send?.({ cpu: process.cpuUsage(), statements });
});
const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('disconnect', () => void stop());
