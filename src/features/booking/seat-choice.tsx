import { useCallback, useMemo, useRef, type ReactElement } from 'react';
import { Alert, Button, Grid, Group, Loader, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import type { Cart, CartBlock, LoadedBlock, ResaleFilter } from '../../domain/cart/index.js';
import { freeSeats, isCartValid, ticketCountCap } from '../../domain/cart/index.js';
import type { ArenaView } from './api.js';
import { SeatList } from './seat-list.js';
import { bookingState, dismissNotice, openBlock, setResaleFilter, toggleSeat } from './state.js';
import { TicketCountInput } from './ticket-count-input.js';
import { TicketPanel } from './ticket-panel.js';
import { NoticeAlert } from './notice-alert.js';
import { HoldNotice } from './hold-notice.js';

interface SeatChoiceProps {
  kind: 'event' | 'pack';
  arena: ArenaView;
  siteMax: number;
  channelMax: number;
  loadBlock: (block: CartBlock) => Promise<LoadedBlock>;
  /** Where "Continue" leads (the options step). */
  nextPath: string;
}

/** Choice of a seat: ticket count, block, seats and the per-ticket offers. */
export function SeatChoice({ kind, arena, siteMax, channelMax, loadBlock, nextPath }: SeatChoiceProps): ReactElement {
  const { t } = useTranslation('booking');
  const snap = useSnapshot(bookingState);
  const [, navigate] = useLocation();
  const cart = snap.cart as Cart;
  const loaded = snap.loadedBlock as LoadedBlock | null;
  const cap = ticketCountCap({ kind, siteMaxTicketsInCart: siteMax, arenaMaxTicketsInCart: arena.websiteMaxTicketsInCart, channelMax, blockAvailable: loaded ? freeSeats(loaded) : null });
  const chosen = useMemo(() => new Set(cart.tickets.flatMap((tk) => (tk.seat ? [tk.seat.id] : []))), [cart.tickets]);
  const products = useMemo(() => new Map(arena.products.map((p) => [p.id, p.name])), [arena.products]);
  const productName = useCallback((id: number) => products.get(id) ?? t('tickets.rate'), [products, t]);
  const onToggle = useCallback((id: number) => toggleSeat(id), []);
  // Each block shown keeps its seats and offers here, so a ticket in a block shown before still
  // offers its rates once the fan has moved on to another block (the server weighs them again).
  const shownBlocks = useRef(new Map<number, LoadedBlock>());
  if (loaded) shownBlocks.current.set(loaded.block.id, loaded);
  const blockOf = useCallback((id: number) => shownBlocks.current.get(id) ?? null, []);
  const blocks = arena.stands.map((stand) => ({
    group: stand.name,
    items: stand.blocks.map((b) => ({ value: String(b.id), label: t('seats.blockOption', { stand: stand.name, block: b.name }) })),
  }));
  const onBlock = (value: string | null): void => {
    for (const stand of arena.stands) {
      const block = stand.blocks.find((b) => String(b.id) === value);
      if (block) void openBlock(() => loadBlock({ id: block.id, name: block.name, standName: stand.name, isOpenSeating: block.isOpenSeating }));
    }
  };

  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="sm">
          <Group align="end" wrap="wrap">
            <TicketCountInput count={cart.tickets.length} cap={cap} />
            <Select label={t('seats.block')} placeholder={t('seats.chooseBlock')} data={blocks} searchable onChange={onBlock} value={loaded ? String(loaded.block.id) : null} w={260} data-testid="block-select" />
            {kind === 'event' ? (
              <SegmentedControl
                aria-label={t('seats.resaleFilter')}
                value={snap.resaleFilter}
                onChange={(v) => setResaleFilter(v as ResaleFilter)}
                data={[
                  { value: 'all', label: t('seats.filterAll') },
                  { value: 'standard', label: t('seats.filterStandard') },
                  { value: 'resale', label: t('seats.filterResale') },
                ]}
              />
            ) : null}
          </Group>
          <Text size="sm" c="dimmed">{t('seats.capHint', { count: cap })}</Text>
          <NoticeAlert notice={snap.notice} onClose={dismissNotice} />
          {snap.blockLoading ? <Loader size="sm" aria-label={t('seats.loading')} /> : null}
          {loaded && !snap.blockLoading ? (
            loaded.block.isOpenSeating ? (
              <Alert color="blue" variant="light">{t('seats.openSeating')}</Alert>
            ) : (
              <SeatList loaded={loaded} chosen={chosen} onToggle={onToggle} />
            )
          ) : null}
          {!loaded && !snap.blockLoading ? <Text c="dimmed">{t('seats.pickBlockFirst')}</Text> : null}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="sm">
          <TicketPanel cart={cart} blockOf={blockOf} productName={productName} products={arena.products} />
          <HoldNotice kind="choice" />
          <Button disabled={!isCartValid(cart)} onClick={() => navigate(nextPath)} data-testid="seat-continue">
            {t('actions.continue')}
          </Button>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
