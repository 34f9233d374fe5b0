import { withCustomerWriteSlot } from '../../http/customer-write-slots.js';
import { Kind } from 'graphql';
import type { GraphQLResolveInfo } from 'graphql';
import type { GraphQLContext, SchemaModule } from '../types.js';
import { AppError } from '../../errors.js';
import { requireCustomer } from '../../http/session.js';
import { parseId, parseIdList } from '../../../domain/cart-payload.js';
import { fetchOrders, updateTicketsOnOrder } from '../../services/orders/manage-orders.js';
import { parsedPage, parseStatuses } from '../../services/orders/order-input.js';
import { encodeOrderCursor } from '../../../domain/order-paging.js';
import type { TicketPurchaseInfo } from '../../../domain/purchases.js';
import type { SeatTicketView } from '../../../domain/ticket-groups.js';
import { localizeOrders } from '../../services/content/localize.js';

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
    "An unpaid resale ticket taken off sale after it was held: the order cannot be paid with it."
    noLongerForSale: Boolean!
    eventInfo: OrderEventInfo!
    seatInfo: OrderSeatInfo!
    purchase: OrderTicketPurchase
  }
  "My purchases: whose the ticket is and whether its document can be downloaded (reasons are error codes)."
  type OrderTicketPurchase {
    format: String!
    holderKind: String!
    holderName: String
    missingHolderFields: [String!]!
    editableHolderFields: [String!]!
    "Why the holder can no longer be named though the ticket is still the fan's (HOLDER_EVENT_STARTED)."
    holderClosedReason: String
    downloadable: Boolean!
    downloadBlockReasons: [String!]!
    availableFrom: String
    "The ticket's transfer to someone else, pending or accepted."
    transfer: OrderTicketTransfer
    "On a ticket received by transfer: who sent it."
    receivedFrom: String
    transferable: Boolean!
    "Its rate needs proof of eligibility (reduced, child), checked at the entrance."
    proofRequired: Boolean!
  }
  type OrderTicketTransfer { id: Int! status: String! toEmail: String! }
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
  type OrderEdge { node: Order! cursor: String! }
  type OrderPageInfo { endCursor: String hasNextPage: Boolean! }
  type OrderConnection {
    edges: [OrderEdge!]!
    pageInfo: OrderPageInfo!
    "How many orders match the filters, on every page alike."
    totalCount: Int!
  }

  extend type Query {
    "Newest first; first (at most 100) and after (a cursor) page it; when is upcoming or past; search matches event and pack names."
    showMyOrders(
      allowedSaleChannelIds: [ID!]
      allowedStatus: [String!]
      orderIds: [ID!]
      hideOrdersWithInProgressTransaction: Boolean
      first: Int
      after: String
      when: String
      search: String
    ): OrderConnection!
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
  first?: number | null;
  after?: string | null;
  when?: string | null;
  search?: string | null;
}

interface UpdateArgs {
  orderId: unknown;
  ticketAncillaryIds?: unknown;
  ticketIds?: unknown;
}

/** Whether the query may select this field of the answer (a fragment may: it is counted then). */
function mayAskFor(info: GraphQLResolveInfo, field: string): boolean {
  return info.fieldNodes.some((node) => (node.selectionSet?.selections ?? [])
    .some((selection) => selection.kind !== Kind.FIELD || selection.name.value === field));
}

export const ordersModule: SchemaModule = {
  typeDefs,
  resolvers: {
    Query: {
      showMyOrders: async (_: unknown, args: ShowMyOrdersArgs, { app, request }: GraphQLContext, info: GraphQLResolveInfo) => {
        const customer = await requireCustomer(request);
        const { orders, pageInfo, totalCount } = await fetchOrders(app, customer, {
          orderIds: ids(args.orderIds, 'orderIds'),
          statuses: parseStatuses(args.allowedStatus),
          saleChannelIds: ids(args.allowedSaleChannelIds, 'allowedSaleChannelIds'),
          hideOrdersWithInProgressTransaction: args.hideOrdersWithInProgressTransaction === true,
          page: parsedPage(args),
          withTotalCount: mayAskFor(info, 'totalCount'),
        });
        const shown = await localizeOrders(request, orders);
        return { edges: shown.map((node) => ({ node, cursor: encodeOrderCursor(node.orderId) })), pageInfo, totalCount };
      },
    },
    OrderSeatTicket: {
      noLongerForSale: (ticket: SeatTicketView) => ticket.noLongerForSale === true,
    },
    OrderTicketPurchase: {
      downloadable: (info: TicketPurchaseInfo) => info.download.downloadable,
      downloadBlockReasons: (info: TicketPurchaseInfo) => info.download.reasons,
      availableFrom: (info: TicketPurchaseInfo) => info.download.availableFrom,
    },
    Mutation: {
      updateTicketsOnOrder: async (_: unknown, args: UpdateArgs, { app, request }: GraphQLContext) => {
        const customer = await requireCustomer(request);
        const orderId = parseId(args.orderId);
        if (orderId === null) throw new AppError(400, 'VALIDATION_FAILED', 'VALIDATION_FAILED', { path: 'orderId' });
        // The REST twin's bound on one customer's writes in flight holds here too.
        const updated = await withCustomerWriteSlot(app, customer.id, () => updateTicketsOnOrder(app, customer, {
          orderId,
          ticketIds: ids(args.ticketIds, 'ticketIds') ?? [],
          ticketAncillaryIds: ids(args.ticketAncillaryIds, 'ticketAncillaryIds') ?? [],
        }));
        return updated.orderId;
      },
    },
  },
};
