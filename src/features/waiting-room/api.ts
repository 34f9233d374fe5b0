/** Waiting room calls: the fan's place in an on-sale's queue, and joining it. */
import { toApiError } from '../../lib/api-error.js';
import { http } from '../../lib/http.js';

export interface RoomItem {
  kind: 'event' | 'pack';
  id: number;
}

export type RoomStatus =
  | { active: false }
  | { active: true; opensAt: string; state: 'not_joined' | 'expired' }
  | { active: true; opensAt: string; state: 'before_opening'; position: number }
  | { active: true; opensAt: string; state: 'waiting'; position: number; estimatedWaitSeconds: number }
  | { active: true; opensAt: string; state: 'admitted'; admittedUntil: string };

const url = (item: RoomItem) => `/api/waiting-room/${item.kind}/${item.id}`;

export async function fetchRoomStatus(item: RoomItem): Promise<RoomStatus> {
  try {
    return await http.get(url(item), { cache: 'no-store' }).json<RoomStatus>();
  } catch (error) {
    throw await toApiError(error);
  }
}

export async function joinRoom(item: RoomItem): Promise<RoomStatus> {
  try {
    return await http.post(`${url(item)}/join`, { json: {} }).json<RoomStatus>();
  } catch (error) {
    throw await toApiError(error);
  }
}
