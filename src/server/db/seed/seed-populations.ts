/**
 * The demo club's populations: its members, who buy every on-sale match at a members' rate no one
 * else sees, and a partner company's staff (a professional population), with a corporate rate on
 * the partner's match listed on the professional offers page. The demo customer belongs to both.
 */
import type { Db } from '../database.js';

export interface DemoPopulations {
  members: number;
  partners: number;
  memberProductId: number;
  corporateProductId: number;
}

export async function seedPopulations(
  db: Db,
  input: { saleChannelId: number; demoCustomerId: number; memberEventIds: number[]; partnerEventId: number; fullPrices: Map<number, Map<number, number>> },
): Promise<DemoPopulations> {
  const population = async (name: string, isProfessional: 0 | 1) =>
    (await db.insertInto('populations').values({ name, is_professional: isProfessional }).returning('id').executeTakeFirstOrThrow()).id;
  const product = async (name: string, description: string) =>
    (await db.insertInto('products').values({ name, type: 'individual', description, is_resale: 0, is_active: 1, ticket_format: 'e_ticket' }).returning('id').executeTakeFirstOrThrow()).id;
  const members = await population('Club members', 0);
  const partners = await population('Partner companies', 1);
  const memberProductId = await product('Member rate', 'For club members: 20% off the full price');
  const corporateProductId = await product('Corporate rate', 'For the staff of partner companies');
  const tariffs = (eventId: number, productId: number, populationId: number, factor: number) =>
    [...(input.fullPrices.get(eventId) ?? new Map<number, number>()).entries()].map(([categoryId, price]) => ({
      event_id: eventId, campaign_pack_id: null, sale_channel_id: input.saleChannelId, category_id: categoryId, product_id: productId,
      block_id: null, price: Math.round((price * factor) / 100) * 100, population_id: populationId,
    }));
  const rows = [
    ...input.memberEventIds.flatMap((eventId) => tariffs(eventId, memberProductId, members, 0.8)),
    ...tariffs(input.partnerEventId, corporateProductId, partners, 0.7),
  ];
  if (rows.length > 0) await db.insertInto('tariffs').values(rows).execute();
  await db.insertInto('customer_populations').values([
    { customer_id: input.demoCustomerId, population_id: members },
    { customer_id: input.demoCustomerId, population_id: partners },
  ]).execute();
  return { members, partners, memberProductId, corporateProductId };
}
