/**
 * The benchmark venue, built in the page from a seed so every engine sees the same seats: a
 * generated venue (bowl, horseshoe, theatre or arena), converted to the seat map's columnar
 * geometry (general-admission areas with their places), plus a seeded status
 * (about 55% free, 30% sold, 7% on hold, 8% resale, clustered by block like a real sale).
 */
import { generateVenue, type VenueShape } from '../../../src/domain/venue/generate-shapes.js';
import { mulberry32 } from '../../../src/domain/venue/prng.js';
import { geometryFromVenue } from '../../../src/seatmap/model/venue-geometry.js';
import { SeatStatus, type BlockStats, type SeatMapGeometry } from '../../../src/seatmap/model/types.js';

export interface BenchVenue {
  geometry: SeatMapGeometry;
  status: Uint8Array;
  stats: BlockStats[];
}

/** Deterministic venue of about `seats` seats, of one of the generator's shapes (default the bowl). */
export function benchVenue(seats: number, shape: VenueShape = 'bowl'): BenchVenue {
  const geometry = geometryFromVenue(generateVenue({ shape, seed: 42, targetSeats: seats }), 1, `bench-${shape}-${seats}`);
  const random = mulberry32(7);
  const status = new Uint8Array(geometry.seatCount);
  const stats: BlockStats[] = geometry.blocks.map((block, b) => {
    const soldShare = b % 9 === 0 ? 1 : random() * 0.6;
    let free = 0;
    let resale = 0;
    for (let i = block.seatStart; i < block.seatEnd; i++) {
      const u = random();
      const s = u < soldShare ? SeatStatus.Sold : u < soldShare + 0.07 ? SeatStatus.OnHold : u < soldShare + 0.15 ? SeatStatus.Resale : SeatStatus.Available;
      const final = soldShare === 1 ? SeatStatus.Sold : s;
      status[i] = final;
      if (final === SeatStatus.Available) free++;
      if (final === SeatStatus.Resale) resale++;
    }
    return { blockIndex: b, blockId: block.id, availability: free + resale, minimumPrice: 2000 + (b % 7) * 1000, freeSeats: free, resaleSeats: resale, soldOut: free + resale === 0 };
  });
  return { geometry, status, stats };
}
