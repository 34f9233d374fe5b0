/** Extras (plastic card, parking, ticket withdrawal) and their tickets. */
import type { Db } from '../database.js';
import type { AncillaryTable } from '../schema.js';

export interface AncillaryRow {
  id: number;
  name: string;
  type: AncillaryTable['type'];
  description: string | null;
  price: number;
}

/** Active extras, by id. */
export async function activeAncillaries(db: Db, ids?: readonly number[]): Promise<AncillaryRow[]> {
  let query = db.selectFrom('ancillaries').select(['id', 'name', 'type', 'description', 'price']).where('is_active', '=', 1);
  if (ids) query = query.where('id', 'in', ids.length ? ids : [0]);
  const rows = await query.orderBy('id').execute();
  return rows.map((r) => ({ ...r, price: Number(r.price) }));
}

/**
 * Of each extra, how many hold a unit now: sold (confirmed orders) or held by an order on hold
 * whose hold has not lapsed (a payment in progress keeps it). On PostgreSQL the extras' rows are
 * locked first, so two buyers of the last parking space count one after the other.
 */
export async function unitsTaken(db: Db, ancillaryIds: readonly number[], nowIso: string, dialect: 'sqlite' | 'postgres'): Promise<Map<number, number>> {
  if (ancillaryIds.length === 0) return new Map();
  if (dialect === 'postgres') await db.selectFrom('ancillaries').select('id').where('id', 'in', [...ancillaryIds]).orderBy('id').forUpdate().execute();
  const rows = await db.selectFrom('ancillary_tickets as t').innerJoin('orders as o', 'o.id', 't.order_id')
    .select('t.ancillary_id').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('t.ancillary_id', 'in', [...ancillaryIds])
    .where((eb) => eb.or([
      eb('o.status', '=', 'confirmed'),
      eb.and([eb('o.status', '=', 'onhold'), eb.or([eb('o.expiry_datetime', '>', nowIso), eb('o.has_transaction_in_progress', '=', 1)])]),
    ]))
    .groupBy('t.ancillary_id').execute();
  return new Map(rows.map((r) => [r.ancillary_id, Number(r.n)]));
}

/** The stock of these extras (null: unlimited). */
export async function ancillaryStocks(db: Db, ids: readonly number[]): Promise<Map<number, number | null>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('ancillaries').select(['id', 'stock']).where('id', 'in', [...ids]).execute();
  return new Map(rows.map((r) => [r.id, r.stock === null ? null : Number(r.stock)]));
}
