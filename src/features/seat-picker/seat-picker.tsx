/**
 * The seat picker: map or list mode over the same state, filters, best available, legend and the
 * chosen seats. Takes the ticket count and reports the chosen seats upward.
 */
import { useCallback, useEffect, useMemo, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Button, Group, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import type { BlockStats, SeatChoice } from '../../seatmap/model/types.js';
import { priceRangeOf } from '../../seatmap/render/palette.js';
import { isPickable } from '../../seatmap/render/scene.js';
import { useFormatters } from '../../lib/format.js';
import { Legend } from './legend.js';
import { MapLoadError } from './map-load-error.js';
import { FoldedFilters, PickerFilters } from './picker-filters.js';
import { usePhoneLayout } from '../booking/continue-bar.js';
import { FittedMapBox } from './fitted-map-box.js';
import { rectFromBounds } from '../../seatmap/model/viewport.js';
import { PickerNoticeAlert } from './picker-notice.js';
import { ListMode } from './list-mode.js';
import { SeatList } from './seat-list.js';
import { SeatMap } from './seat-map.js';
import { directPriceIndex, seatPrice } from './seat-labels.js';
import * as actions from './state.js';
import { pickerState } from './state.js';
import { sourceKey, type PickerSource } from './seat-source.js';
import type { ContentNames } from '../../seatmap/model/relabel.js';

export interface SeatPickerProps {
  /** The event, or the pack whose seat is the same at each of its events. */
  source: PickerSource;
  arenaId: number;
  ticketCount: number;
  onChange?: (selection: readonly SeatChoice[]) => void;
  /** Seats the fan's own order already holds: shown as the fan's, not as taken by someone. */
  ownSeatIds?: readonly number[];
  /** Best available found seats: the page may move the fan on (focus its Continue button). */
  onBestPicked?: () => void;
  /** Products of rates needing proof: offered, never chosen for the fan. */
  proofProductIds?: readonly number[];
  /** Stand and category names in the reading language, over the geometry's default ones. */
  names?: ContentNames;
}

export function SeatPicker({ source, arenaId, ticketCount, onChange, ownSeatIds, onBestPicked, proofProductIds, names }: SeatPickerProps): ReactElement {
  const { t } = useTranslation('seatmap');
  const { price } = useFormatters();
  const snap = useSnapshot(pickerState);
  const phone = usePhoneLayout();
  // The zoom buttons go above the map's top-right corner (zoom-buttons.tsx).
  const [zoomSlot, setZoomSlot] = useState<HTMLDivElement | null>(null);

  const key = sourceKey(source);
  const ownKey = (ownSeatIds ?? []).join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => actions.setOwnSeats(ownSeatIds ?? []), [ownKey]);
  const proofKey = (proofProductIds ?? []).join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => actions.setProofProducts(proofProductIds ?? []), [proofKey]);
  // Set before the load below reads them; new names (another reading language) relabel the map in place.
  useEffect(() => actions.setContentNames(names ?? { stands: new Map(), categories: new Map() }), [names]);
  // The key stands for the source: a new object with the same ids must not reload the map. The
  // fan's own seats are set first (effects run in order), so the load reads the status through them.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => void actions.loadSource(source, arenaId), [key, arenaId, ownKey]);
  useEffect(() => actions.setMaxSeats(ticketCount), [ticketCount]);
  const ready = snap.phase === 'ready';
  useEffect(() => (ready ? actions.startLiveStatus() : undefined), [ready, key]);
  useEffect(() => onChange?.(snap.selection as readonly SeatChoice[]), [snap.selection, onChange]);

  const geometry = pickerState.geometry;
  const status = pickerState.status;
  // The price each seat's label gives is the rate the map would choose for it (not a reduced one).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const prices = useMemo(() => directPriceIndex(snap.offers.direct, new Set(proofProductIds ?? [])), [snap.offers, proofKey]);
  const selectedIndexes = useMemo(() => snap.selection.map((c) => c.seatIndex), [snap.selection]);
  const selectedSet = useMemo(() => new Set(selectedIndexes), [selectedIndexes]);
  const onSeat = useCallback((i: number) => void actions.toggle(i), []);
  const onBlock = useCallback((b: number) => {
    if (pickerState.geometry?.blocks[b]?.isOpenSeating) actions.chooseOpenSeating(b);
    else void actions.ensureBlockResale(b);
  }, []);
  const pickBest = useCallback((replace: boolean) => {
    void actions.pickBestAvailable(ticketCount, replace).then(() => {
      if (pickerState.selection.length > 0 && pickerState.notice?.kind !== 'best-replace') onBestPicked?.();
    });
  }, [ticketCount, onBestPicked]);
  const replaceWithBest = useCallback(() => pickBest(true), [pickBest]);
  const priceRange = useMemo(() => priceRangeOf(snap.stats as readonly BlockStats[]), [snap.stats]);

  if (snap.phase === 'error') return <MapLoadError code={snap.errorCode} onRetry={() => void actions.loadSource(source, arenaId)} />;
  if (snap.phase !== 'ready' || !geometry || !status) {
    return (
      <Group>
        <Loader size="sm" />
        <Text>{t('map.loading')}</Text>
      </Group>
    );
  }

  const categoryVisible =
    snap.category === null ? null : Uint8Array.from(geometry.categories, (c) => (c.id === snap.category ? 1 : 0));
  const pickable = (i: number): boolean =>
    isPickable({ geometry, status, categoryVisible, resaleFilter: snap.resaleFilter } as Parameters<typeof isPickable>[0], i);
  const priceText = (i: number): string => {
    const p = seatPrice(geometry, status, prices, i);
    return p === null ? t('list.resalePrice') : price(p);
  };
  const notice = snap.notice;

  return (
    <Stack gap="sm">
      <Group gap="sm" align="end" wrap="wrap">
        <SegmentedControl
          aria-label={t('mode.label')}
          value={snap.mode}
          onChange={(v) => actions.setMode(v as 'map' | 'list')}
          data={[
            { value: 'map', label: t('mode.map') },
            { value: 'list', label: t('mode.list') },
          ]}
        />
        {phone ? null : <PickerFilters geometry={geometry} withSeatType={source.kind === 'event'} />}
        <Button onClick={() => pickBest(false)} loading={snap.busy}>
          {t('best.button', { count: ticketCount })}
        </Button>
        {phone ? (
          <FoldedFilters geometry={geometry} withSeatType={source.kind === 'event'} aside={snap.mode === 'map' ? <div ref={setZoomSlot} /> : null} />
        ) : snap.mode === 'map' ? (
          // At the end of the last line, right above the map's top-right corner (zoom-buttons.tsx).
          <div ref={setZoomSlot} style={{ marginLeft: 'auto' }} />
        ) : null}
      </Group>
      {notice && snap.mode !== 'map' ? <PickerNoticeAlert notice={notice} ticketCount={ticketCount} onClose={actions.dismissNotice} onReplace={replaceWithBest} /> : null}
      {snap.mode === 'map' ? (
        // On a phone the box fits between the sticky bars, so the Continue bar never covers its foot.
        <FittedMapBox world={rectFromBounds(geometry.bounds)} fitted={phone}>
          {/* Over the map, not above it: a notice that pushed the map down put another seat under a still pointer. */}
          {notice ? <PickerNoticeAlert notice={notice} ticketCount={ticketCount} onClose={actions.dismissNotice} onReplace={replaceWithBest} overlay /> : null}
          <SeatMap
            geometry={geometry}
            status={status}
            changedSeats={pickerState.changedSeats}
            stats={pickerState.stats}
            selected={selectedIndexes}
            category={snap.category}
            resaleFilter={snap.resaleFilter}
            colouring={snap.colouring}
            onSeat={onSeat}
            onBlock={onBlock}
            reveal={snap.reveal}
            controlsSlot={zoomSlot}
          />
        </FittedMapBox>
      ) : (
        <ListMode
          geometry={geometry}
          selected={selectedSet}
          isPickable={pickable}
          priceText={priceText}
          blockAvailable={(b) => pickerState.stats[b]?.availability ?? 0}
          onToggle={onSeat}
          onBlockChange={(b) => void actions.ensureBlockResale(b)}
          onOpenSeating={actions.chooseOpenSeating}
          ticketCount={ticketCount}
        />
      )}
      <Legend categories={geometry.categories} seatTypes={geometry.seatTypes} colouring={snap.colouring} priceRange={priceRange} />
      <SeatList geometry={geometry} selection={snap.selection as readonly SeatChoice[]} max={ticketCount} onRemove={actions.removeSeat} onClear={actions.clearSelection} />
    </Stack>
  );
}
