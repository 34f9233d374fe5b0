import type { GraphQLContext, SchemaModule } from '../types.js';
import { AppError } from '../../errors.js';
import { parseId } from '../../../domain/cart-payload.js';
import { arenaEventOffers, individualEventOffers, packOffers } from '../../services/inventory/offers.js';
import { requestPopulationIds } from '../../services/inventory/populations.js';
import { requireCustomer } from '../../http/session.js';

/**
 * Offers per block: `cachedIndividualEventOffers` (direct sale and resale) and `cachedPackOffers`,
 * each with a light variant that answers only availability (for refreshing the map's colours).
 */
const typeDefs = /* GraphQL */ `
  type DirectSaleOffer {
    eventId: Int
    blockId: Int!
    categoryId: Int!
    productId: Int!
    seatTypeId: Int
    isOpenSeating: Boolean!
    availability: Int!
    capacity: Int!
    price: Int!
  }

  type CachedResaleOffer {
    eventId: Int
    blockId: Int!
    categoryId: Int!
    productId: Int!
    seatTypeId: Int
    isOpenSeating: Boolean!
    availability: Int!
    capacity: Int!
    allPrices: [Int!]!
  }

  type IndividualEventOffers { directSaleOffers: [DirectSaleOffer!]! resaleOffers: [CachedResaleOffer!]! }

  "Only what changes while a fan looks at the map."
  type OfferAvailability { eventId: Int blockId: Int! categoryId: Int! productId: Int! availability: Int! }
  type IndividualEventOffersAvailability { directSaleOffers: [OfferAvailability!]! resaleOffers: [OfferAvailability!]! }

  type PackOffer {
    blockId: Int!
    categoryId: Int!
    productId: Int!
    blockName: String!
    standName: String!
    seatTypeIds: [Int!]!
    isOpenSeating: Boolean!
    availability: Int!
    price: Int!
    capacity: Int!
  }

  type PackOffers { hasPublicOffers: Boolean! hasPopulationOffers: Boolean! offers: [PackOffer!]! }

  type PackOfferAvailability { categoryId: Int! productId: Int! blockName: String! standName: String! availability: Int! }
  type PackOffersAvailability { hasPublicOffers: Boolean! hasPopulationOffers: Boolean! offers: [PackOfferAvailability!]! }

  extend type Query {
    "Offers of one event, or with arenaId alone of every event of the arena on the channel (each offer names its event)."
    cachedIndividualEventOffers(arenaId: ID, eventId: ID, saleChannelId: ID!): IndividualEventOffers!
    cachedIndividualEventOffersAvailability(arenaId: ID, eventId: ID, saleChannelId: ID!): IndividualEventOffersAvailability!
    cachedPackOffers(campaignPackId: ID!, saleChannelId: ID!): PackOffers!
    cachedPackOffersAvailability(campaignPackId: ID!, saleChannelId: ID!): PackOffersAvailability!
  }
`;

function id(value: unknown, path: string): number {
  const parsed = parseId(value);
  if (parsed === null) throw new AppError(400, 'VALIDATION_FAILED', 'VALIDATION_FAILED', { path });
  return parsed;
}

type EventArgs = { arenaId?: unknown; eventId?: unknown; saleChannelId: unknown };
type PackArgs = { campaignPackId: unknown; saleChannelId: unknown };

/**
 * The offers are what the seat map shows of each block (availability, prices): closed to visitors
 * when the map is, as `blocks` and `/api/block` are, not only hidden by the page.
 */
async function assertSeatMapOpen({ app, request }: Pick<GraphQLContext, 'app' | 'request'>): Promise<void> {
  if (!app.siteConfig.seatmapAccessibleWhenLoggedOut) await requireCustomer(request);
}

const eventOffers = async (args: EventArgs, { app, request }: GraphQLContext) => {
  await assertSeatMapOpen({ app, request });
  const saleChannelId = id(args.saleChannelId, 'saleChannelId');
  const populationIds = await requestPopulationIds(request);
  if (args.eventId == null) {
    if (args.arenaId == null) throw new AppError(400, 'VALIDATION_FAILED', 'VALIDATION_FAILED', { path: 'arenaId' });
    return arenaEventOffers(app, { arenaId: id(args.arenaId, 'arenaId'), saleChannelId, populationIds });
  }
  return individualEventOffers(app, {
    eventId: id(args.eventId, 'eventId'),
    saleChannelId,
    arenaId: args.arenaId == null ? null : id(args.arenaId, 'arenaId'),
    populationIds,
  });
};

const packArgs = async (args: PackArgs, ctx: GraphQLContext) => {
  await assertSeatMapOpen(ctx);
  return {
    campaignPackId: id(args.campaignPackId, 'campaignPackId'),
    saleChannelId: id(args.saleChannelId, 'saleChannelId'),
    populationIds: await requestPopulationIds(ctx.request),
  };
};

const availabilityOnly = <T extends { eventId?: number; blockId: number; categoryId: number; productId: number; availability: number }>(o: T) => ({
  eventId: o.eventId ?? null, blockId: o.blockId, categoryId: o.categoryId, productId: o.productId, availability: o.availability,
});

export const offersModule: SchemaModule = {
  typeDefs,
  resolvers: {
    Query: {
      cachedIndividualEventOffers: (_: unknown, args: EventArgs, ctx: GraphQLContext) => eventOffers(args, ctx),
      cachedIndividualEventOffersAvailability: async (_: unknown, args: EventArgs, ctx: GraphQLContext) => {
        const offers = await eventOffers(args, ctx);
        return { directSaleOffers: offers.directSaleOffers.map(availabilityOnly), resaleOffers: offers.resaleOffers.map(availabilityOnly) };
      },
      cachedPackOffers: async (_: unknown, args: PackArgs, ctx: GraphQLContext) => packOffers(ctx.app, await packArgs(args, ctx)),
      cachedPackOffersAvailability: async (_: unknown, args: PackArgs, ctx: GraphQLContext) => {
        const result = await packOffers(ctx.app, await packArgs(args, ctx));
        return {
          ...result,
          offers: result.offers.map((o) => ({ categoryId: o.categoryId, productId: o.productId, blockName: o.blockName, standName: o.standName, availability: o.availability })),
        };
      },
    },
  },
};
