import { useState } from 'react';
import type { ReactElement } from 'react';
import { Alert, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { ShopModal } from '../../lib/shop-modal.js';
import { useTranslation } from 'react-i18next';
import type { SeatTicketView } from '../../domain/ticket-groups.js';
import { isValidEmail } from '../../domain/validation/email.js';
import { sendTransfer, transferErrorText } from './transfer-api.js';
import type { TransferChange } from './transfer-api.js';
import { useSeatLabel } from './seat-label.js';

export interface TransferDialogProps {
  /** The order's tickets that may be sent now; the dialog is open while `initial` is not null. */
  candidates: readonly SeatTicketView[];
  initial: number | null;
  onClose: () => void;
  onSent: (change: TransferChange, email: string) => void;
}

/** Sends one or more tickets of an order to someone's e-mail address, after saying what happens next. */
export function TransferDialog({ candidates, initial, onClose, onSent }: TransferDialogProps): ReactElement {
  const { t, i18n } = useTranslation(['orders', 'errors', 'validation']);
  const seatLabel = useSeatLabel();
  const [chosen, setChosen] = useState<number[]>([]);
  const [email, setEmail] = useState('');
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [openedFor, setOpenedFor] = useState<number | null>(null);
  // Each opening starts from the ticket whose button was pressed.
  if (initial !== openedFor) {
    setOpenedFor(initial);
    setChosen(initial === null ? [] : [initial]);
    setEmail('');
    setTried(false);
    setError(null);
  }
  const emailError = tried && !isValidEmail(email) ? t('orders:transfer.emailInvalid') : null;
  const ticketsError = tried && chosen.length === 0 ? t('orders:transfer.chooseTickets') : null;

  const send = async () => {
    setTried(true);
    // The server's answer was about the last address and tickets sent, not these.
    setError(null);
    if (!isValidEmail(email) || chosen.length === 0) return;
    setSending(true);
    try {
      onSent(await sendTransfer(chosen, email.trim(), i18n.language), email.trim());
    } catch (caught) {
      setError(await transferErrorText(t, caught));
    } finally {
      setSending(false);
    }
  };

  return (
    <ShopModal opened={initial !== null} onClose={onClose} title={t('orders:transfer.title')} centered>
      <Stack gap="md" data-testid="transfer-dialog">
        <Text size="sm">{t('orders:transfer.explain')}</Text>
        <Checkbox.Group label={t('orders:transfer.ticketsLabel')} value={chosen.map(String)} onChange={(v) => { setChosen(v.map(Number)); setError(null); }} error={ticketsError}>
          <Stack gap={6} mt={6}>
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
          data-testid="transfer-email"
        />
        {error && <Alert color="red" role="alert" data-testid="transfer-error">{error}</Alert>}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>{t('orders:transfer.back')}</Button>
          <Button loading={sending} onClick={() => void send()} data-testid="transfer-send">
            {t('orders:transfer.send', { count: Math.max(chosen.length, 1) })}
          </Button>
        </Group>
      </Stack>
    </ShopModal>
  );
}
