// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { SeatTicketView } from '../../../src/domain/ticket-groups.js';
import { holderRules } from '../../../src/domain/holder/holder-fields.js';
import { ticketPurchaseInfo } from '../../../src/domain/purchases.js';
import type { TicketPurchaseInfo } from '../../../src/domain/purchases.js';
import { i18n } from '../../../src/lib/i18n.js';
import { TicketRow } from '../../../src/features/orders/ticket-row.js';
import { renderWithProviders, stubRelativeRequests } from '../helpers/render.js';
import { setUpOrderCardTests } from '../helpers/order-card.js';

setUpOrderCardTests();

const rules = holderRules({ requiredHolderFields: ['first_name', 'last_name'], requiredSubscriberFields: [], holderFieldRequirements: {} }, 'holder');
const facts = { orderStatus: 'confirmed', ticketState: 'confirmed', active: true, listingStatus: null, format: 'e_ticket' as const, hasTicketTemplate: true, availableFrom: null, now: new Date('2026-11-24T12:00:00Z') };
const noTransfer = { transfer: null, receivedFrom: null, eventStart: '2026-12-01T19:00:00.000Z', installmentsUnpaid: false };
const ticket = (purchase: TicketPurchaseInfo): SeatTicketView => ({
  id: 41, grossAmount: 6000, discountAmount: 0, productName: 'Full price', isFromResale: false, packGroup: null, packInfo: null,
  eventInfo: { id: 3, name: 'Match one', homeTeam: null, startDatetime: '2026-12-01T19:00:00.000Z' },
  seatInfo: { standName: 'North', standId: 1, blockName: 'N1', blockId: 2, rowName: 'A', seatNumber: '1', isOpenSeating: false, eventId: 3, categoryName: 'Cat A' },
  purchase,
});

