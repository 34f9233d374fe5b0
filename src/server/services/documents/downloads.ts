/**
 * Who may download which document, and when. Another customer's ticket or order is answered as
 * not found. A ticket is downloadable once its order is confirmed, its holder information has
 * the configured required fields, and, for pack and season tickets, from the "day X" before
 * the event (config.ticketDownloadDaysBeforeEvent). The invoice needs a complete address.
 */
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors.js';
import type { SessionCustomer } from '../../http/session.js';
import { missingAddressFields } from '../../../domain/validation/address.js';
import { signTicketToken } from './ticket-token.js';
import type { DownloadBlockReason } from '../../../domain/ticket-downloads.js';
import { ticketDocumentFileName } from '../../../domain/ticket-downloads.js';
import type { TicketPurchaseInfo } from '../../../domain/purchases.js';
import { ownTicketFacts, purchaseInfoOf } from '../purchases/ticket-purchase.js';
import { renderTicketPdf } from './ticket-pdf.js';
import { renderInvoicePdf } from './invoice-pdf.js';
import { renderOptionsPdf } from './options-pdf.js';
import { documentLocale } from './document-texts.js';
import { contentIn } from '../content/translations.js';

/**
 * The language of a customer's documents: their stored locale, which follows the interface
 * language at sign-up and at every login (the mails use it too).
 */
async function customerLocale(app: FastifyInstance, customerId: number) {
  const row = await app.db.selectFrom('customers').select('locale').where('id', '=', customerId).executeTakeFirst();
  return documentLocale(row?.locale);
}

/** Where a printed ticket is posted: the buyer's name and profile address. */
async function postalAddressOf(app: FastifyInstance, customerId: number): Promise<string[]> {
  const c = await app.db.selectFrom('customers').select(['first_name', 'last_name', 'street_address', 'postal_code', 'city_name', 'country'])
    .where('id', '=', customerId).executeTakeFirstOrThrow();
  return [`${c.first_name} ${c.last_name}`, c.street_address ?? '', [c.postal_code, c.city_name].filter(Boolean).join(' '), c.country ?? '']
    .filter((text) => text.trim() !== '');
}

/** What the client needs to explain a refusal (the missing fields, the day X). */
function blockDetails(reason: DownloadBlockReason, info: TicketPurchaseInfo, row: { state: string; order_status: string }): Record<string, unknown> {
  if (reason === 'TICKET_HOLDER_INFO_MISSING') return { missing: info.missingHolderFields };
  if (reason === 'TICKET_DOWNLOAD_NOT_YET_AVAILABLE') return { availableFrom: info.download.availableFrom };
  return { state: row.state, orderStatus: row.order_status };
}

/** The e-ticket PDF of one of the customer's seat tickets, in the customer's language. */
export async function ticketPdfFor(app: FastifyInstance, customer: SessionCustomer, ticketId: number): Promise<{ fileName: string; pdf: Uint8Array }> {
  const row = await app.db.selectFrom('seat_tickets as t')
    .innerJoin('orders as o', 'o.id', 't.order_id').innerJoin('events as e', 'e.id', 't.event_id')
    .innerJoin('seats as s', 's.id', 't.seat_id').innerJoin('blocks as b', 'b.id', 's.block_id')
    .innerJoin('stands as st', 'st.id', 'b.stand_id').innerJoin('categories as c', 'c.id', 't.category_id')
    .innerJoin('products as p', 'p.id', 't.product_id').leftJoin('campaign_packs as cp', 'cp.id', 't.campaign_pack_id')
    .select(['t.id', 't.order_id', 't.event_id', 't.seat_id', 't.state', 't.active', 't.holder_info', 't.owner_customer_id', 't.campaign_pack_id',
      't.category_id', 't.product_id', 'st.id as stand_id',
      'o.status as order_status', 'e.name as event_name', 'e.start_datetime', 'st.name as stand_name', 'b.name as block_name',
      'b.is_open_seating', 's.row_name', 's.seat_number', 'c.name as category_name', 'p.name as product_name', 'p.requires_proof', 'cp.name as pack_name'])
    .where('t.id', '=', ticketId).executeTakeFirst();
  if (!row || row.owner_customer_id !== customer.id) throw new AppError(404, 'TICKET_NOT_FOUND');
  const info = purchaseInfoOf(app, await ownTicketFacts(app, customer, ticketId));
  const reason = info.download.reasons[0];
  if (reason !== undefined) throw new AppError(409, reason, reason, blockDetails(reason, info, row));
  const holderName = info.holderName ?? '';
  const locale = await customerLocale(app, customer.id);
  const d = await contentIn(app.db, app.siteConfig.locales, locale, {
    event: [row.event_id], stand: [row.stand_id], category: [row.category_id], product: [row.product_id],
    campaign_pack: row.campaign_pack_id === null ? [] : [row.campaign_pack_id],
  });
  const pdf = await renderTicketPdf({
    locale, timeZone: app.siteConfig.timeZone, clubName: app.siteConfig.clientLongName, ticketId: row.id, orderId: row.order_id,
    eventName: d.text('event', row.event_id, 'name', row.event_name),
    startDatetime: row.start_datetime, standName: d.text('stand', row.stand_id, 'name', row.stand_name), blockName: row.block_name, rowName: row.row_name,
    seatNumber: row.seat_number, isOpenSeating: row.is_open_seating === 1, categoryName: d.text('category', row.category_id, 'name', row.category_name),
    productName: d.text('product', row.product_id, 'name', row.product_name),
    packName: row.campaign_pack_id === null ? row.pack_name : d.textOrNull('campaign_pack', row.campaign_pack_id, 'name', row.pack_name), holderName,
    token: signTicketToken(app.secretFor('ticket-qr'), { ticketId: row.id, eventId: row.event_id, seatId: row.seat_id }),
    format: info.format, postalAddress: info.format === 'physical_ticket' ? await postalAddressOf(app, customer.id) : [],
    proofRequired: row.requires_proof === 1,
  });
  return { fileName: ticketDocumentFileName(info.format, row.id), pdf };
}

