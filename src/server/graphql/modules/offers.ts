import type { GraphQLContext, SchemaModule } from '../types.js';
import { AppError } from '../../errors.js';
import { parseId } from '../../../domain/cart-payload.js';
import { individualEventOffers, packOffers } from '../../services/inventory/offers.js';

/**
 * Offers per block: `cachedIndividualEventOffers` (direct sale and resale) and `cachedPackOffers`,
 * each with a light variant that answers only availability (for refreshing the map's colours).
 */
const typeDefs = /* GraphQL */ `
  type DirectSaleOffer {
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
  type OfferAvailability { blockId: Int! categoryId: Int! productId: Int! availability: Int! }
  type IndividualEventOffersAvailability { directSaleOffers: [OfferAvailability!]! resaleOffers: [OfferAvailability!]! }

  type PackOffer {
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
    cachedIndividualEventOffers(arenaId: ID, eventId: ID!, saleChannelId: ID!): IndividualEventOffers!
    cachedIndividualEventOffersAvailability(arenaId: ID, eventId: ID!, saleChannelId: ID!): IndividualEventOffersAvailability!
    cachedPackOffers(campaignPackId: ID!, saleChannelId: ID!): PackOffers!
    cachedPackOffersAvailability(campaignPackId: ID!, saleChannelId: ID!): PackOffersAvailability!
  }
`;

function id(value: unknown, path: string): number {
  const parsed = parseId(value);
  if (parsed === null) throw new AppError(400, 'VALIDATION_FAILED', 'VALIDATION_FAILED', { path });
  return parsed;
}

type EventArgs = { arenaId?: unknown; eventId: unknown; saleChannelId: unknown };
type PackArgs = { campaignPackId: unknown; saleChannelId: unknown };

const eventOffers = (args: EventArgs, { app }: GraphQLContext) =>
  individualEventOffers(app, {
    eventId: id(args.eventId, 'eventId'),
    saleChannelId: id(args.saleChannelId, 'saleChannelId'),
    arenaId: args.arenaId == null ? null : id(args.arenaId, 'arenaId'),
  });

const availabilityOnly = <T extends { blockId: number; categoryId: number; productId: number; availability: number }>(o: T) => ({
  blockId: o.blockId, categoryId: o.categoryId, productId: o.productId, availability: o.availability,
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
      cachedPackOffers: (_: unknown, args: PackArgs, { app }: GraphQLContext) =>
        packOffers(app, { campaignPackId: id(args.campaignPackId, 'campaignPackId'), saleChannelId: id(args.saleChannelId, 'saleChannelId') }),
      cachedPackOffersAvailability: async (_: unknown, args: PackArgs, { app }: GraphQLContext) => {
        const result = await packOffers(app, { campaignPackId: id(args.campaignPackId, 'campaignPackId'), saleChannelId: id(args.saleChannelId, 'saleChannelId') });
        return {
          ...result,
          offers: result.offers.map((o) => ({ categoryId: o.categoryId, productId: o.productId, blockName: o.blockName, standName: o.standName, availability: o.availability })),
        };
      },
    },
  },
};
