/**
 * Keyboard moves in the list of a block's seats, a grid of rows: one tab stop for the whole list
 * (roving tabindex), arrows between seats and rows, Home/End within a row (with Ctrl, the block's
 * first and last seat), and type-ahead on row names.
 */

export interface SeatRows {
  /** Row names, in order. */
  names: readonly string[];
  /** Seat positions of each row, in order. */
  seats: readonly (readonly number[])[];
}

export interface GridSpot {
  row: number;
  column: number;
}

/** Where a seat is in the rows, or null. */
export function spotOf(rows: SeatRows, seat: number): GridSpot | null {
  for (let row = 0; row < rows.seats.length; row++) {
    const column = rows.seats[row]!.indexOf(seat);
    if (column >= 0) return { row, column };
  }
  return null;
}

const clamp = (value: number, max: number): number => Math.max(0, Math.min(value, max));

/** The seat a navigation key leads to from `seat`; null when the key is not a move (or no seats). */
export function seatAfterKey(rows: SeatRows, seat: number, key: string, ctrl = false): number | null {
  if (rows.seats.length === 0) return null;
  const here = spotOf(rows, seat) ?? { row: 0, column: 0 };
  const rowSeats = (row: number) => rows.seats[row]!;
  const at = (row: number, column: number) => rowSeats(row)[clamp(column, rowSeats(row).length - 1)]!;
  const last = rows.seats.length - 1;
  switch (key) {
    case 'ArrowRight':
      if (here.column < rowSeats(here.row).length - 1) return at(here.row, here.column + 1);
      return here.row < last ? at(here.row + 1, 0) : at(here.row, here.column);
    case 'ArrowLeft':
      if (here.column > 0) return at(here.row, here.column - 1);
      return here.row > 0 ? at(here.row - 1, rowSeats(here.row - 1).length - 1) : at(here.row, 0);
    case 'ArrowDown':
      return at(clamp(here.row + 1, last), here.column);
    case 'ArrowUp':
      return at(clamp(here.row - 1, last), here.column);
    case 'Home':
      return ctrl ? at(0, 0) : at(here.row, 0);
    case 'End':
      return ctrl ? at(last, rowSeats(last).length - 1) : at(here.row, rowSeats(here.row).length - 1);
    default:
      return null;
  }
}

/**
 * Type-ahead: the first seat of the next row (after the current one, wrapping round) whose name
 * starts with `typed`, ignoring case; null when none does.
 */
export function seatByRowName(rows: SeatRows, seat: number, typed: string): number | null {
  const wanted = typed.trim().toLowerCase();
  if (wanted === '' || rows.seats.length === 0) return null;
  const from = spotOf(rows, seat)?.row ?? -1;
  // A single repeated key moves on to the next matching row; a longer prefix may stay on this one.
  const start = wanted.length === 1 ? from + 1 : Math.max(from, 0);
  for (let k = 0; k < rows.names.length; k++) {
    const row = (start + k) % rows.names.length;
    if (rows.names[row]!.toLowerCase().startsWith(wanted) && rows.seats[row]!.length > 0) return rows.seats[row]![0]!;
  }
  return null;
}
