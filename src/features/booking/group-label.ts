import type { TFunction } from 'i18next';
import type { TicketGroup } from '../../domain/ticket-groups.js';
import { orderSeatLine } from './seat-line.js';

/** One line naming a group of the cart: the pack, the event with its seat, or the extras. */
export function groupLabel(group: TicketGroup, t: TFunction): string {
  if (group.packInfo) return group.packInfo.name;
  const seat = group.seatTickets[0];
  if (seat) return `${seat.eventInfo.name} – ${orderSeatLine(t, seat.seatInfo)}`;
  return group.ancillaryTickets.map((a) => a.ancillaryName).join(', ');
}
