/** Fixed demo content: the club, its opponents and the price grid. Pure data, no database. */

export const CLUB = { name: 'FC Riverside', slug: 'fc-riverside', arenaName: 'Riverside Park', arenaSeed: 7, arenaSeats: 40_000 };

export const OPPONENTS = [
  { name: 'Harbour City', slug: 'harbour-city' },
  { name: 'Northgate United', slug: 'northgate-united' },
  { name: 'Valley Rovers', slug: 'valley-rovers' },
  { name: 'Eastport Athletic', slug: 'eastport-athletic' },
  { name: 'Lakeside Wanderers', slug: 'lakeside-wanderers' },
  { name: 'Hillcrest Town', slug: 'hillcrest-town' },
] as const;

export const PARTNER = { name: 'Riverside Bank', logoUrl: '/images/teams/partner-riverside-bank.svg' };

export const teamLogoUrl = (slug: string) => `/images/teams/${slug}.svg`;

/** Full-price tariff per category key of the generated stadium, in cents. */
export const BASE_PRICES: Record<string, number> = { vip: 15_000, cat1: 6_500, cat2: 4_800, cat3: 3_500, cat4: 2_500 };

/** Kinds of demo events; each shows one sale situation. */
export type DemoEventKind = 'onSale' | 'onSalePartner' | 'soldOut' | 'notYetOpen' | 'earlyBird' | 'past';

export interface DemoEventPlan {
  kind: DemoEventKind;
  /** Index into OPPONENTS. */
  opponent: number;
  competition: 'league' | 'cup';
  /** Kick-off, in days from now (at 19:00 UTC that day). */
  day: number;
  /** Opening of the public sale, in hours from now. */
  openingInHours: number;
  /** Opening of the early-bird sale, in hours from now; null: no priority sale. */
  earlyBirdInHours: number | null;
  /** Multiplies BASE_PRICES (big matches cost more). */
  priceFactor: number;
  description: string;
}

export const DEMO_EVENTS: DemoEventPlan[] = [
  { kind: 'onSale', opponent: 0, competition: 'league', day: 7, openingInHours: -10 * 24, earlyBirdInHours: -12 * 24, priceFactor: 1, description: 'Premier Division, matchday 12.' },
  { kind: 'onSalePartner', opponent: 1, competition: 'league', day: 14, openingInHours: -5 * 24, earlyBirdInHours: null, priceFactor: 1.2, description: 'The river derby, presented by Riverside Bank.' },
  { kind: 'soldOut', opponent: 2, competition: 'cup', day: 10, openingInHours: -20 * 24, earlyBirdInHours: null, priceFactor: 0.8, description: 'National Cup quarter-final.' },
  { kind: 'notYetOpen', opponent: 3, competition: 'league', day: 21, openingInHours: 3 * 24, earlyBirdInHours: null, priceFactor: 1, description: 'Premier Division, matchday 14.' },
  { kind: 'earlyBird', opponent: 4, competition: 'league', day: 28, openingInHours: 5 * 24, earlyBirdInHours: -24, priceFactor: 1.1, description: 'Premier Division, matchday 15. Early-bird members buy first.' },
  { kind: 'past', opponent: 5, competition: 'league', day: -1, openingInHours: -30 * 24, earlyBirdInHours: null, priceFactor: 1, description: 'Premier Division, matchday 11.' },
];

/** Rounds cents to whole currency units' tenths (prices like 52.00 or 45.50 look real). */
export const roundPrice = (cents: number) => Math.round(cents / 50) * 50;
