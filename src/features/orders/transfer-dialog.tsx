import { useRef, useState } from 'react';
import type { ReactElement } from 'react';
import { Alert, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { ShopModal } from '../../lib/shop-modal.js';
import { useTranslation } from 'react-i18next';
import type { SeatTicketView } from '../../domain/ticket-groups.js';
import { isValidEmail, normalizeEmail } from '../../domain/validation/email.js';
import { suggestEmailFix } from '../../domain/validation/email-suggestion.js';
import { sendTransfer, transferErrorText } from './transfer-api.js';
import type { TransferChange } from './transfer-api.js';
import { useSeatLabel } from './seat-label.js';
import { TransferConfirm } from './transfer-confirm.js';
import { useFocusAfterRender } from '../../lib/use-focus-after-render.js';
import { useSnapshot } from 'valtio';
import { session } from '../../lib/session.js';

export interface TransferDialogProps {
  /** The order's tickets that may be sent now; the dialog is open while `initial` is not null. */
  candidates: readonly SeatTicketView[];
  initial: number | null;
  onClose: () => void;
  onSent: (change: TransferChange, email: string, count: number) => void;
  /** A send that failed: the tickets may have changed elsewhere (another tab), so the page checks. */
  onRefused?: ((caught: unknown) => void) | undefined;
}

/**
 * Sends one or more tickets of an order to someone's e-mail address, after saying what happens
 * next and showing the address back for a last look (with a fix offered for a mistyped domain).
 */
export function TransferDialog({ candidates, initial, onClose, onSent, onRefused }: TransferDialogProps): ReactElement {
  const { t, i18n } = useTranslation(['orders', 'errors', 'validation']);
  const seatLabel = useSeatLabel();
  const [chosen, setChosen] = useState<number[]>([]);
  const [email, setEmail] = useState('');
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [openedFor, setOpenedFor] = useState<number | null>(null);
  // The address being confirmed before sending; null while the form is shown.
  const [confirming, setConfirming] = useState<string | null>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const ticketChoices = useRef<HTMLDivElement>(null);
  const focusAfterRender = useFocusAfterRender();
  // Each opening starts from the ticket whose button was pressed.
  if (initial !== openedFor) {
    setOpenedFor(initial);
    setChosen(initial === null ? [] : [initial]);
    setEmail('');
    setTried(false);
    setError(null);
    setConfirming(null);
  }
  // Chosen tickets still offered: one sent or put on sale elsewhere leaves the list once the page knows.
  const sendable = chosen.filter((id) => candidates.some((ticket) => ticket.id === id));
  // The server refuses the fan's own address (TRANSFER_TO_SELF): said at the address, before a
  // confirmation that would offer a Send bound to be refused.
  const ownEmail = useSnapshot(session).customer?.email;
  const isOwnAddress = ownEmail !== undefined && isValidEmail(email) && normalizeEmail(email) === normalizeEmail(ownEmail);
  const emailError = !tried ? null
    : !isValidEmail(email) ? t('orders:transfer.emailInvalid')
    : isOwnAddress ? t('orders:transfer.errors.TRANSFER_TO_SELF', sendable.length === 1 ? { context: 'single' } : {})
    : null;
  const ticketsError = tried && sendable.length === 0 ? t('orders:transfer.chooseTickets') : null;

  const review = () => {
    setTried(true);
    // The server's answer was about the last address and tickets sent, not these.
    setError(null);
    if (sendable.length !== chosen.length) setChosen(sendable);
    if (sendable.length === 0) return focusAfterRender(() => ticketChoices.current?.querySelector('input'));
    // The keyboard's focus goes to what to correct, not left on Continue.
    if (!isValidEmail(email) || isOwnAddress) return focusAfterRender(() => emailInput.current);
    setConfirming(normalizeEmail(email));
  };

  const send = async (address: string) => {
    setSending(true);
    setError(null);
    try {
      onSent(await sendTransfer(sendable, address, i18n.language), address, sendable.length);
    } catch (caught) {
      setError(await transferErrorText(t, caught, sendable.length));
      onRefused?.(caught);
    } finally {
      setSending(false);
    }
  };

  // The title counts the tickets being sent (the ones ticked), so one ticket reads in the singular.
  return (
    <ShopModal opened={initial !== null} onClose={onClose} title={t('orders:transfer.title', { count: Math.max(sendable.length, 1) })} centered>
      {confirming !== null ? (
        <TransferConfirm
          email={confirming}
          suggestion={suggestEmailFix(confirming)}
          count={Math.max(sendable.length, 1)}
          sending={sending}
          // Refused because a ticket changed elsewhere: the page reloaded it, and it is no longer offered.
          disabled={sendable.length === 0}
          error={error}
          onUseSuggestion={(fixed) => { setEmail(fixed); setConfirming(fixed); setError(null); }}
          onChange={() => {
            setConfirming(null);
            // Back to the form: the Change button is gone, the address to correct takes the focus.
            focusAfterRender(() => emailInput.current);
          }}
          onConfirm={() => void send(confirming)}
        />
      ) : (
      // A form, so Enter in the address goes on to the confirmation as in any form.
      <form noValidate onSubmit={(event) => { event.preventDefault(); review(); }}>
      <Stack gap="md" data-testid="transfer-dialog">
        <Text size="sm">{t('orders:transfer.explain')}</Text>
        <Checkbox.Group label={t('orders:transfer.ticketsLabel')} value={chosen.map(String)} onChange={(v) => { setChosen(v.map(Number)); setError(null); }} error={ticketsError}>
          <Stack gap={6} mt={6} ref={ticketChoices}>
            {candidates.map((ticket) => (
              <Checkbox key={ticket.id} value={String(ticket.id)} data-testid={`transfer-choose-${ticket.id}`}
                label={`${ticket.eventInfo.name} · ${seatLabel(ticket)}`} />
            ))}
          </Stack>
        </Checkbox.Group>
        <TextInput
          type="email"
          label={t('orders:transfer.emailLabel')}
          description={t('orders:transfer.emailHelp')}
          autoComplete="email"
          value={email}
          onChange={(e) => { setEmail(e.currentTarget.value); setError(null); }}
          error={emailError}
          required
          ref={emailInput}
          // The ticket whose button opened the dialog is already ticked: the address is what to type.
          data-autofocus
          data-testid="transfer-email"
        />
        {error && <Alert color="red" role="alert" data-testid="transfer-error">{error}</Alert>}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>{t('orders:transfer.back')}</Button>
          <Button type="submit" data-testid="transfer-send">{t('orders:transfer.next')}</Button>
        </Group>
      </Stack>
      </form>
      )}
    </ShopModal>
  );
}
