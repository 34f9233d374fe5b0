/** Who a mail goes to, and in which language: the lookups every mail of an order or a transfer starts with. */
import type { Locale } from '../../../domain/site-config.js';
import { isAnonymisedCustomer } from '../../db/anonymised-customer.js';
import type { Db } from '../../db/database.js';
import { mailLocale } from './templates.js';

export interface MailableCustomer {
  email: string;
  firstName: string;
  locale: Locale;
}

/**
 * The customer of `orderId` as the shop writes to them: address, first name and the language of
 * their account. Null when there is no such order, or when the account was deleted: it keeps its
 * orders for the books but its address is a `.invalid` one, where a mail would only be retried
 * until it failed.
 */
export async function mailableCustomerOfOrder(db: Db, orderId: number): Promise<MailableCustomer | null> {
  const customer = await db.selectFrom('orders as o').innerJoin('customers as c', 'c.id', 'o.customer_id')
    .select(['c.email', 'c.first_name', 'c.locale', 'c.password_hash']).where('o.id', '=', orderId).executeTakeFirst();
  if (!customer || isAnonymisedCustomer(customer)) return null;
  return { email: customer.email, firstName: customer.first_name, locale: mailLocale(customer.locale) };
}

/**
 * The language to write to `email` in: that of the account it belongs to, when there is one,
 * else `fallback` (the language the sender's page was in when the transfer was made).
 */
export async function mailLocaleOfAddress(db: Db, email: string, fallback: string | null): Promise<Locale> {
  const account = await db.selectFrom('customers').select('locale').where('email', '=', email).executeTakeFirst();
  return mailLocale(account?.locale ?? fallback);
}
