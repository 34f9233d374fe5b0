/**
 * Where the seat picker's live data comes from. An event gives its own seat status, its cached
 * offers and the resale seats of a block. A pack gives the merged status of its events (a seat must
 * be free at each), its offers placed on the map's blocks by name, and no resale.
 */
import type { BlockResaleOffer } from '../../domain/offers.js';
import type { EventOffers } from '../../seatmap/model/block-stats.js';
import { combinePackStatus, packDirectOffers } from '../../seatmap/model/pack-seats.js';
import type { SeatMapGeometry } from '../../seatmap/model/types.js';
import { fetchBlockResale, fetchEventOffers, fetchPackOffers, fetchSeatStatusIfChanged } from './api.js';

export type PickerSource =
  | { kind: 'event'; eventId: number; saleChannelId: number }
  | { kind: 'pack'; packId: number; eventIds: readonly number[]; saleChannelId: number };

/** A stable text for a source: the picker reloads when it changes. */
export function sourceKey(source: PickerSource): string {
  return source.kind === 'event' ? `event-${source.eventId}-${source.saleChannelId}` : `pack-${source.packId}-${source.saleChannelId}-${source.eventIds.join('.')}`;
}

export interface SeatFeed {
  readonly source: PickerSource;
  /** The seat status, or null when it has not changed since the last answer (ETags per event). */
  status(): Promise<Uint8Array | null>;
  offers(geometry: SeatMapGeometry): Promise<EventOffers>;
  /** Resale seats of a block; packs sell none. */
  blockResale(blockId: number): Promise<BlockResaleOffer[]>;
}

/** The feed of a source; it remembers each event's last status and ETag between calls. */
export function seatFeed(source: PickerSource): SeatFeed {
  const eventIds = source.kind === 'event' ? [source.eventId] : [...source.eventIds];
  const etags = new Map<number, string | null>();
  const last = new Map<number, Uint8Array>();
  return {
    source,
    async status() {
      const answers = await Promise.all(eventIds.map((id) => fetchSeatStatusIfChanged(id, etags.get(id) ?? null)));
      let changed = false;
      answers.forEach((answer, i) => {
        const id = eventIds[i]!;
        if (!answer) return;
        changed = true;
        etags.set(id, answer.etag);
        last.set(id, answer.status);
      });
      if (!changed) return null;
      const statuses = eventIds.flatMap((id) => last.get(id) ?? []);
      return source.kind === 'event' ? (statuses[0] ?? null) : combinePackStatus(statuses);
    },
    async offers(geometry) {
      if (source.kind === 'event') return fetchEventOffers(source.eventId, source.saleChannelId);
      return { direct: packDirectOffers(geometry.blocks, await fetchPackOffers(source.packId, source.saleChannelId)), resale: [] };
    },
    blockResale(blockId) {
      return source.kind === 'event' ? fetchBlockResale(source.eventId, blockId) : Promise.resolve([]);
    },
  };
}
