/**
 * The mail a transfer's recipient gets when tickets sent to them are withdrawn before they
 * accepted (the sender took them back, or the ticket office cancelled their order): they should
 * hear it from the shop rather than from a refusal when they follow the link.
 */
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../../domain/site-config.js';
import type { Db } from '../../db/database.js';
import { isAnonymisedCustomer } from '../../db/anonymised-customer.js';
import { enqueueMail } from '../mail/mail-queue.js';
import { bulletList, html, mailDocument, mailSubject } from '../mail/mail-document.js';
import type { RenderedMail } from '../mail/mail-document.js';
import { mailLocaleOfAddress } from '../mail/mail-recipient.js';
import { describeTicket, transferTicketLines } from './transfer-tickets.js';

/** `sender` is '' when the sender's account was deleted since: the texts then name no one. */
interface Texts {
  subject: (one: boolean) => string;
  intro: (sender: string, one: boolean) => string;
  reason: Record<WithdrawalCause, (one: boolean) => string>;
}

/** Who withdrew the tickets: the ticket office cancelling their order, or the sender. */
export type WithdrawalCause = 'order_cancelled' | 'sender';

const TEXTS: Record<Locale, Texts> = {
  en: {
    subject: (one) => (one ? 'The ticket sent to you is no longer available' : 'The tickets sent to you are no longer available'),
    intro: (sender, one) => `${sender === '' ? 'Someone' : sender} had sent you ${one ? 'this ticket' : 'these tickets'}:`,
    reason: {
      order_cancelled: (one) => `The order ${one ? 'it came' : 'they came'} from has been cancelled by the ticket office, so ${one ? 'it' : 'they'} can no longer be accepted and the link you received no longer works. There is nothing for you to do.`,
      sender: (one) => `The sender has taken ${one ? 'it' : 'them'} back, so ${one ? 'it' : 'they'} can no longer be accepted. There is nothing for you to do.`,
    },
  },
  fr: {
    subject: (one) => (one ? 'Le billet qui vous a été envoyé n’est plus disponible' : 'Les billets qui vous ont été envoyés ne sont plus disponibles'),
    intro: (sender, one) => `${sender === '' ? 'Quelqu’un' : sender} vous avait envoyé ${one ? 'ce billet' : 'ces billets'}\u00a0:`,
    reason: {
      order_cancelled: (one) => `La commande d’où ${one ? 'il provenait' : 'ils provenaient'} a été annulée par la billetterie\u00a0: ${one ? 'il ne peut' : 'ils ne peuvent'} plus être ${one ? 'accepté' : 'acceptés'} et le lien reçu ne fonctionne plus. Vous n’avez rien à faire.`,
      sender: (one) => `L’expéditeur ${one ? 'l’a repris' : 'les a repris'}\u00a0: ${one ? 'il ne peut' : 'ils ne peuvent'} plus être ${one ? 'accepté' : 'acceptés'}. Vous n’avez rien à faire.`,
    },
  },
  es: {
    subject: (one) => (one ? 'La entrada que te enviaron ya no está disponible' : 'Las entradas que te enviaron ya no están disponibles'),
    intro: (sender, one) => `${sender === '' ? 'Alguien' : sender} te había enviado ${one ? 'esta entrada' : 'estas entradas'}:`,
    reason: {
      order_cancelled: (one) => `La taquilla ha cancelado el pedido del que ${one ? 'procedía' : 'procedían'}, así que ya no ${one ? 'se puede aceptar' : 'se pueden aceptar'} y el enlace que recibiste ya no funciona. No tienes que hacer nada.`,
      sender: (one) => `El remitente ${one ? 'la ha recuperado' : 'las ha recuperado'}, así que ya no ${one ? 'se puede aceptar' : 'se pueden aceptar'}. No tienes que hacer nada.`,
    },
  },
  nl: {
    subject: (one) => (one ? 'Het ticket dat naar je is gestuurd, is niet meer beschikbaar' : 'De tickets die naar je zijn gestuurd, zijn niet meer beschikbaar'),
    intro: (sender, one) => `${sender === '' ? 'Iemand' : sender} had je ${one ? 'dit ticket' : 'deze tickets'} gestuurd:`,
    reason: {
      order_cancelled: (one) => `De bestelling waar ${one ? 'het' : 'ze'} uit ${one ? 'kwam' : 'kwamen'}, is geannuleerd door de ticketbalie. ${one ? 'Het kan' : 'Ze kunnen'} dus niet meer worden geaccepteerd en de link die je kreeg, werkt niet meer. Je hoeft niets te doen.`,
      sender: (one) => `De afzender heeft ${one ? 'het' : 'ze'} teruggenomen. ${one ? 'Het kan' : 'Ze kunnen'} dus niet meer worden geaccepteerd. Je hoeft niets te doen.`,
    },
  },
  ru: {
    subject: (one) => (one ? 'Отправленный вам билет больше недоступен' : 'Отправленные вам билеты больше недоступны'),
    intro: (sender, one) => (sender === ''
      ? (one ? 'Вам был отправлен этот билет:' : 'Вам были отправлены эти билеты:')
      : `${sender} отправил(а) вам ${one ? 'этот билет' : 'эти билеты'}:`),
    reason: {
      order_cancelled: (one) => `Заказ, ${one ? 'к которому относился билет' : 'к которому относились билеты'}, отменён кассой, поэтому принять ${one ? 'его' : 'их'} больше нельзя, а полученная ссылка больше не работает. Ничего делать не нужно.`,
      sender: (one) => `Отправитель забрал ${one ? 'его' : 'их'} обратно, поэтому принять ${one ? 'его' : 'их'} больше нельзя. Ничего делать не нужно.`,
    },
  },
};

