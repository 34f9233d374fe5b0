import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { PromoCodeTable } from '../../db/schema.js';

const DAY = 86_400_000;

export interface SeedDemoPromoCodesOptions {
  now: Date;
  /** The event MATCHDAY20 is limited to; defaults to the next event that is not archived. */
  eventId?: number;
}

/**
 * Inserts the demo promo codes (skipping names that exist, so it can run twice):
 * - WELCOME10: 10%, once per customer, cumulable;
 * - FAN5: 5.00 € off orders of at least 20.00 €, cumulable;
 * - MATCHDAY20: 20% on one event, once per event per customer, not cumulable (skipped when
 *   there is no event);
 * - SINGLE50: 50% on one ticket of the order, 5 uses in all;
 * - SUMMER2025: 15%, expired.
 * Returns the names inserted.
 */
export async function seedDemoPromoCodes(db: Db, options: SeedDemoPromoCodesOptions): Promise<string[]> {
  const now = options.now.getTime();
  const iso = (offsetDays: number) => new Date(now + offsetDays * DAY).toISOString();
  const eventId = options.eventId ?? (await nextEventId(db, options.now));

  const base = {
    label: null,
    can_be_cumulated: 1,
    minimum_order_amount: null,
    maximum_order_amount: null,
    one_use_per_event_per_customer: 0,
    per_customer_usage_limit: null,
    usage_limit: null,
    usage_count: 0,
    validity_start: iso(-1),
    validity_end: iso(365),
    campaign_pack_id: null,
    category_id: null,
    event_id: null,
    product_id: null,
    unique_use_per_order: 0,
    is_active: 1,
  } satisfies Partial<Insertable<PromoCodeTable>>;

  const codes: Insertable<PromoCodeTable>[] = [
    { ...base, name: 'WELCOME10', label: '-10%', description: 'Welcome offer: 10% off your first order', discount_type: 'percent', discount_value: 1000, per_customer_usage_limit: 1 },
    { ...base, name: 'FAN5', label: '-€5', description: '€5 off orders of €20 or more', discount_type: 'absolute', discount_value: 500, minimum_order_amount: 2000 },
    { ...base, name: 'SINGLE50', label: '-50%', description: 'Half price on one ticket', discount_type: 'percent', discount_value: 5000, usage_limit: 5, unique_use_per_order: 1, can_be_cumulated: 0 },
    { ...base, name: 'SUMMER2025', label: '-15%', description: 'Summer offer (expired)', discount_type: 'percent', discount_value: 1500, validity_start: iso(-120), validity_end: iso(-30) },
  ];
  if (eventId !== null) {
    codes.push({ ...base, name: 'MATCHDAY20', label: '-20%', description: '20% off this match, once per fan', discount_type: 'percent', discount_value: 2000, event_id: eventId, one_use_per_event_per_customer: 1, can_be_cumulated: 0 });
  }

  const inserted: string[] = [];
  for (const code of codes) {
    const row = await db
      .insertInto('promo_codes')
      .values(code)
      .onConflict((oc) => oc.column('name').doNothing())
      .returning('name')
      .executeTakeFirst();
    if (row) inserted.push(row.name);
  }
  return inserted;
}

async function nextEventId(db: Db, now: Date): Promise<number | null> {
  const event = await db
    .selectFrom('events')
    .select('id')
    .where('is_archived', '=', 0)
    .where('start_datetime', '>=', now.toISOString())
    .orderBy('start_datetime')
    .executeTakeFirst();
  return event?.id ?? null;
}
