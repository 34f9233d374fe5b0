// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { LoadedBlock } from '../../../src/domain/cart/index.js';
import type { SiteConfig } from '../../../src/domain/site-config.js';
import { SeatList } from '../../../src/features/booking/seat-list.js';
import { i18n, initI18n } from '../../../src/lib/i18n.js';
import { renderWithProviders, stubMatchMedia } from '../helpers/render.js';

/**
 * The block-by-block seat list made every seat a Tab stop: with a demo block of ~680 seats, a
 * keyboard fan who had picked their seats pressed Tab 675 times to reach their tickets and
 * Continue. The list is one stop now, moved through with the arrows.
 */

const ROWS = 3;
const PER_ROW = 4;
const taken = new Set([6]);
const loaded: LoadedBlock = {
  block: { id: 102, name: '102', standName: 'North Stand', isOpenSeating: false },
  offers: [],
  seats: Array.from({ length: ROWS * PER_ROW }, (_, i) => ({
    id: i + 1, available: !taken.has(i + 1), categoryId: 1, productIds: [1], rowName: String(Math.floor(i / PER_ROW) + 1), seatNumber: String((i % PER_ROW) + 1),
  })),
};

function Harness() {
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const toggle = (id: number) => setChosen((now) => { const next = new Set(now); if (!next.delete(id)) next.add(id); return next; });
  return (
    <>
      <SeatList loaded={loaded} chosen={chosen} onToggle={toggle} />
      <button type="button">Continue</button>
    </>
  );
}

const seat = (row: number, number: number) => screen.getByRole('button', { name: `Row ${row}, seat ${number}` });
const tabStops = () => [...document.querySelectorAll<HTMLElement>('[data-testid=seat-list] button')].filter((b) => b.tabIndex >= 0);

beforeAll(async () => {
  stubMatchMedia();
  initI18n({ locales: ['en'], languageCookieMinutes: null } as unknown as SiteConfig);
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

describe('the block\'s seat list by keyboard', () => {
  it('is one Tab stop, however many seats the block has', () => {
    renderWithProviders(<Harness />);
    expect(screen.getAllByRole('button', { name: /^Row \d, seat \d$/ })).toHaveLength(ROWS * PER_ROW);
    expect(tabStops()).toEqual([seat(1, 1)]);
  });

  it('moves with the arrows and picks with the seat\'s button; the stop follows the seat used', () => {
    renderWithProviders(<Harness />);
    seat(1, 1).focus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(seat(1, 2));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(seat(2, 3));
    fireEvent.click(document.activeElement!);
    expect(seat(2, 3).getAttribute('aria-pressed')).toBe('true');
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement).toBe(seat(2, 4));
    expect(tabStops()).toEqual([seat(2, 4)]);
  });

  it('reaches a taken seat with the arrows but does not pick it', () => {
    renderWithProviders(<Harness />);
    seat(1, 2).focus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(seat(2, 2));
    const takenSeat = seat(2, 2);
    fireEvent.keyDown(takenSeat, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(takenSeat);
    // Seat id 6 is row 2, seat 2.
    expect(takenSeat.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(takenSeat);
    expect(takenSeat.getAttribute('aria-pressed')).toBe('false');
  });
});
