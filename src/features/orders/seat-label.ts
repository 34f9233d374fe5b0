import { useTranslation } from 'react-i18next';
import type { SeatTicketView } from '../../domain/ticket-groups.js';

/** "North Stand, block N1, row A, seat 3" (or the open-seating form) in the fan's language: stand names say "stand" themselves. */
export function useSeatLabel(): (ticket: Pick<SeatTicketView, 'seatInfo'>) => string {
  const { t } = useTranslation('orders');
  return ({ seatInfo: s }) => s.isOpenSeating
    ? t('seat.open', { stand: s.standName, block: s.blockName })
    : t('seat.numbered', { stand: s.standName, block: s.blockName, row: s.rowName, seat: s.seatNumber });
}
