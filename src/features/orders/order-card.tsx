import { useState } from 'react';
import type { ReactElement } from 'react';
import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { TFunction } from 'i18next';
import type { OrderView, SeatTicketView, TicketGroup } from '../../domain/ticket-groups.js';
import { useFormatters } from '../../lib/format.js';
import { toApiError } from '../../lib/api-error.js';
import { invoicePdfUrl, ticketPdfUrl } from './api.js';
import { downloadDocument } from './download.js';

function seatLabel(t: TFunction<'orders'>, ticket: SeatTicketView): string {
  const s = ticket.seatInfo;
  return s.isOpenSeating
    ? t('seat.open', { stand: s.standName, block: s.blockName })
    : t('seat.numbered', { stand: s.standName, block: s.blockName, row: s.rowName, seat: s.seatNumber });
}

function GroupRows({ group, onDownload }: { group: TicketGroup; onDownload: ((ticket: SeatTicketView) => void) | null }): ReactElement {
  const { t } = useTranslation('orders');
  const { dateTime } = useFormatters();
  return (
    <Stack gap={6}>
      {group.packInfo && <Text fw={600}>{group.packInfo.name} <Badge size="sm" variant="light">{t(`packType.${group.packInfo.type}`)}</Badge></Text>}
      {group.seatTickets.map((ticket) => (
        <Group key={ticket.id} justify="space-between" wrap="nowrap" data-testid={`ticket-${ticket.id}`}>
          <Stack gap={0}>
            <Text fw={500}>{ticket.eventInfo.name}</Text>
            <Text size="sm" c="dimmed">{dateTime(ticket.eventInfo.startDatetime)}</Text>
            <Text size="sm">{seatLabel(t, ticket)} · {ticket.seatInfo.categoryName} · {ticket.productName}</Text>
          </Stack>
          {onDownload && (
            <Button size="xs" variant="light" onClick={() => onDownload(ticket)} data-testid={`download-ticket-${ticket.id}`}>
              {t('downloadTicket')}
            </Button>
          )}
        </Group>
      ))}
      {group.ancillaryTickets.map((extra) => (
        <Text key={`a${extra.id}`} size="sm">{extra.ancillaryName}</Text>
      ))}
    </Stack>
  );
}

/** One confirmed order: its ticket groups, e-ticket downloads and the invoice. */
export function OrderCard({ order, profileComplete }: { order: OrderView; profileComplete: boolean }): ReactElement {
  const { t } = useTranslation(['orders', 'errors']);
  const { price, shortDateTime } = useFormatters();
  const [error, setError] = useState<{ code: string; details?: unknown } | null>(null);
  const total = Math.max(0, order.grossAmount - Math.abs(order.discountAmount));
  const cancelled = order.status === 'cancelled';

  const run = async (url: string, fileName: string) => {
    setError(null);
    try {
      await downloadDocument(url, fileName);
    } catch (caught) {
      const apiError = await toApiError(caught);
      setError({ code: apiError.code });
    }
  };

  return (
    <Card withBorder padding="lg" data-testid={`order-${order.orderId}`}>
      <Stack gap="md">
        <Group justify="space-between">
          <Group gap="xs">
            <Title order={2} size="h4">{t('orders:orderNumber', { id: order.orderId })}</Title>
            {cancelled && <Badge color="gray" data-testid="order-cancelled">{t('orders:cancelled')}</Badge>}
          </Group>
          <Text fw={600}>{price(total)}</Text>
        </Group>
        {order.saleDatetime && <Text size="sm" c="dimmed">{t('orders:purchasedOn', { date: shortDateTime(order.saleDatetime) })}</Text>}
        {order.ticketGroups.map((group, index) => (
          <GroupRows key={index} group={group} onDownload={cancelled ? null : (ticket) => void run(ticketPdfUrl(ticket.id), `e-ticket-${ticket.id}.pdf`)} />
        ))}
        {error && (
          <Alert color="red" role="alert" data-testid="download-error">
            {t(`orders:errors.${error.code}`, { defaultValue: t(`errors:${error.code}`, { defaultValue: t('errors:UNKNOWN') }) })}
          </Alert>
        )}
        {cancelled ? (
          <Text size="sm" c="dimmed">{t('orders:cancelledNote')}</Text>
        ) : profileComplete ? (
          <Button variant="outline" onClick={() => void run(invoicePdfUrl(order.orderId), `invoice-${order.orderId}.pdf`)} data-testid={`download-invoice-${order.orderId}`}>
            {t('orders:downloadInvoice')}
          </Button>
        ) : (
          <Text size="sm" data-testid="invoice-profile-incomplete">
            {t('orders:invoiceNeedsProfile')} <Anchor component={Link} href="/profile?tab=infos">{t('orders:completeProfile')}</Anchor>
          </Text>
        )}
      </Stack>
    </Card>
  );
}
