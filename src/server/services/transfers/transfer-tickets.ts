/**
 * What a transfer's rules read about tickets: their states (the facts My purchases shows) and the
 * lines that describe them in a mail or on the acceptance page.
 */
import type { Db } from '../../db/database.js';
import type { Locale } from '../../../domain/site-config.js';
import { transferRefusal } from '../../../domain/transfer.js';
import type { TransferRefusal, TransferTicketLine } from '../../../domain/transfer.js';
import type { TicketFactsRow } from '../../db/repositories/ticket-facts-repository.js';
import { formatDocumentDateTime } from '../documents/document-texts.js';
import { contentIn } from '../content/translations.js';
import { seatInWords } from '../documents/seat-wording.js';

/** Why this ticket cannot be sent now, from the same facts as its order card. */
export function refusalOf(row: TicketFactsRow, now: Date): TransferRefusal | null {
  return transferRefusal({
    orderStatus: row.order_status, ticketState: row.state, active: row.active === 1, listingStatus: row.listing_status,
    transferStatus: row.transfer_status, eventStart: row.start_datetime, installmentsUnpaid: row.installments_unpaid === 1, now,
  });
}

export type { TransferTicketLine };

/** The event and seat of each ticket, in id order, with the club's names in `language.locale`. */
export async function transferTicketLines(db: Db, ticketIds: readonly number[], language: { locale: Locale; locales: readonly Locale[] }): Promise<TransferTicketLine[]> {
  const rows = await db.selectFrom('seat_tickets as t')
    .innerJoin('events as e', 'e.id', 't.event_id').innerJoin('seats as s', 's.id', 't.seat_id')
    .innerJoin('blocks as b', 'b.id', 's.block_id').innerJoin('stands as st', 'st.id', 'b.stand_id')
    .innerJoin('categories as c', 'c.id', 't.category_id')
    .select(['t.id as ticketId', 'e.name as eventName', 'e.start_datetime as startDatetime', 'st.name as standName', 'b.name as blockName',
      's.row_name as rowName', 's.seat_number as seatNumber', 'b.is_open_seating', 'c.name as categoryName',
      't.event_id as eventId', 'st.id as standId', 't.category_id as categoryId'])
    .where('t.id', 'in', ticketIds.length > 0 ? [...ticketIds] : [0]).orderBy('t.id').execute();
  const d = await contentIn(db, language.locales, language.locale, {
    event: rows.map((r) => r.eventId), stand: rows.map((r) => r.standId), category: rows.map((r) => r.categoryId),
  });
  return rows.map(({ is_open_seating, eventId, standId, categoryId, ...row }) => ({
    ...row,
    eventName: d.text('event', eventId, 'name', row.eventName),
    standName: d.text('stand', standId, 'name', row.standName),
    categoryName: d.text('category', categoryId, 'name', row.categoryName),
    isOpenSeating: is_open_seating === 1,
  }));
}

/** One ticket as a line of plain text: "Event, date – North Stand, block 101, row A, seat 3". */
export function describeTicket(line: TransferTicketLine, locale: Locale, timeZone: string): string {
  const seat = seatInWords(locale, line);
  return `${line.eventName}, ${formatDocumentDateTime(line.startDatetime, locale, timeZone)} – ${seat}`;
}
