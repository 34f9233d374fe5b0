import type { ReactElement } from 'react';
import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ChannelConfiguration, SaleState } from '../../domain/catalog.js';
import { useFormatters } from '../../lib/format.js';
import { fromPrice, saleBadge } from './sale-info.js';

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

/** A card's last line: the sale badge, and the lowest price while tickets can still be bought. */
export function SaleFooter({ item }: { item: { saleState: SaleState; channelConfigurations: readonly ChannelConfiguration[]; minimumPrice: number | null } }): ReactElement {
  const { t } = useTranslation('home');
  const { price } = useFormatters();
  const from = fromPrice(item);
  return (
    <Group justify="space-between" align="center" gap="xs" mt="auto">
      <SaleStateBadge state={item.saleState} channels={item.channelConfigurations} />
      {from !== null ? (
        <Text fw={700} data-testid="minimum-price">
          {t('price.from', { price: price(from) })}
        </Text>
      ) : null}
    </Group>
  );
}
