import type { ChannelConfiguration, SaleState } from './catalog.js';

/** The website's sale channel: the only one this shop sells through. */
export const WEBSITE_SALE_CHANNEL_ID = 1;

/** What decides where a sale stands. Datetimes are ISO UTC strings, as stored. */
export interface SaleWindowInput {
  /** The item's configuration on the website channel; null when it is not sold there. */
  channel: Pick<ChannelConfiguration, 'earlyBirdOpeningDatetime' | 'openingDatetime' | 'closingDatetime'> | null;
  now: Date;
  soldOut: boolean;
  /** Archived items are withdrawn from sale. */
  isArchived?: boolean;
  /** When the event starts (a pack: its last event); null when unknown (a pack without events). */
  startDatetime: string | null;
}

const at = (iso: string) => Date.parse(iso);

/**
 * The visible state of a sale at `now`, the same for every visitor so the home page tells
 * everyone about a priority sale. Precedence: past (the event has started), closed (archived, no
 * website channel, or the closing time passed), sold_out, on_sale (from the opening time), early_bird
 * (from the early-bird opening to the opening), else not_open. Window starts are inclusive and
 * ends exclusive: at exactly the opening time the sale is on, at exactly the closing time it is
 * closed. The state does not depend on who is looking: whether this visitor may buy (early birds
 * during the priority window) is decided by `purchaseRefusal` in ./purchase-window.ts.
 */
export function saleState(input: SaleWindowInput): SaleState {
  const { channel, soldOut, startDatetime } = input;
  const now = input.now.getTime();
  if (startDatetime !== null && now >= at(startDatetime)) return 'past';
  if (input.isArchived === true || channel === null || now >= at(channel.closingDatetime)) return 'closed';
  if (soldOut) return 'sold_out';
  if (now >= at(channel.openingDatetime)) return 'on_sale';
  if (channel.earlyBirdOpeningDatetime !== null && now >= at(channel.earlyBirdOpeningDatetime)) return 'early_bird';
  return 'not_open';
}

/** The configuration of the website channel among an item's channel configurations, if any. */
export function websiteChannel<T extends { saleChannel: { id: number } }>(configurations: readonly T[]): T | null {
  return configurations.find((configuration) => configuration.saleChannel.id === WEBSITE_SALE_CHANNEL_ID) ?? null;
}
