import { useEffect, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeatMapGeometry } from '../../seatmap/model/types.js';
import { seatAfterKey, seatByRowName, spotOf } from '../../seatmap/model/list-navigation.js';
import { seatTypeMark } from '../../seatmap/render/palette.js';
import { SeatTypeSwatch } from './legend.js';
import { seatLabel } from './seat-labels.js';

/** Letters typed within this long add up to one row name (type-ahead). */
const TYPE_AHEAD_MS = 700;

export interface SeatRowsProps {
  geometry: SeatMapGeometry;
  rows: readonly { name: string; seats: number[] }[];
  selected: ReadonlySet<number>;
  priceText: (seatIndex: number) => string;
  onToggle: (seatIndex: number) => void;
  /**
   * A large block's one row on show (index into `rows`), or null for every row. The keys still
   * move through the whole block: one that leads to another row shows that row (`onShowRow`).
   */
  shownRow?: number | null;
  onShowRow?: (row: number) => void;
}

/**
 * A block's seats, row by row, as one keyboard stop: Tab enters on the last seat used (or the
 * first), arrows move between seats and rows, Home/End to a row's ends (Ctrl: the block's), typing
 * a row name jumps to it, Enter or Space picks. Each seat is a button named in full (block, row,
 * seat, price) with its pressed state, so a screen reader says what it is and whether it is chosen.
 */
export function SeatRows({ geometry, rows, selected, priceText, onToggle, shownRow = null, onShowRow }: SeatRowsProps): ReactElement {
  const { t } = useTranslation('seatmap');
  const [active, setActive] = useState<number | null>(null);
  const typed = useRef({ text: '', at: 0 });
  const container = useRef<HTMLDivElement>(null);
  // A seat to focus once its row is drawn (a key led to a row not on show).
  const pendingFocus = useRef<number | null>(null);
  const grid = { names: rows.map((row) => row.name), seats: rows.map((row) => row.seats) };
  const shown = shownRow === null ? rows : rows.filter((_, k) => k === shownRow);
  const all = shown.flatMap((row) => row.seats);
  const stop = active !== null && all.includes(active) ? active : (all[0] ?? null);

  const focusSeat = (seat: number): void => container.current?.querySelector<HTMLButtonElement>(`[data-seat-index="${seat}"]`)?.focus();
  useEffect(() => {
    if (pendingFocus.current === null) return;
    focusSeat(pendingFocus.current);
    pendingFocus.current = null;
  });

  const moveTo = (seat: number): void => {
    setActive(seat);
    const row = shownRow === null ? null : (spotOf(grid, seat)?.row ?? null);
    if (row !== null && row !== shownRow) {
      pendingFocus.current = seat;
      onShowRow?.(row);
    } else focusSeat(seat);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (stop === null) return;
    const next = seatAfterKey(grid, stop, event.key, event.ctrlKey || event.metaKey);
    if (next !== null) {
      event.preventDefault();
      moveTo(next);
      return;
    }
    if (event.key.length === 1 && /\S/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      const now = Date.now();
      typed.current = { text: now - typed.current.at < TYPE_AHEAD_MS ? typed.current.text + event.key : event.key, at: now };
      const found = seatByRowName(grid, stop, typed.current.text);
      if (found !== null) {
        event.preventDefault();
        moveTo(found);
      }
    }
  };

  return (
    <div ref={container} onKeyDown={onKeyDown} data-testid="seat-rows">
      {shown.map((row) => (
        <fieldset key={row.name} style={{ border: 0, margin: 0, padding: 0 }}>
          <legend style={{ fontWeight: 600, fontSize: 14, marginBottom: 4 }}>{t('list.row', { row: row.name })}</legend>
          <div role="group" style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
            {row.seats.map((i) => {
              const chosen = selected.has(i);
              return (
                <button
                  key={i}
                  type="button"
                  className="seat-list-button"
                  data-seat-index={i}
                  tabIndex={i === stop ? 0 : -1}
                  aria-pressed={chosen}
                  aria-label={seatLabel(t, geometry, i, priceText(i))}
                  onClick={() => {
                    setActive(i);
                    onToggle(i);
                  }}
                  style={{
                    minWidth: 40,
                    minHeight: 40,
                    borderRadius: 6,
                    border: '2px solid #495057',
                    // The theme's filled colour and its contrast text, as on the other chosen controls
                    // (white on the old fixed #1c7ed6 was 4.2:1, under AA's 4.5).
                    background: chosen ? 'var(--mantine-primary-color-filled)' : '#fff',
                    color: chosen ? 'var(--mantine-primary-color-contrast)' : '#212529',
                    fontWeight: chosen ? 700 : 400,
                    cursor: 'pointer',
                  }}
                >
                  {chosen ? '✓ ' : ''}
                  {geometry.seatNumbers[geometry.seatNumberIndex[i] ?? 0]}
                  <TypeMark typeIndex={geometry.seatTypeIndex[i] ?? 0} />
                </button>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}

/** The map's mark of a typed seat (wheelchair space, restricted view…), named in its label; none for a plain seat. */
function TypeMark({ typeIndex }: { typeIndex: number }): ReactElement | null {
  return typeIndex > 0 ? <> <SeatTypeSwatch mark={seatTypeMark(typeIndex - 1)} /></> : null;
}
