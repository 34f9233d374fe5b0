/**
 * Where the seat picker's live data comes from. An event gives its own seat status, its cached
 * offers and the resale seats of a block. A pack gives the merged status of its events (a seat must
 * be free at each), its offers placed on the map's blocks by name, and no resale.
 */
import type { EventOffers } from '../../seatmap/model/block-stats.js';
import { combinePackStatus, packDirectOffers } from '../../seatmap/model/pack-seats.js';
import type { SeatMapGeometry } from '../../seatmap/model/types.js';
import { fetchBlockResale, fetchEventOffers, fetchPackOffers } from './api.js';
import type { BlockResale } from './api.js';
import { eventStatusFeed } from './event-status-feed.js';

export type PickerSource =
  | { kind: 'event'; eventId: number; saleChannelId: number }
  | { kind: 'pack'; packId: number; eventIds: readonly number[]; saleChannelId: number };

/** A stable text for a source: the picker reloads when it changes. */
export function sourceKey(source: PickerSource): string {
  return source.kind === 'event' ? `event-${source.eventId}-${source.saleChannelId}` : `pack-${source.packId}-${source.saleChannelId}-${source.eventIds.join('.')}`;
}

export interface SeatFeed {
  readonly source: PickerSource;
  /** The seat status, or null when it has not changed since the last answer. */
  status(): Promise<Uint8Array | null>;
  /** Follows pushed changes; `onChange` runs when the status changed. Returns the function that stops. */
  watch(onChange: () => void): () => void;
  offers(geometry: SeatMapGeometry): Promise<EventOffers>;
  /** Resale seats of a block, and the fan's own listings in it; packs sell none. */
  blockResale(blockId: number): Promise<BlockResale>;
}

/** The feed of a source; it follows each event's status between calls (see event-status-feed). */
export function seatFeed(source: PickerSource): SeatFeed {
  const eventIds = source.kind === 'event' ? [source.eventId] : [...source.eventIds];
  const feeds = eventIds.map((id) => eventStatusFeed(id));
  const last = new Map<number, Uint8Array>();
  return {
    source,
    async status() {
      const answers = await Promise.all(feeds.map((feed) => feed.read()));
      let changed = false;
      answers.forEach((answer, i) => {
        if (!answer) return;
        changed = true;
        last.set(eventIds[i]!, answer);
      });
      if (!changed) return null;
      const statuses = eventIds.flatMap((id) => last.get(id) ?? []);
      return source.kind === 'event' ? (statuses[0] ?? null) : combinePackStatus(statuses);
    },
    watch(onChange) {
      const stops = feeds.map((feed) => feed.watch(onChange));
      return () => stops.forEach((stop) => stop());
    },
    async offers(geometry) {
      if (source.kind === 'event') return fetchEventOffers(source.eventId, source.saleChannelId);
      return { direct: packDirectOffers(geometry.blocks, await fetchPackOffers(source.packId, source.saleChannelId)), resale: [] };
    },
    blockResale(blockId) {
      return source.kind === 'event' ? fetchBlockResale(source.eventId, blockId) : Promise.resolve({ offers: [], ownListingSeatIds: [] });
    },
  };
}
