/** Wallet passes of a customer's ticket: the .pkpass for Apple Wallet, the save link for Google Wallet. */
import type { FastifyInstance } from 'fastify';
import type { SessionCustomer } from '../../http/session.js';
import { walletTicket } from './wallet-ticket.js';
import { applePass } from './apple-pass.js';
import { GOOGLE_SAVE_URL, googleSaveJwt } from './google-pass.js';

const branding = (app: FastifyInstance) => ({
  clubName: app.siteConfig.clientLongName, primaryColor: app.siteConfig.primaryColor, timeZone: app.siteConfig.timeZone,
});

/** The signed pass and its file name. */
export async function applePassFor(app: FastifyInstance, customer: SessionCustomer, ticketId: number): Promise<{ fileName: string; pass: Buffer }> {
  const ticket = await walletTicket(app, customer, ticketId, 'apple');
  return { fileName: `ticket-${ticketId}.pkpass`, pass: applePass(app.wallet.apple!, ticket, branding(app)) };
}

/** The signed JWT (the spec's wallet token) and the link that saves it. */
export async function googleWalletLinkFor(app: FastifyInstance, customer: SessionCustomer, ticketId: number): Promise<{ token: string; saveUrl: string }> {
  const ticket = await walletTicket(app, customer, ticketId, 'google');
  const origin = new URL(app.siteConfig.publicBaseUrl).origin;
  const token = await googleSaveJwt(app.wallet.google!, ticket, { ...branding(app), origin, now: app.now() });
  return { token, saveUrl: `${GOOGLE_SAVE_URL}${token}` };
}
