/**
 * The mail a customer gets when money reaches the shop that it cannot keep: a payment for an
 * order already paid or cancelled, a hold that had ended, a promo code used up meanwhile, or an
 * amount other than the price. They should hear from the shop that it goes back, not wonder.
 * It is queued in the notification's transaction, so it exists exactly when the refund does.
 */
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../../domain/site-config.js';
import { formatCents } from '../../../domain/money.js';
import { labelColon } from '../../../domain/punctuation.js';
import type { Db } from '../../db/database.js';
import { enqueueMail } from '../mail/mail-queue.js';
import { html, mailDocument, mailSubject } from '../mail/mail-document.js';
import type { RenderedMail } from '../mail/mail-document.js';
import { mailableCustomerOfOrder } from '../mail/mail-recipient.js';

interface Texts {
  subject: (orderId: number) => string;
  hello: (name: string) => string;
  body: (amount: string, orderId: number) => string;
  refund: (amount: string) => string;
  action: string;
}

const TEXTS: Record<Locale, Texts> = {
  en: {
    subject: (id) => `Your payment for order no. ${id} will be refunded`,
    hello: (name) => `Hello ${name},`,
    body: (amount, id) => `We received a payment of ${amount} for your order no. ${id} that could not be used for it: the order was already paid or cancelled, its seats were no longer held for you, or the amount differed from its price. No tickets were issued for this payment.`,
    refund: (amount) => `${amount} will be refunded to you; there is nothing for you to do.`,
    action: 'See your orders in My purchases',
  },
  fr: {
    subject: (id) => `Votre paiement pour la commande n° ${id} vous sera remboursé`,
    hello: (name) => `Bonjour ${name},`,
    body: (amount, id) => `Nous avons reçu un paiement de ${amount} pour votre commande n° ${id} qui n’a pas pu lui être affecté\u00a0: la commande était déjà payée ou annulée, ses places ne vous étaient plus réservées, ou le montant différait de son prix. Aucun billet n’a été émis pour ce paiement.`,
    refund: (amount) => `${amount} vous seront remboursés\u00a0; vous n’avez rien à faire.`,
    action: 'Voir vos commandes dans Mes achats',
  },
  es: {
    subject: (id) => `Te devolveremos el pago del pedido n.º ${id}`,
    hello: (name) => `Hola, ${name}:`,
    body: (amount, id) => `Hemos recibido un pago de ${amount} para tu pedido n.º ${id} que no se ha podido aplicar: el pedido ya estaba pagado o anulado, sus asientos ya no estaban reservados para ti o el importe no coincidía con su precio. No se ha emitido ninguna entrada por este pago.`,
    refund: (amount) => `Te devolveremos ${amount}; no tienes que hacer nada.`,
    action: 'Ver tus pedidos en Mis compras',
  },
  nl: {
    subject: (id) => `Je betaling voor bestelling nr. ${id} wordt terugbetaald`,
    hello: (name) => `Hallo ${name},`,
    body: (amount, id) => `We hebben een betaling van ${amount} voor je bestelling nr. ${id} ontvangen die er niet voor kon worden gebruikt: de bestelling was al betaald of geannuleerd, de plaatsen waren niet meer voor je gereserveerd, of het bedrag week af van de prijs. Voor deze betaling zijn geen tickets uitgegeven.`,
    refund: (amount) => `${amount} wordt aan je terugbetaald; je hoeft niets te doen.`,
    action: 'Bekijk je bestellingen in Mijn aankopen',
  },
  ru: {
    subject: (id) => `Оплата заказа № ${id} будет возвращена`,
    hello: (name) => `Здравствуйте, ${name}!`,
    body: (amount, id) => `Мы получили платёж на сумму ${amount} за ваш заказ № ${id}, но не смогли его зачесть: заказ уже был оплачен или отменён, места больше не были за вами закреплены или сумма отличалась от цены заказа. Билеты по этому платежу не выпускались.`,
    refund: (amount) => `Вам вернут ${amount}; ничего делать не нужно.`,
    action: 'Ваши заказы — в разделе «Мои покупки»',
  },
};

export interface RefundMailInput {
  orderId: number;
  firstName: string;
  /** The money received, in cents. */
  amount: number;
  ordersUrl: string;
  clubName: string;
  clubShortName?: string;
}

/** Subject, text and HTML of the mail. */
export function renderRefundMail(locale: Locale, input: RefundMailInput): RenderedMail {
  const t = TEXTS[locale];
  const amount = formatCents(input.amount, locale);
  const subject = mailSubject(input, t.subject(input.orderId));
  const paragraphs = [t.body(amount, input.orderId), t.refund(amount)];
  const text = [t.hello(input.firstName), '', ...paragraphs.flatMap((p) => [p, '']),
    `${t.action}${labelColon(locale)} ${input.ordersUrl}`, '', input.clubName].join('\n');
  const body = html`<p>${t.hello(input.firstName)}</p>
${paragraphs.map((p) => html`<p>${p}</p>`)}
<p><a href="${input.ordersUrl}">${t.action}</a></p><p>${input.clubName}</p>`;
  return { subject, text, html: mailDocument({ locale, subject, body }) };
}

/** Queues, in the notification's transaction `trx`, the mail telling the customer of `orderId` that `amount` goes back. */
export async function queueRefundMail(app: FastifyInstance, trx: Db, orderId: number, amount: number): Promise<void> {
  const customer = await mailableCustomerOfOrder(trx, orderId);
  if (!customer) return;
  const mail = renderRefundMail(customer.locale, {
    orderId, firstName: customer.firstName, amount,
    ordersUrl: new URL('/orders', app.siteConfig.publicBaseUrl).toString(),
    clubName: app.siteConfig.clientLongName, clubShortName: app.siteConfig.clientShortName,
  });
  await enqueueMail(trx, 'payment_refund', { to: customer.email, ...mail }, app.now());
}
