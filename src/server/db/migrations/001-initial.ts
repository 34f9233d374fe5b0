import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';
import { sql } from 'kysely';

/** Adds an auto-incrementing integer primary key the way each dialect spells it. */
function withId<T extends string>(table: CreateTableBuilder<T>, dialect: 'sqlite' | 'postgres') {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** Creates every table of the shop. Conventions are described in ../schema.ts. */
export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  const table = (name: string) => withId(db.schema.createTable(name), dialect);
  const flag = (d = 0) => (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(d);

  await table('customers')
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('gender', 'text', (c) => c.notNull().defaultTo('unknown'))
    .addColumn('date_of_birth', 'text')
    .addColumn('country', 'text')
    .addColumn('city_name', 'text')
    .addColumn('street_address', 'text')
    .addColumn('postal_code', 'text')
    .addColumn('phone_number', 'text')
    .addColumn('iban', 'text')
    .addColumn('bic', 'text')
    .addColumn('company', 'text')
    .addColumn('is_early_bird', 'integer', flag())
    .addColumn('accepts_crm', 'integer', flag())
    .addColumn('identity_provider_id', 'text')
    .addColumn('locale', 'text')
    .addColumn('email_verified_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('csrf_token', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('action_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();

  await table('arenas')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text')
    .addColumn('has_external_seating', 'integer', flag())
    .addColumn('external_stadium_id', 'text')
    .addColumn('website_max_tickets_in_cart', 'integer', (c) => c.notNull().defaultTo(99))
    .addColumn('geometry_version', 'text', (c) => c.notNull())
    .addColumn('seat_count', 'integer', flag())
    .execute();

  await table('stands')
    .addColumn('arena_id', 'integer', (c) => c.notNull().references('arenas.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', flag())
    .execute();

  await table('blocks')
    .addColumn('arena_id', 'integer', (c) => c.notNull().references('arenas.id').onDelete('cascade'))
    .addColumn('stand_id', 'integer', (c) => c.notNull().references('stands.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('contour', 'text', (c) => c.notNull())
    .addColumn('is_open_seating', 'integer', flag())
    .addColumn('external_id', 'text')
    .addColumn('position', 'integer', flag())
    .execute();

  await table('categories')
    .addColumn('arena_id', 'integer', (c) => c.notNull().references('arenas.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('color', 'text')
    .addColumn('is_active', 'integer', flag(1))
    .execute();

  await table('seats')
    .addColumn('arena_id', 'integer', (c) => c.notNull().references('arenas.id').onDelete('cascade'))
    .addColumn('block_id', 'integer', (c) => c.notNull().references('blocks.id').onDelete('cascade'))
    .addColumn('seat_index', 'integer', (c) => c.notNull())
    .addColumn('row', 'integer', (c) => c.notNull())
    .addColumn('column', 'integer', (c) => c.notNull())
    .addColumn('row_name', 'text', (c) => c.notNull())
    .addColumn('seat_number', 'text', (c) => c.notNull())
    .addColumn('x', 'real', (c) => c.notNull())
    .addColumn('y', 'real', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
    .addColumn('map_identifier', 'text')
    .addColumn('external_id', 'text')
    .addUniqueConstraint('seats_arena_index_unique', ['arena_id', 'seat_index'])
    .execute();
  await db.schema.createIndex('seats_block_idx').on('seats').column('block_id').execute();

  await table('products')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('type', 'text', (c) => c.notNull().defaultTo('individual'))
    .addColumn('is_resale', 'integer', flag())
    .addColumn('is_active', 'integer', flag(1))
    .execute();

  await table('competitions')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .execute();

  await table('teams')
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('logo_url', 'text')
    .execute();

  await table('sale_channels').addColumn('name', 'text', (c) => c.notNull()).execute();

  await table('events')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('start_datetime', 'text', (c) => c.notNull())
    .addColumn('is_archived', 'integer', flag())
    .addColumn('side', 'text', (c) => c.notNull().defaultTo('home'))
    .addColumn('arena_id', 'integer', (c) => c.notNull().references('arenas.id'))
    .addColumn('competition_id', 'integer', (c) => c.references('competitions.id'))
    .addColumn('home_team_id', 'integer', (c) => c.references('teams.id'))
    .addColumn('opponent_team_id', 'integer', (c) => c.references('teams.id'))
    .addColumn('image_url', 'text')
    .addColumn('partner_name', 'text')
    .addColumn('partner_logo_url', 'text')
    .execute();

  await table('event_channel_configurations')
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('sale_channel_id', 'integer', (c) => c.notNull().references('sale_channels.id'))
    .addColumn('early_bird_opening_datetime', 'text')
    .addColumn('opening_datetime', 'text', (c) => c.notNull())
    .addColumn('closing_datetime', 'text', (c) => c.notNull())
    .addColumn('max_individual_seat_tickets_in_cart', 'integer', (c) => c.notNull().defaultTo(10))
    .execute();

  await table('campaign_packs')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('arena_id', 'integer', (c) => c.notNull().references('arenas.id'))
    .addColumn('image_url', 'text')
    .execute();

  await db.schema
    .createTable('campaign_pack_events')
    .addColumn('campaign_pack_id', 'integer', (c) => c.notNull().references('campaign_packs.id').onDelete('cascade'))
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('campaign_pack_events_pk', ['campaign_pack_id', 'event_id'])
    .execute();

  await table('pack_channel_configurations')
    .addColumn('campaign_pack_id', 'integer', (c) => c.notNull().references('campaign_packs.id').onDelete('cascade'))
    .addColumn('sale_channel_id', 'integer', (c) => c.notNull().references('sale_channels.id'))
    .addColumn('early_bird_opening_datetime', 'text')
    .addColumn('opening_datetime', 'text', (c) => c.notNull())
    .addColumn('closing_datetime', 'text', (c) => c.notNull())
    .addColumn('max_campaign_packs_in_cart', 'integer', (c) => c.notNull().defaultTo(4))
    .execute();

  await table('tariffs')
    .addColumn('event_id', 'integer', (c) => c.references('events.id').onDelete('cascade'))
    .addColumn('campaign_pack_id', 'integer', (c) => c.references('campaign_packs.id').onDelete('cascade'))
    .addColumn('sale_channel_id', 'integer', (c) => c.notNull().references('sale_channels.id'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('block_id', 'integer', (c) => c.references('blocks.id'))
    .addColumn('price', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('tariffs_event_idx').on('tariffs').columns(['event_id', 'sale_channel_id']).execute();
  await db.schema.createIndex('tariffs_pack_idx').on('tariffs').columns(['campaign_pack_id', 'sale_channel_id']).execute();

  await table('ancillaries')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('is_active', 'integer', flag(1))
    .execute();

  await table('orders')
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('sale_channel_id', 'integer', (c) => c.notNull().references('sale_channels.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expiry_datetime', 'text', (c) => c.notNull())
    .addColumn('sale_datetime', 'text')
    .addColumn('gross_amount', 'integer', flag())
    .addColumn('discount_amount', 'integer', flag())
    .addColumn('has_transaction_in_progress', 'integer', flag())
    .addColumn('number_of_installments', 'integer', flag(1))
    .addColumn('payment_method', 'text', (c) => c.notNull().defaultTo('not_chosen_yet'))
    .addColumn('anomaly_code', 'text')
    .addColumn('anomaly_status', 'text')
    .addColumn('ticket_withdrawal', 'text', (c) => c.notNull().defaultTo('Envoi par email'))
    .execute();
  await db.schema.createIndex('orders_customer_idx').on('orders').column('customer_id').execute();
  await db.schema.createIndex('orders_status_expiry_idx').on('orders').columns(['status', 'expiry_datetime']).execute();

  await table('seat_tickets')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id'))
    .addColumn('seat_id', 'integer', (c) => c.notNull().references('seats.id'))
    .addColumn('campaign_pack_id', 'integer', (c) => c.references('campaign_packs.id'))
    .addColumn('pack_group', 'text')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
    .addColumn('gross_amount', 'integer', flag())
    .addColumn('discount_amount', 'integer', flag())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', flag(1))
    .addColumn('is_from_resale', 'integer', flag())
    .addColumn('resale_listing_id', 'integer')
    .addColumn('holder_info', 'text')
    .addColumn('owner_customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // The rule "a seat is never held or sold twice", enforced by the database itself.
  await db.schema
    .createIndex('seat_tickets_one_active_per_seat')
    .on('seat_tickets')
    .columns(['event_id', 'seat_id'])
    .unique()
    .where(sql.ref('active'), '=', 1)
    .execute();
  await db.schema.createIndex('seat_tickets_order_idx').on('seat_tickets').column('order_id').execute();
  await db.schema.createIndex('seat_tickets_event_idx').on('seat_tickets').columns(['event_id', 'active']).execute();

  await table('ancillary_tickets')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('ancillary_id', 'integer', (c) => c.notNull().references('ancillaries.id'))
    .addColumn('campaign_pack_id', 'integer', (c) => c.references('campaign_packs.id'))
    .addColumn('event_id', 'integer', (c) => c.references('events.id'))
    .addColumn('gross_amount', 'integer', flag())
    .addColumn('discount_amount', 'integer', flag())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await table('promo_codes')
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('label', 'text')
    .addColumn('description', 'text')
    .addColumn('discount_type', 'text', (c) => c.notNull())
    .addColumn('discount_value', 'integer', (c) => c.notNull())
    .addColumn('can_be_cumulated', 'integer', flag())
    .addColumn('minimum_order_amount', 'integer')
    .addColumn('maximum_order_amount', 'integer')
    .addColumn('one_use_per_event_per_customer', 'integer', flag())
    .addColumn('per_customer_usage_limit', 'integer')
    .addColumn('usage_limit', 'integer')
    .addColumn('usage_count', 'integer', flag())
    .addColumn('validity_start', 'text')
    .addColumn('validity_end', 'text')
    .addColumn('campaign_pack_id', 'integer', (c) => c.references('campaign_packs.id'))
    .addColumn('category_id', 'integer', (c) => c.references('categories.id'))
    .addColumn('event_id', 'integer', (c) => c.references('events.id'))
    .addColumn('product_id', 'integer', (c) => c.references('products.id'))
    .addColumn('unique_use_per_order', 'integer', flag(1))
    .addColumn('is_active', 'integer', flag(1))
    .execute();

  await db.schema
    .createTable('order_promo_codes')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('promo_code_id', 'integer', (c) => c.notNull().references('promo_codes.id'))
    .addColumn('rank', 'integer', flag())
    .addColumn('discount_amount', 'integer', flag())
    .addPrimaryKeyConstraint('order_promo_codes_pk', ['order_id', 'promo_code_id'])
    .execute();

  await table('promo_code_usages')
    .addColumn('promo_code_id', 'integer', (c) => c.notNull().references('promo_codes.id'))
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('event_id', 'integer', (c) => c.references('events.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await table('payments')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('external_reference', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('payment_notifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('payment_id', 'integer', (c) => c.notNull().references('payments.id'))
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .execute();

  await table('installments')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('due_date', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', flag())
    .addColumn('last_error', 'text')
    .execute();

  await table('resale_listings')
    .addColumn('seat_ticket_id', 'integer', (c) => c.notNull().references('seat_tickets.id'))
    .addColumn('seller_customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sold_at', 'text')
    .execute();

  await table('transfers')
    .addColumn('seat_ticket_id', 'integer', (c) => c.notNull().references('seat_tickets.id'))
    .addColumn('from_customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('to_email', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await table('client_logs')
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text')
    .addColumn('page_address', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}
