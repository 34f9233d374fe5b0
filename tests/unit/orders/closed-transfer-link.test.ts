import { describe, expect, it } from 'vitest';
import { closedLinkKey } from '../../../src/features/orders/transfer-api.js';
import type { TransferLink } from '../../../src/features/orders/transfer-api.js';

const link = (status: TransferLink['status'], orderCancelled: boolean): TransferLink =>
  ({ status, orderCancelled, senderName: 'Ada', toEmail: 'friend@example.com', tickets: [] });

describe('the text of a transfer link no longer pending', () => {
  it('says the ticket office cancelled the order rather than that the sender took the tickets back', () => {
    expect(closedLinkKey(link('cancelled', true))).toBe('orders:transfer.linkStatus.orderCancelled');
    expect(closedLinkKey(link('cancelled', false))).toBe('orders:transfer.linkStatus.cancelled');
    expect(closedLinkKey(link('confirmed', false))).toBe('orders:transfer.linkStatus.confirmed');
  });
});
