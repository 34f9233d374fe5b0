import { badRequest, notFound } from '../../errors.js';
import type { EventSummary, PackSummary } from '../../../domain/catalog.js';
import type { GraphQLContext, SchemaModule } from '../types.js';
import {
  listCampaignPackIds,
  loadEventSummaries,
  loadPackSummaries,
  MAX_IDS_PER_LOOKUP,
} from '../../db/repositories/catalog-repository.js';
import { catalogLoaders } from '../../db/repositories/catalog-loaders.js';
import { isRecordId } from '../../../domain/record-id.js';
import { localizeArenaFor, localizeEvents, localizePacks } from '../../services/content/localize.js';

/**
 * The catalogue: events by ids with their arena, teams, competition and channel configurations,
 * and the campaign packs. Output ids are Int so answers have exactly the shapes of
 * src/domain/catalog.ts; id arguments are ID so clients may send numbers or strings.
 */
const typeDefs = /* GraphQL */ `
  enum SaleState { on_sale early_bird not_open closed sold_out past }

  type Team { displayName: String! logoUrl: String }
  type Competition { id: Int! name: String! description: String }
  type Partner { name: String! logoUrl: String }
  type SaleChannel { id: Int! }

  type EventChannelConfiguration {
    saleChannel: SaleChannel!
    earlyBirdOpeningDatetime: String
    openingDatetime: String!
    closingDatetime: String!
    maxIndividualSeatTicketsInCart: Int!
  }

  type PackChannelConfiguration {
    saleChannel: SaleChannel!
    earlyBirdOpeningDatetime: String
    openingDatetime: String!
    closingDatetime: String!
    maxCampaignPacksInCart: Int!
  }

  type ArenaBlock {
    id: Int!
    name: String!
    isOpenSeating: Boolean!
    externalId: String
    "Outline as [x, y] points in the arena's coordinates."
    contour: [[Float!]!]!
  }

  type Stand { id: Int! name: String! blocks: [ArenaBlock!]! }
  type Category { id: Int! name: String! description: String color: String isActive: Boolean! }
  "requiresProof: a rate checked at the gate (reduced, child); its description says who may take it."
  type Product { id: Int! name: String! description: String type: String! isResale: Boolean! requiresProof: Boolean! }

  type Arena {
    id: Int!
    name: String!
    imageUrl: String
    hasExternalSeating: Boolean!
    "The stadium's id in the club's external ticketing or seating system (site config), if any."
    externalStadiumId: String
    websiteMaxTicketsInCart: Int!
    "Changes whenever the geometry changes; clients cache geometry by it."
    geometryVersion: String!
    seatCount: Int!
    stands: [Stand!]!
    "Active categories only."
    categories: [Category!]!
    "Active products only."
    products: [Product!]!
  }

  type Event {
    id: Int!
    name: String!
    description: String
    startDatetime: String!
    isArchived: Boolean!
    imageUrl: String
    arenaId: Int!
    arena: Arena!
    homeTeam: Team
    opponent: Team
    competition: Competition
    channelConfigurations: [EventChannelConfiguration!]!
    partner: Partner
    saleState: SaleState!
    "Seats still free for this event."
    availableSeats: Int!
    "Lowest non-zero website price in cents."
    minimumPrice: Int
  }

  type PackBreakdown { id: Int! name: String! startDatetime: String! }

  type CampaignPack {
    id: Int!
    name: String!
    type: String!
    description: String
    imageUrl: String
    arenaId: Int!
    arena: Arena!
    breakdowns: [PackBreakdown!]!
    channelConfigurations: [PackChannelConfiguration!]!
    saleState: SaleState!
    minimumPrice: Int
  }

  extend type Query {
    "Events by id, in the order asked; unknown ids are left out."
    events(eventIds: [ID!]!): [Event!]!
    "Every campaign pack: multi-event packs and season subscriptions."
    campaignPacks: [CampaignPack!]!
    "One campaign pack, or null when there is none with this id."
    campaignPack(campaignId: ID!): CampaignPack
  }
`;

/** Parses an ID argument; ids are positive integers and anything else is the caller's mistake. */
function parseId(value: unknown): number {
  const id = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;
  if (!isRecordId(id)) throw badRequest('INVALID_ID', { id: value });
  return id;
}

async function arenaOf(item: { arenaId: number }, _args: unknown, context: GraphQLContext) {
  const arena = await catalogLoaders(context.request, context.app.db).arena(item.arenaId);
  if (!arena) throw notFound('ARENA_NOT_FOUND');
  return localizeArenaFor(context.request, arena);
}

export const catalogModule: SchemaModule = {
  typeDefs,
  resolvers: {
    Query: {
      events: async (_root: unknown, args: { eventIds: unknown[] }, context: GraphQLContext): Promise<EventSummary[]> => {
        if (args.eventIds.length > MAX_IDS_PER_LOOKUP) throw badRequest('TOO_MANY_IDS', { max: MAX_IDS_PER_LOOKUP });
        const ids = args.eventIds.map(parseId);
        return localizeEvents(context.request, await loadEventSummaries(context.app.db, ids, { now: context.app.now() }));
      },
      campaignPacks: async (_root: unknown, _args: unknown, context: GraphQLContext): Promise<PackSummary[]> => {
        const ids = await listCampaignPackIds(context.app.db);
        return localizePacks(context.request, await loadPackSummaries(context.app.db, ids, { now: context.app.now() }));
      },
      campaignPack: async (_root: unknown, args: { campaignId: unknown }, context: GraphQLContext): Promise<PackSummary | null> => {
        const [pack] = await localizePacks(context.request, await loadPackSummaries(context.app.db, [parseId(args.campaignId)], { now: context.app.now() }));
        return pack ?? null;
      },
    },
    Event: { arena: arenaOf },
    Arena: { externalStadiumId: (_arena: unknown, _args: unknown, context: GraphQLContext) => context.app.siteConfig.externalStadiumId ?? null },
    CampaignPack: { arena: arenaOf },
  },
};
