import type { ReactElement } from 'react';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ResaleTicketView } from '../../domain/resale-view.js';
import { useFormatters } from '../../lib/format.js';
import { resaleSeatText } from './seat-wording.js';
import { ResaleStateBadge } from './state-badge.js';

export interface ResaleTicketCardProps {
  ticket: ResaleTicketView;
  /** Selling needs bank details; the button says why it is off through `sellHintId`. */
  canSell: boolean;
  sellHintId: string;
  /** The most tickets resold per event or pack, for the reason `limit_reached`. */
  resaleLimit: number;
  onSell: (ticket: ResaleTicketView) => void;
  onCancel: (ticket: ResaleTicketView) => void;
}

/** One ticket on the resale screen: event, seat, state and the action its state allows. */
export function ResaleTicketCard({ ticket, canSell, sellHintId, resaleLimit, onSell, onCancel }: ResaleTicketCardProps): ReactElement {
  const { t } = useTranslation('resale');
  const { price, dateTime, shortDateTime } = useFormatters();
  const seat = resaleSeatText(t, ticket);
  const titleId = `resale-ticket-${ticket.ticketId}`;

  // The page focuses the card after a sale or a cancel; Mantine's Paper draws no outline, so the
  // card takes Mantine's focus ring, or a keyboard user would not see where they are.
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={titleId} tabIndex={-1} className="mantine-focus-auto" data-testid="resale-ticket" data-ticket-id={ticket.ticketId}>
      <Stack gap="xs">
        {/* The badge keeps its whole label: it moves under the title rather than shrink. */}
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2} style={{ minWidth: 0, flex: '1 1 12rem' }}>
            <Title order={2} size="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
              {ticket.eventName}
            </Title>
            <Text size="sm" c="dimmed">{dateTime(ticket.startDatetime)}</Text>
          </Stack>
          <ResaleStateBadge state={ticket.state} />
        </Group>
        {ticket.packName ? <Text size="sm">{t('ticket.pack', { name: ticket.packName })}</Text> : null}
        <Text size="sm">{seat}</Text>
        <Text size="sm" c="dimmed">
          {ticket.categoryName} · {ticket.faceValue === 0 ? t('ticket.faceValueFree') : t('ticket.faceValue', { amount: price(ticket.faceValue) })}
        </Text>
        {ticket.listing ? (
          <Stack gap={2} data-testid="resale-listing">
            <Text size="sm" fw={600}>{t('ticket.askingPrice', { amount: price(ticket.listing.price) })}</Text>
            <Text size="sm">{t('ticket.net', { amount: price(ticket.listing.net), fee: price(ticket.listing.fee) })}</Text>
            {ticket.listing.soldAt ? <Text size="sm">{t('ticket.soldOn', { date: shortDateTime(ticket.listing.soldAt) })}</Text> : null}
          </Stack>
        ) : null}
        {ticket.state === 'unavailable' && ticket.unavailableReason ? (
          <Text size="sm" c="dimmed" data-testid="resale-reason">{t(`reason.${ticket.unavailableReason}`, { count: resaleLimit })}</Text>
        ) : null}
        {ticket.state === 'pending' ? <Text size="sm" c="dimmed">{t('ticket.pendingHint')}</Text> : null}
        {ticket.groupTicketIds.length > 1 && (ticket.state === 'resalable' || ticket.state === 'on_sale') ? (
          <Text size="sm" c="dimmed">{t('ticket.wholeOrder')}</Text>
        ) : null}
        {ticket.state === 'resalable' ? (
          <Button
            onClick={() => onSell(ticket)}
            disabled={!canSell}
            aria-describedby={canSell ? undefined : sellHintId}
            w={{ base: '100%', xs: 'auto' }}
            style={{ alignSelf: 'flex-start' }}
            data-testid="resale-sell"
          >
            {t('actions.sell')}
          </Button>
        ) : null}
        {ticket.state === 'on_sale' ? (
          <Button
            variant="outline"
            color="red"
            onClick={() => onCancel(ticket)}
            w={{ base: '100%', xs: 'auto' }}
            style={{ alignSelf: 'flex-start' }}
            data-testid="resale-cancel"
          >
            {t('actions.cancelSale')}
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}
