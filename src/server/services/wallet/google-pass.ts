/**
 * "Add to Google Wallet": a save link whose JWT (RS256, the service account's key, signed with
 * jose) carries the event ticket class and object. Google checks the signature when the fan opens
 * the link; the object's barcode is the e-ticket's QR token. The class is one per event, the object
 * one per ticket, so a transferred ticket (a new ticket id) becomes a new object.
 */
import { SignJWT, importPKCS8 } from 'jose';
import type { GoogleWalletSettings } from './wallet-settings.js';
import type { WalletTicket } from './wallet-ticket.js';
import type { PassBranding } from './apple-pass.js';

export const GOOGLE_SAVE_URL = 'https://pay.google.com/gp/v/save/';

/** Google's ids allow letters, digits, '.', '_' and '-' after the issuer id. */
const idPart = (text: string) => text.replace(/[^\w.-]/g, '_');

const localized = (value: string, locale: string) => ({ defaultValue: { language: locale, value } });

export async function googleSaveJwt(settings: GoogleWalletSettings, ticket: WalletTicket, brand: PassBranding & { origin: string; now: Date }): Promise<string> {
  const classId = `${settings.issuerId}.${idPart(`event-${ticket.eventId}`)}`;
  const payload = {
    typ: SAVE_TO_WALLET_TYPE,
    origins: [brand.origin],
    payload: {
      eventTicketClasses: [{
        id: classId,
        issuerName: brand.clubName,
        reviewStatus: 'UNDER_REVIEW',
        eventName: localized(ticket.eventName, ticket.locale),
        dateTime: { start: ticket.startDatetime },
        hexBackgroundColor: brand.primaryColor,
      }],
      eventTicketObjects: [{
        id: `${settings.issuerId}.${idPart(`ticket-${ticket.ticketId}`)}`,
        classId,
        state: 'ACTIVE',
        ticketNumber: String(ticket.ticketId),
        ...(ticket.holderName ? { ticketHolderName: ticket.holderName } : {}),
        barcode: { type: 'QR_CODE', value: ticket.token },
        seatInfo: ticket.isOpenSeating
          ? { section: localized(ticket.standName, ticket.locale), gate: localized(ticket.blockName, ticket.locale) }
          : {
              section: localized(ticket.standName, ticket.locale),
              gate: localized(ticket.blockName, ticket.locale),
              row: localized(ticket.rowName, ticket.locale),
              seat: localized(ticket.seatNumber, ticket.locale),
            },
      }],
    },
  };
  const key = await importPKCS8(settings.privateKey, 'RS256');
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(settings.serviceAccountEmail)
    .setAudience('google')
    .setIssuedAt(Math.floor(brand.now.getTime() / 1000))
    .sign(key);
}

/** The typ claim Google expects of a save link. */
export const SAVE_TO_WALLET_TYPE = 'savetowallet';
