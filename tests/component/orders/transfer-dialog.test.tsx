// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { SiteConfig } from '../../../src/domain/site-config.js';
import type { SeatTicketView } from '../../../src/domain/ticket-groups.js';
import { i18n, initI18n } from '../../../src/lib/i18n.js';
import { TransferDialog } from '../../../src/features/orders/transfer-dialog.js';
import { renderWithProviders, stubMatchMedia, stubRelativeRequests } from '../helpers/render.js';

beforeAll(async () => {
  initI18n({ locales: ['en', 'fr'], languageCookieMinutes: null } as unknown as SiteConfig);
  await i18n.changeLanguage('en');
});
beforeEach(() => stubMatchMedia());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ticket = {
  id: 41, grossAmount: 6000, discountAmount: 0, productName: 'Full price', isFromResale: false, packGroup: null, packInfo: null,
  eventInfo: { id: 3, name: 'Match one', homeTeam: null, startDatetime: '2026-12-01T19:00:00.000Z' },
  seatInfo: { standName: 'North', standId: 1, blockName: 'N1', blockId: 2, rowName: 'A', seatNumber: '1', isOpenSeating: false, eventId: 3, categoryName: 'Cat A' },
} as unknown as SeatTicketView;

const OWN_ADDRESS = /This is your own address/;

describe('TransferDialog', () => {
  it('drops the server\'s refusal of an address once the fan types another one', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ error: { code: 'TRANSFER_TO_SELF', message: 'TRANSFER_TO_SELF' } }), { status: 409, headers: { 'content-type': 'application/json' } })));
    stubRelativeRequests();
    renderWithProviders(<TransferDialog candidates={[ticket]} initial={41} onClose={() => undefined} onSent={() => undefined} />);
    const email = screen.getByTestId('transfer-email');
    fireEvent.change(email, { target: { value: 'me@example.com' } });
    fireEvent.click(screen.getByTestId('transfer-send'));
    await waitFor(() => expect(screen.getByTestId('transfer-error').textContent).toMatch(OWN_ADDRESS));
    fireEvent.change(email, { target: { value: 'not-an-email' } });
    expect(screen.queryByTestId('transfer-error')).toBeNull();
    fireEvent.click(screen.getByTestId('transfer-send'));
    expect(screen.getByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(screen.queryByText(OWN_ADDRESS)).toBeNull();
  });
});
