import type { GraphQLContext, SchemaModule } from '../types.js';
import { AppError } from '../../errors.js';
import { requireCustomer } from '../../http/session.js';
import {
  findActivePromoCodesByIds, findActivePromoCodesByNames, idsKnownToCustomer, recordRevealedCodes, toPublicPromoCode,
} from '../../services/promo/promo-repository.js';
import { MAX_PROMO_CODES_PER_REQUEST, parseId } from '../../services/promo/payloads.js';

/** The business constant of spec section 9: a promo lookup answers one code at most. */
export const PROMO_LOOKUP_PAGE_LIMIT = 1;

const typeDefs = /* GraphQL */ `
  enum PromoDiscountType { absolute percent }
  type PromoCode {
    id: ID!
    name: String!
    label: String
    description: String
    discountType: PromoDiscountType!
    "Cents for absolute codes, basis points (1/100 %) for percent codes."
    discountValue: Int!
    canBeCumulated: Boolean!
    minimumOrderAmount: Int
    maximumOrderAmount: Int
    oneUsePerEventPerCustomer: Boolean!
    perCustomerUsageLimit: Int
    usageLimit: Int
    validityStart: String
    validityEnd: String
    campaignPackId: Int
    categoryId: Int
    eventId: Int
    productId: Int
    uniqueUsePerOrder: Boolean!
  }
  type PromoCodeEdge { node: PromoCode! }
  type PromoCodeConnection { edges: [PromoCodeEdge!]! }

  extend type Query {
    "Active codes by ids and/or name (case-insensitive); at most one edge is returned."
    promoCodes(promoCodesIds: [ID!], name: String): PromoCodeConnection!
  }
`;

interface PromoCodesArgs {
  promoCodesIds?: unknown[] | null;
  name?: string | null;
}

async function promoCodes(_root: unknown, args: PromoCodesArgs, context: GraphQLContext) {
  const customer = await requireCustomer(context.request);
  const ids = args.promoCodesIds ?? null;
  const name = args.name?.trim() ? args.name : null;
  if (ids === null && name === null) throw new AppError(400, 'PROMO_FETCH_CRITERIA_INVALID');
  if (ids !== null && ids.length > MAX_PROMO_CODES_PER_REQUEST) throw new AppError(400, 'VALIDATION_FAILED');
  const parsedIds = ids?.map((id) => parseId(id, 'promoCodesIds')) ?? null;
  const db = context.app.db;
  // A name is the code's secret: guessing names is limited like the REST lookup.
  if (name !== null) await context.countPromoLookup(context.request, context.reply);
  // Both criteria narrow: a code must have one of the ids and the name.
  let rows = name !== null ? await findActivePromoCodesByNames(db, [name]) : await findActivePromoCodesByIds(db, parsedIds ?? []);
  if (name !== null && parsedIds !== null) rows = rows.filter((r) => parsedIds.includes(r.id));
  if (name !== null) {
    await recordRevealedCodes(db, customer.id, rows.map((r) => r.id), context.app.now());
  } else {
    // By ids alone, only codes the customer already found by name or carries on an order.
    const known = await idsKnownToCustomer(db, customer.id, rows.map((r) => r.id));
    rows = rows.filter((r) => known.has(r.id));
  }
  rows.sort((a, b) => a.id - b.id);
  return { edges: rows.slice(0, PROMO_LOOKUP_PAGE_LIMIT).map((row) => ({ node: toPublicPromoCode(row) })) };
}

/** GraphQL `promoCodes` (spec section 7), on the same repository as the REST fetch. */
export const promoModule: SchemaModule = {
  typeDefs,
  resolvers: { Query: { promoCodes } },
};
