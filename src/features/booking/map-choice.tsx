import { useCallback, useRef, type ReactElement } from 'react';
import { Button, Grid, NumberInput, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import type { Cart } from '../../domain/cart/index.js';
import { isCartValid } from '../../domain/cart/index.js';
import type { SeatChoice } from '../../seatmap/model/types.js';
import { SeatPicker } from '../seat-picker/seat-picker.js';
import { pickerState } from '../seat-picker/state.js';
import type { ArenaView } from './api.js';
import { assignmentsFromPicker } from './picker-bridge.js';
import { bookingState, setAssignments, setTicketCount } from './state.js';
import { TicketPanel } from './ticket-panel.js';

interface MapChoiceProps {
  eventId: number;
  arena: ArenaView;
  saleChannelId: number;
  nextPath: string;
  /** Ticket count cap before any block is chosen (site, arena and channel limits). */
  cap: number;
}

/** Choice of seats on the arena map (the seat picker); its selection fills the cart's tickets. */
export function MapChoice({ eventId, arena, saleChannelId, nextPath, cap }: MapChoiceProps): ReactElement {
  const { t } = useTranslation('booking');
  const snap = useSnapshot(bookingState);
  const cart = snap.cart as Cart;
  const [, navigate] = useLocation();
  // The picker starts empty after loading: that first empty selection must not wipe the cart.
  const touched = useRef(false);
  const onChange = useCallback((selection: readonly SeatChoice[]) => {
    if (selection.length === 0 && !touched.current) return;
    touched.current = true;
    const geometry = pickerState.geometry;
    if (geometry) setAssignments(assignmentsFromPicker(selection, geometry, pickerState.offers.direct));
  }, []);
  const products = new Map(arena.products.map((p) => [p.id, p.name]));
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <SeatPicker eventId={eventId} arenaId={arena.id} saleChannelId={saleChannelId} ticketCount={Math.max(1, cart.tickets.length)} onChange={onChange} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="sm">
          <NumberInput label={t('seats.count')} min={1} max={Math.max(1, cap)} value={cart.tickets.length} onChange={(v) => setTicketCount(Number(v) || 1, cap)} w={140} />
          <TicketPanel cart={cart} loaded={null} productName={(id) => products.get(id) ?? t('tickets.rate')} />
          <Button disabled={!isCartValid(cart)} onClick={() => navigate(nextPath)} data-testid="map-continue">
            {t('actions.continue')}
          </Button>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
