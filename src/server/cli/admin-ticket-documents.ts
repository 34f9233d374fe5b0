/**
 * Ticket manager commands about what My purchases offers: whether an event has a ticket template
 * (without one, no e-ticket is printed), the ticket format of a product, and whether a product
 * (a child rate) is sold only beside another ticket of the same event.
 */
import type { FastifyInstance } from 'fastify';
import { TICKET_FORMATS } from '../../domain/ticket-downloads.js';
import type { TicketFormat } from '../../domain/ticket-downloads.js';

export const TICKET_DOCUMENT_USAGE = 'ticket-template EVENT_ID on|off | ticket-format PRODUCT_ID e_ticket|physical_ticket|season_pass | product-accompanied PRODUCT_ID on|off';

const positiveId = (value: string | undefined): number | null => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** Runs `ticket-template` or `ticket-format`; null for any other command, 2 for bad arguments, 1 for an unknown id. */
export async function runTicketDocumentCommand(args: readonly string[], app: FastifyInstance, out: (line: string) => void): Promise<number | null> {
  const [command, idText, value] = args;
  if (command !== 'ticket-template' && command !== 'ticket-format' && command !== 'product-accompanied') return null;
  const id = positiveId(idText);
  if (command === 'product-accompanied') {
    if (id === null || (value !== 'on' && value !== 'off')) return 2;
    const result = await app.db.updateTable('products').set({ requires_accompanying_ticket: value === 'on' ? 1 : 0 }).where('id', '=', id).executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return unknown(out, 'product', id);
    out(`product ${id}: ${value === 'on' ? 'sold only beside another ticket of the same event' : 'sold on its own'}`);
    return 0;
  }
  if (command === 'ticket-template') {
    if (id === null || (value !== 'on' && value !== 'off')) return 2;
    const result = await app.db.updateTable('events').set({ has_ticket_template: value === 'on' ? 1 : 0 }).where('id', '=', id).executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return unknown(out, 'event', id);
    out(`event ${id}: ticket template ${value}`);
    return 0;
  }
  if (id === null || !(TICKET_FORMATS as readonly string[]).includes(value ?? '')) return 2;
  const result = await app.db.updateTable('products').set({ ticket_format: value as TicketFormat }).where('id', '=', id).executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return unknown(out, 'product', id);
  out(`product ${id}: ticket format ${value}`);
  return 0;
}

function unknown(out: (line: string) => void, what: string, id: number): number {
  out(`refused: no ${what} ${id}`);
  return 1;
}
