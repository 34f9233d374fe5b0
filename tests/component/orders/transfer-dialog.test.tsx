// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { SeatTicketView } from '../../../src/domain/ticket-groups.js';
import { i18n } from '../../../src/lib/i18n.js';
import { TransferDialog } from '../../../src/features/orders/transfer-dialog.js';
import { setSessionCustomer } from '../../../src/lib/session.js';
import { renderWithProviders, stubMatchMedia, stubRelativeRequests } from '../helpers/render.js';
import { setUpOrderCardTests } from '../helpers/order-card.js';

setUpOrderCardTests();

const ticket = {
  id: 41, grossAmount: 6000, discountAmount: 0, productName: 'Full price', isFromResale: false, packGroup: null, packInfo: null,
  eventInfo: { id: 3, name: 'Match one', homeTeam: null, startDatetime: '2026-12-01T19:00:00.000Z' },
  seatInfo: { standName: 'North', standId: 1, blockName: 'N1', blockId: 2, rowName: 'A', seatNumber: '1', isOpenSeating: false, eventId: 3, categoryName: 'Cat A' },
} as unknown as SeatTicketView;

const OWN_ADDRESS = /This is your own address/;

describe('TransferDialog', () => {
  it('drops the server\'s refusal of an address once the fan types another one', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ error: { code: 'TRANSFER_TO_SELF', message: 'TRANSFER_TO_SELF' } }), { status: 409, headers: { 'content-type': 'application/json' } })));
    stubRelativeRequests();
    renderWithProviders(<TransferDialog candidates={[ticket]} initial={41} onClose={() => undefined} onSent={() => undefined} />);
    const email = screen.getByTestId('transfer-email');
    fireEvent.change(email, { target: { value: 'me@example.com' } });
    fireEvent.click(screen.getByTestId('transfer-send'));
    fireEvent.click(screen.getByTestId('transfer-confirm-send'));
    await waitFor(() => expect(screen.getByTestId('transfer-error').textContent).toMatch(OWN_ADDRESS));
    // Back to the form to change the address, the refusal still says why.
    fireEvent.click(screen.getByTestId('transfer-change-address'));
    expect(screen.getByTestId('transfer-error').textContent).toMatch(OWN_ADDRESS);
    fireEvent.change(screen.getByTestId('transfer-email'), { target: { value: 'not-an-email' } });
    expect(screen.queryByTestId('transfer-error')).toBeNull();
    fireEvent.click(screen.getByTestId('transfer-send'));
    expect(screen.getByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(screen.queryByText(OWN_ADDRESS)).toBeNull();
  });

  it('takes the keyboard\'s focus to what to correct: the address, or the tickets when none is ticked', async () => {
    renderWithProviders(<TransferDialog candidates={[ticket]} initial={41} onClose={() => undefined} onSent={() => undefined} />);
    const send = screen.getByTestId('transfer-send');
    send.focus();
    fireEvent.click(send);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('transfer-email')));
    fireEvent.change(screen.getByTestId('transfer-email'), { target: { value: 'friend@example.com' } });
    const choice = screen.getByRole('checkbox', { name: /Match one/ });
    fireEvent.click(choice);
    send.focus();
    fireEvent.click(send);
    expect(screen.getByText('Choose at least one ticket.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(choice));
  });

  it('shows the address back before sending, and offers the likely one for a mistyped domain, in every language', async () => {
    const texts: Record<string, { didYouMean: string; send: string }> = {
      en: { didYouMean: 'Did you mean fan@gmail.com?', send: 'Send the ticket' },
      es: { didYouMean: '¿Quisiste decir fan@gmail.com?', send: 'Enviar la entrada' },
      fr: { didYouMean: 'Vouliez-vous dire fan@gmail.com\u202f?', send: 'Envoyer le billet' },
      nl: { didYouMean: 'Bedoelde je fan@gmail.com?', send: 'Ticket versturen' },
      ru: { didYouMean: 'Возможно, вы имели в виду fan@gmail.com?', send: 'Отправить 1 билет' },
    };
    for (const [language, expected] of Object.entries(texts)) {
      await i18n.changeLanguage(language);
      const sent: unknown[] = [];
      vi.stubGlobal('fetch', vi.fn(async (request: Request) => {
        sent.push(await request.clone().json());
        return new Response(JSON.stringify({ tickets: [], transferIds: [7] }), { status: 200, headers: { 'content-type': 'application/json' } });
      }));
      stubRelativeRequests();
      const onSent = vi.fn();
      renderWithProviders(<TransferDialog candidates={[ticket]} initial={41} onClose={() => undefined} onSent={onSent} />);
      fireEvent.change(screen.getByTestId('transfer-email'), { target: { value: ' Fan@Gmial.com ' } });
      fireEvent.click(screen.getByTestId('transfer-send'));
      // Nothing leaves before the fan has seen the address.
      expect(sent).toEqual([]);
      expect(screen.getByTestId('transfer-confirm-email').textContent).toBe('fan@gmial.com');
      expect(screen.getByTestId('transfer-suggestion').textContent).toContain(expected.didYouMean);
      fireEvent.click(screen.getByTestId('transfer-use-suggestion'));
      expect(screen.getByTestId('transfer-confirm-email').textContent).toBe('fan@gmail.com');
      expect(screen.queryByTestId('transfer-suggestion')).toBeNull();
      expect(screen.getByTestId('transfer-confirm-send').textContent).toBe(expected.send);
      fireEvent.click(screen.getByTestId('transfer-confirm-send'));
      await waitFor(() => expect(onSent).toHaveBeenCalledWith(expect.anything(), 'fan@gmail.com', 1));
      expect(sent).toEqual([expect.objectContaining({ email: 'fan@gmail.com', ticketIds: [41] })]);
      cleanup();
      vi.unstubAllGlobals();
      stubMatchMedia();
    }
    await i18n.changeLanguage('en');
  });

  it('titles the dialog with the number of tickets being sent: singular for one, Russian plural forms', async () => {
    const tickets = (count: number) => Array.from({ length: count }, (_, i) => ({ ...ticket, id: 100 + i, seatInfo: { ...ticket.seatInfo, seatNumber: String(i + 1) } }) as SeatTicketView);
    const titles: [language: string, count: number, title: string][] = [
      ['en', 1, 'Transfer the ticket'], ['en', 2, 'Transfer 2 tickets'],
      ['es', 1, 'Transferir la entrada'], ['es', 3, 'Transferir 3 entradas'],
      ['fr', 1, 'Transférer le billet'], ['fr', 2, 'Transférer 2 billets'],
      ['nl', 1, 'Ticket overdragen'], ['nl', 2, '2 tickets overdragen'],
      ['ru', 1, 'Передать 1 билет'], ['ru', 2, 'Передать 2 билета'], ['ru', 5, 'Передать 5 билетов'], ['ru', 21, 'Передать 21 билет'],
    ];
    for (const [language, count, title] of titles) {
      await i18n.changeLanguage(language);
      const candidates = tickets(Math.max(count, 2));
      renderWithProviders(<TransferDialog candidates={candidates} initial={100} onClose={() => undefined} onSent={() => undefined} />);
      // Opened from one ticket's button, with another offered: the title counts the ticked ones.
      if (count === 1) expect(screen.getByRole('dialog', { name: title })).toBeTruthy();
      for (const extra of candidates.slice(1, count)) fireEvent.click(screen.getByRole('checkbox', { name: new RegExp(`· .* ${extra.seatInfo.seatNumber}$`) }));
      expect(screen.getByRole('dialog', { name: title })).toBeTruthy();
      cleanup();
    }
    await i18n.changeLanguage('en');
  });

  it('sends a well-spelt address as typed, without a suggestion', async () => {
    renderWithProviders(<TransferDialog candidates={[ticket]} initial={41} onClose={() => undefined} onSent={() => undefined} />);
    fireEvent.change(screen.getByTestId('transfer-email'), { target: { value: 'friend@orange.fr' } });
    fireEvent.click(screen.getByTestId('transfer-send'));
    expect(screen.getByTestId('transfer-confirm-email').textContent).toBe('friend@orange.fr');
    expect(screen.queryByTestId('transfer-suggestion')).toBeNull();
  });

  it('refuses the fan\'s own address at the address, in every language, before a Send the server would refuse is offered', async () => {
    const texts: Record<string, string> = {
      en: 'This is your own address: enter the address of the person you send the ticket to.',
      es: 'Es tu propia dirección: introduce la de la persona a la que envías la entrada.',
      fr: 'C’est votre propre adresse\u00a0: saisissez celle de la personne à qui vous envoyez le billet.',
      nl: 'Dit is je eigen adres: vul het adres in van degene naar wie je het ticket stuurt.',
      ru: 'Это ваш собственный адрес: введите адрес человека, которому отправляете билет.',
    };
    setSessionCustomer({ id: 1, firstName: 'Sam', lastName: 'Tester', email: 'Sam.Fan@Example.com' });
    try {
      for (const [language, text] of Object.entries(texts)) {
        await i18n.changeLanguage(language);
        const fetched = vi.fn(async () => new Response('{}', { status: 500 }));
        vi.stubGlobal('fetch', fetched);
        renderWithProviders(<TransferDialog candidates={[ticket]} initial={41} onClose={() => undefined} onSent={() => undefined} />);
        fireEvent.change(screen.getByTestId('transfer-email'), { target: { value: ' sam.fan@example.COM ' } });
        fireEvent.click(screen.getByTestId('transfer-send'));
        // The form stays, the address says why; nothing is sent, no confirmation offers Send.
        expect(screen.queryByTestId('transfer-confirm')).toBeNull();
        expect(document.body.textContent).toContain(text);
        expect(screen.getByTestId('transfer-email').getAttribute('aria-invalid')).toBe('true');
        expect(fetched).not.toHaveBeenCalled();
        // Another address goes on to the confirmation.
        fireEvent.change(screen.getByTestId('transfer-email'), { target: { value: 'friend@example.com' } });
        fireEvent.click(screen.getByTestId('transfer-send'));
        expect(screen.getByTestId('transfer-confirm-email').textContent).toBe('friend@example.com');
        cleanup();
        vi.unstubAllGlobals();
        stubMatchMedia();
      }
    } finally {
      setSessionCustomer(null);
      await i18n.changeLanguage('en');
    }
  });
});
