import { bestAvailable } from './best-available.js';
import type { BestAvailableOptions } from './best-available.js';
import { computeBlockStats, sortCategories } from './block-stats.js';
import type { StatsFilter } from './block-stats.js';
import type { CategoryPriceRange, EventOffers } from './block-stats.js';
import { decodeGeometry } from './geometry-codec.js';
import { automaticChoice } from './seat-choice.js';
import type { SeatOffers } from './seat-choice.js';
import type { BestAvailableResult, BlockStats, SeatChoice, SeatMapGeometry, SeatStatusArray } from './types.js';

/**
 * The seat map computations that run off the main thread. The worker keeps its own copy of the
 * geometry and of the latest status array, so each call only carries what changed (offers,
 * options). The same object serves as the main-thread fallback when Workers are unavailable.
 */
export function createSeatMapApi() {
  let geometry: SeatMapGeometry | null = null;
  let status: SeatStatusArray = new Uint8Array(0);

  const requireGeometry = (): SeatMapGeometry => {
    if (!geometry) throw new Error('seat map geometry not loaded');
    return geometry;
  };

  return {
    /** Decodes a geometry payload (the bytes served by the geometry route). */
    loadGeometry(payload: Uint8Array): { seatCount: number; version: string } {
      geometry = decodeGeometry(payload);
      status = new Uint8Array(geometry.seatCount);
      return { seatCount: geometry.seatCount, version: geometry.version };
    },

    /** Replaces the status array (one byte per seat); its length must match the geometry. */
    setStatus(next: SeatStatusArray): void {
      const { seatCount } = requireGeometry();
      if (next.length !== seatCount) throw new Error(`status has ${next.length} seats, geometry ${seatCount}`);
      status = next;
    },

    /** Statistics of every block for the current status and these offers. */
    blockStats(offers: EventOffers, filter?: StatsFilter): BlockStats[] {
      return computeBlockStats(requireGeometry(), status, offers, filter);
    },

    /** Categories in display order (see `sortCategories`). */
    sortCategories(offers: EventOffers, blockId?: number): CategoryPriceRange[] {
      return sortCategories(offers, blockId);
    },

    /** Automatic offer of one seat under the current status. */
    automaticChoice(seatIndex: number, offers: SeatOffers): SeatChoice | null {
      return automaticChoice(requireGeometry(), status, seatIndex, offers);
    },

    /** Best available seats under the current status. */
    bestAvailable(options: BestAvailableOptions): BestAvailableResult {
      return bestAvailable(requireGeometry(), status, options);
    },
  };
}

export type SeatMapApi = ReturnType<typeof createSeatMapApi>;
