/**
 * Fills an empty database (DATABASE_URL or the default SQLite file) with the demo shop.
 * Usage: npm run db:seed
 */
import { defaultDatabaseUrl, migrateToLatest, openDatabase } from '../db/database.js';
import { isDatabaseEmpty, seedDemoData } from '../db/seed/index.js';

async function main(): Promise<number> {
  const handle = openDatabase(defaultDatabaseUrl());
  try {
    await migrateToLatest(handle);
    if (!(await isDatabaseEmpty(handle.db))) {
      console.log('The database already contains data; nothing was seeded.');
      return 0;
    }
    const started = Date.now();
    const summary = await seedDemoData(handle.db, { now: new Date() });
    console.log(`Seeded the demo shop in ${Date.now() - started} ms:`);
    console.log(`  arena ${summary.arenaId} with ${summary.seatCount} seats (geometry ${summary.geometryVersion})`);
    console.log(`  events ${JSON.stringify(summary.eventIds)}`);
    console.log(`  pack ${summary.packId}, season ticket ${summary.seasonId}`);
    console.log(`  sold-out match: ${summary.soldOutTicketCount} tickets; ${summary.resaleListingIds.length} resale listings`);
    console.log('  sign in as demo@example.com / demo-password-1 (early bird) or fan@example.com / fan-password-1');
    return 0;
  } catch (error) {
    console.error(`Seeding failed; nothing was written: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await handle.close();
  }
}

process.exitCode = await main();
