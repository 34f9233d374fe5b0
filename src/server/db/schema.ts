import type { WaitingRoomEntryTable, WaitingRoomTable } from './schema-waiting-rooms.js';
import type { AncillaryRequestTable } from './schema-ancillary-requests.js';
import type { PaymentMethod } from '../../domain/payment/payment-method.js';
import type { Generated } from 'kysely';
import type { TicketFormat } from '../../domain/ticket-downloads.js';

/**
 * Row types of every table. Conventions that hold on SQLite and PostgreSQL alike:
 * - booleans are integers 0/1 (`Flag`);
 * - datetimes are ISO-8601 UTC strings from `Date.prototype.toISOString()`, so they sort as text;
 * - money is integer cents; every `discount_amount` of orders and tickets is negative or zero, so
 *   an amount to pay is gross plus discount (as the spec sums them);
 * - structured values (contours, holder info, log fields) are JSON text.
 */
export type Flag = 0 | 1;
type Id = Generated<number>;
type ResalePolicyColumn = 'forbidden' | 'no_restriction' | 'whole_order_only';

export interface CustomerTable {
  id: Id;
  email: string;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  gender: 'female' | 'male' | 'unknown';
  date_of_birth: string | null;
  country: string | null;
  city_name: string | null;
  street_address: string | null;
  postal_code: string | null;
  phone_number: string | null;
  iban: string | null;
  bic: string | null;
  company: string | null;
  is_early_bird: Flag;
  accepts_crm: Flag;
  identity_provider_id: string | null;
  locale: string | null;
  email_verified_at: string | null;
  created_at: string;
}

export interface SessionTable {
  /** SHA-256 of the cookie value: a stolen database does not yield live sessions. */
  id: string;
  customer_id: number;
  csrf_token: string;
  created_at: string;
  expires_at: string;
  last_seen_at: string;
}

