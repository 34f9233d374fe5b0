import { useCallback, useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import { Grid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import type { Cart } from '../../domain/cart/index.js';
import { isCartValid } from '../../domain/cart/index.js';
import type { CartOffer } from '../../domain/offers.js';
import type { SeatChoice } from '../../seatmap/model/types.js';
import { SeatPicker } from '../seat-picker/seat-picker.js';
import type { PickerSource } from '../seat-picker/seat-source.js';
import { pickerState, restoreSelection, setSeatOffer } from '../seat-picker/state.js';
import type { ArenaView } from './api.js';
import { assignmentsFromPicker, choicesFromTickets, mapBlockLookup, type PickerData } from './picker-bridge.js';
import { bookingState, setAssignments, setTicketOffer } from './state.js';
import { TicketCountInput } from './ticket-count-input.js';
import { TicketPanel } from './ticket-panel.js';
import { ContinueBar } from './continue-bar.js';
import { HoldNotice } from './hold-notice.js';

interface MapChoiceProps {
  /** The event, or the pack (one seat for each of its events). */
  source: PickerSource;
  arena: ArenaView;
  nextPath: string;
  /** Ticket count cap before any block is chosen (site, arena and channel limits). */
  cap: number;
}

/** What the picker holds now, as the bridge to the cart reads it; null until the map is loaded. */
function pickerData(kind: PickerSource['kind'], proofProductIds: ReadonlySet<number>): PickerData | null {
  const { geometry, status, offers, blockResale } = pickerState;
  return geometry && status ? { kind, geometry, status, direct: offers.direct, blockResale, proofProductIds } : null;
}

/** Choice of seats on the arena map (the seat picker); its selection fills the cart's tickets. */
export function MapChoice({ source, arena, nextPath, cap }: MapChoiceProps): ReactElement {
  const { t } = useTranslation('booking');
  const snap = useSnapshot(bookingState);
  const picker = useSnapshot(pickerState);
  const cart = snap.cart as Cart;
  const [, navigate] = useLocation();
  const kind = source.kind;
  const proofIds = arena.products.filter((p) => p.requiresProof).map((p) => p.id);
  const proofKey = proofIds.join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const proofProductIds = useMemo(() => new Set(proofIds), [proofKey]);
  // The catalogue's stand and category names are in the reading language; the geometry's are not.
  const names = useMemo(() => ({
    stands: new Map(arena.stands.map((s) => [Number(s.id), s.name])),
    categories: new Map(arena.categories.map((c) => [Number(c.id), c.name])),
  }), [arena]);
  // The picker starts empty after loading: that first empty selection must not wipe the cart.
  const touched = useRef(false);
  const onChange = useCallback((selection: readonly SeatChoice[]) => {
    if (selection.length === 0 && !touched.current) return;
    touched.current = true;
    const data = pickerData(kind, proofProductIds);
    if (data) setAssignments(assignmentsFromPicker(selection, data));
  }, [kind, proofProductIds]);
  // A cart kept across a reload, or whose order already holds its seats, shows its seats on the
  // map as chosen, so the fan can deselect them or pick more.
  const ready = picker.phase === 'ready';
  useEffect(() => {
    const geometry = pickerState.geometry;
    if (ready && geometry) void restoreSelection(choicesFromTickets(bookingState.cart.tickets as Cart['tickets'], geometry));
  }, [ready]);
  // Rebuilt when the map's data changes (new status, offers or resale seats of a block).
  const blockOf = useMemo(() => {
    const data = pickerData(kind, proofProductIds);
    return data ? mapBlockLookup(data) : () => null;
  }, [kind, proofProductIds, picker.geometry, picker.status, picker.offers, picker.blockResale]); // eslint-disable-line react-hooks/exhaustive-deps
  // The picker keeps the chosen offer too, so its seat list shows the same price and a later
  // change of the selection does not bring the automatic offer back.
  const onOffer = useCallback((index: number, offer: CartOffer) => {
    const seat = bookingState.cart.tickets[index]?.seat;
    setTicketOffer(index, offer);
    if (seat) setSeatOffer(seat.id, offer.productId, offer.price);
  }, []);
  // Best available chose every seat: the next step is Continue, so the keyboard goes there (once
  // the cart has taken the seats and the button is enabled).
  const continueButton = useRef<HTMLButtonElement>(null);
  const [continueNext, setContinueNext] = useState(false);
  const onBestPicked = useCallback(() => setContinueNext(true), []);
  const cartValid = isCartValid(cart);
  useEffect(() => {
    if (!continueNext || !cartValid) return;
    setContinueNext(false);
    continueButton.current?.focus();
  }, [continueNext, cartValid]);
  const products = new Map(arena.products.map((p) => [p.id, p.name]));
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <SeatPicker source={source} arenaId={arena.id} ticketCount={Math.max(1, cart.tickets.length)} onChange={onChange} ownSeatIds={cart.heldSeatIds} onBestPicked={onBestPicked}
          proofProductIds={proofIds} names={names} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="sm">
          <TicketCountInput count={cart.tickets.length} cap={cap} />
          <TicketPanel cart={cart} blockOf={blockOf} productName={(id) => products.get(id) ?? t('tickets.rate')} onOffer={onOffer} products={arena.products} />
          <HoldNotice kind="choice" />
          <ContinueBar ref={continueButton} cart={cart} enabled={cartValid} onContinue={() => navigate(nextPath)} testId="map-continue" />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
