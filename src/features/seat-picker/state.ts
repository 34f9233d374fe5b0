/**
 * Seat picker actions on the store of ./picker-state.ts. Big typed arrays are stored with `ref()`
 * so valtio never wraps them; components read snapshots and write through these actions.
 */
import { ref } from 'valtio';
import { decodeGeometry } from '../../seatmap/model/geometry-codec.js';
import { relabelGeometry } from '../../seatmap/model/relabel.js';
import type { ContentNames } from '../../seatmap/model/relabel.js';
import { cheapestPaidPrices } from '../../seatmap/model/best-available.js';
import { withOwnHolds, withOwnListings, withOwnOfferPlaces } from '../../seatmap/model/own-holds.js';
import { assignOpenSeating, automaticChoice, toggleSeat } from '../../seatmap/model/seat-choice.js';
import type { BlockColouring } from '../../seatmap/render/palette.js';
import { SeatStatus, type ResaleFilter, type SeatChoice, type SeatMapGeometry } from '../../seatmap/model/types.js';
import { SeatMapWorkerClient } from '../../seatmap/worker-client.js';
import { fetchGeometryPayload } from './api.js';
import type { BlockResale } from './api.js';
import { seatFeed, type PickerSource, type SeatFeed } from './seat-source.js';
import type { StatsFilter } from '../../seatmap/model/block-stats.js';
import { pickerState } from './picker-state.js';
import type { PickerMode } from './picker-state.js';

export { pickerState } from './picker-state.js';
export type { PickerMode, PickerNotice, SeatPickerState } from './picker-state.js';

let worker: SeatMapWorkerClient | null = null;
const getWorker = (): SeatMapWorkerClient => (worker ??= SeatMapWorkerClient.create());

/** The live data of what the picker shows now; replaced on every load. */
let feed: SeatFeed | null = null;

/** Seats the fan's own order holds: every load and refresh reads the status through them (own-holds). */
let ownSeatIds: readonly number[] = [];
export const setOwnSeats = (seatIds: readonly number[]): void => void (ownSeatIds = [...seatIds]);

/** Products of rates needing proof: the automatic choice never takes them (see seat-choice). */
let proofProductIds: ReadonlySet<number> = new Set();
export const setProofProducts = (productIds: readonly number[]): void => void (proofProductIds = new Set(productIds));

/** Stand and category names in the reading language (the catalogue's), over the geometry's own. */
let contentNames: ContentNames = { stands: new Map(), categories: new Map() };
export function setContentNames(names: ContentNames): void {
  contentNames = names;
  // A map already drawn keeps its view and the fan's choice; only its words change.
  if (pickerState.geometry) pickerState.geometry = ref(relabelGeometry(pickerState.geometry, names));
}
/**
 * The fan's own tickets on resale, as the block answers loaded so far name them (per source). The
 * shared seat status shows them as resale to everyone; for this fan they are taken (own-holds).
 */
let ownListingSeatIds = new Set<number>();
const forThisFan = (geometry: SeatMapGeometry, status: Uint8Array): Uint8Array =>
  withOwnListings(geometry, withOwnHolds(geometry, status, ownSeatIds), ownListingSeatIds);

