import type { FastifyInstance } from 'fastify';

export const POPULATION_USAGE = 'population list | population add NAME [professional] | population member POPULATION_ID EMAIL add|remove | population tariff TARIFF_ID POPULATION_ID|public';

/**
 * Populations for a ticket manager: list them, create one, put a customer in or out of one, and
 * reserve a tariff (an offer) to one or give it back to everyone. Null when the command is not
 * this one; 2 on bad arguments.
 */
export async function runPopulationCommand(args: readonly string[], app: FastifyInstance, out: (line: string) => void): Promise<number | null> {
  const [command, action, first, second, third] = args;
  if (command !== 'population') return null;
  const db = app.db;
  switch (action) {
    case 'list': {
      const rows = await db.selectFrom('populations').selectAll().orderBy('id').execute();
      for (const p of rows) {
        const members = await db.selectFrom('customer_populations').select((eb) => eb.fn.countAll<number>().as('n')).where('population_id', '=', p.id).executeTakeFirstOrThrow();
        out(`${p.id}\t${p.name}${p.is_professional === 1 ? ' (professional)' : ''}\t${Number(members.n)} members`);
      }
      return 0;
    }
    case 'add': {
      if (!first || first.trim() === '' || (second !== undefined && second !== 'professional')) return 2;
      const created = await db.insertInto('populations').values({ name: first.trim(), is_professional: second === 'professional' ? 1 : 0 }).returning('id').executeTakeFirstOrThrow();
      out(`population ${created.id}: ${first.trim()}`);
      return 0;
    }
    case 'member': {
      const populationId = Number(first);
      if (!Number.isSafeInteger(populationId) || !second || (third !== 'add' && third !== 'remove')) return 2;
      const customer = await db.selectFrom('customers').select('id').where('email', '=', second.trim().toLowerCase()).executeTakeFirst();
      const population = await db.selectFrom('populations').select('id').where('id', '=', populationId).executeTakeFirst();
      if (!customer || !population) {
        out(!customer ? `no customer ${second}` : `no population ${populationId}`);
        return 1;
      }
      await db.deleteFrom('customer_populations').where('customer_id', '=', customer.id).where('population_id', '=', populationId).execute();
      if (third === 'add') await db.insertInto('customer_populations').values({ customer_id: customer.id, population_id: populationId }).execute();
      out(`${second} ${third === 'add' ? 'is now in' : 'left'} population ${populationId}`);
      return 0;
    }
    case 'tariff': {
      const tariffId = Number(first);
      const populationId = second === 'public' ? null : Number(second);
      if (!Number.isSafeInteger(tariffId) || (populationId !== null && !Number.isSafeInteger(populationId))) return 2;
      const updated = await db.updateTable('tariffs').set({ population_id: populationId }).where('id', '=', tariffId).executeTakeFirst();
      out(Number(updated.numUpdatedRows) > 0 ? `tariff ${tariffId}: ${populationId === null ? 'public' : `population ${populationId} only`}` : `no tariff ${tariffId}`);
      return Number(updated.numUpdatedRows) > 0 ? 0 : 1;
    }
    default:
      return 2;
  }
}
