/**
 * Fills an empty database (DATABASE_URL or the default SQLite file) with the demo shop.
 * Usage: npm run db:seed [-- --venue FILE]   (FILE: a venue file, e.g. from venue:generate, instead of the demo stadium)
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { defaultDatabaseUrl, migrateToLatest, openDatabase } from '../db/database.js';
import { isDatabaseEmpty, seedDemoData } from '../db/seed/index.js';
import { VenueValidationError } from '../venue/import-venue.js';
import { formatVenueIssue } from '../../domain/venue/venue-format.js';

function readVenue(file: string | undefined): unknown {
  return file === undefined ? undefined : JSON.parse(readFileSync(file, 'utf8'));
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { venue: { type: 'string' } }, allowPositionals: true });
  let venue: unknown;
  try {
    venue = readVenue(values.venue);
  } catch (error) {
    console.error(`Cannot read ${values.venue} as JSON: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  const handle = openDatabase(defaultDatabaseUrl());
  try {
    await migrateToLatest(handle);
    if (!(await isDatabaseEmpty(handle.db))) {
      console.log('The database already contains data; nothing was seeded.');
      return 0;
    }
    const started = Date.now();
    const summary = await seedDemoData(handle.db, { now: new Date(), venue });
    console.log(`Seeded the demo shop in ${Date.now() - started} ms:`);
    console.log(`  arena ${summary.arenaId} with ${summary.seatCount} seats (geometry ${summary.geometryVersion})`);
    console.log(`  events ${JSON.stringify(summary.eventIds)}`);
    console.log(`  pack ${summary.packId}, season ticket ${summary.seasonId}`);
    console.log(`  sold-out match: ${summary.soldOutTicketCount} tickets; ${summary.resaleListingIds.length} resale listings`);
    console.log('  sign in as demo@example.com / demo-password-1 (early bird) or fan@example.com / fan-password-1');
    return 0;
  } catch (error) {
    if (error instanceof VenueValidationError) {
      console.error(`${values.venue} is not a valid venue file (${error.issues.length} problem(s)); nothing was seeded:`);
      for (const issue of error.issues) console.error(`  ${formatVenueIssue(issue)}`);
    } else {
      console.error(`Seeding failed; nothing was written: ${error instanceof Error ? error.message : String(error)}`);
    }
    return 1;
  } finally {
    await handle.close();
  }
}

process.exitCode = await main();