/** Loads geometry, status and offers of an event or a pack; block statistics come from the worker. */
export async function loadSource(source: PickerSource, arenaId: number): Promise<void> {
  const current = seatFeed(source);
  feed = current;
  ownListingSeatIds = new Set();
  Object.assign(pickerState, { phase: 'loading', errorCode: null, sourceKind: source.kind, selection: [], blockResale: {}, notice: null, reveal: null });
  if (source.kind === 'pack') pickerState.resaleFilter = 'all';
  try {
    const [payload, liveStatus] = await Promise.all([fetchGeometryPayload(arenaId), current.status()]);
    if (!liveStatus) throw new Error('no seat status');
    const geometry = relabelGeometry(decodeGeometry(payload), contentNames);
    const status = forThisFan(geometry, liveStatus);
    const sold = await current.offers(geometry);
    const offers = { ...sold, direct: withOwnOfferPlaces(geometry, liveStatus, sold.direct, ownSeatIds) };
    if (feed !== current) return;
    const client = getWorker();
    await client.loadGeometry(payload);
    await client.setStatus(status);
    const stats = await client.blockStats(offers, statsFilter());
    if (feed !== current) return;
    Object.assign(pickerState, { geometry: ref(geometry), status: ref(status), offers: ref(offers), stats: ref(stats), changedSeats: undefined, phase: 'ready' });
  } catch (error) {
    if (feed !== current) return;
    pickerState.phase = 'error';
    pickerState.errorCode = (error as { code?: string }).code ?? 'UNKNOWN';
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
  const current = feed;
  if (!old || !geometry || !current) return;
  const live = await current.status();
  if (!live || current !== feed) return;
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
  const stopWatching = feed?.watch(() => void refreshStatus().catch(() => undefined)) ?? (() => undefined);
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

export function setMaxSeats(n: number): void {
  pickerState.maxSeats = Math.max(1, Math.floor(n));
  if (pickerState.selection.length > pickerState.maxSeats) pickerState.selection = pickerState.selection.slice(0, pickerState.maxSeats);
}

/**
 * Loads the resale seats of a block once (needed before a resale seat can be priced). The answer
 * is the fan's own (per customer, never shared): it leaves out the fan's own listings and names
 * them, and from then on the map shows those seats taken to this fan.
 */
export async function ensureBlockResale(blockIndex: number): Promise<void> {
  const block = pickerState.geometry?.blocks[blockIndex];
  const current = feed;
  if (!block || !current || pickerState.blockResale[block.id]) return;
  let answer: BlockResale;
  try {
    answer = await current.blockResale(block.id);
  } catch {
    answer = { offers: [], ownListingSeatIds: [] };
  }
  if (current !== feed) return;
  pickerState.blockResale = { ...pickerState.blockResale, [block.id]: ref(answer.offers) };
  const fresh = answer.ownListingSeatIds.filter((id) => !ownListingSeatIds.has(id));
  if (fresh.length > 0) {
    for (const id of fresh) ownListingSeatIds.add(id);
    await showOwnListings();
  }
}

/** Redraws the fan's own listings as taken (map, worker for best available, block statistics). */
async function showOwnListings(): Promise<void> {
  const { geometry, status: old } = pickerState;
  if (!geometry || !old) return;
  const next = withOwnListings(geometry, old, ownListingSeatIds);
  if (next === old) return;
  const changed: number[] = [];
  for (let i = 0; i < next.length; i++) if (next[i] !== old[i]) changed.push(i);
  pickerState.status = ref(next);
  pickerState.changedSeats = ref(changed);
  pickerState.selection = pickerState.selection.filter((c) => !ownListingSeatIds.has(c.seatId));
  const client = getWorker();
  await client.setStatus(next);
  pickerState.stats = ref(await client.blockStats(pickerState.offers, statsFilter()));
}

/** Toggles a seat (map click or list button); a rejection sets a notice saying why. */
export async function toggle(seatIndex: number): Promise<void> {
  const { geometry } = pickerState;
  if (!geometry || !pickerState.status) return;
  const blockIndex = geometry.blockIndex[seatIndex] ?? 0;
  if (geometry.blocks[blockIndex]?.isOpenSeating && !pickerState.selection.some((c) => c.seatIndex === seatIndex)) {
    chooseOpenSeating(blockIndex);
    return;
  }
  if (pickerState.status[seatIndex] === SeatStatus.Resale) await ensureBlockResale(blockIndex);
  // Read after loading the block's resale: the seat may have turned out to be the fan's own listing.
  const status = pickerState.status;
  if (!status) return;
  const block = geometry.blocks[blockIndex];
  const resale = (block && pickerState.blockResale[block.id]) ?? [];
  const category = geometry.categories[geometry.categoryIndex[seatIndex] ?? 0];
  const chosen = pickerState.selection.some((c) => c.seatIndex === seatIndex);
  if (!chosen && pickerState.category !== null && category?.id !== pickerState.category) {
    pickerState.notice = { kind: 'rejected', reason: 'filtered' };
    return;
  }
  const result = toggleSeat(pickerState.selection, geometry, status, seatIndex, { direct: pickerState.offers.direct, resale, proofProductIds }, pickerState.resaleFilter, pickerState.maxSeats);
  pickerState.selection = [...result.selection];
  pickerState.notice = result.outcome === 'rejected' ? { kind: 'rejected', reason: result.reason } : null;
  // The map may be out of date: a seat it showed as free can have been taken meanwhile.
  if (result.outcome === 'rejected' && (result.reason === 'unavailable' || result.reason === 'no-offer')) void pickFailed();
}

/**
 * Open seating: the fan picks the block, the shop assigns its places to every ticket, capped by
 * the block's availability. Replaces the selection; says so when fewer places than tickets remain.
 */
export function chooseOpenSeating(blockIndex: number): void {
  const { geometry, status } = pickerState;
  const block = geometry?.blocks[blockIndex];
  if (!geometry || !status || !block?.isOpenSeating) return;
  const availability = pickerState.stats[blockIndex]?.availability ?? 0;
  const assigned = assignOpenSeating(geometry, status, blockIndex, pickerState.maxSeats, availability, { direct: pickerState.offers.direct, resale: [], proofProductIds });
  pickerState.selection = assigned;
  pickerState.notice = assigned.length < pickerState.maxSeats ? { kind: 'open-capped', count: assigned.length } : null;
  if (assigned.length === 0) void pickFailed();
}

export function setColouring(colouring: BlockColouring): void {
  pickerState.colouring = colouring;
}

export function removeSeat(seatIndex: number): void {
  pickerState.selection = pickerState.selection.filter((c) => c.seatIndex !== seatIndex);
}

/** The fan chose another price offer (full, reduced, child...) for a seat already chosen. */
export function setSeatOffer(seatId: number, productId: number, price: number): void {
  if (!pickerState.selection.some((c) => c.seatId === seatId && !c.isResale)) return;
  pickerState.selection = pickerState.selection.map((c) => (c.seatId === seatId ? { ...c, productId, price } : c));
}

/**
 * Chooses seats kept from before (the cart's seats after a reload) on a map that has none chosen;
 * seats that are no longer free are left out. Resale seats' offers are loaded first.
 */
export async function restoreSelection(choices: readonly SeatChoice[]): Promise<void> {
  const { geometry } = pickerState;
  if (!geometry) return;
  for (const c of choices) if (c.isResale) await ensureBlockResale(geometry.blockIndex[c.seatIndex] ?? -1);
  const status = pickerState.status;
  if (!status || pickerState.selection.length > 0) return;
  const free = choices.filter((c) => status[c.seatIndex] === SeatStatus.Available || status[c.seatIndex] === SeatStatus.Resale);
  if (free.length > 0) pickerState.selection = free.slice(0, pickerState.maxSeats);
}

export function clearSelection(): void {
  pickerState.selection = [];
  pickerState.notice = null;
}

export function setCategory(category: number | null): void {
  pickerState.category = category;
  void refreshStats();
}

export function setResaleFilter(filter: ResaleFilter): void {
  pickerState.resaleFilter = filter;
  void refreshStats();
}

/** The filters the block statistics follow: colours and tooltips count only matching seats. */
const statsFilter = (): StatsFilter => ({ categoryId: pickerState.category, resaleFilter: pickerState.resaleFilter });

/** Block statistics again under the current filters (the worker counts them off the main thread). */
async function refreshStats(): Promise<void> {
  if (pickerState.phase !== 'ready') return;
  const filter = statsFilter();
  const stats = await getWorker().blockStats(pickerState.offers, filter);
  // A later change of filter wins over this answer.
  if (filter.categoryId === pickerState.category && filter.resaleFilter === pickerState.resaleFilter) pickerState.stats = ref(stats);
}

export function setMode(mode: PickerMode): void {
  pickerState.mode = mode;
}

export function dismissNotice(): void {
  pickerState.notice = null;
}

/**
 * Best available for the ticket count: adjacent seats in the worker, priced here, within the
 * fan's category and resale filters. Seats already chosen are replaced only once the fan says
 * so (`replace`); the map then moves to the seats found.
 */
export async function pickBestAvailable(count: number, replace = false): Promise<void> {
  const { geometry, status: initial } = pickerState;
  if (!geometry || !initial) return;
  if (pickerState.selection.length > 0 && !replace) {
    pickerState.notice = { kind: 'best-replace' };
    return;
  }
  pickerState.busy = true;
  try {
    const filter = pickerState.resaleFilter;
    const options = {
      count,
      ...(pickerState.category !== null ? { categoryIds: [pickerState.category] } : {}),
      resaleFilter: filter,
      // Resale seats carry their sellers' prices, not the categories': ranked by position only.
      ...(filter === 'resale' ? {} : { categoryPrices: cheapestPaidPrices(pickerState.offers.direct) }),
    };
    let result = await getWorker().bestAvailable(options);
    let status = initial;
    // Loading a chosen resale seat's block may reveal it as the fan's own listing (then taken in the
    // worker's status too): the search runs again. Each round loads new blocks only; three suffice.
    for (let round = 1; ; round++) {
      const resaleBlocks = new Set(result.seatIndexes.filter((i) => status[i] === SeatStatus.Resale).map((i) => geometry.blockIndex[i] ?? 0));
      await Promise.all([...resaleBlocks].map((b) => ensureBlockResale(b)));
      const before = status;
      status = pickerState.status ?? status;
      if (round === 3 || !result.seatIndexes.some((i) => status[i] !== before[i])) break;
      result = await getWorker().bestAvailable(options);
    }
    const choices: SeatChoice[] = [];
    for (const i of result.seatIndexes) {
      const block = geometry.blocks[geometry.blockIndex[i] ?? 0];
      const resale = (block && pickerState.blockResale[block.id]) ?? [];
      const choice = automaticChoice(geometry, status, i, { direct: pickerState.offers.direct, resale, proofProductIds });
      if (choice) choices.push(choice);
    }
    pickerState.selection = choices;
    pickerState.notice = choices.length === 0 ? { kind: 'best-none' } : result.notice ? { kind: 'best-fallback' } : null;
    if (choices.length > 0) pickerState.reveal = { seatIndexes: choices.map((c) => c.seatIndex), key: (pickerState.reveal?.key ?? 0) + 1 };
  } finally {
    pickerState.busy = false;
  }
}
