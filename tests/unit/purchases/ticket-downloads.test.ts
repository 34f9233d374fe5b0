import { describe, expect, it } from 'vitest';
import { canEditHolder, packDownloadDate, ticketDocumentFileName, ticketDownloadGate } from '../../../src/domain/ticket-downloads.js';
import type { TicketDownloadFacts } from '../../../src/domain/ticket-downloads.js';
import { holderFormUseful, ticketPurchaseInfo, withSharedHolder } from '../../../src/domain/purchases.js';
import { holderRules } from '../../../src/domain/holder/holder-fields.js';

const NOW = new Date('2026-11-24T12:00:00.000Z');
const facts = (over: Partial<TicketDownloadFacts> = {}): TicketDownloadFacts => ({
  orderStatus: 'confirmed', ticketState: 'confirmed', active: true, listingStatus: null, transferStatus: null, format: 'e_ticket', hasTicketTemplate: true,
  availableFrom: null, missingHolderFields: [], now: NOW, ...over,
});

describe('ticket download gate', () => {
  it('opens for a confirmed, active, named e-ticket with a template', () => {
    expect(ticketDownloadGate(facts())).toEqual({ downloadable: true, reasons: [], availableFrom: null });
  });

  it('says every reason that applies, the final ones first', () => {
    expect(ticketDownloadGate(facts({ listingStatus: 'sold', active: false, missingHolderFields: ['firstName'] })).reasons).toEqual(['TICKET_RESOLD', 'TICKET_HOLDER_INFO_MISSING']);
    expect(ticketDownloadGate(facts({ listingStatus: 'on_sale' })).reasons).toEqual(['TICKET_ON_RESALE']);
    expect(ticketDownloadGate(facts({ listingStatus: 'pending' })).reasons).toEqual(['TICKET_ON_RESALE']);
    expect(ticketDownloadGate(facts({ orderStatus: 'cancelled' })).reasons).toEqual(['TICKET_NOT_DOWNLOADABLE']);
    expect(ticketDownloadGate(facts({ active: false })).reasons).toEqual(['TICKET_NOT_DOWNLOADABLE']);
    // A printed ticket's delivery note needs no e-ticket template.
    expect(ticketDownloadGate(facts({ format: 'physical_ticket', hasTicketTemplate: false })).reasons).toEqual([]);
    expect(ticketDownloadGate(facts({ hasTicketTemplate: false })).reasons).toEqual(['TICKET_NO_TEMPLATE']);
    expect(ticketDownloadGate(facts({ format: 'season_pass' })).downloadable).toBe(true);
    // A ticket being sent cannot be printed by either side; once accepted it is the recipient's.
    expect(ticketDownloadGate(facts({ transferStatus: 'pending' })).reasons).toEqual(['TICKET_TRANSFER_PENDING']);
    expect(ticketDownloadGate(facts({ transferStatus: 'confirmed', active: false, ticketState: 'fulfilled' })).reasons).toEqual(['TICKET_TRANSFERRED']);
  });

  it('waits for the pack day X, to the millisecond', () => {
    const dayX = packDownloadDate('2026-12-01T20:00:00.000Z', 7);
    expect(dayX).toBe('2026-11-24T20:00:00.000Z');
    expect(ticketDownloadGate(facts({ availableFrom: dayX }))).toEqual({ downloadable: false, reasons: ['TICKET_DOWNLOAD_NOT_YET_AVAILABLE'], availableFrom: dayX });
    expect(ticketDownloadGate(facts({ availableFrom: dayX, now: new Date(dayX) })).downloadable).toBe(true);
  });

  it('names each format\'s document', () => {
    expect([ticketDocumentFileName('e_ticket', 5), ticketDocumentFileName('season_pass', 5), ticketDocumentFileName('physical_ticket', 5)])
      .toEqual(['e-ticket-5.pdf', 'season-pass-5.pdf', 'delivery-note-5.pdf']);
  });

  it('lets the owner name the holder only while the ticket is theirs', () => {
    expect(canEditHolder(facts())).toBe(true);
    expect(canEditHolder(facts({ listingStatus: 'on_sale' }))).toBe(false);
    expect(canEditHolder(facts({ active: false }))).toBe(false);
    expect(canEditHolder(facts({ orderStatus: 'onhold' }))).toBe(false);
    expect(canEditHolder(facts({ transferStatus: 'pending' }))).toBe(false);
  });
});

