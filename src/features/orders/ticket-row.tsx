import { useRef, useState } from 'react';
import type { ReactElement } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SeatTicketView } from '../../domain/ticket-groups.js';
import { holderFormUseful } from '../../domain/purchases.js';
import type { TicketPurchaseInfo } from '../../domain/purchases.js';
import { useFormatters } from '../../lib/format.js';
import { useFocusAfterRender } from '../../lib/use-focus-after-render.js';
import { HolderFillForm } from './holder-fill-form.js';
import { holderErrorText } from './error-text.js';
import { TicketDownload } from './ticket-download.js';
import { TicketTransferState } from './ticket-transfer-state.js';
import type { TransferChange } from './transfer-api.js';
import { useSeatLabel } from './seat-label.js';
import { WalletButtons } from './wallet-buttons.js';
import type { WalletKind } from '../../domain/site-config.js';
import { lineAmount } from '../../domain/cart/summary-lines.js';

/** A pass goes in a wallet when the ticket's document could be downloaded, printed tickets aside. */
export const walletPassOffered = (purchase: TicketPurchaseInfo): boolean =>
  purchase.download.downloadable && purchase.format !== 'physical_ticket';

/**
 * A ticket of a cancelled order: cancelled with it, unless it had left the order before (a
 * transfer, whose acceptance TicketTransferState says, or a resale).
 */
function CancelledTicketState({ ticketId, purchase }: { ticketId: number; purchase: TicketPurchaseInfo }): ReactElement | null {
  const { t } = useTranslation('orders');
  const reason = purchase.download.reasons[0];
  if (reason === 'TICKET_TRANSFERRED') return null;
  return (
    <Text size="sm" c="dimmed" maw={260} data-testid={`ticket-state-${ticketId}`}>
      {reason === 'TICKET_RESOLD' ? t('purchase.blocked.TICKET_RESOLD') : t('ticketCancelled')}
    </Text>
  );
}

interface TicketRowProps {
  ticket: SeatTicketView;
  /** Null on a cancelled order: nothing to download or fill in. */
  onDownload: (() => void) | null;
  onHolderSaved: (purchase: TicketPurchaseInfo) => void;
  /** Opens the transfer dialog from this ticket; absent where tickets cannot be sent. */
  onTransfer?: (() => void) | undefined;
  onTransferChanged?: (change: TransferChange) => void;
  /** The wallet passes this shop signs; empty hides the buttons (the order card says why). */
  walletKinds?: readonly WalletKind[];
  /** False where the amount is the pack's, said once above its tickets. */
  showAmount?: boolean;
}

/** One seat ticket of an order card: event, seat, holder or subscriber, transfer, the download and the holder form. */
export function TicketRow({ ticket, onDownload, onHolderSaved, onTransfer, onTransferChanged, walletKinds = [], showAmount = true }: TicketRowProps): ReactElement {
  const { t } = useTranslation('orders');
  const seatLabel = useSeatLabel();
  const { dateTime, price } = useFormatters();
  const [editing, setEditing] = useState(false);
  // The transfer the fan has just taken back, said in the row the focus goes to.
  const [takenBackFrom, setTakenBackFrom] = useState<string | null>(null);
  const row = useRef<HTMLDivElement>(null);
  const holderName = useRef<HTMLParagraphElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const purchase = ticket.purchase;
  const holderLabel = purchase?.holderKind === 'subscriber' ? 'purchase.subscriber' : 'purchase.holder';
  // Each line's own amount, so a free or reduced rate reads beside a full one; a ticket received
  // by transfer was not bought here and has none.
  const amountShown = showAmount && (purchase?.receivedFrom ?? null) === null;
  return (
    // Focusable from script only: where the focus goes once a transfer is taken back (its buttons are gone).
    <Stack gap={6} data-testid={`ticket-${ticket.id}`} ref={row} tabIndex={-1}>
      <Group justify="space-between" wrap="wrap" align="flex-start" gap="xs">
        {/* An address or a name with no break in it (a transfer's recipient, a holder) may wrap
            anywhere: else its line is as wide as the word and pushes the ticket past the card's edge. */}
        <Stack gap={0} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          <Text fw={500}>{ticket.eventInfo.name}</Text>
          <Text size="sm" c="dimmed">{dateTime(ticket.eventInfo.startDatetime)}</Text>
          <Text size="sm">
            {seatLabel(ticket)} · {ticket.seatInfo.categoryName} · {ticket.productName}
            {amountShown && <> · <Text span size="sm" fw={600} data-testid={`ticket-amount-${ticket.id}`}>{price(lineAmount(ticket))}</Text></>}
          </Text>
          {purchase?.proofRequired && <Text size="sm" fw={600} data-testid={`proof-required-${ticket.id}`}>{t('purchase.proofRequired')}</Text>}
          {purchase && (
            <Text size="sm" data-testid={`holder-name-${ticket.id}`} ref={holderName} tabIndex={-1}>
              {purchase.holderName ? t(holderLabel, { name: purchase.holderName }) : t(`${holderLabel}Missing`)}
            </Text>
          )}
          {purchase && onTransferChanged && (
            <TicketTransferState ticketId={ticket.id} purchase={purchase} onChanged={(change, from) => {
              onTransferChanged(change);
              setTakenBackFrom(from ?? null);
              focusAfterRender(() => row.current);
            }} />
          )}
          {takenBackFrom !== null && purchase?.transfer === null && (
            <Text size="sm" fw={500} role="status" data-testid={`transfer-taken-back-${ticket.id}`}>{t('transfer.takenBack', { email: takenBackFrom })}</Text>
          )}
        </Stack>
        <Group gap="xs" wrap="wrap">
          {!onDownload && purchase && <CancelledTicketState ticketId={ticket.id} purchase={purchase} />}
          {onDownload && purchase && <TicketDownload ticketId={ticket.id} purchase={purchase} onDownload={onDownload} />}
          {onDownload && purchase && walletPassOffered(purchase) && (
            <WalletButtons ticketId={ticket.id} kinds={walletKinds} />
          )}
          {onTransfer && purchase?.transferable && (
            <Button size="xs" variant="default" onClick={onTransfer} data-testid={`transfer-ticket-${ticket.id}`}>{t('transfer.open')}</Button>
          )}
        </Group>
      </Group>
      {onDownload && purchase && holderFormUseful(purchase) && !editing && (
        <Button size="xs" variant="outline" w="fit-content" onClick={() => setEditing(true)} data-testid={`fill-holder-${ticket.id}`}>
          {t(purchase.holderName ? 'holder.change' : purchase.holderKind === 'subscriber' ? 'holder.fillSubscriber' : 'holder.fillHolder')}
        </Button>
      )}
      {onDownload && purchase?.holderClosedReason && (
        <Text size="sm" c="dimmed" maw={360} data-testid={`holder-closed-${ticket.id}`}>{holderErrorText(t, purchase.holderClosedReason)}</Text>
      )}
      {editing && purchase && (
        <HolderFillForm
          ticketId={ticket.id}
          purchase={purchase}
          onCancel={() => {
            setEditing(false);
            // Back to the button that opened the form.
            focusAfterRender(() => row.current?.querySelector<HTMLElement>(`[data-testid="fill-holder-${ticket.id}"]`));
          }}
          onSaved={(saved) => {
            setEditing(false);
            onHolderSaved(saved);
            // The form and its Save button are gone: the focus goes to the name just saved.
            focusAfterRender(() => holderName.current);
          }}
        />
      )}
    </Stack>
  );
}