export interface TransferWithdrawnMailValues {
  cause: WithdrawalCause;
  senderName: string;
  ticketLines: string[];
  clubName: string;
  clubShortName?: string;
}

/** Subject, plain text and HTML of the mail. */
export function renderTransferWithdrawnMail(locale: Locale, values: TransferWithdrawnMailValues): RenderedMail {
  const t = TEXTS[locale];
  const one = values.ticketLines.length === 1;
  const subject = mailSubject(values, t.subject(one));
  const intro = t.intro(values.senderName, one);
  const text = [intro, ...values.ticketLines.map((line) => `- ${line}`), '', t.reason[values.cause](one), '', values.clubName].join('\n');
  const body = html`<p>${intro}</p>
${bulletList(values.ticketLines)}
<p>${t.reason[values.cause](one)}</p>
<p>${values.clubName}</p>`;
  return { subject, text, html: mailDocument({ locale, subject, body }) };
}

/** A pending transfer the cancellation takes back. */
export interface WithdrawnTransfer {
  seat_ticket_id: number;
  from_customer_id: number;
  to_email: string;
  /** The link's hash; the tickets of one link share it (null only for rows older than links). */
  token_hash: string | null;
  locale: string | null;
}

/**
 * Queues in `trx` one mail per link among `withdrawn` (a link may carry several tickets), in the
 * recipient's language: their account's, else the one the invitation was written in.
 */
export async function queueTransferWithdrawnMails(app: FastifyInstance, trx: Db, withdrawn: readonly WithdrawnTransfer[], cause: WithdrawalCause): Promise<void> {
  const links = new Map<string, WithdrawnTransfer[]>();
  for (const transfer of withdrawn) {
    const link = transfer.token_hash ?? `ticket-${transfer.seat_ticket_id}`;
    links.set(link, [...(links.get(link) ?? []), transfer]);
  }
  for (const transfers of links.values()) {
    const first = transfers[0]!;
    const sender = await trx.selectFrom('customers').select(['first_name', 'last_name', 'email', 'password_hash'])
      .where('id', '=', first.from_customer_id).executeTakeFirstOrThrow();
    const locale = await mailLocaleOfAddress(trx, first.to_email, first.locale);
    const lines = await transferTicketLines(trx, transfers.map((t) => t.seat_ticket_id), { locale, locales: app.siteConfig.locales });
    const mail = renderTransferWithdrawnMail(locale, {
      cause,
      senderName: isAnonymisedCustomer(sender) ? '' : `${sender.first_name} ${sender.last_name}`.trim(),
      ticketLines: lines.map((line) => describeTicket(line, locale, app.siteConfig.timeZone)),
      clubName: app.siteConfig.clientLongName, clubShortName: app.siteConfig.clientShortName,
    });
    await enqueueMail(trx, 'transfer_withdrawn', { to: first.to_email, ...mail }, app.now());
  }
}
