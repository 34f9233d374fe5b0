/**
 * Loading the picker's source and following its seat status live. Big typed arrays are stored
 * with `ref()` so valtio never wraps them.
 */
import { ref } from 'valtio';
import { ApiError, shownCode } from '../../lib/api-error.js';
import { decodeGeometry } from '../../seatmap/model/geometry-codec.js';
import { relabelGeometry } from '../../seatmap/model/relabel.js';
import { withOwnOfferPlaces } from '../../seatmap/model/own-holds.js';
import { fetchGeometryPayload } from './api.js';
import { seatFeed, type PickerSource } from './seat-source.js';
import { pickerState } from './picker-state.js';
import { currentContentNames, currentFeed, forgetOwnListings, forThisFan, getWorker, ownSeats, setFeed, statsFilter } from './picker-session.js';

/** Loads geometry, status and offers of an event or a pack; block statistics come from the worker. */
export async function loadSource(source: PickerSource, arenaId: number): Promise<void> {
  const current = seatFeed(source);
  setFeed(current);
  forgetOwnListings();
  Object.assign(pickerState, { phase: 'loading', errorCode: null, sourceKind: source.kind, selection: [], blockResale: {}, notice: null, reveal: null });
  if (source.kind === 'pack') pickerState.resaleFilter = 'all';
  try {
    const [payload, liveStatus] = await Promise.all([fetchGeometryPayload(arenaId), current.status()]);
    if (!liveStatus) throw new Error('no seat status');
    const geometry = relabelGeometry(decodeGeometry(payload), currentContentNames());
    const status = forThisFan(geometry, liveStatus);
    const sold = await current.offers(geometry);
    const offers = { ...sold, direct: withOwnOfferPlaces(geometry, liveStatus, sold.direct, ownSeats()) };
    if (currentFeed() !== current) return;
    const client = getWorker();
    await client.loadGeometry(payload);
    await client.setStatus(status);
    const stats = await client.blockStats(offers, statsFilter());
    if (currentFeed() !== current) return;
    Object.assign(pickerState, { geometry: ref(geometry), status: ref(status), offers: ref(offers), stats: ref(stats), changedSeats: undefined, phase: 'ready' });
  } catch (error) {
    if (currentFeed() !== current) return;
    pickerState.phase = 'error';
    // NETWORK for a call that got no answer, so the fan reads "no connection" rather than a generic failure.
    pickerState.errorCode = error instanceof ApiError ? shownCode(error) : ((error as { code?: string }).code ?? 'UNKNOWN');
  }
}

/** Loads an event's seats (see `loadSource`). */
export function loadEvent(eventId: number, arenaId: number, saleChannelId: number): Promise<void> {
  return loadSource({ kind: 'event', eventId, saleChannelId }, arenaId);
}

let refreshing: Promise<void> | null = null;

/**
 * Refetches seat status without touching geometry (a 304 costs nothing); the map redraws only
 * the tiles of changed seats and blocks. Concurrent calls share one request.
 */
export function refreshStatus(): Promise<void> {
  refreshing ??= refreshStatusNow().finally(() => (refreshing = null));
  return refreshing;
}

async function refreshStatusNow(): Promise<void> {
  const old = pickerState.status;
  const geometry = pickerState.geometry;
  const current = currentFeed();
  if (!old || !geometry || !current) return;
  const live = await current.status();
  if (!live || current !== currentFeed()) return;
  const next = forThisFan(geometry, live);
  if (next.length !== old.length) return;
  const changed: number[] = [];
  for (let i = 0; i < next.length; i++) if (next[i] !== old[i]) changed.push(i);
  if (changed.length === 0) return;
  const client = getWorker();
  await client.setStatus(next);
  const stats = await client.blockStats(pickerState.offers, statsFilter());
  Object.assign(pickerState, { status: ref(next), changedSeats: ref(changed), stats: ref(stats) });
  // A chosen seat someone else took meanwhile leaves the selection, and the fan is told which.
  const kept = pickerState.selection.filter((c) => next[c.seatIndex] === 0 || next[c.seatIndex] === 3);
  if (kept.length < pickerState.selection.length) {
    const lost = pickerState.selection.filter((c) => !kept.includes(c)).map((c) => c.seatIndex);
    pickerState.selection = kept;
    pickerState.notice = { kind: 'taken', seatIndexes: lost };
  }
}

/**
 * Follows the seat status live: changes pushed by the server are drawn as they arrive; while no
 * stream gets through, the changes are asked for every `intervalMs` the page is visible (and at
 * once when it becomes visible again). Returns the function that stops.
 */
export function startLiveStatus(intervalMs = 20_000): () => void {
  if (typeof document === 'undefined') return () => undefined;
  const stopWatching = currentFeed()?.watch(() => void refreshStatus().catch(() => undefined)) ?? (() => undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tick = (): void => {
    clearTimeout(timer);
    if (document.visibilityState === 'visible') void refreshStatus().catch(() => undefined);
    timer = setTimeout(tick, intervalMs);
  };
  const onVisibility = (): void => {
    if (document.visibilityState === 'visible') tick();
  };
  timer = setTimeout(tick, intervalMs);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    stopWatching();
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}

/** A pick the map offered failed (taken meanwhile): fetch the live status now. */
export function pickFailed(): Promise<void> {
  return refreshStatus().catch(() => undefined);
}
