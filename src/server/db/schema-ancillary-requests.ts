import type { Generated } from 'kysely';

/** Table of migration 023: the per-order extras each item of an order asked for. */
export interface AncillaryRequestTable {
  id: Generated<number>;
  order_id: number;
  ancillary_id: number;
  /** The item that asked: an event's single tickets (event_id) or a pack (campaign_pack_id). */
  event_id: number | null;
  campaign_pack_id: number | null;
  quantity: number;
}
