/**
 * Every refusal of a My purchases action reads as its reason, in every language: a download, the
 * invoice or options document, a Google Wallet pass, a holder's details. The codes are read from
 * the sources of the calls those actions make.
 */
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../../../src/domain/site-config.js';
import type { DownloadBlockReason } from '../../../src/domain/ticket-downloads.js';
import { holderErrorText, purchaseErrorText } from '../../../src/features/orders/error-text.js';
import { refusalCodes, translator } from './refusal-sources.js';

// GET /api/tickets/:id/pdf, /api/ticket, the invoice and options documents, POST /api/google-wallet.
// (The Apple pass is a plain link the phone opens: its refusal is no screen of the shop's.)
const DOCUMENT_CALLS = [
  'src/server/routes/documents.ts',
  'src/server/routes/wallet.ts',
  'src/server/services/documents/downloads.ts',
  'src/server/services/wallet/wallet-passes.ts',
  'src/server/services/wallet/wallet-ticket.ts',
];
// A ticket's download refused for a reason of the purchase (refused with the reason as its code).
const DOWNLOAD_REASONS: DownloadBlockReason[] = [
  'TICKET_NOT_DOWNLOADABLE', 'TICKET_TRANSFERRED', 'TICKET_RESOLD', 'TICKET_TRANSFER_PENDING',
  'TICKET_ON_RESALE', 'TICKET_NO_TEMPLATE', 'TICKET_DOWNLOAD_NOT_YET_AVAILABLE', 'TICKET_HOLDER_INFO_MISSING',
];
// PUT /api/tickets/:id/holder.
const HOLDER_CALLS = ['src/server/routes/purchases.ts', 'src/server/services/purchases/ticket-purchase.ts'];
// Answers of every call a signed-in fan makes (session, CSRF, rate limits).
const SHARED = ['UNAUTHENTICATED', 'CSRF_INVALID', 'RATE_LIMITED'];

describe('the refusals of My purchases actions', () => {
  const documents = [...new Set([...refusalCodes(DOCUMENT_CALLS), ...DOWNLOAD_REASONS, ...SHARED])];
  const holder = [...new Set([...refusalCodes(HOLDER_CALLS), ...SHARED])];

  it('finds the refusals in the sources', () => {
    expect(documents).toEqual(expect.arrayContaining(['WALLET_NOT_FOR_PRINTED_TICKETS', 'INVOICE_NOT_AVAILABLE', 'PROFILE_INCOMPLETE']));
    expect(holder).toEqual(expect.arrayContaining(['HOLDER_INFO_LOCKED', 'TICKET_NOT_FOUND']));
  });

  for (const locale of SUPPORTED_LOCALES) {
    it(`says why a download or pass is refused in ${locale}`, async () => {
      const t = await translator(locale, ['orders', 'errors']);
      const generic = t('errors:UNKNOWN');
      expect(documents.filter((code) => purchaseErrorText(t, code) === generic), 'codes shown as the generic failure').toEqual([]);
    });

    it(`says why a holder change is refused in ${locale}`, async () => {
      const t = await translator(locale, ['orders', 'errors']);
      const generic = t('orders:holder.errors.UNKNOWN');
      expect(holder.filter((code) => holderErrorText(t, code) === generic), 'codes shown as the generic failure').toEqual([]);
    });
  }
});
