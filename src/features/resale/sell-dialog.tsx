import { useRef, useState } from 'react';
import type { FormEvent, ReactElement } from 'react';
import { Alert, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { ShopModal } from '../../lib/shop-modal.js';
import { useTranslation } from 'react-i18next';
import { priceInputToCents, resaleAmounts } from '../../domain/resale.js';
import type { ResaleTicketView } from '../../domain/resale-view.js';
import { useFormatters } from '../../lib/format.js';
import { sellTicket } from './api.js';
import type { ResaleError } from './api.js';
import { resaleErrorMessage } from './messages.js';
import { resaleSeatText } from './seat-wording.js';
import { isRefusalWith, shownCode } from '../../lib/api-error.js';
import { useFocusAfterRender } from '../../lib/use-focus-after-render.js';

export interface SellDialogProps {
  /** The ticket being sold; null keeps the dialog closed. */
  ticket: ResaleTicketView | null;
  feePercent: number;
  onClose: () => void;
  onSold: (ticketIds: number[]) => void;
  /** A refusal: the ticket may have changed elsewhere (another tab), so the page loads it again. */
  onRefused?: (() => void) | undefined;
}

/**
 * Asks the resale price and shows, as the fan types, the fee and what they will receive. The
 * server checks the price again (it must be given and above a minimum that is not shown here).
 */
export function SellDialog({ ticket, feePercent, onClose, onSold, onRefused }: SellDialogProps): ReactElement {
  const { t } = useTranslation(['resale', 'errors', 'account']);
  const { price, percent } = useFormatters();
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const priceInput = useRef<HTMLInputElement>(null);
  const focusAfterRender = useFocusAfterRender();
  // A refused price takes the keyboard's focus, its message read with it, off the submit button.
  const refusePrice = (message: string) => {
    setFieldError(message);
    focusAfterRender(() => priceInput.current);
  };
  const cents = priceInputToCents(text);
  const amounts = cents === null || cents === 0 ? null : resaleAmounts(cents, feePercent);

  const close = () => {
    setText('');
    setFieldError(null);
    setError(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ticket) return;
    setError(null);
    if (text.trim() === '') return refusePrice(t('resale:sell.priceRequired'));
    if (cents === null || cents === 0) return refusePrice(t('resale:sell.priceInvalid'));
    setFieldError(null);
    setSending(true);
    try {
      const { ticketIds } = await sellTicket(ticket.ticketId, cents);
      setText('');
      onSold(ticketIds);
    } catch (caught) {
      const code = shownCode(caught as ResaleError);
      if (code === 'RESALE_PRICE_TOO_LOW' || code === 'RESALE_PRICE_REQUIRED' || code === 'RESALE_PRICE_INVALID') refusePrice(resaleErrorMessage(t, code));
      else {
        // On sale already (an earlier answer lost, another window): "not resellable" would say the
        // ticket cannot be sold, while the list reloaded behind shows it on sale.
        const onSale = isRefusalWith(caught, 'RESALE_NOT_RESELLABLE', 'state', 'on_sale');
        setError(onSale ? t('resale:sell.alreadyOnSale') : resaleErrorMessage(t, code, (caught as ResaleError).details));
        onRefused?.();
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <ShopModal opened={ticket !== null} onClose={close} title={t('resale:sell.title')} centered>
      {ticket ? (
        <form onSubmit={(event) => void submit(event)} noValidate data-testid="sell-dialog">
          <Stack gap="md">
            {/* The seat too: a fan with several tickets for one match must see which one goes on sale. */}
            <Text size="sm">{ticket.eventName}</Text>
            <Text size="sm" data-testid="sell-seat">{resaleSeatText(t, ticket)}</Text>
            {ticket.groupTicketIds.length > 1 ? <Alert color="blue">{t('resale:sell.wholeOrder')}</Alert> : null}
            {error ? <Alert color="red" role="alert">{error}</Alert> : null}
            <TextInput
              label={t('resale:sell.priceLabel')}
              description={t('resale:sell.priceHint')}
              value={text}
              onChange={(event) => {
                setText(event.currentTarget.value);
                setFieldError(null);
              }}
              error={fieldError}
              inputMode="decimal"
              autoComplete="off"
              required
              ref={priceInput}
              data-autofocus
              data-testid="sell-price"
            />
            <Table withRowBorders={false} aria-live="polite" data-testid="sell-amounts">
              <Table.Tbody>
                <Table.Tr>
                  <Table.Td>{t('resale:sell.fee', { percent: percent(feePercent) })}</Table.Td>
                  <Table.Td ta="right">{amounts ? price(amounts.fee) : '—'}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Td fw={600}>{t('resale:sell.net')}</Table.Td>
                  <Table.Td ta="right" fw={600} data-testid="sell-net">{amounts ? price(amounts.net) : '—'}</Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>{t('resale:sell.back')}</Button>
              <Button type="submit" loading={sending} data-testid="sell-submit">{t('resale:sell.submit')}</Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </ShopModal>
  );
}
