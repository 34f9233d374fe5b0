import type { ReactElement } from 'react';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { holdDuration } from '../../domain/hold-duration.js';
import { useSiteConfig } from '../../lib/site-config.js';

/**
 * How long the seats stay reserved once the fan goes on (the site's order expiry): on the choice
 * of seats, "reserved for N minutes from the next step"; on the summary, how long the order is valid.
 */
export function HoldNotice({ kind }: { kind: 'choice' | 'order' }): ReactElement {
  const { t } = useTranslation('booking');
  const config = useSiteConfig();
  const { unit, count } = holdDuration(config.defaultOrderExpiryTimeInSeconds);
  const duration = t(`reservation.${unit}`, { count });
  return (
    <Text size="sm" c="dimmed" data-testid="hold-notice">
      {t(kind === 'choice' ? 'reservation.choice' : 'reservation.order', { duration })}
    </Text>
  );
}
