import type { ReactElement } from 'react';
import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TicketPurchaseInfo } from '../../domain/purchases.js';
import { useFormatters } from '../../lib/format.js';

const DOWNLOAD_LABEL = { e_ticket: 'downloadTicket', season_pass: 'purchase.downloadSeasonPass', physical_ticket: 'purchase.downloadDeliveryNote' } as const;

/**
 * A ticket's document: the download button when the gate is open, otherwise the first reason
 * it is closed, in words (the server refuses the download for the same reason).
 */
export function TicketDownload({ ticketId, purchase, onDownload }: { ticketId: number; purchase: TicketPurchaseInfo; onDownload: () => void }): ReactElement {
  const { t } = useTranslation('orders');
  const { shortDateTime } = useFormatters();
  const reason = purchase.download.reasons[0];
  if (reason === undefined) {
    return (
      <Button size="xs" variant="light" onClick={onDownload} data-testid={`download-ticket-${ticketId}`}>
        {t(DOWNLOAD_LABEL[purchase.format])}
      </Button>
    );
  }
  const date = purchase.download.availableFrom ? shortDateTime(purchase.download.availableFrom) : '';
  return (
    <Text size="sm" c="dimmed" maw={260} data-testid={`download-blocked-${ticketId}`} data-reason={reason}>
      {t(`purchase.blocked.${reason}`, { date })}
    </Text>
  );
}
