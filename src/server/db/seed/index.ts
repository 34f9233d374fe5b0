import type { Db } from '../database.js';
import { AppError } from '../../errors.js';
import { hashPassword } from '../../security/passwords.js';
import { importVenue } from '../../venue/import-venue.js';
import { generateStadium } from '../../../domain/venue/generate-stadium.js';
import type { DemoEventKind } from './demo-calendar.js';
import { CLUB } from './demo-calendar.js';
import type { CatalogIds } from './seed-catalog.js';
import { seedCatalog } from './seed-catalog.js';
import { seedTranslations } from './seed-translations.js';
import { seedPopulations } from './seed-populations.js';
import type { DemoCustomerIds } from './seed-tickets.js';
import { seedConfirmedOrder, seedCustomers } from './seed-tickets.js';
import { seedDemoPromoCodes } from '../../services/promo/demo-promo-codes.js';

export { DEMO_EVENTS } from './demo-calendar.js';
export type { DemoEventKind } from './demo-calendar.js';

const DAY = 86_400_000;

/** Ids of what the demo seed created, for tests and the CLI's report. */
export interface DemoDataSummary {
  arenaId: number;
  geometryVersion: string;
  seatCount: number;
  categoryIds: Record<string, number>;
  saleChannelId: number;
  productIds: CatalogIds['productIds'];
  competitionIds: CatalogIds['competitionIds'];
  teamIds: CatalogIds['teamIds'];
  eventIds: Record<DemoEventKind, number>;
  packId: number;
  seasonId: number;
  ancillaryIds: CatalogIds['ancillaryIds'];
  customerIds: DemoCustomerIds;
  soldOutOrderId: number;
  soldOutTicketCount: number;
  /** Tickets of fan@example.com on the first on-sale event, and which of them are listed for resale. */
  fanTicketIds: number[];
  resaleListingIds: number[];
}

/** True when no arena, event, customer or sale channel exists yet: the seed may run. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  for (const table of ['arenas', 'events', 'customers', 'sale_channels'] as const) {
    const row = await db.selectFrom(table).select('id').limit(1).executeTakeFirst();
    if (row) return false;
  }
  return true;
}

/**
 * Fills an empty database with the demo shop (club, ~40,000-seat stadium, six events in every
 * sale state, a pack, a season ticket, extras, customers, a sold-out match and resale listings),
 * all dated relative to `now`, in one transaction. Refuses (409 DATABASE_NOT_EMPTY) when the
 * database already holds data, so running it twice changes nothing. `venue` puts the same shop in
 * another ground (a venue file, validated on import) instead of the generated stadium, so the
 * shop can be tried on a theatre or an arena floor.
 */
export async function seedDemoData(db: Db, options: { now: Date; venue?: unknown }): Promise<DemoDataSummary> {
  const { now } = options;
  if (!(await isDatabaseEmpty(db))) {
    throw new AppError(409, 'DATABASE_NOT_EMPTY', 'The database already contains data; the demo seed only fills an empty one.');
  }
  // Hashing is deliberately slow; do it before taking the write lock.
  const [demo, fan] = await Promise.all([hashPassword('demo-password-1'), hashPassword('fan-password-1')]);
  const hashes = { demo, fan };
  const venue: unknown = options.venue ?? generateStadium({ seed: CLUB.arenaSeed, targetSeats: CLUB.arenaSeats, name: CLUB.arenaName });

  return db.transaction().execute(async (trx) => {
    const arena = await importVenue(trx, venue);
    const catalog = await seedCatalog(trx, now, arena);
    const customerIds = await seedCustomers(trx, now, hashes);
    const eventIds = Object.fromEntries(
      Object.entries(catalog.events).map(([kind, event]) => [kind, event.id]),
    ) as Record<DemoEventKind, number>;
    await seedPopulations(trx, {
      saleChannelId: catalog.saleChannelId,
      demoCustomerId: customerIds.demo,
      memberEventIds: [eventIds.onSale, eventIds.onSalePartner],
      partnerEventId: eventIds.onSalePartner,
      fullPrices: catalog.fullPrices,
    });
    const priceAt = (eventId: number, categoryId: number) => catalog.fullPrices.get(eventId)?.get(categoryId) ?? 0;

    const allSeats = await trx
      .selectFrom('seats')
      .select(['id', 'category_id'])
      .where('arena_id', '=', arena.arenaId)
      .orderBy('seat_index')
      .execute();
    const soldOut = await seedConfirmedOrder(trx, {
      customerId: customerIds.boxOffice,
      eventId: eventIds.soldOut,
      productId: catalog.productIds.full,
      saleChannelId: catalog.saleChannelId,
      seats: allSeats.map((seat) => ({ id: seat.id, categoryId: seat.category_id, price: priceAt(eventIds.soldOut, seat.category_id) })),
      soldAt: new Date(now.getTime() - 15 * DAY),
      paymentMethod: 'cash',
    });

    // The fan bought six neighbouring Category 2 seats and put four of them back on sale.
    const cat2 = arena.categoryIds.cat2 ?? Object.values(arena.categoryIds)[0]!;
    const fanSeats = await trx
      .selectFrom('seats')
      .innerJoin('blocks', 'blocks.id', 'seats.block_id')
      .select(['seats.id', 'seats.category_id'])
      .where('seats.arena_id', '=', arena.arenaId)
      .where('seats.category_id', '=', cat2)
      .where('blocks.is_open_seating', '=', 0)
      .orderBy('seats.seat_index')
      .limit(6)
      .execute();
    const fanOrder = await seedConfirmedOrder(trx, {
      customerId: customerIds.fan,
      eventId: eventIds.onSale,
      productId: catalog.productIds.full,
      saleChannelId: catalog.saleChannelId,
      seats: fanSeats.map((seat) => ({ id: seat.id, categoryId: seat.category_id, price: priceAt(eventIds.onSale, seat.category_id) })),
      soldAt: new Date(now.getTime() - 8 * DAY),
      paymentMethod: 'credit_card',
    });
    const resaleListingIds: number[] = [];
    for (const [index, ticketId] of fanOrder.ticketIds.slice(0, 4).entries()) {
      const face = priceAt(eventIds.onSale, fanSeats[index]!.category_id);
      const { id } = await trx
        .insertInto('resale_listings')
        .values({
          seat_ticket_id: ticketId,
          seller_customer_id: customerIds.fan,
          price: index < 2 ? face : face - 500,
          status: 'on_sale',
          created_at: new Date(now.getTime() - 2 * DAY).toISOString(),
          sold_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      resaleListingIds.push(id);
    }
    await seedDemoPromoCodes(trx, { now, eventId: eventIds.onSale });
    // After every translated row exists: the populations' rates and the promo codes too.
    await seedTranslations(trx);

    return {
      arenaId: arena.arenaId,
      geometryVersion: arena.geometryVersion,
      seatCount: arena.seatCount,
      categoryIds: arena.categoryIds,
      saleChannelId: catalog.saleChannelId,
      productIds: catalog.productIds,
      competitionIds: catalog.competitionIds,
      teamIds: catalog.teamIds,
      eventIds,
      packId: catalog.packId,
      seasonId: catalog.seasonId,
      ancillaryIds: catalog.ancillaryIds,
      customerIds,
      soldOutOrderId: soldOut.orderId,
      soldOutTicketCount: soldOut.ticketIds.length,
      fanTicketIds: fanOrder.ticketIds,
      resaleListingIds,
    };
  });
}
