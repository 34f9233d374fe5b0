/**
 * Every refusal of a transfer (send, cancel, accept) and of a resale (sell, cancel) reads as its
 * reason, in every language. The codes are read from the sources of the calls those screens make,
 * so a new refusal without a text fails here.
 */
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../../../src/domain/site-config.js';
import type { TransferRefusal } from '../../../src/domain/transfer.js';
import { ApiError } from '../../../src/lib/api-error.js';
import { transferErrorText } from '../../../src/features/orders/transfer-api.js';
import { resaleErrorMessage } from '../../../src/features/resale/messages.js';
import { refusalCodes, translator } from './refusal-sources.js';

// POST /api/transfers, /api/transfers/:id/cancel, GET and POST /api/transfers/link/:token(/accept).
const TRANSFER_CALLS = ['src/server/routes/transfers.ts', 'src/server/services/transfers/send-transfer.ts', 'src/server/services/transfers/accept-transfer.ts', 'src/server/services/transfers/transfer-tickets.ts'];
// A ticket a send refuses for its state (refused with the reason as its code).
const TRANSFER_REASONS: TransferRefusal[] = ['TICKET_TRANSFERRED', 'TICKET_TRANSFER_PENDING', 'TICKET_ON_RESALE', 'TICKET_NOT_TRANSFERABLE', 'TICKET_INSTALLMENTS_UNPAID', 'TICKET_EVENT_PAST'];
// POST /api/resale/tickets/:ticketId/sell and /cancel.
const RESALE_CALLS = ['src/server/routes/resale.ts', 'src/server/services/resale/sell-ticket.ts'];
// The price refusals of src/domain/resale.ts (resalePriceRefusal), which the server and the form share.
const RESALE_PRICE = ['RESALE_PRICE_REQUIRED', 'RESALE_PRICE_INVALID', 'RESALE_PRICE_TOO_LOW'];
// Answers of every call a signed-in fan makes (session, CSRF, rate limits).
const SHARED = ['UNAUTHENTICATED', 'CSRF_INVALID', 'RATE_LIMITED'];

describe('the refusals of a transfer and of a resale', () => {
  const transfer = [...new Set([...refusalCodes(TRANSFER_CALLS), ...TRANSFER_REASONS, ...SHARED])];
  const resale = [...new Set([...refusalCodes(RESALE_CALLS), ...RESALE_PRICE, ...SHARED])];

  it('finds the refusals in the sources', () => {
    expect(transfer).toEqual(expect.arrayContaining(['TRANSFER_TO_SELF', 'TRANSFER_NOT_PENDING', 'EMAIL_INVALID']));
    expect(resale).toEqual(expect.arrayContaining(['RESALE_FORBIDDEN', 'RESALE_LIMIT_REACHED', 'BANK_DETAILS_REQUIRED']));
  });

  for (const locale of SUPPORTED_LOCALES) {
    it(`says why a transfer is refused in ${locale}, for one ticket and for several`, async () => {
      const t = await translator(locale, ['orders', 'errors']);
      const generic = t('errors:UNKNOWN');
      for (const count of [1, 2]) {
        const shown = await Promise.all(transfer.map(async (code) => [code, await transferErrorText(t as never, new ApiError(code, 409, code), count)] as const));
        expect(shown.filter(([, text]) => text === generic).map(([code]) => code), `codes shown as the generic failure (${count})`).toEqual([]);
      }
    });

    it(`says why a resale is refused in ${locale}`, async () => {
      const t = await translator(locale, ['errors', 'account']);
      const generic = t('errors:UNKNOWN');
      expect(resale.filter((code) => resaleErrorMessage(t, code) === generic), 'codes shown as the generic failure').toEqual([]);
    });

    it(`says the resale limit in ${locale}, in the plural form of the number`, async () => {
      const t = await translator(locale, ['errors', 'account']);
      for (const limit of [1, 3, 5, 21]) expect(resaleErrorMessage(t, 'RESALE_LIMIT_REACHED', { limit })).toContain(String(limit));
    });
  }

  it('words the Russian resale limit by its number: one, few and many', async () => {
    const t = await translator('ru', ['errors', 'account']);
    expect(resaleErrorMessage(t, 'RESALE_LIMIT_REACHED', { limit: 1 })).toContain('не более 1 билета');
    expect(resaleErrorMessage(t, 'RESALE_LIMIT_REACHED', { limit: 3 })).toContain('не более 3 билетов');
    expect(resaleErrorMessage(t, 'RESALE_LIMIT_REACHED', { limit: 5 })).toContain('не более 5 билетов');
  });
});
