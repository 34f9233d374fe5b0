import { memo, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import { Box, Group, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LoadedBlock } from '../../domain/cart/index.js';
import { isResaleSeat } from '../../domain/cart/index.js';
import { seatAfterKey } from '../../seatmap/model/list-navigation.js';

interface SeatListProps {
  loaded: LoadedBlock;
  chosen: ReadonlySet<number>;
  onToggle: (seatId: number) => void;
}

/**
 * The seats of the chosen block row by row, as buttons (keyboard and screen-reader friendly). The
 * whole list is one keyboard stop, moved through with the arrows (Home/End to a row's ends): a
 * block holds hundreds of seats, and one stop each left a keyboard fan hundreds of Tab presses
 * from the tickets and Continue. Taken seats stay reachable (announced as unavailable) so the
 * arrows keep their column from row to row.
 */
export const SeatList = memo(function SeatList({ loaded, chosen, onToggle }: SeatListProps): ReactElement {
  const { t } = useTranslation('booking');
  const [active, setActive] = useState<number | null>(null);
  const container = useRef<HTMLDivElement>(null);
  const rows = new Map<string, LoadedBlock['seats']>();
  for (const seat of loaded.seats) rows.set(seat.rowName, [...(rows.get(seat.rowName) ?? []), seat]);
  const grid = { names: [...rows.keys()], seats: [...rows.values()].map((seats) => seats.map((seat) => seat.id)) };
  const all = grid.seats.flat();
  // The stop: the seat last used, else the first chosen one, else the block's first seat.
  const stop = active !== null && all.includes(active) ? active : (all.find((id) => chosen.has(id)) ?? all[0] ?? null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    // From the seat that has the focus (a click may have put it there), else from the stop.
    const from = Number((event.target as HTMLElement).dataset['seatId'] ?? stop);
    if (!Number.isInteger(from)) return;
    const next = seatAfterKey(grid, from, event.key, event.ctrlKey || event.metaKey);
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    container.current?.querySelector<HTMLButtonElement>(`[data-seat-id="${next}"]`)?.focus();
  };

  return (
    <Box ref={container} data-testid="seat-list" mah={360} style={{ overflow: 'auto' }} onKeyDown={onKeyDown}>
      {[...rows].map(([row, seats]) => (
        <Group key={row} gap={4} wrap="nowrap" mb={4}>
          {/* Not shrunk by a long row of seats: "Fila 1" stays on one line beside them. */}
          <Text size="xs" w={56} c="dimmed" style={{ flexShrink: 0 }}>{t('seats.row', { row })}</Text>
          {seats.map((seat) => {
            const selected = chosen.has(seat.id);
            const resale = isResaleSeat(loaded, seat.id);
            const usable = seat.available || selected;
            const label = t(resale ? 'seats.resaleSeat' : 'seats.seat', { row: seat.rowName, seat: seat.seatNumber });
            return (
              <UnstyledButton
                key={seat.id}
                className="booking-seat"
                data-seat-id={seat.id}
                data-state={selected ? 'chosen' : seat.available ? (resale ? 'resale' : 'free') : 'taken'}
                tabIndex={seat.id === stop ? 0 : -1}
                aria-disabled={!usable}
                aria-pressed={selected}
                aria-label={label}
                title={label}
                onClick={() => {
                  setActive(seat.id);
                  if (usable) onToggle(seat.id);
                }}
                style={{
                  minWidth: 32, minHeight: 32, borderRadius: 6, fontSize: 11, textAlign: 'center',
                  border: '1px solid var(--mantine-color-gray-4)',
                  background: selected ? 'var(--mantine-primary-color-filled)' : !seat.available ? 'var(--mantine-color-gray-3)' : resale ? 'var(--mantine-color-yellow-2)' : 'var(--mantine-color-body)',
                  // Grey and yellow tiles keep dark text in the dark theme too.
                  color: selected ? 'white' : !seat.available || resale ? '#212529' : 'inherit',
                  cursor: usable ? 'pointer' : 'not-allowed',
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
