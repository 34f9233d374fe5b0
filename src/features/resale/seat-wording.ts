import type { TFunction } from 'i18next';
import type { ResaleTicketView } from '../../domain/resale-view.js';

/** Where a resale ticket sits ("North Stand · block 101 · row 1 · seat 4"), as its card and dialogs name it. */
export function resaleSeatText(t: TFunction, ticket: ResaleTicketView): string {
  return ticket.isOpenSeating
    ? t('resale:ticket.openSeating', { stand: ticket.standName, block: ticket.blockName })
    : t('resale:ticket.seat', { stand: ticket.standName, block: ticket.blockName, row: ticket.rowName, seat: ticket.seatNumber });
}
