import type { Kysely } from 'kysely';

/**
 * The provider's own id of a payment attempt (a Stripe Checkout Session), kept so the shop can
 * close that attempt at the provider when the fan leaves it and pays again: once closed there, it
 * cannot take money any more. Null for providers without such an id and for older attempts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payments').addColumn('provider_session_id', 'text').execute();
}
