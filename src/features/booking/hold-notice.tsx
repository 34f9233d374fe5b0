import type { ReactElement } from 'react';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { Cart } from '../../domain/cart/index.js';
import type { CartSummary } from '../../domain/cart-summary.js';
import { holdDuration } from '../../domain/hold-duration.js';
import { session } from '../../lib/session.js';
import { useSiteConfig } from '../../lib/site-config.js';
import { bookingState, holdExpiry } from './state.js';

/** A deadline on the fan's own clock, "14:05" (as the cart's countdown counts it). */
const clockTime = (iso: string): string => {
  const date = new Date(iso);
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
};

/**
 * How long the seats stay reserved once the fan goes on (the site's order expiry): on the choice
 * of seats, "reserved for N minutes from the next step", or, when an unpaid order is already held,
 * until that order's expiry (seats join it and keep its deadline); on the summary, how long the
 * order is valid.
 */
export function HoldNotice({ kind }: { kind: 'choice' | 'order' }): ReactElement {
  const { t } = useTranslation('booking');
  const config = useSiteConfig();
  const who = useSnapshot(session);
  const snap = useSnapshot(bookingState);
  const { unit, count } = holdDuration(config.defaultOrderExpiryTimeInSeconds);
  const duration = t(`reservation.${unit}`, { count });
  const held = kind === 'choice' && who.status === 'signed-in' ? holdExpiry({ summary: snap.summary as CartSummary, cart: snap.cart as Cart }) : null;
  const joins = held !== null && Date.parse(held) > Date.now();
  return (
    <Text size="sm" c="dimmed" data-testid="hold-notice">
      {joins ? t('reservation.joinsOrder', { time: clockTime(held) }) : t(kind === 'choice' ? 'reservation.choice' : 'reservation.order', { duration })}
    </Text>
  );
}
