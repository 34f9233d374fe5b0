import type { ReactElement } from 'react';
import { Badge, Card, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TicketGroup } from '../../domain/ticket-groups.js';
import { groupAmount, lineAmount } from '../../domain/cart/index.js';
import { useFormatters } from '../../lib/format.js';
import { orderSeatLine } from '../booking/seat-line.js';

/**
 * A line's amount. A discounted line also shows its price before the discount, struck through:
 * the lines then add up to the subtotal above the discount, as the fan checks them.
 */
function LineAmount({ line }: { line: { grossAmount: number; discountAmount: number } }): ReactElement {
  const { t } = useTranslation('booking');
  const { price } = useFormatters();
  const net = lineAmount(line);
  if (net === line.grossAmount) return <Text size="sm" data-testid="summary-line-amount">{price(net)}</Text>;
  return (
    <Text size="sm" data-testid="summary-line-amount" style={{ whiteSpace: 'nowrap' }}>
      <Text span size="sm" c="dimmed" td="line-through" mr={6} data-testid="summary-line-gross">{price(line.grossAmount)}</Text>
      <VisuallyHidden>{t('summary.beforeDiscount')}</VisuallyHidden>
      {price(net)}
    </Text>
  );
}

/** One group of the order with its lines (gross plus discount each) and its amount. */
export function OrderGroup({ group }: { group: TicketGroup }): ReactElement {
  const { t } = useTranslation('booking');
  const { price, shortDateTime } = useFormatters();
  const first = group.seatTickets[0];
  const title = group.packInfo ? group.packInfo.name : first ? first.eventInfo.name : t('summary.extras');
  return (
    <Card withBorder padding="sm" data-testid="summary-group">
      <Group justify="space-between" mb={4}>
        <Text fw={600}>{title}</Text>
        <Text fw={600} data-testid="summary-group-amount">{price(groupAmount(group))}</Text>
      </Group>
      <Stack gap={2}>
        {group.seatTickets.map((ticket) => (
          <Group key={`s${ticket.id}`} justify="space-between" wrap="nowrap" data-testid="summary-line">
            <Text size="sm">
              {group.packInfo ? `${ticket.eventInfo.name} (${shortDateTime(ticket.eventInfo.startDatetime)}) – ` : ''}
              {orderSeatLine(t, ticket.seatInfo)}
              {' – '}
              {ticket.productName}
              {ticket.noLongerForSale ? <Badge component="span" color="red" variant="light" ml={6} data-testid="summary-line-withdrawn">{t('summary.noLongerForSale')}</Badge> : null}
            </Text>
            <LineAmount line={ticket} />
          </Group>
        ))}
        {group.ancillaryTickets.map((ticket) => (
          <Group key={`a${ticket.id}`} justify="space-between" wrap="nowrap" data-testid="summary-line">
            <Text size="sm">{ticket.ancillaryName}</Text>
            <LineAmount line={ticket} />
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