export interface ActionTokenTable {
  /** SHA-256 of the token sent by mail. */
  id: string;
  customer_id: number;
  kind: 'verify_email' | 'reset_password';
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface ArenaTable {
  id: Id;
  name: string;
  image_url: string | null;
  has_external_seating: Flag;
  external_stadium_id: string | null;
  website_max_tickets_in_cart: number;
  /** Changes whenever geometry changes; the browser caches geometry by it. */
  geometry_version: string;
  seat_count: number;
}

export interface StandTable {
  id: Id;
  arena_id: number;
  name: string;
  position: number;
}

export interface BlockTable {
  id: Id;
  arena_id: number;
  stand_id: number;
  name: string;
  /** JSON array of [x, y] points. */
  contour: string;
  is_open_seating: Flag;
  external_id: string | null;
  position: number;
}

export interface SeatTable {
  id: Id;
  arena_id: number;
  block_id: number;
  /** Position of the seat in the arena's geometry arrays (0..seat_count-1). */
  seat_index: number;
  row: number;
  column: number;
  row_name: string;
  seat_number: string;
  x: number;
  y: number;
  category_id: number;
  map_identifier: string | null;
  external_id: string | null;
  /** Null for an ordinary seat. */
  seat_type_id: number | null;
}

export interface SeatTypeTable {
  id: Id;
  /** Stable code the shop's texts are keyed by (`reduced_mobility`, `restricted_view`...). */
  code: string;
  /** The club's own name, shown when the shop has no text for the code. */
  name: string;
}

export interface CategoryTable {
  id: Id;
  arena_id: number;
  name: string;
  description: string | null;
  color: string | null;
  is_active: Flag;
}

export interface ProductTable {
  id: Id;
  name: string;
  description: string | null;
  type: 'individual' | 'pack' | 'season';
  is_resale: Flag;
  is_active: Flag;
  /** What the fan gets for it (migration 007). */
  ticket_format: Generated<TicketFormat>;
  /** 1: sold only beside a ticket of another product for the same event in the order (migration 013). */
  requires_accompanying_ticket: Generated<Flag>;
  /** 1: a reduced rate that needs proof of eligibility, never preselected (migration 017). */
  requires_proof: Generated<Flag>;
}

export interface CompetitionTable {
  id: Id;
  name: string;
  description: string | null;
}

export interface TeamTable {
  id: Id;
  display_name: string;
  logo_url: string | null;
}

export interface SaleChannelTable {
  id: Id;
  name: string;
}

export interface EventTable {
  id: Id;
  name: string;
  description: string | null;
  start_datetime: string;
  is_archived: Flag;
  side: 'home' | 'away' | 'other';
  arena_id: number;
  competition_id: number | null;
  home_team_id: number | null;
  opponent_team_id: number | null;
  image_url: string | null;
  partner_name: string | null;
  partner_logo_url: string | null;
  /** How its tickets may be resold (migration 004); single-event tickets follow it. */
  resale_policy: Generated<ResalePolicyColumn>;
  /** 0 when no ticket template exists for the event: no e-ticket can be printed (migration 007). */
  has_ticket_template: Generated<Flag>;
}

export interface EventChannelConfigurationTable {
  id: Id;
  event_id: number;
  sale_channel_id: number;
  /** Early-bird customers may buy from here until opening_datetime. Null: no priority sale. */
  early_bird_opening_datetime: string | null;
  opening_datetime: string;
  closing_datetime: string;
  max_individual_seat_tickets_in_cart: number;
}

export interface CampaignPackTable {
  id: Id;
  name: string;
  type: 'pack' | 'season';
  description: string | null;
  arena_id: number;
  image_url: string | null;
  /** How tickets bought in this pack or season may be resold (migration 004). */
  resale_policy: Generated<ResalePolicyColumn>;
}

export interface CampaignPackEventTable {
  campaign_pack_id: number;
  event_id: number;
}

export interface PackChannelConfigurationTable {
  id: Id;
  campaign_pack_id: number;
  sale_channel_id: number;
  early_bird_opening_datetime: string | null;
  opening_datetime: string;
  closing_datetime: string;
  max_campaign_packs_in_cart: number;
}

/**
 * A price: what a product costs in a category, for one event or one pack, on one channel.
 * block_id narrows it to one block (null: every block of the category).
 */
export interface TariffTable {
  id: Id;
  event_id: number | null;
  campaign_pack_id: number | null;
  sale_channel_id: number;
  category_id: number;
  product_id: number;
  block_id: number | null;
  price: number;
  /** Sold to this population's members only (migration 019); null: to everyone. */
  population_id: Generated<number | null>;
}

export interface AncillaryTable {
  id: Id;
  name: string;
  type: 'plastic_card' | 'parking' | 'ticket_withdrawal';
  description: string | null;
  price: number;
  is_active: Flag;
  /** How many can be sold in all; null for no limit (migration 016). */
  stock: Generated<number | null>;
}

export type OrderStatus = 'onhold' | 'confirmed' | 'abandoned' | 'cancelled';

export interface OrderTable {
  id: Id;
  customer_id: number;
  status: OrderStatus;
  sale_channel_id: number;
  created_at: string;
  expiry_datetime: string;
  sale_datetime: string | null;
  gross_amount: number;
  discount_amount: number;
  has_transaction_in_progress: Flag;
  number_of_installments: number;
  payment_method: PaymentMethod;
  anomaly_code: string | null;
  anomaly_status: 'acknowledged' | 'in_progress' | 'solved' | null;
  ticket_withdrawal: string;
  /** Cents a ticket-office cancellation gives back (migration 024); null otherwise. */
  refund_amount: Generated<number | null>;
}

export type TicketState = 'in_progress' | 'confirmed' | 'fulfilled' | 'failed' | 'refunded';

export interface SeatTicketTable {
  id: Id;
  order_id: number;
  event_id: number;
  seat_id: number;
  /** Set for tickets bought as part of a pack or season; tickets of one pack share pack_group. */
  campaign_pack_id: number | null;
  pack_group: string | null;
  product_id: number;
  category_id: number;
  gross_amount: number;
  discount_amount: number;
  state: TicketState;
  /** 1 while the ticket holds its seat. A partial unique index on (event_id, seat_id) where
   *  active = 1 is what makes a double sale impossible, whatever the application does. */
  active: Flag;
  is_from_resale: Flag;
  resale_listing_id: number | null;
  holder_info: string | null;
  owner_customer_id: number;
  created_at: string;
}

export interface AncillaryTicketTable {
  id: Id;
  order_id: number;
  ancillary_id: number;
  campaign_pack_id: number | null;
  event_id: number | null;
  gross_amount: number;
  discount_amount: number;
  state: TicketState;
  created_at: string;
}

export interface PromoCodeTable {
  id: Id;
  name: string;
  label: string | null;
  description: string | null;
  discount_type: 'absolute' | 'percent';
  /** Cents for absolute codes; basis points (1/100 of a percent) for percent codes. */
  discount_value: number;
  can_be_cumulated: Flag;
  minimum_order_amount: number | null;
  maximum_order_amount: number | null;
  one_use_per_event_per_customer: Flag;
  per_customer_usage_limit: number | null;
  usage_limit: number | null;
  usage_count: number;
  validity_start: string | null;
  validity_end: string | null;
  campaign_pack_id: number | null;
  category_id: number | null;
  event_id: number | null;
  product_id: number | null;
  unique_use_per_order: Flag;
  is_active: Flag;
}

export interface OrderPromoCodeTable {
  order_id: number;
  promo_code_id: number;
  rank: number;
  discount_amount: number;
}

export interface PromoCodeUsageTable {
  id: Id;
  promo_code_id: number;
  customer_id: number;
  order_id: number;
  event_id: number | null;
  created_at: string;
}

export interface PaymentTable {
  id: Id;
  order_id: number;
  provider: string;
  status: 'pending' | 'succeeded' | 'refused' | 'error' | 'refund_required' | 'refunded';
  amount: number;
  external_reference: string;
  /** The provider's id of the attempt (a Stripe Checkout Session), to close it there; see migration 022. */
  provider_session_id: string | null;
  created_at: string;
  updated_at: string;
}

/** One row per provider notification id: a replayed notification hits the primary key. */
export interface PaymentNotificationTable {
  id: string;
  payment_id: number;
  received_at: string;
  payload: string;
}

export interface InstallmentTable {
  id: Id;
  order_id: number;
  position: number;
  due_date: string;
  amount: number;
  status: 'scheduled' | 'paid' | 'failed' | 'overdue';
  attempts: number;
  last_error: string | null;
}

export interface ResaleListingTable {
  id: Id;
  seat_ticket_id: number;
  seller_customer_id: number;
  price: number;
  status: 'on_sale' | 'pending' | 'sold' | 'cancelled';
  created_at: string;
  sold_at: string | null;
}

export interface TransferTable {
  id: Id;
  seat_ticket_id: number;
  from_customer_id: number;
  to_email: string;
  status: TransferStatus;
  created_at: string;
  /** Tickets sent together share a group and one link (migration 011). */
  transfer_group: string | null;
  /** SHA-256 of the link's secret; the secret itself is only in the mail. */
  token_hash: string | null;
  /** The language of the mail and of the sender's interface when sending. */
  locale: string | null;
  to_customer_id: number | null;
  /** The recipient's order and new ticket, once accepted. */
  received_order_id: number | null;
  received_seat_ticket_id: number | null;
  /** When it was accepted or cancelled. */
  settled_at: string | null;
}

export type TransferStatus = 'pending' | 'confirmed' | 'cancelled';

/** A promo code a customer found by its name (migration 014). */
export interface PromoCodeRevealTable {
  customer_id: number;
  promo_code_id: number;
  revealed_at: string;
}

/** Readiness's write probe, one row per app node (migration 015). */
export interface HealthProbeTable {
  node: string;
  checked_at: string;
}

/** A mail of the durable outbox (migration 012). */
export interface MailQueueTable {
  id: Id;
  /** What the mail is for (verify_email, reset_password, order_confirmation, ticket_transfer, order_cancellation, transfer_withdrawn, payment_refund). */
  purpose: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  status: 'pending' | 'sent' | 'failed';
  attempts: Generated<number>;
  /** When the next delivery may start; also the lease of a delivery under way. */
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

export interface ClientLogTable {
  id: Id;
  message: string;
  fields: string;
  user_agent: string | null;
  page_address: string | null;
  created_at: string;
}

/** A group of customers offers can be reserved to (migration 019). */
export interface PopulationTable {
  id: Id;
  name: string;
  is_professional: Generated<Flag>;
}

export interface CustomerPopulationTable {
  customer_id: number;
  population_id: number;
}

/** Club content in another language (migration 018); see services/content/translations.ts. */
export interface ContentTranslationTable {
  entity: string;
  entity_id: number;
  field: string;
  locale: string;
  value: string;
}

export interface Database {
  customers: CustomerTable;
  sessions: SessionTable;
  action_tokens: ActionTokenTable;
  arenas: ArenaTable;
  stands: StandTable;
  blocks: BlockTable;
  seats: SeatTable;
  seat_types: SeatTypeTable;
  categories: CategoryTable;
  products: ProductTable;
  competitions: CompetitionTable;
  teams: TeamTable;
  sale_channels: SaleChannelTable;
  events: EventTable;
  event_channel_configurations: EventChannelConfigurationTable;
  campaign_packs: CampaignPackTable;
  campaign_pack_events: CampaignPackEventTable;
  pack_channel_configurations: PackChannelConfigurationTable;
  tariffs: TariffTable;
  ancillaries: AncillaryTable;
  orders: OrderTable;
  seat_tickets: SeatTicketTable;
  ancillary_tickets: AncillaryTicketTable;
  ancillary_requests: AncillaryRequestTable;
  promo_codes: PromoCodeTable;
  order_promo_codes: OrderPromoCodeTable;
  promo_code_usages: PromoCodeUsageTable;
  payments: PaymentTable;
  payment_notifications: PaymentNotificationTable;
  installments: InstallmentTable;
  resale_listings: ResaleListingTable;
  transfers: TransferTable;
  mail_queue: MailQueueTable;
  content_translations: ContentTranslationTable;
  populations: PopulationTable;
  customer_populations: CustomerPopulationTable;
  promo_code_reveals: PromoCodeRevealTable;
  health_probes: HealthProbeTable;
  client_logs: ClientLogTable;
  waiting_rooms: WaitingRoomTable;
  waiting_room_entries: WaitingRoomEntryTable;
}
