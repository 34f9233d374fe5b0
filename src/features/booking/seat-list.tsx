import { memo, type ReactElement } from 'react';
import { Box, Group, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LoadedBlock } from '../../domain/cart/index.js';
import { isResaleSeat } from '../../domain/cart/index.js';

interface SeatListProps {
  loaded: LoadedBlock;
  chosen: ReadonlySet<number>;
  onToggle: (seatId: number) => void;
}

/** The seats of the chosen block row by row, as buttons (keyboard and screen-reader friendly). */
export const SeatList = memo(function SeatList({ loaded, chosen, onToggle }: SeatListProps): ReactElement {
  const { t } = useTranslation('booking');
  const rows = new Map<string, LoadedBlock['seats']>();
  for (const seat of loaded.seats) rows.set(seat.rowName, [...(rows.get(seat.rowName) ?? []), seat]);
  return (
    <Box data-testid="seat-list" mah={360} style={{ overflow: 'auto' }}>
      {[...rows].map(([row, seats]) => (
        <Group key={row} gap={4} wrap="nowrap" mb={4}>
          {/* Not shrunk by a long row of seats: "Fila 1" stays on one line beside them. */}
          <Text size="xs" w={56} c="dimmed" style={{ flexShrink: 0 }}>{t('seats.row', { row })}</Text>
          {seats.map((seat) => {
            const selected = chosen.has(seat.id);
            const resale = isResaleSeat(loaded, seat.id);
            const label = t(resale ? 'seats.resaleSeat' : 'seats.seat', { row: seat.rowName, seat: seat.seatNumber });
            return (
              <UnstyledButton
                key={seat.id}
                className="booking-seat"
                data-seat-id={seat.id}
                data-state={selected ? 'chosen' : seat.available ? (resale ? 'resale' : 'free') : 'taken'}
                disabled={!seat.available && !selected}
                aria-pressed={selected}
                aria-label={label}
                title={label}
                onClick={() => onToggle(seat.id)}
                style={{
                  minWidth: 32, minHeight: 32, borderRadius: 6, fontSize: 11, textAlign: 'center',
                  border: '1px solid var(--mantine-color-gray-4)',
                  background: selected ? 'var(--mantine-primary-color-filled)' : !seat.available ? 'var(--mantine-color-gray-3)' : resale ? 'var(--mantine-color-yellow-2)' : 'var(--mantine-color-body)',
                  // Grey and yellow tiles keep dark text in the dark theme too.
                  color: selected ? 'white' : !seat.available || resale ? '#212529' : 'inherit',
                  cursor: seat.available || selected ? 'pointer' : 'not-allowed',
                }}
              >
                {seat.seatNumber}
              </UnstyledButton>
            );
          })}
        </Group>
      ))}
    </Box>
  );
});
