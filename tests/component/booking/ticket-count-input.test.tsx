// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { ReactElement } from 'react';
import type { SiteConfig } from '../../../src/domain/site-config.js';
import { TicketCountInput } from '../../../src/features/booking/ticket-count-input.js';
import { bookingState, clearAll, enterItem } from '../../../src/features/booking/state.js';
import { i18n, initI18n } from '../../../src/lib/i18n.js';

const config = { locales: ['en', 'fr'], languageCookieMinutes: null } as unknown as SiteConfig;

/** The input as the booking pages use it: the count is the cart's number of tickets. */
function Counted({ cap }: { cap: number }): ReactElement {
  const snap = useSnapshot(bookingState);
  return <TicketCountInput count={snap.cart.tickets.length} cap={cap} />;
}

function renderInput(cap: number) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <Counted cap={cap} />
      </MantineProvider>
    </I18nextProvider>,
  );
}

const tap = (name: string) => act(async () => { fireEvent.click(screen.getByRole('button', { name })); });
const count = () => (screen.getByRole('textbox', { name: 'Number of tickets' }) as HTMLInputElement).value;

beforeAll(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false, media: query, onchange: null, addEventListener: () => undefined, removeEventListener: () => undefined,
    addListener: () => undefined, removeListener: () => undefined, dispatchEvent: () => false,
  }));
  initI18n(config);
});
beforeEach(async () => {
  await i18n.changeLanguage('en');
  clearAll();
  enterItem('event', { id: 1, name: 'E' }, 1);
});
afterEach(cleanup);

describe('TicketCountInput', () => {
  it('adds and removes tickets with its − and + buttons', async () => {
    renderInput(3);
    expect(count()).toBe('1');
    await tap('More tickets');
    await tap('More tickets');
    expect(bookingState.cart.tickets).toHaveLength(3);
    expect(count()).toBe('3');
    await tap('Fewer tickets');
    expect(bookingState.cart.tickets).toHaveLength(2);
  });

  it('cannot go below one ticket or above the cap', async () => {
    renderInput(2);
    expect(screen.getByRole('button', { name: 'Fewer tickets' }).hasAttribute('disabled')).toBe(true);
    await tap('More tickets');
    expect(screen.getByRole('button', { name: 'More tickets' }).hasAttribute('disabled')).toBe(true);
    expect(bookingState.cart.tickets).toHaveLength(2);
  });

  it('names its buttons in the fan\'s language', async () => {
    await act(async () => { await i18n.changeLanguage('fr'); });
    renderInput(2);
    expect(screen.getByRole('button', { name: 'Plus de billets' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Nombre de billets' })).toBeTruthy();
  });
});
