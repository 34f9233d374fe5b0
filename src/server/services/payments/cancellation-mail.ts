/**
 * The mail a customer gets when the ticket office cancels their order, in their language: which
 * tickets stopped being valid, what is refunded (or that nothing is) and the way to My purchases.
 * It is queued in the cancellation's transaction, so it exists exactly when the cancellation does.
 */
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../../domain/site-config.js';
import { formatCents } from '../../../domain/money.js';
import { labelColon } from '../../../domain/punctuation.js';
import type { Db } from '../../db/database.js';
import { enqueueMail } from '../mail/mail-queue.js';
import { bulletList, html, mailDocument, mailSubject } from '../mail/mail-document.js';
import type { RenderedMail } from '../mail/mail-document.js';
import { mailableCustomerOfOrder } from '../mail/mail-recipient.js';
import { contentIn } from '../content/translations.js';
import { describeTicket, transferTicketLines } from '../transfers/transfer-tickets.js';

interface Texts {
  subject: (orderId: number) => string;
  hello: (name: string) => string;
  intro: (orderId: number) => string;
  /** Leads the list of what is no longer valid; `one` for a single line. */
  invalid: (one: boolean) => string;
  passedOn: string;
  refund: (amount: string) => string;
  nothingToRefund: string;
  /** Closes a list cut short: `count` tickets more are no longer valid. */
  more: (count: number) => string;
  action: string;
}

/**
 * Tickets a mail names one by one; a bigger order (a box office's block sale) lists these and
 * counts the rest, so the mail stays readable and the query its lines take stays small.
 */
export const MAX_LISTED_TICKETS = 50;

const TEXTS: Record<Locale, Texts> = {
  en: {
    subject: (id) => `Your order no. ${id} has been cancelled`, hello: (n) => `Hello ${n},`,
    intro: (id) => `Your order no. ${id} has been cancelled by the ticket office.`,
    invalid: (one) => (one ? 'This ticket is no longer valid:' : 'These tickets are no longer valid:'),
    passedOn: 'Tickets you had transferred or resold stay valid for their new holders and are not refunded.',
    refund: (amount) => `${amount} will be refunded to you, to the payment method you used.`,
    nothingToRefund: 'There is nothing to refund.',
    more: (n) => `and ${n} more ${n === 1 ? 'ticket' : 'tickets'}`,
    action: 'See my purchases',
  },
  fr: {
    subject: (id) => `Votre commande n° ${id} a été annulée`, hello: (n) => `Bonjour ${n},`,
    intro: (id) => `Votre commande n° ${id} a été annulée par la billetterie.`,
    invalid: (one) => (one ? 'Ce billet n’est plus valable\u00a0:' : 'Ces billets ne sont plus valables\u00a0:'),
    passedOn: 'Les billets que vous aviez transférés ou revendus restent valables pour leurs nouveaux détenteurs et ne sont pas remboursés.',
    refund: (amount) => `${amount} vous seront remboursés, sur le moyen de paiement utilisé.`,
    nothingToRefund: 'Il n’y a rien à rembourser.',
    more: (n) => `et ${n} ${n === 1 ? 'autre billet' : 'autres billets'}`,
    action: 'Voir mes achats',
  },
  es: {
    subject: (id) => `Tu pedido n.º ${id} ha sido cancelado`, hello: (n) => `Hola ${n}:`,
    intro: (id) => `La taquilla ha cancelado tu pedido n.º ${id}.`,
    invalid: (one) => (one ? 'Esta entrada ya no es válida:' : 'Estas entradas ya no son válidas:'),
    passedOn: 'Las entradas que habías transferido o revendido siguen siendo válidas para sus nuevos titulares y no se reembolsan.',
    refund: (amount) => `Se te reembolsarán ${amount} en el medio de pago que utilizaste.`,
    nothingToRefund: 'No hay nada que reembolsar.',
    more: (n) => `y ${n} ${n === 1 ? 'entrada más' : 'entradas más'}`,
    action: 'Ver mis compras',
  },
  nl: {
    subject: (id) => `Je bestelling nr. ${id} is geannuleerd`, hello: (n) => `Hallo ${n},`,
    intro: (id) => `Je bestelling nr. ${id} is geannuleerd door de ticketbalie.`,
    invalid: (one) => (one ? 'Dit ticket is niet meer geldig:' : 'Deze tickets zijn niet meer geldig:'),
    passedOn: 'Tickets die je had overgedragen of doorverkocht, blijven geldig voor hun nieuwe houders en worden niet terugbetaald.',
    refund: (amount) => `${amount} wordt aan je terugbetaald, via het betaalmiddel dat je hebt gebruikt.`,
    nothingToRefund: 'Er valt niets terug te betalen.',
    more: (n) => `en nog ${n} ${n === 1 ? 'ticket' : 'tickets'}`,
    action: 'Mijn aankopen bekijken',
  },
  ru: {
    subject: (id) => `Ваш заказ № ${id} отменён`, hello: (n) => `Здравствуйте, ${n}!`,
    intro: (id) => `Ваш заказ № ${id} отменён кассой.`,
    invalid: (one) => (one ? 'Этот билет больше не действителен:' : 'Эти билеты больше не действительны:'),
    passedOn: 'Билеты, которые вы передали или перепродали, остаются действительными для новых владельцев, их стоимость не возвращается.',
    refund: (amount) => `Сумма ${amount} будет возвращена вам тем же способом, которым вы оплатили заказ.`,
    nothingToRefund: 'Возвращать нечего.',
    more: (n) => `и ещё билетов: ${n}`,
    action: 'Мои покупки',
  },
};

