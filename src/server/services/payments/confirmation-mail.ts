/** The order confirmation mail, in the customer's language, sent through the shop's mailer. */
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../../domain/site-config.js';
import { formatCents, isFree } from '../../../domain/money.js';
import { formatZonedDate, formatZonedDateTime } from '../../../domain/venue-time.js';
import { labelColon } from '../../../domain/punctuation.js';
import { amountToPay } from './checkout.js';
import { enqueueMail } from '../mail/mail-queue.js';
import { bulletList, html, mailDocument, mailSubject } from '../mail/mail-document.js';
import type { RenderedMail } from '../mail/mail-document.js';
import type { Db } from '../../db/database.js';
import { mailableCustomerOfOrder } from '../mail/mail-recipient.js';
import { contentIn } from '../content/translations.js';
import { seatInWords } from '../documents/seat-wording.js';
import type { SeatPlace } from '../../../domain/transfer.js';

interface Texts {
  subject: (orderId: number) => string;
  hello: (name: string) => string;
  /** `one`: the order holds a single ticket ("your ticket is ready"). */
  intro: (one: boolean) => string;
  /** The intro of an order that cost nothing: no payment was taken, so none was "accepted". */
  freeIntro: (one: boolean) => string;
  /** A line whose rate costs nothing (a child's rate), as the shop says it. */
  free: string;
  discount: string;
  total: string;
  schedule: string;
  action: string;
}

const TEXTS: Record<Locale, Texts> = {
  en: {
    subject: (id) => `Your order no. ${id} is confirmed`, hello: (n) => `Hello ${n},`,
    intro: (one) => `Thank you for your purchase. Your payment has been accepted and your ${one ? 'ticket is' : 'tickets are'} ready.`,
    freeIntro: (one) => `Thank you for your order. There was nothing to pay and your ${one ? 'ticket is' : 'tickets are'} ready.`,
    free: 'Free', discount: 'Discount', total: 'Total', schedule: 'Payment schedule', action: 'See my e-tickets',
  },
  fr: {
    subject: (id) => `Votre commande n° ${id} est confirmée`, hello: (n) => `Bonjour ${n},`,
    intro: (one) => `Merci pour votre achat. Votre paiement a été accepté et ${one ? 'votre billet est disponible' : 'vos billets sont disponibles'}.`,
    freeIntro: (one) => `Merci pour votre commande. Il n’y avait rien à payer et ${one ? 'votre billet est disponible' : 'vos billets sont disponibles'}.`,
    free: 'Gratuit', discount: 'Remise', total: 'Total', schedule: 'Échéancier de paiement', action: 'Voir mes e-billets',
  },
  es: {
    subject: (id) => `Tu pedido n.º ${id} está confirmado`, hello: (n) => `Hola ${n}:`,
    intro: (one) => `Gracias por tu compra. Tu pago ha sido aceptado y ${one ? 'tu entrada ya está disponible' : 'tus entradas ya están disponibles'}.`,
    freeIntro: (one) => `Gracias por tu pedido. No había nada que pagar y ${one ? 'tu entrada ya está disponible' : 'tus entradas ya están disponibles'}.`,
    free: 'Gratis', discount: 'Descuento', total: 'Total', schedule: 'Calendario de pagos', action: 'Ver mis entradas electrónicas',
  },
  nl: {
    subject: (id) => `Je bestelling nr. ${id} is bevestigd`, hello: (n) => `Hallo ${n},`,
    intro: (one) => `Bedankt voor je aankoop. Je betaling is geaccepteerd en ${one ? 'je ticket staat' : 'je tickets staan'} klaar.`,
    freeIntro: (one) => `Bedankt voor je bestelling. Er viel niets te betalen en ${one ? 'je ticket staat' : 'je tickets staan'} klaar.`,
    free: 'Gratis', discount: 'Korting', total: 'Totaal', schedule: 'Betalingsschema', action: 'Mijn e-tickets bekijken',
  },
  ru: {
    subject: (id) => `Ваш заказ № ${id} подтверждён`, hello: (n) => `Здравствуйте, ${n}!`,
    intro: (one) => `Спасибо за покупку. Оплата принята, ${one ? 'ваш билет готов' : 'ваши билеты готовы'}.`,
    freeIntro: (one) => `Спасибо за заказ. Оплачивать ничего не нужно, ${one ? 'ваш билет готов' : 'ваши билеты готовы'}.`,
    free: 'Бесплатно', discount: 'Скидка', total: 'Итого', schedule: 'График платежей', action: 'Мои электронные билеты',
  },
};

export interface ConfirmationMailInput {
  orderId: number;
  firstName: string;
  totalAmount: number;
  /** The venue's IANA time zone: event times are given in it, with its short name. */
  timeZone: string;
  /**
   * One line per seat, named as My purchases names it (an open-seating place without its row and
   * number), with its rate and that rate's price when known.
   */
  lines: (Omit<SeatPlace, 'categoryName'> & { eventName: string; startDatetime: string; rateName?: string; grossAmount?: number })[];
  /** The order's promo discount (0 or negative cents): shown between the lines and the total. */
  discountAmount?: number;
  /** The order's extras (card, parking, paid delivery), named in the customer's language, each with what it cost. */
  extras?: { name: string; amount: number }[];
  installments: { dueDate: string; amount: number }[];
  ordersUrl: string;
  clubName: string;
  /** Leads the subject, where the inbox has little room. */
  clubShortName?: string;
}

