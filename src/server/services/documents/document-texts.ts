/**
 * The labels of the e-ticket and invoice PDFs in the five shop languages, and the locale-aware
 * formatting of their dates (in the venue's time zone), amounts and countries. Like the mails (services/mail), the texts
 * are typed per locale, so a label missing in one language fails the type check.
 */
import type { Locale } from '../../../domain/site-config.js';
import { formatCents } from '../../../domain/money.js';
import type { InstallmentTable } from '../../db/schema.js';
import { mailLocale } from '../mail/templates.js';
import { INTL_DATE_TAGS, formatZonedDate, formatZonedDateTime } from '../../../domain/venue-time.js';

export type InstallmentStatus = InstallmentTable['status'];

/** Every label of both documents in one language. */
export interface DocumentTexts {
  ticketTitle: (ticketId: number) => string;
  eTicket: string;
  stand: (name: string) => string;
  block: (name: string) => string;
  openSeating: (block: string) => string;
  rowSeat: (row: string, seat: string) => string;
  holder: (name: string) => string;
  ticketReference: (ticketId: number, orderId: number) => string;
  personal: string;
  /** On a ticket at a rate that needs proof of eligibility (reduced, child): it is checked at the gate. */
  proofRequired: string;
  invoiceTitle: (orderId: number) => string;
  invoiceNumber: (orderId: number) => string;
  date: (date: string) => string;
  description: string;
  price: string;
  discount: string;
  subtotal: string;
  discounts: string;
  totalPaid: string;
  schedule: string;
  installmentStatus: Record<InstallmentStatus, string>;
  vatNumber: (number: string) => string;
  totalInclVat: string;
  /** `rate` comes formatted with its % sign (formatPercent). */
  includedVat: (rate: string) => string;
  netAmount: string;
  paidToDate: string;
  stillDue: string;
  nextInstallment: (amount: string, date: string) => string;
  optionsTitle: (orderId: number) => string;
  optionsHeading: string;
  optionsFor: (name: string) => string;
  optionsNone: string;
  seasonPass: string;
  deliveryNote: string;
  deliveryNoteTitle: (ticketId: number) => string;
  sentByPost: string;
}