/** The invoice PDF of one of the customer's confirmed orders, in the customer's language. */
export async function invoicePdfFor(app: FastifyInstance, customer: SessionCustomer, orderId: number): Promise<{ fileName: string; pdf: Uint8Array }> {
  const order = await app.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
  if (!order || order.customer_id !== customer.id) throw new AppError(404, 'ORDER_NOT_FOUND');
  if (order.status !== 'confirmed' || order.sale_datetime === null) throw new AppError(409, 'INVOICE_NOT_AVAILABLE', 'INVOICE_NOT_AVAILABLE', { status: order.status });
  // Tickets received by transfer were not sold to this customer: the sender's order has the invoice.
  const received = await app.db.selectFrom('transfers').select('id').where('received_order_id', '=', orderId).executeTakeFirst();
  if (received) throw new AppError(409, 'INVOICE_NOT_AVAILABLE', 'INVOICE_NOT_AVAILABLE', { status: order.status, receivedByTransfer: true });
  const buyer = await app.db.selectFrom('customers').selectAll().where('id', '=', customer.id).executeTakeFirstOrThrow();
  const address = { streetAddress: buyer.street_address, postalCode: buyer.postal_code, cityName: buyer.city_name, country: buyer.country };
  const missing = missingAddressFields(address);
  if (missing.length > 0) throw new AppError(409, 'PROFILE_INCOMPLETE', 'PROFILE_INCOMPLETE', { missing });
  const [seats, extras, installments] = await Promise.all([
    app.db.selectFrom('seat_tickets as t').innerJoin('events as e', 'e.id', 't.event_id').innerJoin('seats as s', 's.id', 't.seat_id')
      .innerJoin('blocks as b', 'b.id', 's.block_id').innerJoin('products as p', 'p.id', 't.product_id')
      .select(['t.gross_amount', 't.discount_amount', 't.event_id', 't.product_id', 'e.name as event_name', 'b.name as block_name', 's.row_name', 's.seat_number', 'p.name as product_name'])
      .where('t.order_id', '=', orderId).orderBy('t.id').execute(),
    app.db.selectFrom('ancillary_tickets as at').innerJoin('ancillaries as a', 'a.id', 'at.ancillary_id')
      .select(['at.gross_amount', 'at.discount_amount', 'at.ancillary_id', 'a.name']).where('at.order_id', '=', orderId).orderBy('at.id').execute(),
    app.db.selectFrom('installments').select(['position', 'due_date', 'amount', 'status']).where('order_id', '=', orderId).orderBy('position').execute(),
  ]);
  const locale = documentLocale(buyer.locale);
  const d = await contentIn(app.db, app.siteConfig.locales, locale, {
    event: seats.map((t) => t.event_id), product: seats.map((t) => t.product_id), ancillary: extras.map((e) => e.ancillary_id),
  });
  const pdf = await renderInvoicePdf({
    locale, timeZone: app.siteConfig.timeZone, clubName: app.siteConfig.clientLongName, clubCountry: app.siteConfig.clientCountry, seller: app.siteConfig.invoiceSeller, orderId, saleDatetime: order.sale_datetime,
    buyer: {
      name: `${buyer.first_name} ${buyer.last_name}`, company: buyer.company, streetAddress: address.streetAddress ?? '',
      postalCode: address.postalCode ?? '', cityName: address.cityName ?? '', country: address.country ?? '',
    },
    lines: [
      ...seats.map((s) => ({
        label: `${d.text('event', s.event_id, 'name', s.event_name)} - ${s.block_name} ${s.row_name}-${s.seat_number} - ${d.text('product', s.product_id, 'name', s.product_name)}`,
        grossAmount: Number(s.gross_amount), discountAmount: Number(s.discount_amount),
      })),
      ...extras.map((e) => ({ label: d.text('ancillary', e.ancillary_id, 'name', e.name), grossAmount: Number(e.gross_amount), discountAmount: Number(e.discount_amount) })),
    ],
    grossAmount: Number(order.gross_amount), discountAmount: Number(order.discount_amount),
    installments: installments.map((i) => ({ position: i.position, dueDate: i.due_date, amount: Number(i.amount), status: i.status })),
  });
  return { fileName: `invoice-${orderId}.pdf`, pdf };
}

