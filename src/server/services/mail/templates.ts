import type { Locale } from '../../../domain/site-config.js';
import { SUPPORTED_LOCALES } from '../../../domain/site-config.js';
import { holdDuration } from '../../../domain/hold-duration.js';
import { labelColon } from '../../../domain/punctuation.js';
import { actionButton, html, mailDocument, mailSubject } from './mail-document.js';
import type { RenderedMail } from './mail-document.js';

export type MailKind = 'verify_email' | 'reset_password';

interface MailTexts {
  subject: string;
  intro: string;
  action: string;
}

interface LocaleTexts {
  hello: (name: string) => string;
  /** `duration` is already worded in the language ("24 hours", "24 часа"). */
  expires: (duration: string) => string;
  ignore: string;
  fallback: string;
  kinds: Record<MailKind, MailTexts>;
}

const TEXTS: Record<Locale, LocaleTexts> = {
  en: {
    hello: (name) => `Hello ${name},`,
    expires: (duration) => `This link expires in ${duration} and works once.`,
    ignore: 'If you did not ask for this, you can ignore this e-mail.',
    fallback: 'If the button does not work, copy this address into your browser:',
    kinds: {
      verify_email: { subject: 'Confirm your e-mail address', intro: 'Please confirm your e-mail address to activate your account.', action: 'Confirm my e-mail address' },
      reset_password: { subject: 'Reset your password', intro: 'We received a request to reset the password of your account.', action: 'Choose a new password' },
    },
  },
  fr: {
    hello: (name) => `Bonjour ${name},`,
    expires: (duration) => `Ce lien expire dans ${duration} et ne fonctionne qu’une fois.`,
    ignore: "Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail.",
    fallback: "Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur\u00a0:",
    kinds: {
      verify_email: { subject: 'Confirmez votre adresse e-mail', intro: 'Merci de confirmer votre adresse e-mail pour activer votre compte.', action: 'Confirmer mon adresse e-mail' },
      reset_password: { subject: 'Réinitialisez votre mot de passe', intro: 'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte.', action: 'Choisir un nouveau mot de passe' },
    },
  },
  es: {
    hello: (name) => `Hola ${name}:`,
    expires: (duration) => `Este enlace caduca en ${duration} y solo se puede usar una vez.`,
    ignore: 'Si no lo has solicitado, puedes ignorar este correo.',
    fallback: 'Si el botón no funciona, copia esta dirección en tu navegador:',
    kinds: {
      verify_email: { subject: 'Confirma tu dirección de correo electrónico', intro: 'Confirma tu dirección de correo electrónico para activar tu cuenta.', action: 'Confirmar mi correo electrónico' },
      reset_password: { subject: 'Restablece tu contraseña', intro: 'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta.', action: 'Elegir una nueva contraseña' },
    },
  },
  nl: {
    hello: (name) => `Hallo ${name},`,
    expires: (duration) => `Deze link verloopt over ${duration} en werkt maar één keer.`,
    ignore: 'Heb je hier niet om gevraagd, dan kun je deze e-mail negeren.',
    fallback: 'Werkt de knop niet? Kopieer dan dit adres in je browser:',
    kinds: {
      verify_email: { subject: 'Bevestig je e-mailadres', intro: 'Bevestig je e-mailadres om je account te activeren.', action: 'Mijn e-mailadres bevestigen' },
      reset_password: { subject: 'Stel je wachtwoord opnieuw in', intro: 'We hebben een verzoek ontvangen om het wachtwoord van je account opnieuw in te stellen.', action: 'Een nieuw wachtwoord kiezen' },
    },
  },
  ru: {
    hello: (name) => `Здравствуйте, ${name}!`,
    expires: (duration) => `Ссылка действительна ${duration} и срабатывает только один раз.`,
    ignore: 'Если вы не отправляли этот запрос, просто проигнорируйте это письмо.',
    fallback: 'Если кнопка не работает, скопируйте этот адрес в браузер:',
    kinds: {
      verify_email: { subject: 'Подтвердите адрес электронной почты', intro: 'Подтвердите адрес электронной почты, чтобы активировать учётную запись.', action: 'Подтвердить адрес' },
      reset_password: { subject: 'Сброс пароля', intro: 'Мы получили запрос на сброс пароля вашей учётной записи.', action: 'Выбрать новый пароль' },
    },
  },
};

/** The supported locale for a stored or requested language tag; English otherwise. */
export function mailLocale(language: string | null | undefined): Locale {
  const base = (language ?? '').slice(0, 2).toLowerCase();
  return SUPPORTED_LOCALES.find((locale) => locale === base) ?? 'en';
}

/**
 * A link's lifetime as the shop words a hold: whole hours in hours ("24 hours", not "1440
 * minutes"), shorter ones in minutes, with the language's own plural (Intl's unit names).
 */
export function linkLifetime(locale: Locale, minutes: number): string {
  const { unit, count } = holdDuration(minutes * 60);
  return new Intl.NumberFormat(locale, { style: 'unit', unit: unit === 'hours' ? 'hour' : 'minute', unitDisplay: 'long' }).format(count);
}

/** Subject, plain text and HTML of an account mail in the customer's language. */
export function renderAccountMail(
  kind: MailKind,
  locale: Locale,
  values: { firstName: string; link: string; minutes: number; clubName: string; clubShortName?: string },
): RenderedMail {
  const texts = TEXTS[locale];
  const { subject, intro, action } = texts.kinds[kind];
  const fullSubject = mailSubject(values, subject);
  const expires = texts.expires(linkLifetime(locale, values.minutes));
  const text = [texts.hello(values.firstName), '', intro, '', `${action}${labelColon(locale)} ${values.link}`, '', expires, texts.ignore, '', values.clubName].join('\n');
  const body = html`<p>${texts.hello(values.firstName)}</p>
<p>${intro}</p>
<p>${actionButton(values.link, action)}</p>
<p>${expires}<br>${texts.ignore}</p>
<p style="font-size:12px;color:#666">${texts.fallback}<br>${values.link}</p>
<p>${values.clubName}</p>`;
  return { subject: fullSubject, text, html: mailDocument({ locale, subject: fullSubject, body }) };
}
