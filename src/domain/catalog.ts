/**
 * What the shop's catalogue calls answer (REST `/api/events`, GraphQL `events`, `campaignPacks`,
 * `campaignPack`). Shared by server and client so both read one shape.
 */

/** Where a sale stands for one visitor at one instant; computed by the server. */
export type SaleState =
  | 'on_sale'
  /** Only early-bird customers may buy now; everyone else waits for openingDatetime. */
  | 'early_bird'
  | 'not_open'
  | 'closed'
  | 'sold_out'
  | 'past';

export interface TeamInfo {
  displayName: string;
  logoUrl: string | null;
}

export interface CompetitionInfo {
  id: number;
  name: string;
  description: string | null;
}

export interface ChannelConfiguration {
  saleChannel: { id: number };
  earlyBirdOpeningDatetime: string | null;
  openingDatetime: string;
  closingDatetime: string;
}

export interface EventChannelConfiguration extends ChannelConfiguration {
  maxIndividualSeatTicketsInCart: number;
}

export interface PackChannelConfiguration extends ChannelConfiguration {
  maxCampaignPacksInCart: number;
}

export interface Partner {
  name: string;
  logoUrl: string | null;
}

/** One event as the home page and event page list it. */
export interface EventSummary {
  id: number;
  name: string;
  description: string | null;
  startDatetime: string;
  isArchived: boolean;
  imageUrl: string | null;
  arenaId: number;
  homeTeam: TeamInfo | null;
  opponent: TeamInfo | null;
  competition: CompetitionInfo | null;
  channelConfigurations: EventChannelConfiguration[];
  partner: Partner | null;
  saleState: SaleState;
  /** Seats still free on the website channel. */
  availableSeats: number;
  /** Lowest non-zero price in cents, or null when nothing is priced. */
  minimumPrice: number | null;
}

export interface PackSummary {
  id: number;
  name: string;
  type: 'pack' | 'season';
  description: string | null;
  imageUrl: string | null;
  arenaId: number;
  breakdowns: { id: number; name: string; startDatetime: string }[];
  channelConfigurations: PackChannelConfiguration[];
  saleState: SaleState;
  minimumPrice: number | null;
}
