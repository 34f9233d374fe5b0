/** The chosen seats, each with its price and a remove button. */
import { memo, useRef, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, CloseButton, Group, Stack, Text, Title } from '@mantine/core';
import type { SeatChoice, SeatMapGeometry } from '../../seatmap/model/types.js';
import { useFormatters } from '../../lib/format.js';
import { seatLabel } from './seat-labels.js';

export const SeatList = memo(function SeatList(props: { geometry: SeatMapGeometry; selection: readonly SeatChoice[]; max: number; onRemove: (i: number) => void; onClear: () => void }): ReactElement {
  const { t } = useTranslation('seatmap');
  const { price } = useFormatters();
  // A remove or "Clear all" button goes with the seats it removes: the focus moves to the heading,
  // which stays and reads the new count, instead of falling to the top of the page.
  const heading = useRef<HTMLHeadingElement>(null);
  const afterRemoval = (remove: () => void) => () => {
    remove();
    heading.current?.focus();
  };
  return (
    <Stack gap={4} aria-live="polite">
      <Group justify="space-between">
        <Title order={2} size="h5" ref={heading} tabIndex={-1}>
          {t('seats.title', { count: props.selection.length, max: props.max })}
        </Title>
        {props.selection.length > 0 && (
          <Button size="compact-sm" variant="subtle" onClick={afterRemoval(props.onClear)}>
            {t('seats.clear')}
          </Button>
        )}
      </Group>
      {props.selection.length === 0 && <Text c="dimmed" size="sm">{t('seats.empty')}</Text>}
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="chosen-seats">
        {props.selection.map((c) => {
          const label = seatLabel(t, props.geometry, c.seatIndex, `${price(c.price)}${c.isResale ? ` (${t('list.resalePrice')})` : ''}`);
          return (
            <li key={c.seatId}>
              <Group gap="xs" wrap="nowrap" justify="space-between">
                <Text size="sm">{label}</Text>
                <CloseButton aria-label={t('seats.remove', { label })} onClick={afterRemoval(() => props.onRemove(c.seatIndex))} />
              </Group>
            </li>
          );
        })}
      </ul>
    </Stack>
  );
});