const TEXTS: Record<Locale, DocumentTexts> = {
  en: {
    ticketTitle: (id) => `E-ticket ${id}`, eTicket: 'E-TICKET',
    stand: (n) => `Stand ${n}`, block: (n) => `Block ${n}`, openSeating: (b) => `Block ${b} (open seating)`,
    rowSeat: (r, s) => `Row ${r}  Seat ${s}`, holder: (n) => `Holder: ${n}`,
    ticketReference: (t, o) => `Ticket ${t} · order ${o}`, personal: 'Personal ticket: do not share the QR code.',
    proofRequired: 'Proof of eligibility for this rate is required at the entrance.',
    invoiceTitle: (id) => `Invoice ${id}`, invoiceNumber: (id) => `Invoice INV-${id}`, date: (d) => `Date: ${d}`,
    description: 'Description', price: 'Price', discount: 'Discount',
    subtotal: 'Subtotal', discounts: 'Discounts', totalPaid: 'Total paid', schedule: 'Payment schedule',
    installmentStatus: { scheduled: 'scheduled', paid: 'paid', failed: 'failed', overdue: 'overdue' },
    vatNumber: (n) => `VAT number: ${n}`, totalInclVat: 'Total (VAT included)', includedVat: (r) => `of which VAT ${r}`, netAmount: 'Amount excluding VAT',
    paidToDate: 'Paid to date', stillDue: 'Still due', nextInstallment: (a, d) => `Next instalment: ${a} on ${d}`,
    optionsTitle: (id) => `Options of order ${id}`, optionsHeading: 'OPTIONS', optionsFor: (n) => `For: ${n}`, optionsNone: 'This order has no option.',
    seasonPass: 'SEASON PASS', deliveryNote: 'DELIVERY NOTE', deliveryNoteTitle: (id) => `Delivery note ${id}`,
    sentByPost: 'Your printed ticket is sent by post to:',
  },
  fr: {
    ticketTitle: (id) => `E-billet ${id}`, eTicket: 'E-BILLET',
    stand: (n) => `Tribune ${n}`, block: (n) => `Bloc ${n}`, openSeating: (b) => `Bloc ${b} (placement libre)`,
    rowSeat: (r, s) => `Rang ${r}  Place ${s}`, holder: (n) => `Titulaire\u00a0: ${n}`,
    ticketReference: (t, o) => `Billet ${t} · commande ${o}`, personal: 'Billet nominatif\u00a0: ne partagez pas le QR code.',
    proofRequired: 'Un justificatif pour ce tarif vous sera demandé à l’entrée.',
    invoiceTitle: (id) => `Facture ${id}`, invoiceNumber: (id) => `Facture INV-${id}`, date: (d) => `Date\u00a0: ${d}`,
    description: 'Désignation', price: 'Prix', discount: 'Remise',
    subtotal: 'Sous-total', discounts: 'Remises', totalPaid: 'Total payé', schedule: 'Échéancier de paiement',
    installmentStatus: { scheduled: 'à venir', paid: 'payée', failed: 'échouée', overdue: 'en retard' },
    vatNumber: (n) => `N° de TVA\u00a0: ${n}`, totalInclVat: 'Total TTC', includedVat: (r) => `dont TVA ${r}`, netAmount: 'Montant HT',
    paidToDate: 'Déjà payé', stillDue: 'Reste à payer', nextInstallment: (a, d) => `Prochaine échéance\u00a0: ${a} le ${d}`,
    optionsTitle: (id) => `Options de la commande ${id}`, optionsHeading: 'OPTIONS', optionsFor: (n) => `Pour\u00a0: ${n}`, optionsNone: 'Cette commande ne comporte aucune option.',
    seasonPass: 'CARTE D’ABONNEMENT', deliveryNote: 'BON DE LIVRAISON', deliveryNoteTitle: (id) => `Bon de livraison ${id}`,
    sentByPost: 'Votre billet imprimé est envoyé par la poste à\u00a0:',
  },
  es: {
    ticketTitle: (id) => `Entrada electrónica ${id}`, eTicket: 'ENTRADA ELECTRÓNICA',
    stand: (n) => `Tribuna ${n}`, block: (n) => `Bloque ${n}`, openSeating: (b) => `Bloque ${b} (sin asiento asignado)`,
    rowSeat: (r, s) => `Fila ${r}  Asiento ${s}`, holder: (n) => `Titular: ${n}`,
    ticketReference: (t, o) => `Entrada ${t} · pedido ${o}`, personal: 'Entrada nominativa: no compartas el código QR.',
    proofRequired: 'En la entrada se te pedirá un justificante para esta tarifa.',
    invoiceTitle: (id) => `Factura ${id}`, invoiceNumber: (id) => `Factura INV-${id}`, date: (d) => `Fecha: ${d}`,
    description: 'Concepto', price: 'Precio', discount: 'Descuento',
    subtotal: 'Subtotal', discounts: 'Descuentos', totalPaid: 'Total pagado', schedule: 'Calendario de pagos',
    installmentStatus: { scheduled: 'programado', paid: 'pagado', failed: 'fallido', overdue: 'vencido' },
    vatNumber: (n) => `NIF-IVA: ${n}`, totalInclVat: 'Total (IVA incluido)', includedVat: (r) => `IVA incluido ${r}`, netAmount: 'Importe sin IVA',
    paidToDate: 'Pagado hasta hoy', stillDue: 'Pendiente de pago', nextInstallment: (a, d) => `Próximo plazo: ${a} el ${d}`,
    optionsTitle: (id) => `Opciones del pedido ${id}`, optionsHeading: 'OPCIONES', optionsFor: (n) => `Para: ${n}`, optionsNone: 'Este pedido no tiene opciones.',
    seasonPass: 'CARNÉ DE ABONADO', deliveryNote: 'ALBARÁN DE ENVÍO', deliveryNoteTitle: (id) => `Albarán de envío ${id}`,
    sentByPost: 'Tu entrada impresa se envía por correo postal a:',
  },
  nl: {
    ticketTitle: (id) => `E-ticket ${id}`, eTicket: 'E-TICKET',
    stand: (n) => `Tribune ${n}`, block: (n) => `Vak ${n}`, openSeating: (b) => `Vak ${b} (vrije plaatsing)`,
    rowSeat: (r, s) => `Rij ${r}  Stoel ${s}`, holder: (n) => `Houder: ${n}`,
    ticketReference: (t, o) => `Ticket ${t} · bestelling ${o}`, personal: 'Persoonlijk ticket: deel de QR-code niet.',
    proofRequired: 'Bij de ingang wordt een bewijs voor dit tarief gevraagd.',
    invoiceTitle: (id) => `Factuur ${id}`, invoiceNumber: (id) => `Factuur INV-${id}`, date: (d) => `Datum: ${d}`,
    description: 'Omschrijving', price: 'Prijs', discount: 'Korting',
    subtotal: 'Subtotaal', discounts: 'Kortingen', totalPaid: 'Totaal betaald', schedule: 'Betalingsschema',
    installmentStatus: { scheduled: 'gepland', paid: 'betaald', failed: 'mislukt', overdue: 'achterstallig' },
    vatNumber: (n) => `Btw-nummer: ${n}`, totalInclVat: 'Totaal (incl. btw)', includedVat: (r) => `waarvan btw ${r}`, netAmount: 'Bedrag excl. btw',
    paidToDate: 'Reeds betaald', stillDue: 'Nog te betalen', nextInstallment: (a, d) => `Volgende termijn: ${a} op ${d}`,
    optionsTitle: (id) => `Opties van bestelling ${id}`, optionsHeading: 'OPTIES', optionsFor: (n) => `Voor: ${n}`, optionsNone: 'Deze bestelling heeft geen opties.',
    seasonPass: 'SEIZOENSKAART', deliveryNote: 'LEVERINGSBON', deliveryNoteTitle: (id) => `Leveringsbon ${id}`,
    sentByPost: 'Je gedrukte ticket wordt per post verstuurd naar:',
  },
  ru: {
    ticketTitle: (id) => `Электронный билет ${id}`, eTicket: 'ЭЛЕКТРОННЫЙ БИЛЕТ',
    stand: (n) => `Трибуна ${n}`, block: (n) => `Сектор ${n}`, openSeating: (b) => `Сектор ${b} (свободная рассадка)`,
    rowSeat: (r, s) => `Ряд ${r}  Место ${s}`, holder: (n) => `Владелец: ${n}`,
    ticketReference: (t, o) => `Билет ${t} · заказ ${o}`, personal: 'Именной билет: никому не показывайте QR-код.',
    proofRequired: 'На входе потребуется документ, подтверждающий право на этот тариф.',
    invoiceTitle: (id) => `Счёт ${id}`, invoiceNumber: (id) => `Счёт № INV-${id}`, date: (d) => `Дата: ${d}`,
    description: 'Наименование', price: 'Цена', discount: 'Скидка',
    subtotal: 'Сумма без скидок', discounts: 'Скидки', totalPaid: 'Итого оплачено', schedule: 'График платежей',
    installmentStatus: { scheduled: 'запланирован', paid: 'оплачен', failed: 'не прошёл', overdue: 'просрочен' },
    vatNumber: (n) => `ИНН/НДС: ${n}`, totalInclVat: 'Итого (с НДС)', includedVat: (r) => `в т. ч. НДС ${r}`, netAmount: 'Сумма без НДС',
    paidToDate: 'Уже оплачено', stillDue: 'Осталось оплатить', nextInstallment: (a, d) => `Следующий платёж: ${a}, ${d}`,
    optionsTitle: (id) => `Опции заказа ${id}`, optionsHeading: 'ОПЦИИ', optionsFor: (n) => `Для: ${n}`, optionsNone: 'В этом заказе нет опций.',
    seasonPass: 'АБОНЕМЕНТ', deliveryNote: 'НАКЛАДНАЯ НА ДОСТАВКУ', deliveryNoteTitle: (id) => `Накладная на доставку ${id}`,
    sentByPost: 'Ваш печатный билет отправлен по почте по адресу:',
  },
};

