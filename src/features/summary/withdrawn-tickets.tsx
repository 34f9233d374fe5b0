import { useState, type ReactElement } from 'react';
import { Alert, Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { OrderView, TicketGroup } from '../../domain/ticket-groups.js';
import { useSiteConfig } from '../../lib/site-config.js';
import { bookingErrorText } from '../booking/error-text.js';
import { removeGroup } from '../booking/group-removal.js';
import { bookingState, refreshSummary } from '../booking/state.js';

/** The groups of the order holding a resale ticket the ticket office took off sale after it was held. */
export function withdrawnGroups(order: OrderView): TicketGroup[] {
  return order.ticketGroups.filter((group) => group.seatTickets.some((ticket) => ticket.noLongerForSale === true));
}

export const WITHDRAWN_NOTICE_ID = 'summary-withdrawn';
/** Where the focus goes once they are removed: the line saying so. */
export const WITHDRAWN_REMOVED_ID = 'summary-withdrawn-removed';

/**
 * Above the summary's lines when some of them can no longer be paid for: why, and one button
 * taking them out of the order (the cart popover's removal), after which the rest can be paid.
 */
export function WithdrawnTickets({ order, onRemoved }: { order: OrderView; onRemoved: () => void }): ReactElement | null {
  const { t } = useTranslation(['booking', 'errors']);
  const config = useSiteConfig();
  const [location] = useLocation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const groups = withdrawnGroups(order);
  if (groups.length === 0) return null;
  const count = groups.flatMap((group) => group.seatTickets).filter((ticket) => ticket.noLongerForSale === true).length;
  // With nothing else in the order, there is no "rest" to pay for: the fan may choose other seats.
  const others = order.ticketGroups.flatMap((group) => [...group.seatTickets.filter((ticket) => ticket.noLongerForSale !== true), ...group.ancillaryTickets]);

  const onRemove = async (): Promise<void> => {
    setBusy(true);
    setError(null);
    // The removal works on the cart's own order: read afresh when this page shows another one.
    if (bookingState.summary.orderId !== order.orderId) await refreshSummary();
    for (const group of groups) {
      // An order left empty is not left for home: the summary, read again, says there is none.
      const { refused } = await removeGroup(group, location, config.plasticCardConfiguration.mandatory);
      if (refused !== undefined) {
        setBusy(false);
        setError(bookingErrorText(t, { code: refused }));
        return;
      }
    }
    setBusy(false);
    onRemoved();
  };

  return (
    <Alert color="red" role="alert" id={WITHDRAWN_NOTICE_ID} tabIndex={-1} data-testid="summary-withdrawn">
      <Text size="sm" mb="xs">{t(others.length > 0 ? 'summary.withdrawn' : 'summary.withdrawnAll', { count })}</Text>
      {error !== null ? <Text size="sm" c="red" mb="xs" data-testid="summary-withdrawn-error">{error}</Text> : null}
      <Button size="xs" color="red" loading={busy} onClick={() => void onRemove()} data-testid="summary-withdrawn-remove">
        {t('summary.removeWithdrawn', { count })}
      </Button>
    </Alert>
  );
}
