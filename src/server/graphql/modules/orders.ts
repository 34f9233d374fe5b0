import type { GraphQLContext, SchemaModule } from '../types.js';
import { AppError } from '../../errors.js';
import { requireCustomer } from '../../http/session.js';
import { parseId, parseIdList } from '../../../domain/cart-payload.js';
import { fetchOrders, updateTicketsOnOrder } from '../../services/orders/manage-orders.js';
import { parseStatuses } from '../../services/orders/order-input.js';

/** The signed-in customer's orders (`showMyOrders`) and `updateTicketsOnOrder`, on the REST services. */
const typeDefs = /* GraphQL */ `
  type OrderPackInfo { name: String! type: String! packId: Int! }
  type OrderEventInfo { id: Int! name: String! homeTeam: Team opponent: Team startDatetime: String! }
  type OrderSeatInfo {
    standName: String!
    standId: Int!
    blockName: String!
    blockId: Int!
    rowName: String!
    seatNumber: String!
    isOpenSeating: Boolean!
    eventId: Int!
    categoryName: String!
  }
  type OrderSeatTicket {
    id: Int!
    grossAmount: Int!
    discountAmount: Int!
    productName: String!
    isFromResale: Boolean!
    eventInfo: OrderEventInfo!
    seatInfo: OrderSeatInfo!
  }
  type OrderAncillaryTicket { id: Int! ancillaryName: String! ancillaryType: String! grossAmount: Int! discountAmount: Int! }
  type OrderTicketGroup { packInfo: OrderPackInfo ancillaryTickets: [OrderAncillaryTicket!]! seatTickets: [OrderSeatTicket!]! }
  type OrderPromoCode { id: Int! name: String! description: String }
  type OrderAppliedDiscount { rank: Int! promoCode: OrderPromoCode! }
  type Order {
    orderId: Int!
    status: String!
    expiryDatetime: String!
    hasTransactionInProgress: Boolean!
    saleDatetime: String
    grossAmount: Int!
    discountAmount: Int!
    appliedDiscounts: [OrderAppliedDiscount!]!
    ticketGroups: [OrderTicketGroup!]!
  }
  type OrderEdge { node: Order! }
  type OrderConnection { edges: [OrderEdge!]! }

  extend type Query {
    showMyOrders(allowedSaleChannelIds: [ID!], allowedStatus: [String!], orderIds: [ID!], hideOrdersWithInProgressTransaction: Boolean): OrderConnection!
  }
  extend type Mutation {
    updateTicketsOnOrder(orderId: ID!, ticketAncillaryIds: [ID!], ticketIds: [ID!]): Int!
  }
`;

function ids(value: unknown, path: string): number[] | null {
  if (value == null) return null;
  const parsed = parseIdList(value, path, 100);
  if (!parsed.ok) throw new AppError(400, 'VALIDATION_FAILED', 'VALIDATION_FAILED', { path });
  return parsed.value;
}

interface ShowMyOrdersArgs {
  allowedSaleChannelIds?: unknown;
  allowedStatus?: unknown;
  orderIds?: unknown;
  hideOrdersWithInProgressTransaction?: boolean | null;
}

interface UpdateArgs {
  orderId: unknown;
  ticketAncillaryIds?: unknown;
  ticketIds?: unknown;
}

export const ordersModule: SchemaModule = {
  typeDefs,
  resolvers: {
    Query: {
      showMyOrders: async (_: unknown, args: ShowMyOrdersArgs, { app, request }: GraphQLContext) => {
        const customer = await requireCustomer(request);
        const orders = await fetchOrders(app, customer, {
          orderIds: ids(args.orderIds, 'orderIds'),
          statuses: parseStatuses(args.allowedStatus),
          saleChannelIds: ids(args.allowedSaleChannelIds, 'allowedSaleChannelIds'),
          hideOrdersWithInProgressTransaction: args.hideOrdersWithInProgressTransaction === true,
        });
        return { edges: orders.map((node) => ({ node })) };
      },
    },
    Mutation: {
      updateTicketsOnOrder: async (_: unknown, args: UpdateArgs, { app, request }: GraphQLContext) => {
        const customer = await requireCustomer(request);
        const orderId = parseId(args.orderId);
        if (orderId === null) throw new AppError(400, 'VALIDATION_FAILED', 'VALIDATION_FAILED', { path: 'orderId' });
        const updated = await updateTicketsOnOrder(app, customer, {
          orderId,
          ticketIds: ids(args.ticketIds, 'ticketIds') ?? [],
          ticketAncillaryIds: ids(args.ticketAncillaryIds, 'ticketAncillaryIds') ?? [],
        });
        return updated.orderId;
      },
    },
  },
};
