import { useEffect, useRef, type ReactElement } from 'react';
import { Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BlockStats, SeatMapGeometry } from '../../seatmap/model/types.js';
import { useFormatters } from '../../lib/format.js';
import { seatTypeOf } from './seat-labels.js';

/** A block's name, seats left and "from" price, as the hover tooltip and the tap card show them. */
export function BlockSummary({ name, stats }: { name: string; stats: BlockStats | undefined }): ReactElement {
  const { t } = useTranslation('seatmap');
  const { price } = useFormatters();
  return (
    <>
      <Text fw={600} size="sm">{t('tooltip.block', { name })}</Text>
      {stats && !stats.soldOut ? (
        <>
          <Text size="xs">{t('tooltip.available', { count: stats.availability })}</Text>
          {stats.minimumPrice !== null && <Text size="xs">{t('tooltip.from', { price: price(stats.minimumPrice) })}</Text>}
        </>
      ) : (
        <Text size="xs">{t('tooltip.soldOut')}</Text>
      )}
    </>
  );
}

/** The seat under the pointer: its row and number, and its seat type when it has one. */
export function SeatSummary({ geometry, seatIndex }: { geometry: SeatMapGeometry; seatIndex: number }): ReactElement {
  const { t } = useTranslation('seatmap');
  const type = seatTypeOf(t, geometry, seatIndex);
  return (
    <>
      <Text size="xs" mt={4} data-testid="seat-tooltip">
        {t('tooltip.seat', {
          row: geometry.rowNames[geometry.rowNameIndex[seatIndex] ?? 0] ?? '',
          seat: geometry.seatNumbers[geometry.seatNumberIndex[seatIndex] ?? 0] ?? '',
        })}
      </Text>
      {type ? <Text size="xs" fw={600} data-testid="seat-type">{type}</Text> : null}
    </>
  );
}

/** Room kept below the card when it is scrolled into view: the phone's fixed Continue bar and a gap. */
const CONTINUE_BAR_CLEARANCE_PX = 72;

interface BlockCardProps {
  name: string;
  stats: BlockStats | undefined;
  onSeeSeats: () => void;
  onClose: () => void;
}

/**
 * On a touch screen a tapped block first says what it offers, with an explicit way in: a finger
 * has no hover, and zooming at the first tap hid the availability and price from phone users.
 */
export function BlockCard({ name, stats, onSeeSeats, onClose }: BlockCardProps): ReactElement {
  const { t } = useTranslation('seatmap');
  const card = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The card sits at the map's foot, which on a phone is often below the screen or under the
    // fixed Continue bar: bring it whole into view (its scroll margin clears the bar).
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    card.current?.scrollIntoView?.({ block: 'nearest', behavior: reduced ? 'auto' : 'smooth' });
  }, [name]);
  return (
    <Paper ref={card} shadow="md" p="xs" withBorder data-testid="block-card" role="dialog" aria-label={t('tooltip.block', { name })}
      style={{ position: 'absolute', left: 8, right: 8, bottom: 8, zIndex: 4, maxWidth: 360, marginInline: 'auto', scrollMarginBottom: CONTINUE_BAR_CLEARANCE_PX }}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <div>
          <BlockSummary name={name} stats={stats} />
        </div>
        <CloseButton aria-label={t('blockCard.close')} onClick={onClose} />
      </Group>
      {stats && !stats.soldOut ? (
        <Button mt="xs" size="sm" fullWidth onClick={onSeeSeats} data-testid="see-seats">{t('blockCard.seeSeats')}</Button>
      ) : null}
    </Paper>
  );
}
