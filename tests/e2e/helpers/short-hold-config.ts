/**
 * Writes the shop's configuration with the shortest hold the configuration accepts (60 s) to the
 * file named on the command line, for the end-to-end server that runs the @short-hold tests: a
 * hold that really expires on the server's own clock (playwright.config.ts).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

const SHORT_HOLD_SECONDS = 60;

const target = process.argv[2];
if (target === undefined) throw new Error('usage: tsx tests/e2e/helpers/short-hold-config.ts OUT.json');
const config = JSON.parse(readFileSync('config/site.json', 'utf8')) as Record<string, unknown>;
mkdirSync(dirname(target), { recursive: true });
writeFileSync(target, JSON.stringify({ ...config, defaultOrderExpiryTimeInSeconds: SHORT_HOLD_SECONDS }, null, 2));
