import type { ReactElement } from 'react';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ChannelConfiguration, SaleState } from '../../domain/catalog.js';
import { useFormatters } from '../../lib/format.js';
import { saleBadge } from './sale-info.js';

/** Where the sale stands: on sale, sold out, opens on <date>, early-bird priority, closed or past. */
export function SaleStateBadge({ state, channels }: { state: SaleState; channels: readonly ChannelConfiguration[] }): ReactElement {
  const { t } = useTranslation('home');
  const { shortDateTime } = useFormatters();
  const badge = saleBadge(state, channels);
  const date = badge.date === null ? '' : shortDateTime(badge.date);
  return (
    <Badge color={badge.color} variant="light" size="lg" radius="sm" tt="none" h="auto" styles={{ label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip' } }} data-sale-state={state} py={4}>
      {t(badge.key, { date })}
    </Badge>
  );
}
