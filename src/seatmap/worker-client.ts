import * as Comlink from 'comlink';
import type { Endpoint, Remote } from 'comlink';
import type { BestAvailableOptions } from './model/best-available.js';
import type { CategoryPriceRange, EventOffers, StatsFilter } from './model/block-stats.js';
import type { SeatOffers } from './model/seat-choice.js';
import type { BestAvailableResult, BlockStats, SeatChoice, SeatStatusArray } from './model/types.js';
import { createSeatMapApi } from './model/worker-api.js';
import type { SeatMapApi } from './model/worker-api.js';

export type SeatMapWorkerMode = 'worker' | 'main-thread';

/**
 * The seat map's handle on its worker. Typed arrays cross with `Comlink.transfer` (a copy is
 * transferred, so the caller keeps its own arrays for drawing). Where Workers do not exist
 * (Node, jsdom, a strict CSP) the same functions run on the main thread behind the same API.
 */
export class SeatMapWorkerClient {
  private constructor(
    private readonly api: Remote<SeatMapApi>,
    readonly mode: SeatMapWorkerMode,
    private readonly release: () => void,
  ) {}

  /** A worker when the platform has them, else the main-thread fallback. */
  static create(): SeatMapWorkerClient {
    if (typeof Worker !== 'undefined') {
      try {
        const worker = new Worker(new URL('../../workers/seatmap.worker.ts', import.meta.url), { type: 'module' });
        return SeatMapWorkerClient.fromEndpoint(worker, () => worker.terminate());
      } catch {
        // Workers forbidden (CSP, sandbox): compute on the main thread instead.
      }
    }
    return SeatMapWorkerClient.mainThread();
  }

  /** Wraps any Comlink endpoint that exposes `createSeatMapApi()` (a Worker, a MessagePort). */
  static fromEndpoint(endpoint: Endpoint, terminate: () => void = () => undefined): SeatMapWorkerClient {
    const api = Comlink.wrap<SeatMapApi>(endpoint);
    return new SeatMapWorkerClient(api, 'worker', () => {
      api[Comlink.releaseProxy]();
      terminate();
    });
  }

  /** Runs everything on the calling thread. */
  static mainThread(): SeatMapWorkerClient {
    // Local methods answer plain values; every call site awaits, so they behave like the remote ones.
    const api = createSeatMapApi() as unknown as Remote<SeatMapApi>;
    return new SeatMapWorkerClient(api, 'main-thread', () => undefined);
  }

  /** Sends the geometry payload (as served by the geometry route); the worker decodes its own copy. */
  async loadGeometry(payload: Uint8Array): Promise<{ seatCount: number; version: string }> {
    return this.api.loadGeometry(this.handOver(payload));
  }

  /** Sends the latest status array (after loading the geometry and after each refresh). */
  async setStatus(status: SeatStatusArray): Promise<void> {
    await this.api.setStatus(this.handOver(status));
  }

  async blockStats(offers: EventOffers, filter?: StatsFilter): Promise<BlockStats[]> {
    return filter === undefined ? this.api.blockStats(offers) : this.api.blockStats(offers, filter);
  }

  async sortCategories(offers: EventOffers, blockId?: number): Promise<CategoryPriceRange[]> {
    return blockId === undefined ? this.api.sortCategories(offers) : this.api.sortCategories(offers, blockId);
  }

  async automaticChoice(seatIndex: number, offers: SeatOffers): Promise<SeatChoice | null> {
    return this.api.automaticChoice(seatIndex, offers);
  }

  async bestAvailable(options: BestAvailableOptions): Promise<BestAvailableResult> {
    return this.api.bestAvailable(options);
  }

  /** Stops the worker; the client must not be used afterwards. */
  dispose(): void {
    this.release();
  }

  private handOver(bytes: Uint8Array): Uint8Array {
    const copy = bytes.slice();
    return this.mode === 'worker' ? Comlink.transfer(copy, [copy.buffer]) : copy;
  }
}