export interface CancellationMailInput {
  orderId: number;
  firstName: string;
  /** One line per ticket or extra the cancellation made invalid, in the customer's language. */
  lines: string[];
  /** Tickets no longer valid beyond those of `lines` (a list cut at MAX_LISTED_TICKETS). */
  unlisted?: number;
  /** Whether some tickets of the order had been passed on before and stay valid. */
  passedOn: boolean;
  /** Cents given back; 0 says there is nothing to refund. */
  refund: number;
  ordersUrl: string;
  clubName: string;
  /** Leads the subject, where the inbox has little room. */
  clubShortName?: string;
}

/** Subject, text and HTML of the cancellation mail. */
export function renderCancellationMail(locale: Locale, input: CancellationMailInput): RenderedMail {
  const t = TEXTS[locale];
  const subject = mailSubject(input, t.subject(input.orderId));
  const intro = t.intro(input.orderId);
  const unlisted = input.unlisted ?? 0;
  const listed = unlisted > 0 ? [...input.lines, t.more(unlisted)] : input.lines;
  const invalid = listed.length > 0 ? t.invalid(listed.length === 1) : null;
  const money = input.refund > 0 ? t.refund(formatCents(input.refund, locale)) : t.nothingToRefund;
  const notes = [...(input.passedOn ? [t.passedOn] : []), money];
  const text = [t.hello(input.firstName), '', intro, ...(invalid ? [invalid, ...listed.map((l) => `- ${l}`)] : []), '', ...notes, '',
    `${t.action}${labelColon(locale)} ${input.ordersUrl}`, '', input.clubName].join('\n');
  const body = html`<p>${t.hello(input.firstName)}</p><p>${intro}</p>
${invalid ? html`<p>${invalid}</p>${bulletList(listed)}` : ''}
${notes.map((n) => html`<p>${n}</p>`)}
<p><a href="${input.ordersUrl}" data-orders-link>${t.action}</a></p><p>${input.clubName}</p>`;
  return { subject, text, html: mailDocument({ locale, subject, body }) };
}

/**
 * Queues, in the cancellation's transaction `trx`, the mail telling the customer of `orderId`
 * that `cancelledTicketIds` (and the order's extras) are no longer valid and what is refunded.
 */
export async function queueCancellationMail(app: FastifyInstance, trx: Db, orderId: number,
  outcome: { cancelledTicketIds: readonly number[]; passedOn: boolean; refund: number }): Promise<void> {
  const customer = await mailableCustomerOfOrder(trx, orderId);
  if (!customer) return;
  const { locale } = customer;
  const language = { locale, locales: app.siteConfig.locales };
  const tickets = await transferTicketLines(trx, outcome.cancelledTicketIds.slice(0, MAX_LISTED_TICKETS), language);
  const extraRows = await trx.selectFrom('ancillary_tickets as x').innerJoin('ancillaries as a', 'a.id', 'x.ancillary_id')
    .select(['x.ancillary_id', 'a.name']).where('x.order_id', '=', orderId).orderBy('x.id').execute();
  const d = await contentIn(trx, app.siteConfig.locales, locale, { ancillary: extraRows.map((x) => x.ancillary_id) });
  const lines = [
    ...tickets.map((line) => describeTicket(line, locale, app.siteConfig.timeZone)),
    ...extraRows.map((x) => d.text('ancillary', x.ancillary_id, 'name', x.name)),
  ];
  const mail = renderCancellationMail(locale, {
    orderId, firstName: customer.firstName, lines, unlisted: Math.max(0, outcome.cancelledTicketIds.length - MAX_LISTED_TICKETS), passedOn: outcome.passedOn, refund: outcome.refund,
    ordersUrl: new URL('/orders', app.siteConfig.publicBaseUrl).toString(),
    clubName: app.siteConfig.clientLongName, clubShortName: app.siteConfig.clientShortName,
  });
  await enqueueMail(trx, 'order_cancellation', { to: customer.email, ...mail }, app.now());
}
