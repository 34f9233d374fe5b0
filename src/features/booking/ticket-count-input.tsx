import { useId, type ReactElement } from 'react';
import { ActionIcon, Group, Input, NumberInput, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { setTicketCount } from './state.js';

/**
 * The number of tickets: a number field between − and + buttons as tall as the field, so the count
 * can be changed with a thumb on a phone (the field's own arrows are too small to hit).
 */
export function TicketCountInput({ count, cap }: { count: number; cap: number }): ReactElement {
  const { t } = useTranslation('booking');
  const id = useId();
  const max = Math.max(1, cap);
  return (
    <Stack gap={4}>
      <Input.Label htmlFor={id}>{t('seats.count')}</Input.Label>
      <Group gap={6} wrap="nowrap">
        <ActionIcon size="input-sm" variant="default" aria-label={t('seats.fewer')} disabled={count <= 1} onClick={() => setTicketCount(count - 1, cap)} data-testid="ticket-count-less">
          −
        </ActionIcon>
        <NumberInput id={id} hideControls min={1} max={max} value={count} onChange={(v) => setTicketCount(Number(v) || 1, cap)} w={72} inputMode="numeric" data-testid="ticket-count" />
        <ActionIcon size="input-sm" variant="default" aria-label={t('seats.more')} disabled={count >= max} onClick={() => setTicketCount(count + 1, cap)} data-testid="ticket-count-more">
          +
        </ActionIcon>
      </Group>
    </Stack>
  );
}
