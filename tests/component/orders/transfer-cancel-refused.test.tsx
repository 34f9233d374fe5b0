// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { holderRules } from '../../../src/domain/holder/holder-fields.js';
import { ticketPurchaseInfo } from '../../../src/domain/purchases.js';
import type { TicketTransferView } from '../../../src/domain/transfer.js';
import { TicketTransferState } from '../../../src/features/orders/ticket-transfer-state.js';
import { renderWithProviders, stubRelativeRequests } from '../helpers/render.js';
import { setUpOrderCardTests } from '../helpers/order-card.js';

/** Taking a transfer back when the server finds it settled already: by this fan, by the recipient, or by the ticket office. */
setUpOrderCardTests();

const rules = holderRules({ requiredHolderFields: [], requiredSubscriberFields: [], holderFieldRequirements: {} }, 'holder');
const purchase = (transfer: TicketTransferView | null, orderStatus = 'confirmed') => ticketPurchaseInfo(
  { orderStatus, ticketState: 'confirmed', active: orderStatus === 'confirmed', listingStatus: null, format: 'e_ticket', hasTicketTemplate: true, availableFrom: null, now: new Date('2026-11-24T12:00:00Z') },
  { transfer, receivedFrom: null, eventStart: '2026-12-01T19:00:00.000Z', installmentsUnpaid: false }, null, 'holder', rules,
);
const pending = { id: 7, status: 'pending' as const, toEmail: 'kim@example.com' };
const refusedWith = (status: string, after: ReturnType<typeof purchase>) => vi.fn(async () => new Response(
  JSON.stringify({ error: { code: 'TRANSFER_NOT_PENDING', message: 'x', details: { status, tickets: [{ ticketId: 5, purchase: after }] } } }),
  { status: 409, headers: { 'content-type': 'application/json' } },
));

async function takeBack(fetch: ReturnType<typeof vi.fn>) {
  vi.stubGlobal('fetch', fetch);
  stubRelativeRequests();
  const onChanged = vi.fn();
  renderWithProviders(<TicketTransferState ticketId={5} purchase={purchase(pending)} onChanged={onChanged} />);
  fireEvent.click(screen.getByTestId('cancel-transfer-5'));
  fireEvent.click(await screen.findByTestId('confirm-cancel-transfer'));
  return onChanged;
}

describe('taking back a transfer the server finds settled', () => {
  it('taken back already (an earlier answer lost, another tab): done, as if this call had done it', async () => {
    const back = purchase(null);
    const onChanged = await takeBack(refusedWith('cancelled', back));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith({ tickets: [{ ticketId: 5, purchase: back }] }, 'kim@example.com'));
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('accepted meanwhile: says who has it now, and takes nothing back', async () => {
    const onChanged = await takeBack(refusedWith('confirmed', purchase({ ...pending, status: 'confirmed' })));
    expect((await screen.findByRole('alert')).textContent).toBe('kim@example.com has already accepted this ticket: it is theirs now and can no longer be taken back.');
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('cancelled with its order by the ticket office: the refusal, not a ticket "taken back"', async () => {
    const onChanged = await takeBack(refusedWith('cancelled', purchase(null, 'cancelled')));
    expect((await screen.findByRole('alert')).textContent).toBe('This transfer can no longer be changed: it was accepted or cancelled.');
    expect(onChanged).not.toHaveBeenCalled();
  });
});
