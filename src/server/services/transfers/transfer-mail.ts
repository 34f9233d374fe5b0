/**
 * The mail a transfer's recipient gets, in their language: who sends which tickets, and the link
 * that opens the acceptance page. The tickets are listed so the recipient can tell a real
 * transfer from a phishing attempt before following any link.
 */
import type { Locale } from '../../../domain/site-config.js';
import { labelColon } from '../../../domain/punctuation.js';
import { actionButton, bulletList, html, mailDocument, mailSubject } from '../mail/mail-document.js';
import type { RenderedMail } from '../mail/mail-document.js';

/** Texts of the mail; `one` words them for a single ticket ("a ticket", "accept it"). */
interface TransferTexts {
  subject: (sender: string, one: boolean) => string;
  intro: (sender: string, count: number) => string;
  action: (one: boolean) => string;
  account: (email: string, one: boolean) => string;
  ignore: (one: boolean) => string;
  fallback: string;
}

const TEXTS: Record<Locale, TransferTexts> = {
  en: {
    subject: (sender, one) => `${sender} sent you ${one ? 'a ticket' : 'tickets'}`,
    intro: (sender, count) => `${sender} is sending you ${count === 1 ? 'a ticket' : `${count} tickets`}:`,
    action: (one) => (one ? 'See and accept the ticket' : 'See and accept the tickets'),
    account: (email, one) => (one
      ? `Sign in or create an account with ${email} to accept it. It becomes yours once you accept.`
      : `Sign in or create an account with ${email} to accept them. They become yours once you accept.`),
    ignore: (one) => `If you do not know the sender, you can ignore this e-mail: ${one ? 'the ticket stays' : 'the tickets stay'} with them.`,
    fallback: 'If the button does not work, copy this address into your browser:',
  },
  fr: {
    subject: (sender, one) => `${sender} vous envoie ${one ? 'un billet' : 'des billets'}`,
    intro: (sender, count) => `${sender} vous envoie ${count === 1 ? 'un billet' : `${count} billets`}\u00a0:`,
    action: (one) => (one ? 'Voir et accepter le billet' : 'Voir et accepter les billets'),
    account: (email, one) => (one
      ? `Connectez-vous ou créez un compte avec ${email} pour l’accepter. Il est à vous dès que vous acceptez.`
      : `Connectez-vous ou créez un compte avec ${email} pour les accepter. Ils sont à vous dès que vous acceptez.`),
    ignore: (one) => `Si vous ne connaissez pas l’expéditeur, ignorez cet e-mail\u00a0: ${one ? 'le billet lui reste' : 'les billets lui restent'}.`,
    fallback: "Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur\u00a0:",
  },
  es: {
    subject: (sender, one) => `${sender} te ha enviado ${one ? 'una entrada' : 'entradas'}`,
    intro: (sender, count) => `${sender} te envía ${count === 1 ? 'una entrada' : `${count} entradas`}:`,
    action: (one) => (one ? 'Ver y aceptar la entrada' : 'Ver y aceptar las entradas'),
    account: (email, one) => (one
      ? `Inicia sesión o crea una cuenta con ${email} para aceptarla. Será tuya en cuanto la aceptes.`
      : `Inicia sesión o crea una cuenta con ${email} para aceptarlas. Serán tuyas en cuanto las aceptes.`),
    ignore: (one) => `Si no conoces al remitente, puedes ignorar este correo: ${one ? 'la entrada se queda' : 'las entradas se quedan'} con él.`,
    fallback: 'Si el botón no funciona, copia esta dirección en tu navegador:',
  },
  nl: {
    subject: (sender, one) => `${sender} heeft je ${one ? 'een ticket' : 'tickets'} gestuurd`,
    intro: (sender, count) => `${sender} stuurt je ${count === 1 ? 'een ticket' : `${count} tickets`}:`,
    action: (one) => (one ? 'Ticket bekijken en accepteren' : 'Tickets bekijken en accepteren'),
    account: (email, one) => (one
      ? `Log in of maak een account aan met ${email} om het te accepteren. Het is van jou zodra je accepteert.`
      : `Log in of maak een account aan met ${email} om ze te accepteren. Ze zijn van jou zodra je accepteert.`),
    ignore: (one) => `Ken je de afzender niet, dan kun je deze e-mail negeren: ${one ? 'het ticket blijft' : 'de tickets blijven'} bij hem of haar.`,
    fallback: 'Werkt de knop niet? Kopieer dan dit adres in je browser:',
  },
  ru: {
    subject: (sender, one) => `${sender} отправляет вам ${one ? 'билет' : 'билеты'}`,
    intro: (sender, count) => `${sender} отправляет вам ${count === 1 ? 'билет' : `билеты (${count})`}:`,
    action: (one) => (one ? 'Посмотреть и принять билет' : 'Посмотреть и принять билеты'),
    account: (email, one) => (one
      ? `Войдите или создайте учётную запись с адресом ${email}, чтобы принять его. Билет станет вашим после принятия.`
      : `Войдите или создайте учётную запись с адресом ${email}, чтобы принять их. Билеты станут вашими после принятия.`),
    ignore: (one) => `Если вы не знаете отправителя, просто проигнорируйте это письмо: ${one ? 'билет останется' : 'билеты останутся'} у отправителя.`,
    fallback: 'Если кнопка не работает, скопируйте этот адрес в браузер:',
  },
};

export interface TransferMailValues {
  senderName: string;
  toEmail: string;
  /** One line per ticket: event, date and seat, already in the recipient's language. */
  ticketLines: string[];
  link: string;
  clubName: string;
  /** Leads the subject, where the inbox has little room. */
  clubShortName?: string;
}

/** Subject, plain text and HTML of the transfer mail. */
export function renderTransferMail(locale: Locale, values: TransferMailValues): RenderedMail {
  const texts = TEXTS[locale];
  const one = values.ticketLines.length === 1;
  const subject = mailSubject(values, texts.subject(values.senderName, one));
  const intro = texts.intro(values.senderName, values.ticketLines.length);
  const account = texts.account(values.toEmail, one);
  const text = [intro, ...values.ticketLines.map((line) => `- ${line}`), '', `${texts.action(one)}${labelColon(locale)} ${values.link}`, '', account, texts.ignore(one), '', values.clubName].join('\n');
  const body = html`<p>${intro}</p>
${bulletList(values.ticketLines)}
<p>${actionButton(values.link, texts.action(one))}</p>
<p>${account}<br>${texts.ignore(one)}</p>
<p style="font-size:12px;color:#666">${texts.fallback}<br>${values.link}</p>
<p>${values.clubName}</p>`;
  return { subject, text, html: mailDocument({ locale, subject, body }) };
}
