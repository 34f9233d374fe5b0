/**
 * Writes a generated venue as a venue file.
 * Usage: npm run venue:generate -- --seats 40000 --seed 7 [--shape bowl|horseshoe|theatre|arena] [--name "Riverside Stadium"] --out file.json
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { generateVenue, VENUE_SHAPES, type VenueShape } from '../../domain/venue/generate-shapes.js';
import { countVenueSeats } from '../../domain/venue/venue-format.js';

function main(): number {
  const { values } = parseArgs({
    options: {
      seats: { type: 'string', default: '40000' },
      seed: { type: 'string', default: '1' },
      name: { type: 'string' },
      shape: { type: 'string', default: 'bowl' },
      out: { type: 'string' },
    },
  });
  const seats = Number(values.seats);
  const seed = Number(values.seed);
  if (!Number.isInteger(seats) || seats < 1 || seats > 500_000) {
    console.error('--seats must be a whole number between 1 and 500000');
    return 1;
  }
  if (!Number.isInteger(seed)) {
    console.error('--seed must be a whole number');
    return 1;
  }
  const shape = values.shape as VenueShape;
  if (!VENUE_SHAPES.includes(shape)) {
    console.error(`--shape must be one of ${VENUE_SHAPES.join(', ')}`);
    return 1;
  }
  if (!values.out) {
    console.error('--out FILE is required');
    return 1;
  }
  const venue = generateVenue({ shape, seed, targetSeats: seats, ...(values.name ? { name: values.name } : {}) });
  writeFileSync(values.out, JSON.stringify(venue));
  const blocks = venue.stands.reduce((sum, stand) => sum + stand.blocks.length, 0);
  console.log(`Wrote ${values.out}: "${venue.name}", ${countVenueSeats(venue)} seats in ${blocks} blocks.`);
  return 0;
}

process.exitCode = main();
