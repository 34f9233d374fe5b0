/**
 * Imports a venue file into the shop's database (DATABASE_URL or the default SQLite file).
 * Usage: npm run venue:import -- FILE
 */
import { readFileSync } from 'node:fs';
import { defaultDatabaseUrl, migrateToLatest, openDatabase } from '../db/database.js';
import { importVenue, VenueValidationError } from '../venue/import-venue.js';
import { formatVenueIssue } from '../../domain/venue/venue-format.js';

async function main(): Promise<number> {
  const file = process.argv.slice(2).find((arg) => arg !== '--');
  if (!file) {
    console.error('Usage: npm run venue:import -- FILE');
    return 1;
  }
  let venue: unknown;
  try {
    venue = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    console.error(`Cannot read ${file} as JSON: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  const handle = openDatabase(defaultDatabaseUrl());
  try {
    await migrateToLatest(handle);
    const started = Date.now();
    const result = await importVenue(handle.db, venue);
    console.log(
      `Imported arena ${result.arenaId} from ${file}: ${result.seatCount} seats, ${result.blockIds.length} blocks, ` +
        `${result.standIds.length} stands, geometry ${result.geometryVersion} (${Date.now() - started} ms).`,
    );
    return 0;
  } catch (error) {
    if (error instanceof VenueValidationError) {
      console.error(`${file} is not a valid venue file (${error.issues.length} problem(s)); nothing was imported:`);
      for (const issue of error.issues) console.error(`  ${formatVenueIssue(issue)}`);
    } else {
      console.error(`Import failed; nothing was imported: ${error instanceof Error ? error.message : String(error)}`);
    }
    return 1;
  } finally {
    await handle.close();
  }
}

process.exitCode = await main();
