import { useRef, type ReactElement } from 'react';
import { ActionIcon, Badge, Card, Group, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Cart, LoadedBlock } from '../../domain/cart/index.js';
import type { CartOffer } from '../../domain/offers.js';
import { offersForSeat, toCartOffer } from '../../domain/cart/index.js';
import { useFormatters } from '../../lib/format.js';
import { removeTicket, selectTicket, setTicketOffer } from './state.js';
import { cartSeatLine } from './seat-line.js';

interface TicketPanelProps {
  cart: Cart;
  /** The seats and offers of a ticket's block when they are known (the price choice needs them). */
  blockOf: (blockId: number) => LoadedBlock | null;
  productName: (productId: number) => string;
  /** Where a ticket's new price offer goes; by default straight onto the ticket. */
  onOffer?: (index: number, offer: CartOffer) => void;
  /** The arena's rates: a chosen rate that needs proof shows who may take it. */
  products?: readonly { id: number; description: string | null; requiresProof: boolean }[];
}

/** The cart's tickets: seat, price offer (per ticket) and remove; clicking one selects it. */
export function TicketPanel({ cart, blockOf, productName, onOffer = setTicketOffer, products = [] }: TicketPanelProps): ReactElement {
  const { t } = useTranslation('booking');
  const { price } = useFormatters();
  const proofOf = (productId: number) => products.find((p) => p.id === productId && p.requiresProof) ?? null;
  const panel = useRef<HTMLDivElement>(null);
  const remove = (index: number) => {
    removeTicket(index);
    // The pressed button is gone: the keyboard's focus moves to the next remove button (or the
    // last ticket left) instead of falling back to the page.
    requestAnimationFrame(() => {
      const buttons = panel.current?.querySelectorAll<HTMLElement>('[data-ticket-remove]') ?? [];
      const target = buttons[Math.min(index, buttons.length - 1)] ?? panel.current?.querySelector<HTMLElement>('[data-testid=cart-ticket]');
      target?.focus({ preventScroll: true });
    });
  };
  return (
    <Stack gap="xs" data-testid="ticket-panel" ref={panel}>
      {cart.tickets.map((ticket, index) => {
        const selected = cart.selectedTicketIndex === index;
        const loaded = ticket.block ? blockOf(ticket.block.id) : null;
        const seat = ticket.seat && loaded ? loaded.seats.find((s) => s.id === ticket.seat?.id) : undefined;
        const choices = seat && loaded ? offersForSeat(loaded, seat) : [];
        return (
          <Card
            key={index}
            withBorder
            padding="xs"
            radius="sm"
            data-testid="cart-ticket"
            data-selected={selected}
            tabIndex={-1}
            style={{ borderColor: selected ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-gray-3)', cursor: 'pointer' }}
            onClick={() => selectTicket(index)}
          >
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Stack gap={2}>
                <Group gap="xs">
                  <Text fw={600} size="sm">{t('tickets.ticket', { number: index + 1 })}</Text>
                  {ticket.offer?.isFromResale ? <Badge size="xs" color="yellow">{t('tickets.resale')}</Badge> : null}
                </Group>
                <Text size="sm" c={ticket.seat ? 'inherit' : 'dimmed'} data-testid="cart-ticket-seat">
                  {ticket.seat && ticket.block
                    ? cartSeatLine(t, ticket.block, ticket.seat)
                    : t('tickets.noSeat')}
                </Text>
              </Stack>
              {cart.tickets.length > 1 ? (
                <ActionIcon variant="subtle" color="red" aria-label={t('tickets.remove', { number: index + 1 })} data-ticket-remove onClick={(e) => { e.stopPropagation(); remove(index); }}>
                  ×
                </ActionIcon>
              ) : null}
            </Group>
            {ticket.offer ? (
              choices.length > 1 && seat && loaded ? (
                <Select
                  mt={4}
                  size="xs"
                  data-testid="cart-ticket-offer-choice"
                  label={t('tickets.offer')}
                  allowDeselect={false}
                  value={String(ticket.offer.productId)}
                  data={choices.map((o) => ({ value: String(o.productId), label: `${productName(o.productId)} – ${price(o.price)}` }))}
                  onClick={(e) => e.stopPropagation()}
                  onChange={(v) => {
                    const offer = choices.find((o) => String(o.productId) === v);
                    if (offer) onOffer(index, toCartOffer(loaded, seat, offer));
                  }}
                />
              ) : (
                <Text size="xs" mt={4} data-testid="cart-ticket-offer">
                  {productName(ticket.offer.productId)} – {price(ticket.offer.price)}
                </Text>
              )
            ) : null}
            {ticket.offer && proofOf(ticket.offer.productId) ? (
              <Text size="xs" mt={2} c="dimmed" data-testid="cart-ticket-eligibility">
                {t('tickets.proofNeeded', { eligibility: proofOf(ticket.offer.productId)?.description ?? productName(ticket.offer.productId) })}
              </Text>
            ) : null}
          </Card>
        );
      })}
    </Stack>
  );
}
