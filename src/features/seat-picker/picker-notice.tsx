import type { ReactElement } from 'react';
import { Alert, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { pickerState, type PickerNotice } from './state.js';

/**
 * The seat picker's notice (a refused seat, best available's fallback, an open-seating cap).
 * `overlay` lays it over the top of the map so the map never moves under the pointer.
 */
export function PickerNoticeAlert({
  notice,
  ticketCount,
  onClose,
  onReplace,
  overlay = false,
}: {
  notice: NonNullable<PickerNotice>;
  ticketCount: number;
  onClose: () => void;
  /** Confirms best available's replacement of the chosen seats. */
  onReplace?: () => void;
  overlay?: boolean;
}): ReactElement {
  const { t } = useTranslation('seatmap');
  const text =
    notice.kind === 'rejected'
      ? t(`reject.${notice.reason}`)
      : notice.kind === 'best-fallback'
        ? t('best.fallback', { count: ticketCount })
        : notice.kind === 'open-capped'
          ? t('open.capped', { count: notice.count })
          : notice.kind === 'best-replace'
            ? t('best.replace')
            : notice.kind === 'taken'
              ? t('taken.lost', { count: notice.seatIndexes.length, seats: takenSeats(t, notice.seatIndexes) })
              : t('best.none');
  const placement = overlay ? ({ pos: 'absolute', top: 8, left: 8, right: 8, style: { zIndex: 3, boxShadow: 'var(--mantine-shadow-sm)' } } as const) : {};
  return (
    <Alert color={notice.kind === 'best-fallback' || notice.kind === 'open-capped' || notice.kind === 'best-replace' ? 'yellow' : 'orange'} withCloseButton closeButtonLabel={t('common:banners.close')} onClose={onClose} role="status" data-testid="picker-notice" {...placement}>
      {text}
      {notice.kind === 'best-replace' ? (
        <Group gap="xs" mt="xs">
          <Button size="xs" onClick={onReplace}>
            {t('best.replaceYes')}
          </Button>
          <Button size="xs" variant="default" onClick={onClose}>
            {t('best.replaceNo')}
          </Button>
        </Group>
      ) : null}
    </Alert>
  );
}

/** "block 101, row 3, seat 12; …" for the seats another fan took. */
function takenSeats(t: TFunction, seatIndexes: readonly number[]): string {
  const geometry = pickerState.geometry;
  if (!geometry) return '';
  return seatIndexes
    .map((i) => t('taken.lostSeat', {
      block: geometry.blocks[geometry.blockIndex[i] ?? -1]?.name ?? '',
      row: geometry.rowNames[geometry.rowNameIndex[i] ?? 0] ?? '',
      seat: geometry.seatNumbers[geometry.seatNumberIndex[i] ?? 0] ?? '',
    }))
    .join('; ');
}