/**
 * The options document of one of the customer's confirmed orders: its extras (parking, card, ...)
 * with what each is for. 409 ORDER_HAS_NO_OPTIONS when the order has none.
 */
export async function optionsPdfFor(app: FastifyInstance, customer: SessionCustomer, orderId: number): Promise<{ fileName: string; pdf: Uint8Array }> {
  const order = await app.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
  if (!order || order.customer_id !== customer.id) throw new AppError(404, 'ORDER_NOT_FOUND');
  if (order.status !== 'confirmed' || order.sale_datetime === null) throw new AppError(409, 'OPTIONS_NOT_AVAILABLE', 'OPTIONS_NOT_AVAILABLE', { status: order.status });
  const extras = await app.db.selectFrom('ancillary_tickets as at').innerJoin('ancillaries as a', 'a.id', 'at.ancillary_id')
    .leftJoin('events as e', 'e.id', 'at.event_id').leftJoin('campaign_packs as cp', 'cp.id', 'at.campaign_pack_id')
    .select(['at.id', 'at.ancillary_id', 'a.name', 'at.gross_amount', 'at.discount_amount', 'at.event_id', 'at.campaign_pack_id', 'e.name as event_name', 'cp.name as pack_name'])
    .where('at.order_id', '=', orderId).orderBy('at.id').execute();
  if (extras.length === 0) throw new AppError(409, 'ORDER_HAS_NO_OPTIONS');
  const buyer = await app.db.selectFrom('customers').select(['first_name', 'last_name', 'locale']).where('id', '=', customer.id).executeTakeFirstOrThrow();
  const locale = documentLocale(buyer.locale);
  const d = await contentIn(app.db, app.siteConfig.locales, locale, {
    event: extras.flatMap((x) => (x.event_id === null ? [] : [x.event_id])),
    campaign_pack: extras.flatMap((x) => (x.campaign_pack_id === null ? [] : [x.campaign_pack_id])),
    ancillary: extras.map((x) => x.ancillary_id),
  });
  const forName = (x: (typeof extras)[number]): string | null =>
    x.event_id !== null && x.event_name !== null ? d.text('event', x.event_id, 'name', x.event_name)
      : x.campaign_pack_id !== null && x.pack_name !== null ? d.text('campaign_pack', x.campaign_pack_id, 'name', x.pack_name) : null;
  const pdf = await renderOptionsPdf({
    locale, timeZone: app.siteConfig.timeZone, clubName: app.siteConfig.clientLongName, orderId,
    saleDatetime: order.sale_datetime, buyerName: `${buyer.first_name} ${buyer.last_name}`,
    options: extras.map((x) => ({
      id: x.id, name: d.text('ancillary', x.ancillary_id, 'name', x.name), forName: forName(x), amount: Number(x.gross_amount) + Number(x.discount_amount),
    })),
  });
  return { fileName: `options-${orderId}.pdf`, pdf };
}
