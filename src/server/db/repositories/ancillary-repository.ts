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
