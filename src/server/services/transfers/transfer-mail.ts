/**
 * The mail a transfer's recipient gets, in their language: who sends which tickets, and the link
 * that opens the acceptance page. The tickets are listed so the recipient can tell a real
 * transfer from a phishing attempt before following any link.
 */
import type { Locale } from '../../../domain/site-config.js';
import { escapeHtml } from '../../escape-html.js';

interface TransferTexts {
  subject: (sender: string) => string;
  intro: (sender: string, count: number) => string;
  action: string;
  account: (email: string) => string;
  ignore: string;
  fallback: string;
}

const TEXTS: Record<Locale, TransferTexts> = {
  en: {
    subject: (sender) => `${sender} sent you tickets`,
    intro: (sender, count) => `${sender} is sending you ${count === 1 ? 'a ticket' : `${count} tickets`}:`,
    action: 'See and accept the tickets',
    account: (email) => `Sign in or create an account with ${email} to accept them. They become yours once you accept.`,
    ignore: 'If you do not know the sender, you can ignore this e-mail: the tickets stay with them.',
    fallback: 'If the button does not work, copy this address into your browser:',
  },
  fr: {
    subject: (sender) => `${sender} vous envoie des billets`,
    intro: (sender, count) => `${sender} vous envoie ${count === 1 ? 'un billet' : `${count} billets`} :`,
    action: 'Voir et accepter les billets',
    account: (email) => `Connectez-vous ou créez un compte avec ${email} pour les accepter. Ils sont à vous dès que vous acceptez.`,
    ignore: "Si vous ne connaissez pas l'expéditeur, ignorez cet e-mail : les billets lui restent.",
    fallback: "Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur :",
  },
  es: {
    subject: (sender) => `${sender} te ha enviado entradas`,
    intro: (sender, count) => `${sender} te envía ${count === 1 ? 'una entrada' : `${count} entradas`}:`,
    action: 'Ver y aceptar las entradas',
    account: (email) => `Inicia sesión o crea una cuenta con ${email} para aceptarlas. Serán tuyas en cuanto las aceptes.`,
    ignore: 'Si no conoces al remitente, puedes ignorar este correo: las entradas se quedan con él.',
    fallback: 'Si el botón no funciona, copia esta dirección en tu navegador:',
  },
  nl: {
    subject: (sender) => `${sender} heeft je tickets gestuurd`,
    intro: (sender, count) => `${sender} stuurt je ${count === 1 ? 'een ticket' : `${count} tickets`}:`,
    action: 'Tickets bekijken en accepteren',
    account: (email) => `Log in of maak een account aan met ${email} om ze te accepteren. Ze zijn van jou zodra je accepteert.`,
    ignore: 'Ken je de afzender niet, dan kun je deze e-mail negeren: de tickets blijven bij hem of haar.',
    fallback: 'Werkt de knop niet? Kopieer dan dit adres in je browser:',
  },
  ru: {
    subject: (sender) => `${sender} отправил(а) вам билеты`,
    intro: (sender, count) => `${sender} отправляет вам ${count === 1 ? 'билет' : `билеты (${count})`}:`,
    action: 'Посмотреть и принять билеты',
    account: (email) => `Войдите или создайте учётную запись с адресом ${email}, чтобы принять их. Билеты станут вашими после принятия.`,
    ignore: 'Если вы не знаете отправителя, просто проигнорируйте это письмо: билеты останутся у него.',
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
export function renderTransferMail(locale: Locale, values: TransferMailValues): { subject: string; text: string; html: string } {
  const texts = TEXTS[locale];
  const subject = `${values.clubShortName ?? values.clubName} – ${texts.subject(values.senderName)}`;
  const intro = texts.intro(values.senderName, values.ticketLines.length);
  const account = texts.account(values.toEmail);
  const text = [intro, ...values.ticketLines.map((line) => `- ${line}`), '', `${texts.action}: ${values.link}`, '', account, texts.ignore, '', values.clubName].join('\n');
  const link = escapeHtml(values.link);
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:sans-serif;line-height:1.5;color:#222">
<p>${escapeHtml(intro)}</p>
<ul>${values.ticketLines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
<p><a href="${link}" data-action-link style="display:inline-block;padding:10px 16px;background:#0b5fff;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(texts.action)}</a></p>
<p>${escapeHtml(account)}<br>${escapeHtml(texts.ignore)}</p>
<p style="font-size:12px;color:#666">${escapeHtml(texts.fallback)}<br>${link}</p>
<p>${escapeHtml(values.clubName)}</p>
</body></html>`;
  return { subject, text, html };
}
