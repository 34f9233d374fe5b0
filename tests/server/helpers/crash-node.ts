/**
 * One app node for the crash test, in a process of its own so the test can kill -9 it: the shop
 * on a SQLite file, listening on loopback. Prints "ready" once it accepts requests.
 * Usage: node --import tsx crash-node.ts FILE SECRET PORT
 */
import { build } from '../../../src/server/app.js';
import { migrateToLatest, openDatabase } from '../../../src/server/db/database.js';
import { defaultSiteConfig } from '../../../src/server/config/default-config.js';

const [file, secret, port] = process.argv.slice(2);
const database = openDatabase(file!);
await migrateToLatest(database);
const app = await build({ database, config: defaultSiteConfig(), secret: secret! });
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.stdout.write('ready\n');
