import type { ChannelConfiguration, EventSummary, PackSummary, SaleState } from '../../domain/catalog.js';

/** What a card's sale badge says: a translation key, its colour and an optional date. */
export interface SaleBadge {
  state: SaleState;
  /** Key in the `home` namespace. */
  key: string;
  color: string;
  /** ISO date shown in the label (opening of sales), when relevant. */
  date: string | null;
}

/** The earliest general opening among the channels (ISO strings sort chronologically). */
export function earliestOpening(channels: readonly ChannelConfiguration[]): string | null {
  let earliest: string | null = null;
  for (const channel of channels) {
    if (earliest === null || Date.parse(channel.openingDatetime) < Date.parse(earliest)) earliest = channel.openingDatetime;
  }
  return earliest;
}

/** The badge for a sale state computed by the server. */
export function saleBadge(state: SaleState, channels: readonly ChannelConfiguration[]): SaleBadge {
  switch (state) {
    case 'on_sale':
      return { state, key: 'sale.onSale', color: 'green', date: null };
    case 'early_bird': {
      const date = earliestOpening(channels);
      return { state, key: date === null ? 'sale.earlyBird' : 'sale.earlyBirdUntil', color: 'violet', date };
    }
    case 'not_open': {
      const date = earliestOpening(channels);
      return { state, key: date === null ? 'sale.notOpen' : 'sale.opensOn', color: 'blue', date };
    }
    case 'closed':
      return { state, key: 'sale.closed', color: 'gray', date: null };
    case 'sold_out':
      return { state, key: 'sale.soldOut', color: 'red', date: null };
    case 'past':
      return { state, key: 'sale.past', color: 'gray', date: null };
  }
}

/** Events to list: not archived, soonest first. */
export function upcomingEvents(events: readonly EventSummary[]): EventSummary[] {
  return events.filter((event) => !event.isArchived).sort((a, b) => Date.parse(a.startDatetime) - Date.parse(b.startDatetime));
}

/** Splits campaign packs into multi-event packs and season subscriptions, keeping their order. */
export function splitPacks(packs: readonly PackSummary[]): { packs: PackSummary[]; subscriptions: PackSummary[] } {
  return {
    packs: packs.filter((pack) => pack.type === 'pack'),
    subscriptions: packs.filter((pack) => pack.type === 'season'),
  };
}

/**
 * The "from" price a card shows: the cheapest paid rate while something can still be bought;
 * none once sold out or past (a price nobody can pay would mislead).
 */
export function fromPrice(item: { minimumPrice: number | null; saleState: SaleState }): number | null {
  return item.saleState === 'sold_out' || item.saleState === 'past' ? null : item.minimumPrice;
}
