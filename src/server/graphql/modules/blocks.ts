import type { GraphQLContext, SchemaModule } from '../types.js';
import { AppError } from '../../errors.js';
import { getSessionCustomer, requireCustomer } from '../../http/session.js';
import { parseId, parseIdList } from '../../../domain/cart-payload.js';
import type { BlockSeat } from '../../../domain/offers.js';
import { findBlocks, seatsOfBlocks } from '../../db/repositories/block-repository.js';
import type { BlockRow } from '../../db/repositories/block-repository.js';
import { seatsWithStatus, websiteSaleContext } from '../../services/inventory/block-seats.js';
import { requestPopulationIds } from '../../services/inventory/populations.js';

const MAX_BLOCKS = 50;

/**
 * `blocks(blockIds)`: block and seat data. With an eventId or packId the seats carry their live
 * availability and prices for that sale; without one they are plain geometry (available false).
 */
const typeDefs = /* GraphQL */ `
  type SeatCategoryRef { id: Int! }
  type SeatTicketRef { id: Int! isValid: Boolean! }
  type BlockStand { id: Int! name: String! }

  type BlockSeat {
    id: Int!
    available: Boolean!
    price: Int
    category: SeatCategoryRef!
    productIds: [Int!]!
    mapIdentifier: String
    row: Int!
    column: Int!
    rowName: String!
    seatNumber: String!
    externalId: String
    tickets: [SeatTicketRef!]!
  }

  type SeatBlock {
    id: Int!
    name: String!
    stand: BlockStand!
    contour: [[Float!]!]!
    isOpenSeating: Boolean!
    externalId: String
    seats: [BlockSeat!]!
  }

  extend type Query {
    blocks(blockIds: [ID!]!, eventId: ID, packId: ID): [SeatBlock!]!
  }
`;

async function blocks(_: unknown, args: { blockIds: unknown; eventId?: unknown; packId?: unknown }, { app, request }: GraphQLContext) {
  if (!app.siteConfig.seatmapAccessibleWhenLoggedOut) await requireCustomer(request);
  const ids = parseIdList(args.blockIds, 'blockIds', MAX_BLOCKS);
  if (!ids.ok) throw new AppError(400, 'VALIDATION_FAILED', 'VALIDATION_FAILED', { path: ids.refusal.path });
  const eventId = args.eventId == null ? null : parseId(args.eventId);
  const packId = args.packId == null ? null : parseId(args.packId);
  if ((args.eventId != null && eventId === null) || (args.packId != null && packId === null)) {
    throw new AppError(400, 'VALIDATION_FAILED', 'VALIDATION_FAILED', { path: 'eventId|packId' });
  }
  const rows = await findBlocks(app.db, ids.value);
  // Per customer (never cached): the asker's own resale listings are not offered to them.
  const viewerId = (await getSessionCustomer(request))?.id ?? null;
  const ctx = eventId !== null || packId !== null ? await websiteSaleContext(app, { eventId, packId }, await requestPopulationIds(request)) : null;
  const seatsOf = async (block: BlockRow): Promise<BlockSeat[]> => {
    if (ctx) return block.arenaId === ctx.arenaId ? (await seatsWithStatus(app, ctx, [block], viewerId)).seats : [];
    return (await seatsOfBlocks(app.db, [block.id])).map((s) => ({
      id: s.id, available: false, price: null, category: { id: s.categoryId }, productIds: [], mapIdentifier: s.mapIdentifier,
      row: s.row, column: s.column, rowName: s.rowName, seatNumber: s.seatNumber, externalId: s.externalId, tickets: [],
    }));
  };
  return Promise.all(rows.map(async (b) => ({
    id: b.id,
    name: b.name,
    stand: { id: b.standId, name: b.standName },
    contour: JSON.parse(b.contour) as number[][],
    isOpenSeating: b.isOpenSeating,
    externalId: b.externalId,
    seats: await seatsOf(b),
  })));
}

export const blocksModule: SchemaModule = { typeDefs, resolvers: { Query: { blocks } } };
