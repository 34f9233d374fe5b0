import type { ReactElement } from 'react';
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ChannelConfiguration, SaleState } from '../../domain/catalog.js';
import { useFormatters } from '../../lib/format.js';

/** Whether the fan may choose seats now: on sale, or early bird for early-bird customers. */
export function canBuy(state: SaleState, isEarlyBird: boolean): boolean {
  return state === 'on_sale' || (state === 'early_bird' && isEarlyBird);
}

/** The sale-window message: early-bird priority, not yet open, closed, sold out or past. */
export function SaleNotice({ state, channel, isEarlyBird }: { state: SaleState; channel: ChannelConfiguration | undefined; isEarlyBird: boolean }): ReactElement | null {
  const { t } = useTranslation('booking');
  const { dateTime } = useFormatters();
  const opening = channel ? dateTime(channel.openingDatetime) : '';
  const closing = channel ? dateTime(channel.closingDatetime) : '';
  if (state === 'on_sale') return channel ? <Alert color="blue" variant="light" data-testid="sale-notice">{t('sale.closesAt', { date: closing })}</Alert> : null;
  const message =
    state === 'early_bird' ? (isEarlyBird ? t('sale.earlyBirdWelcome', { date: opening }) : t('sale.earlyBirdOnly', { date: opening }))
      : state === 'not_open' ? t('sale.notOpen', { date: opening })
        : state === 'closed' ? t('sale.closed')
          : state === 'sold_out' ? t('sale.soldOut')
            : t('sale.past');
  return (
    <Alert color={state === 'early_bird' && isEarlyBird ? 'teal' : 'orange'} variant="light" data-testid="sale-notice">
      {message}
    </Alert>
  );
}
