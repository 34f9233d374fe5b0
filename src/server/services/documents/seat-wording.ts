/**
 * A ticket's place in the words the shop's screens use (My purchases, the cart), for the mails:
 * read from the client's own translations, so a mail can never name a place, or an open-seating
 * one, differently from the screen the fan checks it against.
 */
import type { Locale } from '../../../domain/site-config.js';
import type { SeatPlace } from '../../../domain/transfer.js';
import enOrders from '../../../locales/en/orders.json';
import esOrders from '../../../locales/es/orders.json';
import frOrders from '../../../locales/fr/orders.json';
import nlOrders from '../../../locales/nl/orders.json';
import ruOrders from '../../../locales/ru/orders.json';

const SEAT_WORDING: Record<Locale, { numbered: string; open: string }> = {
  en: enOrders.seat, es: esOrders.seat, fr: frOrders.seat, nl: nlOrders.seat, ru: ruOrders.seat,
};

const fill = (template: string, values: Record<string, string>): string =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);

/**
 * "North Stand, block 101, row A, seat 3", or "North Stand, block 102 (open seating)": an
 * open-seating ticket's row and place are only where the shop put it, never named.
 */
export function seatInWords(locale: Locale, place: Omit<SeatPlace, 'categoryName'>): string {
  const wording = SEAT_WORDING[locale];
  const values = { stand: place.standName, block: place.blockName, row: place.rowName, seat: place.seatNumber };
  return fill(place.isOpenSeating ? wording.open : wording.numbered, values);
}