describe('TicketRow', () => {
  it('names the seat with the stand\'s own name, in English and in French', async () => {
    const base = ticket(ticketPurchaseInfo(facts, noTransfer, { firstName: 'Ada', lastName: 'L' }, 'holder', rules));
    const named = (name: string): SeatTicketView => ({ ...base, seatInfo: { ...base.seatInfo, standName: name } });
    renderWithProviders(<TicketRow ticket={named('North Stand')} onDownload={() => undefined} onHolderSaved={() => undefined} />);
    expect(screen.getByText(/^North Stand, block N1, row A, seat 1 · /)).toBeTruthy();
    cleanup();
    await i18n.changeLanguage('fr');
    try {
      renderWithProviders(<TicketRow ticket={named('Tribune Nord')} onDownload={() => undefined} onHolderSaved={() => undefined} />);
      expect(screen.getByText(/^Tribune Nord, bloc N1, rang A, place 1 · /)).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('names a place of a standing floor as one without an assigned seat in Spanish, not as a "free seat"', async () => {
    const base = ticket(ticketPurchaseInfo(facts, noTransfer, { firstName: 'Ada', lastName: 'L' }, 'holder', rules));
    const floor: SeatTicketView = { ...base, seatInfo: { ...base.seatInfo, standName: 'Pista', blockName: 'P1', rowName: '1', seatNumber: '17', isOpenSeating: true } };
    await i18n.changeLanguage('es');
    try {
      renderWithProviders(<TicketRow ticket={floor} onDownload={() => undefined} onHolderSaved={() => undefined} />);
      expect(screen.getByText(/^Pista, bloque P1 \(sin asiento asignado\) · /)).toBeTruthy();
      expect(screen.queryByText(/asiento libre/)).toBeNull();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('says why a ticket on resale or resold cannot be downloaded, and offers no button', () => {
    renderWithProviders(<TicketRow ticket={ticket(ticketPurchaseInfo({ ...facts, listingStatus: 'on_sale' }, noTransfer, { firstName: 'Ada', lastName: 'L' }, 'holder', rules))} onDownload={() => undefined} onHolderSaved={() => undefined} />);
    expect(screen.getByTestId('download-blocked-41').textContent).toBe('This ticket is on resale: it cannot be downloaded while it is for sale.');
    expect(screen.queryByTestId('download-ticket-41')).toBeNull();
    expect(screen.queryByTestId('fill-holder-41')).toBeNull();
    cleanup();
    renderWithProviders(<TicketRow ticket={ticket(ticketPurchaseInfo({ ...facts, listingStatus: 'sold', active: false }, noTransfer, null, 'holder', rules))} onDownload={() => undefined} onHolderSaved={() => undefined} />);
    expect(screen.getByTestId('download-blocked-41').textContent).toBe('You resold this ticket: it now belongs to its buyer.');
    expect(screen.queryByTestId('fill-holder-41')).toBeNull();
  });

  it('once the event has started, shows a named holder read-only with the reason instead of the button to change it', async () => {
    const changeable = holderRules({ requiredHolderFields: ['first_name', 'last_name'], requiredSubscriberFields: [], holderFieldRequirements: { first_name: 'mandatory_with_change', last_name: 'mandatory_with_change' } }, 'holder');
    const named = { firstName: 'Ada', lastName: 'Lovelace' };
    const started = { ...facts, now: new Date('2026-12-01T19:05:00Z') };
    const row = (at: typeof facts, holder: typeof named | null) =>
      <TicketRow ticket={ticket(ticketPurchaseInfo(at, noTransfer, holder, 'holder', changeable))} onDownload={() => undefined} onHolderSaved={() => undefined} />;
    renderWithProviders(row(started, named));
    expect(screen.queryByTestId('fill-holder-41')).toBeNull();
    expect(screen.getByTestId('holder-name-41').textContent).toBe('Holder: Ada Lovelace');
    expect(screen.getByTestId('holder-closed-41').textContent).toBe('The event has started: the holder can no longer be changed.');
    cleanup();
    await i18n.changeLanguage('fr');
    try {
      renderWithProviders(row(started, named));
      expect(screen.getByTestId('holder-closed-41').textContent).toBe('L’événement a commencé\u00a0: le titulaire ne peut plus être modifié.');
    } finally {
      await i18n.changeLanguage('en');
    }
    cleanup();
    // A minute before, the change is offered and no reason is given.
    renderWithProviders(row({ ...facts, now: new Date('2026-12-01T18:59:00Z') }, named));
    expect(screen.getByTestId('fill-holder-41')).toBeTruthy();
    expect(screen.queryByTestId('holder-closed-41')).toBeNull();
    cleanup();
    // A ticket never named may still be named after the start, so a fan arriving late can download it.
    renderWithProviders(row(started, null));
    expect(screen.getByTestId('fill-holder-41')).toBeTruthy();
    expect(screen.queryByTestId('holder-closed-41')).toBeNull();
  });

  it('names a missing holder through the server, then shows the name and the download', async () => {
    const saved = ticketPurchaseInfo(facts, noTransfer, { firstName: 'Ada', lastName: 'Lovelace' }, 'holder', rules);
    const sent: { url: string; method: string; body: unknown }[] = [];
    const fetchMock = vi.fn(async (request: Request) => {
      sent.push({ url: request.url, method: request.method, body: await request.json() });
      return new Response(JSON.stringify({ ticketId: 41, purchase: saved }), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    vi.stubGlobal('fetch', fetchMock);
    stubRelativeRequests();
    const onSaved = vi.fn();
    renderWithProviders(<TicketRow ticket={ticket(ticketPurchaseInfo(facts, noTransfer, null, 'holder', rules))} onDownload={() => undefined} onHolderSaved={onSaved} />);
    expect(screen.getByTestId('holder-name-41').textContent).toBe('Holder not named yet');
    fireEvent.click(screen.getByTestId('fill-holder-41'));
    fireEvent.click(screen.getByTestId('holder-save-41'));
    // Checked in the browser first: nothing is sent while the required names are empty.
    expect(await screen.findAllByText('First name required')).toHaveLength(1);
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('textbox', { name: /First name/ }), { target: { value: 'ada' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Last name/ }), { target: { value: 'lovelace' } });
    fireEvent.click(screen.getByTestId('holder-save-41'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'PUT', body: { holderInfo: { firstName: 'ada', lastName: 'lovelace' } } });
    expect(sent[0]?.url).toMatch(/\/api\/tickets\/41\/holder$/);
  });

  it('offers the wallets the shop signs, only for a ticket that could be downloaded', () => {
    const named = ticketPurchaseInfo(facts, noTransfer, { firstName: 'Ada', lastName: 'L' }, 'holder', rules);
    renderWithProviders(<TicketRow ticket={ticket(named)} onDownload={() => undefined} onHolderSaved={() => undefined} walletKinds={['apple', 'google']} />);
    expect(screen.getByTestId('wallet-apple-41').textContent).toBe('Add to Apple Wallet');
    expect(screen.getByTestId('wallet-google-41').textContent).toBe('Add to Google Wallet');
    cleanup();
    renderWithProviders(<TicketRow ticket={ticket(named)} onDownload={() => undefined} onHolderSaved={() => undefined} walletKinds={['google']} />);
    expect(screen.queryByTestId('wallet-apple-41')).toBeNull();
    cleanup();
    const unnamed = ticketPurchaseInfo(facts, noTransfer, null, 'holder', rules);
    renderWithProviders(<TicketRow ticket={ticket(unnamed)} onDownload={() => undefined} onHolderSaved={() => undefined} walletKinds={['apple', 'google']} />);
    expect(screen.queryByTestId('wallet-apple-41')).toBeNull();
    expect(screen.queryByTestId('wallet-google-41')).toBeNull();
  });
});
