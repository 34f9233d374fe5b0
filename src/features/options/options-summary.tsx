import type { ReactElement } from 'react';
import { Card, Group, List, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Cart, PricedExtra } from '../../domain/cart/index.js';
import { chosenExtras, ticketsAmount } from '../../domain/cart/index.js';
import { sumCents } from '../../domain/money.js';
import { useFormatters } from '../../lib/format.js';
import { cartSeatLine } from '../booking/seat-line.js';

/** What the options are added to: the event or pack, its seats at their rates, and the running total. */
export function OptionsSummary({ cart, extras, mandatoryCardId }: { cart: Cart; extras: readonly PricedExtra[]; mandatoryCardId: number | null }): ReactElement {
  const { t } = useTranslation('booking');
  const { price } = useFormatters();
  const item = cart.ticketType === 'event' ? cart.event : cart.pack;
  const tickets = ticketsAmount(cart);
  const chosen = chosenExtras(cart, extras, mandatoryCardId);
  const extrasAmount = sumCents(chosen.map((e) => e.netPrice));
  return (
    <Card withBorder padding="md" data-testid="options-summary">
      <Title order={2} size="h4">{item?.name}</Title>
      <List size="sm" mt="xs" spacing={2} listStyleType="none">
        {cart.tickets.map((ticket, i) => (ticket.seat && ticket.block ? (
          <List.Item key={i} data-testid="options-seat">
            {cartSeatLine(t, ticket.block, ticket.seat)}
            {ticket.offer ? ` · ${price(ticket.offer.price)}` : ''}
          </List.Item>
        ) : null))}
      </List>
      <Group justify="space-between" mt="sm"><Text size="sm">{t('options.ticketsAmount', { count: cart.tickets.length })}</Text><Text size="sm">{price(tickets)}</Text></Group>
      {/* No option chosen: no line, where "Options: Free" read as a free option the fan had taken. */}
      {chosen.length > 0 && (
        <Group justify="space-between"><Text size="sm">{t('options.extrasAmount')}</Text><Text size="sm" data-testid="options-extras-amount">{price(extrasAmount)}</Text></Group>
      )}
      <Group justify="space-between" mt={4}><Text fw={700}>{t('summary.total')}</Text><Text fw={700} data-testid="options-total">{price(sumCents([tickets, extrasAmount]))}</Text></Group>
    </Card>
  );
}
