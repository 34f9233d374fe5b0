import type { Db } from '../database.js';

/** The customer's populations that are professional ones (a partner company's staff...). */
export async function professionalPopulationIds(db: Db, customerId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('customer_populations as cp')
    .innerJoin('populations as p', 'p.id', 'cp.population_id')
    .select('p.id')
    .where('cp.customer_id', '=', customerId)
    .where('p.is_professional', '=', 1)
    .execute();
  return rows.map((r) => r.id);
}
