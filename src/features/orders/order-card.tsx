import { memo, useRef, useState } from 'react';
import type { ReactElement } from 'react';
import { Alert, Anchor, Badge, Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { purchaseErrorText } from './error-text.js';
import { Link } from 'wouter';
import type { OrderView, TicketGroup } from '../../domain/ticket-groups.js';
import type { TicketPurchaseInfo } from '../../domain/purchases.js';
import { ticketDocumentFileName } from '../../domain/ticket-downloads.js';
import { useFormatters } from '../../lib/format.js';
import { shownCode, toApiError } from '../../lib/api-error.js';
import { invoicePdfUrl, optionsPdfUrl, ticketPdfUrl } from './api.js';
import { downloadDocument } from './download.js';
import { TicketRow, walletPassOffered } from './ticket-row.js';
import { useSiteConfig } from '../../lib/site-config.js';
import { TransferDialog } from './transfer-dialog.js';
import { OrderInstalments } from './order-instalments.js';
import type { TransferChange } from './transfer-api.js';
import { groupAmount, lineAmount } from '../../domain/cart/summary-lines.js';
import { useFocusAfterRender } from '../../lib/use-focus-after-render.js';

interface GroupRowsProps {
  group: TicketGroup;
  cancelled: boolean;
  run: (url: string, fileName: string) => void;
  onHolderSaved: (ticketId: number, purchase: TicketPurchaseInfo) => void;
  onTransfer: (ticketId: number) => void;
  onTransferChanged: (change: TransferChange) => void;
  /** False on tickets received by transfer: nothing was paid for them here. */
  showAmounts: boolean;
}

function GroupRows({ group, cancelled, run, onHolderSaved, onTransfer, onTransferChanged, showAmounts }: GroupRowsProps): ReactElement {
  const walletKinds = useSiteConfig().walletKinds ?? [];
  const { t } = useTranslation('orders');
  const { price } = useFormatters();
  return (
    <Stack gap={6}>
      {group.packInfo && (
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Group gap={6}>
            <Text fw={600}>{group.packInfo.name}</Text>
            <Badge size="sm" variant="light">{t(`packType.${group.packInfo.type}`)}</Badge>
          </Group>
          {/* The pack's price is one, for all its matches: said here, not split across its tickets. */}
          {showAmounts && <Text fw={600} style={{ whiteSpace: 'nowrap' }} data-testid="pack-amount">{price(groupAmount(group))}</Text>}
        </Group>
      )}
      {group.seatTickets.map((ticket) => (
        <TicketRow
          key={ticket.id}
          ticket={ticket}
          onDownload={cancelled ? null : () => run(ticketPdfUrl(ticket.id), ticketDocumentFileName(ticket.purchase?.format ?? 'e_ticket', ticket.id))}
          onHolderSaved={(purchase) => onHolderSaved(ticket.id, purchase)}
          onTransfer={cancelled ? undefined : () => onTransfer(ticket.id)}
          onTransferChanged={onTransferChanged}
          walletKinds={walletKinds}
          showAmount={showAmounts && group.packInfo === null}
        />
      ))}
      {/* An extra says what it cost like a ticket, so the lines add up to the order's amount. */}
      {group.ancillaryTickets.map((extra) => (
        <Text key={`a${extra.id}`} size="sm">
          {extra.ancillaryName}
          {showAmounts && <> · <Text span size="sm" fw={600} data-testid={`extra-amount-${extra.id}`}>{price(lineAmount(extra))}</Text></>}
        </Text>
      ))}
    </Stack>
  );
}

/** Tickets that left the order before it was cancelled: their new holders keep them. */
const passedOn = (order: OrderView) => order.ticketGroups.some((group) => group.seatTickets.some((ticket) =>
  ticket.purchase?.download.reasons[0] === 'TICKET_TRANSFERRED' || ticket.purchase?.download.reasons[0] === 'TICKET_RESOLD'));

/** What a cancelled order gives back; orders cancelled before the refund was recorded keep the general note. */
function CancelledNote({ order }: { order: OrderView }): ReactElement {
  const { t } = useTranslation('orders');
  const { price } = useFormatters();
  const refund = order.refundAmount ?? null;
  return (
    <Stack gap={4} data-testid="order-cancelled-note">
      <Text size="sm" c="dimmed">
        {refund === null ? t('cancelledNote') : refund > 0 ? t('cancelledRefund', { amount: price(refund) }) : t('cancelledNoRefund')}
      </Text>
      {passedOn(order) && <Text size="sm" c="dimmed">{t('cancelledPassedOn')}</Text>}
    </Stack>
  );
}

/** One ticket is "this ticket" (the `_single` texts), whatever a language's plural rules say of 21. */
const single = (count: number) => (count === 1 ? { context: 'single' } : {});

interface OrderCardProps {
  order: OrderView;
  /** Whether the profile's address is complete (the invoice needs it); null while it loads. */
  profileComplete: boolean | null;
  onHolderSaved: (ticketId: number, purchase: TicketPurchaseInfo) => void;
  /** A refused action: the order's tickets may have changed elsewhere and are loaded again. */
  onStale?: () => void;
}

/**
 * One order of My purchases: its ticket groups, holders, e-ticket downloads and the invoice.
 * Memoised: "Load more" appends a page and keeps the shown orders' objects, and rendering every
 * card again made each page slower than the last (a fan with 300 orders waited seconds a page).
 */
export const OrderCard = memo(function OrderCard({ order, profileComplete, onHolderSaved, onStale }: OrderCardProps): ReactElement {
  const { t } = useTranslation(['orders', 'errors']);
  const { price, shortDateTime } = useFormatters();
  const [error, setError] = useState<{ code: string } | null>(null);
  const [transferFor, setTransferFor] = useState<number | null>(null);
  const [sentTo, setSentTo] = useState<{ email: string; count: number } | null>(null);
  const sentNotice = useRef<HTMLDivElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const total = Math.max(0, order.grossAmount - Math.abs(order.discountAmount));
  const cancelled = order.status === 'cancelled';
  const seatTickets = order.ticketGroups.flatMap((g) => g.seatTickets);
  // Tickets received by transfer were not bought here: no price, no invoice (the buyer has it).
  const received = seatTickets.length > 0 && seatTickets.every((ticket) => (ticket.purchase?.receivedFrom ?? null) !== null);
  const walletMissing = (useSiteConfig().walletKinds ?? []).length === 0 && !cancelled
    && seatTickets.some((ticket) => ticket.purchase && walletPassOffered(ticket.purchase));
  const applyTransfer = (change: TransferChange) => {
    for (const { ticketId, purchase } of change.tickets) onHolderSaved(ticketId, purchase);
  };
  const hasOptions = order.ticketGroups.some((g) => g.ancillaryTickets.length > 0);

  const run = (url: string, fileName: string) => {
    setError(null);
    downloadDocument(url, fileName).catch(async (caught: unknown) => setError({ code: shownCode(await toApiError(caught)) }));
  };

  return (
    <Card withBorder padding="lg" data-testid={`order-${order.orderId}`}>
      <Stack gap="md">
        <Group justify="space-between">
          <Group gap="xs">
            <Title order={2} size="h4" tabIndex={-1} data-order-heading>{t('orders:orderNumber', { id: order.orderId })}</Title>
            {cancelled && <Badge color="gray" data-testid="order-cancelled">{t('orders:cancelled')}</Badge>}
          </Group>
          {received ? <Badge variant="light" data-testid="order-received">{t('orders:transfer.receivedBadge')}</Badge> : <Text fw={600}>{price(total)}</Text>}
        </Group>
        {/* Received tickets were not bought here: the date is when they were accepted. */}
        {order.saleDatetime && <Text size="sm" c="dimmed">{t(received ? 'orders:transfer.receivedOn' : 'orders:purchasedOn', { date: shortDateTime(order.saleDatetime) })}</Text>}
        {order.ticketGroups.map((group, index) => (
          <Stack key={index} gap="md">
            {index > 0 && <Divider />}
            <GroupRows group={group} cancelled={cancelled} run={run} onHolderSaved={onHolderSaved} onTransfer={setTransferFor} onTransferChanged={(change) => { applyTransfer(change); setSentTo(null); }} showAmounts={!received} />
          </Stack>
        ))}
        {/* Asked for only where there is a schedule: a page of orders makes no request per order. */}
        {!cancelled && !received && (order.numberOfInstallments ?? 1) > 1 && <OrderInstalments orderId={order.orderId} />}
        {error && (
          <Alert color="red" role="alert" data-testid="download-error">
            {purchaseErrorText(t, error.code)}
          </Alert>
        )}
        {!cancelled && hasOptions && (
          <Button variant="outline" w="fit-content" onClick={() => run(optionsPdfUrl(order.orderId), `options-${order.orderId}.pdf`)} data-testid={`download-options-${order.orderId}`}>
            {t('orders:purchase.downloadOptions')}
          </Button>
        )}
        {walletMissing && <Text size="sm" c="dimmed" data-testid="wallet-not-set-up">{t('orders:wallet.notSetUp')}</Text>}
        {sentTo && <Alert ref={sentNotice} tabIndex={-1} color="green" role="status" data-testid="transfer-sent" withCloseButton closeButtonLabel={t('common:banners.close')} onClose={() => setSentTo(null)}>{t('orders:transfer.sent', { email: sentTo.email, ...single(sentTo.count) })}</Alert>}
        <TransferDialog
          candidates={seatTickets.filter((ticket) => ticket.purchase?.transferable)}
          initial={transferFor}
          onClose={() => setTransferFor(null)}
          onRefused={onStale}
          onSent={(change, email, count) => {
            applyTransfer(change);
            setTransferFor(null);
            setSentTo({ email, count });
            // The Transfer button that opened the dialog is gone with the ticket's new state: the
            // focus goes to the confirmation rather than falling to the page body.
            focusAfterRender(() => sentNotice.current);
          }}
        />
        {cancelled ? (
          <CancelledNote order={order} />
        ) : received ? (
          <Text size="sm" c="dimmed" data-testid="received-no-invoice">{t('orders:transfer.receivedNoInvoice', single(seatTickets.length))}</Text>
        ) : profileComplete === null ? null : profileComplete ? (
          <Button variant="outline" w="fit-content" onClick={() => run(invoicePdfUrl(order.orderId), `invoice-${order.orderId}.pdf`)} data-testid={`download-invoice-${order.orderId}`}>
            {t('orders:downloadInvoice')}
          </Button>
        ) : (
          <Text size="sm" data-testid="invoice-profile-incomplete">
            {t('orders:invoiceNeedsProfile')} <Anchor component={Link} href="/profile?tab=infos">{t('orders:completeProfile')}</Anchor>
          </Text>
        )}
      </Stack>
    </Card>
  );
});
