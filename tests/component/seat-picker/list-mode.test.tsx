// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import type { SiteConfig } from '../../../src/domain/site-config.js';
import { i18n, initI18n } from '../../../src/lib/i18n.js';
import { ListMode } from '../../../src/features/seat-picker/list-mode.js';
import { seatLabel } from '../../../src/features/seat-picker/seat-labels.js';
import { SeatStatus } from '../../../src/seatmap/model/types.js';
import { gridGeometry } from '../../unit/seatmap/fixture.js';

const config = { locales: ['en', 'fr'], languageCookieMinutes: null } as unknown as SiteConfig;

// Two blocks of 2 rows x 3 seats; in block B0 seat A2 is sold, so the list must not offer it.
const geometry = gridGeometry([{ rows: 2, seatsPerRow: 3 }, { rows: 2, seatsPerRow: 3 }]);
const status = new Uint8Array(geometry.seatCount);
status[1] = SeatStatus.Sold;

function Harness({ onToggle }: { onToggle?: (i: number) => void }) {
  const [selected, setSelected] = useState<Set<number>>(new Set());
  return (
    <ListMode
      geometry={geometry}
      selected={selected}
      isPickable={(i) => status[i] === SeatStatus.Available}
      priceText={() => '€45.00'}
      blockAvailable={() => 5}
      onToggle={(i) => {
        onToggle?.(i);
        setSelected((s) => {
          const n = new Set(s);
          if (n.has(i)) n.delete(i);
          else n.add(i);
          return n;
        });
      }}
    />
  );
}

const renderList = (onToggle?: (i: number) => void) =>
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <Harness {...(onToggle ? { onToggle } : {})} />
      </MantineProvider>
    </I18nextProvider>,
  );

beforeAll(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
  initI18n(config);
});

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

afterEach(cleanup);

describe('seat picker list mode', () => {
  it('labels seats in full for screen readers', () => {
    expect(seatLabel(i18n.t.bind(i18n), geometry, 4, '€45.00')).toBe('Block B0, row B, seat 2, Cat 1, €45.00');
  });

  it('walks stand, block and row with the keyboard-operable native controls and toggles seats', async () => {
    const toggled: number[] = [];
    renderList((i) => toggled.push(i));
    expect(screen.queryByRole('button', { name: /seat/ })).toBeNull();
    fireEvent.change(screen.getByLabelText('Area'), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('Block'), { target: { value: '0' } });

    const rowA = screen.getByRole('group', { name: 'Row A' });
    const seats = within(rowA).getAllByRole('button');
    // Seat A2 is sold: only A1 and A3 are offered.
    expect(seats.map((s) => s.textContent)).toEqual(['1', '3']);
    const a3 = within(rowA).getByRole('button', { name: 'Block B0, row A, seat 3, Cat 1, €45.00' });
    a3.focus();
    expect(document.activeElement).toBe(a3);
    expect(a3.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(a3); // Enter and Space on a native button dispatch click
    expect(toggled).toEqual([2]);
    expect(within(screen.getByRole('group', { name: 'Row A' })).getByRole('button', { name: /seat 3/ }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(screen.getByRole('group', { name: 'Row A' })).getByRole('button', { name: /seat 3/ }));
    expect(toggled).toEqual([2, 2]);
    expect(within(screen.getByRole('group', { name: 'Row A' })).getByRole('button', { name: /seat 3/ }).getAttribute('aria-pressed')).toBe('false');
  });

  it('translates the labels', async () => {
    await i18n.changeLanguage('fr');
    renderList();
    fireEvent.change(screen.getByLabelText('Zone'), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('Bloc'), { target: { value: '1' } });
    expect(screen.getByRole('button', { name: 'Bloc B1, rang B, place 3, Cat 1, €45.00' })).toBeTruthy();
  });

  it('offers an open-seating area as one assignment, never as a list of its places', () => {
    // A general-admission floor has thousands of places laid out on a grid; a button each made the
    // page tens of thousands of pixels long, and pressing one assigned other places anyway.
    const open = gridGeometry([{ rows: 2, seatsPerRow: 3 }, { rows: 3, seatsPerRow: 4, isOpenSeating: true }]);
    const assigned: number[] = [];
    render(
      <I18nextProvider i18n={i18n}>
        <MantineProvider>
          <ListMode geometry={open} selected={new Set()} isPickable={() => true} priceText={() => '€30.00'} blockAvailable={() => 12}
            onToggle={() => undefined} onOpenSeating={(block) => assigned.push(block)} ticketCount={2} />
        </MantineProvider>
      </I18nextProvider>,
    );
    fireEvent.change(screen.getByLabelText('Area'), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('Block'), { target: { value: '1' } });
    expect(screen.queryAllByRole('group', { name: /^Row / })).toEqual([]);
    expect(screen.queryByText('No seat of this block matches your filters.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Assign 2 places' }));
    expect(assigned).toEqual([1]);
  });

  it('offers the open-seating area for the tickets without a seat in another block only', () => {
    const open = gridGeometry([{ rows: 2, seatsPerRow: 3 }, { rows: 3, seatsPerRow: 4, isOpenSeating: true }]);
    const list = (selected: number[]) => (
      <I18nextProvider i18n={i18n}>
        <MantineProvider>
          <ListMode geometry={open} selected={new Set(selected)} isPickable={() => true} priceText={() => '€30.00'} blockAvailable={() => 12}
            onToggle={() => undefined} onOpenSeating={() => undefined} ticketCount={3} />
        </MantineProvider>
      </I18nextProvider>
    );
    // Seats 0 and 1 are numbered seats of block B0; seat 6 is a place of the floor (B1) given before.
    const { rerender } = render(list([0, 1, 6]));
    fireEvent.change(screen.getByLabelText('Area'), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('Block'), { target: { value: '1' } });
    expect(screen.getByRole('button', { name: 'Assign 1 place' })).toBeTruthy();
    rerender(list([0, 1, 2]));
    expect(screen.queryByRole('button', { name: /^Assign/ })).toBeNull();
    expect(screen.getByText('You already chose a seat for every ticket. Remove one first.')).toBeTruthy();
  });
});
