/** The HTML of the test provider's hosted payment page, in the visitor's language. */
import type { Locale } from '../../../domain/site-config.js';
import { formatCents } from '../../../domain/money.js';
import { escapeHtml } from '../../escape-html.js';
import type { NotificationOutcome } from './provider.js';

interface PageTexts {
  title: string;
  intro: string;
  amount: string;
  installments: (n: number) => string;
  outcomes: Record<NotificationOutcome, string>;
  done: string;
  unknown: string;
  /** The way back without paying, as a hosted page's cancel link. */
  back: string;
}

const TEXTS: Record<Locale, PageTexts> = {
  en: {
    title: 'Test payment', intro: 'This is the test payment provider: no card is charged. Choose the result of the payment.',
    amount: 'Amount charged now', installments: (n) => `Payment in ${n} instalments`,
    outcomes: { success: 'Payment accepted', pending: 'Payment pending', refused: 'Payment refused', error: 'Technical error' },
    done: 'This payment has already been processed.', unknown: 'This payment does not exist.', back: 'Back to the shop without paying',
  },
  fr: {
    title: 'Paiement de test', intro: 'Ceci est le prestataire de paiement de test\u00a0: aucune carte n’est débitée. Choisissez le résultat du paiement.',
    amount: 'Montant débité maintenant', installments: (n) => `Paiement en ${n} échéances`,
    outcomes: { success: 'Paiement accepté', pending: 'Paiement en attente', refused: 'Paiement refusé', error: 'Erreur technique' },
    done: 'Ce paiement a déjà été traité.', unknown: 'Ce paiement n’existe pas.', back: 'Retour à la boutique sans payer',
  },
  es: {
    title: 'Pago de prueba', intro: 'Este es el proveedor de pago de prueba: no se realiza ningún cargo en la tarjeta. Elige el resultado del pago.',
    amount: 'Importe cobrado ahora', installments: (n) => `Pago en ${n} plazos`,
    outcomes: { success: 'Pago aceptado', pending: 'Pago pendiente', refused: 'Pago rechazado', error: 'Error técnico' },
    done: 'Este pago ya se ha procesado.', unknown: 'Este pago no existe.', back: 'Volver a la tienda sin pagar',
  },
  nl: {
    title: 'Testbetaling', intro: 'Dit is de testbetaalprovider: er wordt geen kaart belast. Kies het resultaat van de betaling.',
    amount: 'Nu te betalen bedrag', installments: (n) => `Betaling in ${n} termijnen`,
    outcomes: { success: 'Betaling geaccepteerd', pending: 'Betaling in behandeling', refused: 'Betaling geweigerd', error: 'Technische fout' },
    done: 'Deze betaling is al verwerkt.', unknown: 'Deze betaling bestaat niet.', back: 'Terug naar de winkel zonder te betalen',
  },
  ru: {
    title: 'Тестовый платёж', intro: 'Это тестовая платёжная система: деньги с карты не списываются. Выберите результат платежа.',
    amount: 'Сумма к списанию сейчас', installments: (n) => `Оплата в ${n} платежа(-ей)`,
    outcomes: { success: 'Платёж принят', pending: 'Платёж в обработке', refused: 'Платёж отклонён', error: 'Техническая ошибка' },
    done: 'Этот платёж уже обработан.', unknown: 'Такого платежа не существует.', back: 'Вернуться в магазин без оплаты',
  },
};

const shell = (locale: Locale, title: string, body: string) => `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#222}
button{display:block;width:100%;margin:.5rem 0;padding:.8rem;font-size:1rem;border-radius:6px;border:1px solid #888;background:#f4f4f4;cursor:pointer}
button[value=success]{background:#1a7f37;color:#fff;border-color:#1a7f37}.amount{font-size:1.5rem;font-weight:600}
.back{display:inline-block;padding:.75rem 0}</style></head>
<body><main>${body}</main></body></html>`;

export interface TestPageInput {
  reference: string;
  amount: number;
  numberOfInstallments: number;
  /** Signed token the form echoes, so only this page can submit a choice for this payment. */
  formToken: string;
  /** The order paid: the way back leads to its checkout, as Stripe's cancel URL does. */
  orderId: number;
}

/** The page where the tester picks the payment's result. */
export function renderTestPaymentPage(locale: Locale, input: TestPageInput): string {
  const t = TEXTS[locale];
  const buttons = (Object.keys(t.outcomes) as NotificationOutcome[])
    .map((o) => `<button type="submit" name="outcome" value="${o}" data-outcome="${o}">${escapeHtml(t.outcomes[o])}</button>`).join('\n');
  return shell(locale, t.title, `<h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(t.intro)}</p>
<p>${escapeHtml(t.amount)}</p><p class="amount" data-testid="test-payment-amount">${escapeHtml(formatCents(input.amount, locale))}</p>
${input.numberOfInstallments > 1 ? `<p>${escapeHtml(t.installments(input.numberOfInstallments))}</p>` : ''}
<form method="post" action="/payment/test/${encodeURIComponent(input.reference)}?lng=${locale}">
<input type="hidden" name="token" value="${escapeHtml(input.formToken)}">
${buttons}
</form>
<p><a href="/checkout?orderId=${input.orderId}&amp;lng=${locale}" class="back" data-testid="test-payment-back">${escapeHtml(t.back)}</a></p>`);
}

/** A short message page (payment unknown or already processed). */
export function renderTestPaymentMessage(locale: Locale, kind: 'done' | 'unknown'): string {
  const t = TEXTS[locale];
  return shell(locale, t.title, `<h1>${escapeHtml(t.title)}</h1><p role="alert">${escapeHtml(t[kind])}</p>`);
}
