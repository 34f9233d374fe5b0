import { useState } from 'react';
import type { ReactElement } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { ShopModal } from '../../lib/shop-modal.js';
import { useTranslation } from 'react-i18next';
import type { ResaleTicketView } from '../../domain/resale-view.js';
import { cancelSale } from './api.js';
import type { ResaleError } from './api.js';
import { resaleErrorMessage } from './messages.js';
import { resaleSeatText } from './seat-wording.js';
import { isRefusalWith, shownCode } from '../../lib/api-error.js';

export interface CancelSaleDialogProps {
  /** The ticket whose sale may be cancelled; null keeps the dialog closed. */
  ticket: ResaleTicketView | null;
  onClose: () => void;
  onCancelled: (ticketIds: number[]) => void;
  /** A refusal: the ticket may have changed elsewhere (another tab), so the page loads it again. */
  onRefused?: (() => void) | undefined;
}

/** Confirms taking a ticket off sale before doing it. */
export function CancelSaleDialog({ ticket, onClose, onCancelled, onRefused }: CancelSaleDialogProps): ReactElement {
  const { t } = useTranslation(['resale', 'errors', 'account']);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const close = () => {
    setError(null);
    onClose();
  };

  const confirm = async () => {
    if (!ticket) return;
    setSending(true);
    setError(null);
    try {
      const { ticketIds } = await cancelSale(ticket.ticketId);
      onCancelled(ticketIds);
    } catch (caught) {
      const code = shownCode(caught as ResaleError);
      // Off sale and the fan's already (an earlier answer lost, another window): what was asked is done.
      if (isRefusalWith(caught, 'RESALE_NOT_CANCELLABLE', 'state', 'resalable')) {
        onCancelled(ticket.groupTicketIds);
        return;
      }
      setError(resaleErrorMessage(t, code));
      onRefused?.();
    } finally {
      setSending(false);
    }
  };

  return (
    <ShopModal opened={ticket !== null} onClose={close} title={t('resale:cancelSale.title')} centered>
      {ticket ? (
        <Stack gap="md" data-testid="cancel-sale-dialog">
          <Text>{t('resale:cancelSale.text', { event: ticket.eventName })}</Text>
          <Text size="sm" data-testid="cancel-sale-seat">{resaleSeatText(t, ticket)}</Text>
          {ticket.groupTicketIds.length > 1 ? <Text size="sm" c="dimmed">{t('resale:cancelSale.wholeOrder')}</Text> : null}
          {error ? <Alert color="red" role="alert">{error}</Alert> : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>{t('resale:cancelSale.back')}</Button>
            <Button color="red" loading={sending} onClick={() => void confirm()} data-testid="confirm-cancel-sale">
              {t('resale:cancelSale.confirm')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </ShopModal>
  );
}
