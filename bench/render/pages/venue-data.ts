/**
 * The benchmark venue, built in the page from a seed so every engine sees the same seats: the
 * generated bowl stadium, converted to the seat map's columnar geometry, plus a seeded status
 * (about 55% free, 30% sold, 7% on hold, 8% resale, clustered by block like a real sale).
 */
import { generateStadium } from '../../../src/domain/venue/generate-stadium.js';
import { mulberry32 } from '../../../src/domain/venue/prng.js';
import { buildGeometry, type GeometryRows } from '../../../src/seatmap/model/geometry-builder.js';
import { SeatStatus, type BlockStats, type SeatMapGeometry } from '../../../src/seatmap/model/types.js';

export interface BenchVenue {
  geometry: SeatMapGeometry;
  status: Uint8Array;
  stats: BlockStats[];
}

/** Deterministic venue of about `seats` seats. */
export function benchVenue(seats: number): BenchVenue {
  const venue = generateStadium({ seed: 42, targetSeats: seats });
  const rows: GeometryRows = { arenaId: 1, version: `bench-${seats}`, stands: [], blocks: [], categories: [], seats: [] };
  venue.categories.forEach((c, i) => rows.categories.push({ id: i + 1, name: c.name, color: c.color ?? null }));
  const catId = new Map(venue.categories.map((c, i) => [c.key, i + 1]));
  let blockId = 0;
  let seatId = 0;
  venue.stands.forEach((stand, s) => {
    rows.stands.push({ id: s + 1, name: stand.name });
    for (const block of stand.blocks) {
      const id = ++blockId;
      rows.blocks.push({ id, standId: s + 1, name: block.name, isOpenSeating: block.isOpenSeating, contour: block.contour });
      block.rows.forEach((row, r) => {
        row.seats.forEach((seat, c) => {
          rows.seats.push({
            id: ++seatId,
            blockId: id,
            categoryId: catId.get(seat.category) ?? 1,
            row: r + 1,
            column: c + 1,
            rowName: row.name,
            seatNumber: seat.number,
            x: seat.x,
            y: seat.y,
          });
        });
      });
    }
  });
  const geometry = buildGeometry(rows);
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
