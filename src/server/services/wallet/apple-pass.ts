/**
 * "Add to Apple Wallet": a signed .pkpass (passkit-generator builds the bundle, its manifest and
 * the PKCS#7 signature with the pass type certificate and Apple's WWDR intermediate).
 */
import { PKPass } from 'passkit-generator';
import type { AppleWalletSettings } from './wallet-settings.js';
import type { WalletTicket } from './wallet-ticket.js';
import { documentTexts, formatDocumentDateTime } from '../documents/document-texts.js';
import { solidPng } from './pass-icon.js';

export interface PassBranding {
  clubName: string;
  primaryColor: string;
  timeZone: string;
}

/** A field label from a document text with an empty value ("Holder: " gives "Holder"). */
const label = (text: string) => text.replace(/[\s:]+$/, '').trim();

const rgb = (hex: string) => {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  return m ? `rgb(${[1, 2, 3].map((i) => parseInt(m[i]!, 16)).join(', ')})` : 'rgb(30, 30, 30)';
};

export function applePass(settings: AppleWalletSettings, ticket: WalletTicket, brand: PassBranding): Buffer {
  const texts = documentTexts(ticket.locale);
  const passJson = {
    formatVersion: 1,
    passTypeIdentifier: settings.passTypeIdentifier,
    teamIdentifier: settings.teamIdentifier,
    serialNumber: `ticket-${ticket.ticketId}`,
    organizationName: brand.clubName,
    description: `${brand.clubName} – ${ticket.eventName}`,
    backgroundColor: rgb(brand.primaryColor),
    foregroundColor: 'rgb(255, 255, 255)',
    labelColor: 'rgb(255, 255, 255)',
    relevantDate: ticket.startDatetime,
    eventTicket: {},
  };
  const pass = new PKPass(
    {
      'pass.json': Buffer.from(JSON.stringify(passJson)),
      'icon.png': solidPng(29, brand.primaryColor),
      'icon@2x.png': solidPng(58, brand.primaryColor),
    },
    {
      signerCert: settings.signerCert, signerKey: settings.signerKey, wwdr: settings.wwdr,
      ...(settings.signerKeyPassphrase ? { signerKeyPassphrase: settings.signerKeyPassphrase } : {}),
    },
  );
  pass.setBarcodes({ message: ticket.token, format: 'PKBarcodeFormatQR', messageEncoding: 'iso-8859-1' });
  pass.primaryFields.push({ key: 'event', label: brand.clubName, value: ticket.eventName });
  pass.secondaryFields.push(
    { key: 'stand', label: label(texts.stand('')), value: ticket.standName },
    { key: 'seat', label: label(texts.block('')), value: ticket.isOpenSeating ? texts.openSeating(ticket.blockName) : `${ticket.blockName} · ${texts.rowSeat(ticket.rowName, ticket.seatNumber)}` },
  );
  pass.auxiliaryFields.push({ key: 'date', label: label(texts.date('')), value: formatDocumentDateTime(ticket.startDatetime, ticket.locale, brand.timeZone) });
  if (ticket.holderName) pass.auxiliaryFields.push({ key: 'holder', label: label(texts.holder('')), value: ticket.holderName });
  return pass.getAsBuffer();
}