/** Subject, text and HTML of the confirmation mail. */
export function renderConfirmationMail(locale: Locale, input: ConfirmationMailInput): RenderedMail {
  const t = TEXTS[locale];
  const colon = labelColon(locale);
  const intro = input.totalAmount === 0 ? t.freeIntro(input.lines.length === 1) : t.intro(input.lines.length === 1);
  const subject = mailSubject(input, t.subject(input.orderId));
  const rate = (l: ConfirmationMailInput['lines'][number]) =>
    (l.rateName === undefined || l.grossAmount === undefined ? '' : ` – ${l.rateName}, ${isFree(l.grossAmount) ? t.free : formatCents(l.grossAmount, locale)}`);
  const lines = input.lines.map((l) =>
    `${l.eventName} (${formatZonedDateTime(l.startDatetime, locale, input.timeZone)})${colon} ${seatInWords(locale, l)}${rate(l)}`)
    .concat((input.extras ?? []).map((x) => `${x.name}${colon} ${formatCents(x.amount, locale)}`));
  // Due dates are calendar days stored as UTC midnight (domain/payment/schedule): read in UTC.
  const schedule = input.installments.length > 1
    ? input.installments.map((i) => `${formatZonedDate(i.dueDate, locale, 'UTC')}${colon} ${formatCents(i.amount, locale)}`)
    : [];
  const discount = input.discountAmount ? [`${t.discount}${colon} ${formatCents(input.discountAmount, locale)}`] : [];
  const total = `${t.total}${colon} ${formatCents(input.totalAmount, locale)}`;
  const text = [t.hello(input.firstName), '', intro, '', ...lines, '', ...discount, total,
    ...(schedule.length ? ['', `${t.schedule}${colon}`, ...schedule] : []), '', `${t.action}${colon} ${input.ordersUrl}`, '', input.clubName].join('\n');
  const body = html`<p>${t.hello(input.firstName)}</p><p>${intro}</p>${bulletList(lines)}
${discount.map((d) => html`<p>${d}</p>`)}<p><strong>${total}</strong></p>${schedule.length ? html`<p>${t.schedule}</p>${bulletList(schedule)}` : ''}
<p><a href="${input.ordersUrl}" data-orders-link>${t.action}</a></p><p>${input.clubName}</p>`;
  return { subject, text, html: mailDocument({ locale, subject, body }) };
}

/**
 * Queues the confirmation of an order confirmed in `trx`, in that same transaction: the mail
 * exists exactly when the sale does, and the mail queue delivers it after the commit.
 */
export async function queueOrderConfirmationMail(app: FastifyInstance, trx: Db, orderId: number): Promise<void> {
  const customer = await mailableCustomerOfOrder(trx, orderId);
  if (!customer) return;
  const { locale } = customer;
  const order = await trx.selectFrom('orders').select(['gross_amount', 'discount_amount']).where('id', '=', orderId).executeTakeFirstOrThrow();
  const rows = await trx.selectFrom('seat_tickets as t').innerJoin('events as e', 'e.id', 't.event_id')
    .innerJoin('seats as s', 's.id', 't.seat_id').innerJoin('blocks as b', 'b.id', 's.block_id').innerJoin('stands as st', 'st.id', 'b.stand_id')
    .innerJoin('products as p', 'p.id', 't.product_id')
    .select(['t.event_id as eventId', 'p.id as productId', 'p.name as rateName', 't.gross_amount as grossAmount', 'e.name as eventName', 'e.start_datetime as startDatetime', 'st.id as standId', 'st.name as standName',
      'b.name as blockName', 'b.is_open_seating', 's.row_name as rowName', 's.seat_number as seatNumber'])
    .where('t.order_id', '=', orderId).orderBy('t.id').execute();
  const extraRows = await trx.selectFrom('ancillary_tickets as x').innerJoin('ancillaries as a', 'a.id', 'x.ancillary_id')
    .select(['x.ancillary_id', 'a.name', 'x.gross_amount', 'x.discount_amount']).where('x.order_id', '=', orderId).orderBy('x.id').execute();
  const d = await contentIn(trx, app.siteConfig.locales, locale, {
    event: rows.map((r) => r.eventId), stand: rows.map((r) => r.standId), ancillary: extraRows.map((x) => x.ancillary_id), product: rows.map((r) => r.productId),
  });
  const lines = rows.map(({ eventId, standId, productId, is_open_seating, ...line }) => ({
    ...line, grossAmount: Number(line.grossAmount), rateName: d.text('product', productId, 'name', line.rateName), eventName: d.text('event', eventId, 'name', line.eventName), standName: d.text('stand', standId, 'name', line.standName), isOpenSeating: is_open_seating === 1,
  }));
  // Lines at their rate's price and the promo discount apart, so lines, discount and total add up.
  const extras = extraRows.map((x) => ({ name: d.text('ancillary', x.ancillary_id, 'name', x.name), amount: Number(x.gross_amount) }));
  const installments = await trx.selectFrom('installments').select(['due_date as dueDate', 'amount'])
    .where('order_id', '=', orderId).orderBy('position').execute();
  const mail = renderConfirmationMail(locale, {
    orderId, firstName: customer.firstName, totalAmount: amountToPay(order), discountAmount: Number(order.discount_amount), timeZone: app.siteConfig.timeZone,
    lines, extras, installments: installments.map((i) => ({ dueDate: i.dueDate, amount: Number(i.amount) })),
    ordersUrl: new URL('/orders', app.siteConfig.publicBaseUrl).toString(), clubName: app.siteConfig.clientLongName,
    clubShortName: app.siteConfig.clientShortName,
  });
  await enqueueMail(trx, 'order_confirmation', { to: customer.email, ...mail }, app.now());
}