describe('ticket purchase info', () => {
  const rules = holderRules({ requiredHolderFields: ['first_name', 'last_name'], requiredSubscriberFields: [], holderFieldRequirements: {} }, 'holder');
  const noTransfer = { transfer: null, receivedFrom: null, eventStart: '2026-12-01T19:00:00.000Z', installmentsUnpaid: false };
  const base = { orderStatus: 'confirmed', ticketState: 'confirmed', active: true, listingStatus: null, format: 'e_ticket' as const, hasTicketTemplate: true, availableFrom: null, now: NOW };

  it('offers the holder form while mandatory fields are missing, not once they are frozen', () => {
    const empty = ticketPurchaseInfo(base, noTransfer, null, 'holder', rules);
    expect(empty.missingHolderFields).toEqual(['firstName', 'lastName']);
    expect(empty.download.reasons).toEqual(['TICKET_HOLDER_INFO_MISSING']);
    expect(holderFormUseful(empty)).toBe(true);
    const named = ticketPurchaseInfo(base, noTransfer, { firstName: 'Ada', lastName: 'Lovelace' }, 'holder', rules);
    expect([named.holderName, named.download.downloadable, holderFormUseful(named)]).toEqual(['Ada Lovelace', true, false]);
    expect(named.editableHolderFields).not.toContain('firstName');
    expect(ticketPurchaseInfo({ ...base, listingStatus: 'on_sale' }, noTransfer, null, 'holder', rules).editableHolderFields).toEqual([]);
  });

  it('offers a transfer only for a ticket that is still the fan\'s own, before its event', () => {
    expect(ticketPurchaseInfo(base, noTransfer, null, 'holder', rules).transferable).toBe(true);
    const pending = ticketPurchaseInfo(base, { ...noTransfer, transfer: { id: 4, status: 'pending', toEmail: 'kim@example.org' } }, null, 'holder', rules);
    expect([pending.transferable, pending.editableHolderFields, pending.download.reasons]).toEqual([false, [], ['TICKET_TRANSFER_PENDING', 'TICKET_HOLDER_INFO_MISSING']]);
    expect(ticketPurchaseInfo({ ...base, listingStatus: 'on_sale' }, noTransfer, null, 'holder', rules).transferable).toBe(false);
    expect(ticketPurchaseInfo(base, { ...noTransfer, eventStart: '2026-11-24T11:59:59.000Z' }, null, 'holder', rules).transferable).toBe(false);
    const received = ticketPurchaseInfo(base, { ...noTransfer, receivedFrom: 'Ada Lovelace' }, null, 'holder', rules);
    expect([received.receivedFrom, received.transferable]).toEqual(['Ada Lovelace', true]);
  });

  it('lets a pack seat\'s other ticket take the saved holder while keeping its own day X', () => {
    const later = { ...base, availableFrom: '2026-12-20T00:00:00.000Z' };
    const sibling = ticketPurchaseInfo(later, noTransfer, null, 'holder', rules);
    const saved = ticketPurchaseInfo(base, noTransfer, { firstName: 'Ada', lastName: 'Lovelace' }, 'holder', rules);
    const shared = withSharedHolder(sibling, saved);
    expect([shared.holderName, shared.missingHolderFields]).toEqual(['Ada Lovelace', []]);
    expect(shared.download).toEqual({ downloadable: false, reasons: ['TICKET_DOWNLOAD_NOT_YET_AVAILABLE'], availableFrom: '2026-12-20T00:00:00.000Z' });
  });
});