/** The labels of the documents in `locale`. */
export function documentTexts(locale: Locale): DocumentTexts {
  return TEXTS[locale];
}

/** The documents' language for a stored or requested language tag (as for mails); English otherwise. */
export function documentLocale(language: string | null | undefined): Locale {
  return mailLocale(language);
}

/**
 * An event's start in the venue's time zone with the zone's short name, e.g. "Tuesday
 * 1 December 2026 at 20:00 CET" or "вторник, 1 декабря 2026 г. в 20:00 GMT+1".
 */
export function formatDocumentDateTime(iso: string, locale: Locale, timeZone: string): string {
  return formatZonedDateTime(iso, locale, timeZone);
}

/** The calendar date of an instant (the sale date) in the venue's time zone, e.g. "1 December 2026". */
export function formatDocumentDate(iso: string, locale: Locale, timeZone: string): string {
  return formatZonedDate(iso, locale, timeZone);
}

/**
 * An instalment's due day, e.g. "22 December 2026". Due dates are calendar days stored as UTC
 * midnight (domain/payment/schedule), so they are read in UTC: any other zone west of it would
 * show the day before.
 */
export function formatDueDate(iso: string, locale: Locale): string {
  return formatZonedDate(iso, locale, 'UTC');
}

/**
 * An amount in cents in the shop's money format for `locale` (the same as the site and the
 * mails: see domain/money, which is deliberately independent of the runtime's ICU data).
 */
export function formatDocumentMoney(cents: number, locale: Locale): string {
  return formatCents(cents, locale);
}

/** The name of a country stored as an ISO code ("FR" → "France", "Франция"); other values as they are. */
export function formatCountry(value: string, locale: Locale): string {
  const code = value.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return value;
  try {
    return new Intl.DisplayNames([INTL_DATE_TAGS[locale]], { type: 'region', fallback: 'code' }).of(code) ?? value;
  } catch {
    return value;
  }
}
