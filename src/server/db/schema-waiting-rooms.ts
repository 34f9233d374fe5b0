/** Tables of migration 010 (waiting rooms); see domain/waiting-room for the rules. */

export interface WaitingRoomTable {
  item_kind: 'event' | 'pack';
  item_id: number;
  /** ISO instant of the opening. */
  opens_at: string;
  admit_per_minute: number;
  admission_minutes: number;
}

export interface WaitingRoomEntryTable {
  item_kind: 'event' | 'pack';
  item_id: number;
  customer_id: number;
  arrived_at: string;
  /** Below 1: drawn at random (arrived before the opening); else 1 + seconds after it. */
  rank: number;
}
