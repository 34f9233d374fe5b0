import { useState } from 'react';
import type { ReactElement } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { ShopModal } from '../../lib/shop-modal.js';
import { useTranslation } from 'react-i18next';
import type { TicketPurchaseInfo } from '../../domain/purchases.js';
import { isRefusalWith } from '../../lib/api-error.js';
import { cancelTransfer, settledChange, takenBackAlready, transferErrorText } from './transfer-api.js';
import type { TransferChange } from './transfer-api.js';

interface TicketTransferStateProps {
  ticketId: number;
  purchase: TicketPurchaseInfo;
  /** `takenBackFrom`: the recipient's address, when the fan has just cancelled the transfer. */
  onChanged: (change: TransferChange, takenBackFrom?: string) => void;
}

/**
 * Where a ticket stands in a transfer: received from someone, sent and awaiting acceptance (with
 * a confirmed way to take it back), or accepted by its recipient.
 */
export function TicketTransferState({ ticketId, purchase, onChanged }: TicketTransferStateProps): ReactElement | null {
  const { t } = useTranslation(['orders', 'errors']);
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A refused cancel's news (accepted meanwhile): shown once the fan has read the refusal.
  const [settled, setSettled] = useState<TransferChange | null>(null);
  const transfer = purchase.transfer;

  if (transfer === null) {
    return purchase.receivedFrom === null ? null : (
      <Text size="sm" data-testid={`received-from-${ticketId}`}>
        {/* '' : the sender's account was deleted since, and its placeholder name is nobody's. */}
        {purchase.receivedFrom === '' ? t('orders:transfer.receivedFromFormer') : t('orders:transfer.receivedFrom', { name: purchase.receivedFrom })}
      </Text>
    );
  }
  if (transfer.status === 'confirmed') {
    return <Text size="sm" fw={500} data-testid={`transfer-state-${ticketId}`}>{t('orders:transfer.accepted', { email: transfer.toEmail })}</Text>;
  }

  const cancel = async () => {
    setSending(true);
    setError(null);
    try {
      onChanged(await cancelTransfer(transfer.id), transfer.toEmail);
      setConfirming(false);
    } catch (caught) {
      const back = takenBackAlready(caught, ticketId);
      if (back) {
        onChanged(back, transfer.toEmail);
        setConfirming(false);
        return;
      }
      const accepted = isRefusalWith(caught, 'TRANSFER_NOT_PENDING', 'status', 'confirmed');
      setError(accepted ? t('orders:transfer.acceptedMeanwhile', { email: transfer.toEmail }) : await transferErrorText(t, caught, 1));
      setSettled(settledChange(caught));
    } finally {
      setSending(false);
    }
  };

  const close = () => {
    setConfirming(false);
    if (settled) onChanged(settled);
  };

  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm" fw={500} data-testid={`transfer-state-${ticketId}`}>{t('orders:transfer.pending', { email: transfer.toEmail })}</Text>
      <Button size="xs" variant="subtle" color="red" onClick={() => setConfirming(true)} data-testid={`cancel-transfer-${ticketId}`}>
        {t('orders:transfer.cancel')}
      </Button>
      <ShopModal opened={confirming} onClose={close} title={t('orders:transfer.cancelTitle')} centered>
        <Stack gap="md">
          <Text>{t('orders:transfer.cancelText', { email: transfer.toEmail })}</Text>
          {error && <Alert color="red" role="alert">{error}</Alert>}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>{t('orders:transfer.back')}</Button>
            <Button color="red" loading={sending} disabled={settled !== null} onClick={() => void cancel()} data-testid="confirm-cancel-transfer">{t('orders:transfer.cancelConfirm')}</Button>
          </Group>
        </Stack>
      </ShopModal>
    </Group>
  );
}
