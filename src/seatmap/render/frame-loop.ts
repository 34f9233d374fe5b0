/**
 * When the engine draws: changes accumulate as bits of a mask and are drawn once, in the next
 * animation frame (so several pointer events in one frame cost one drawing); work that can wait
 * runs in idle callbacks, one at a time.
 */
/** How long idle work may wait for an idle period before it runs one small slice anyway. */
const IDLE_TIMEOUT_MS = 500;

export class FrameLoop {
  private mask = 0;
  private frame = 0;
  /** The next frame may render every missing tile (first render, resize, new scene). */
  private unbounded = true;
  private cancelIdle: (() => void) | null = null;
  private running = false;

  constructor(
    /** Draws the changes in `mask`; `unbounded` when the frame may take as long as it needs. */
    private readonly draw: (mask: number, unbounded: boolean) => void,
    /** One idle slice; returns true when work is left. */
    private readonly idle: (deadline: IdleDeadline) => boolean,
  ) {}

  /** Starts drawing (the map is on screen). */
  start(): void {
    this.running = true;
  }

  /** Stops drawing and drops whatever was scheduled. */
  stop(): void {
    this.running = false;
    cancelAnimationFrame(this.frame);
    this.frame = 0;
    this.cancelIdle?.();
    this.cancelIdle = null;
  }

  /** Pending changes not drawn yet. */
  get pending(): number {
    return this.mask;
  }

  /** Asks for a frame drawing `mask`; `unbounded` lets that frame render every missing tile. */
  request(mask: number, unbounded = false): void {
    this.mask |= mask;
    if (unbounded) this.unbounded = true;
    if (this.frame || !this.running) return;
    this.frame = requestAnimationFrame(() => this.flush());
  }

  /** Draws the pending changes now (rAF calls it; tests and benchmarks may too). */
  flush(): void {
    this.frame = 0;
    if (!this.running) return;
    const mask = this.mask;
    const unbounded = this.unbounded;
    this.mask = 0;
    this.unbounded = false;
    this.draw(mask, unbounded);
    this.scheduleIdle();
  }

  /** Makes sure an idle callback is coming. */
  scheduleIdle(): void {
    if (this.cancelIdle || !this.running) return;
    this.cancelIdle = requestIdle((deadline) => {
      this.cancelIdle = null;
      if (this.running && this.idle(deadline)) this.scheduleIdle();
    }, IDLE_TIMEOUT_MS);
  }
}

/** `requestIdleCallback` where it exists (not in Safari): a short timer with an 8 ms budget otherwise. */
export function requestIdle(callback: (deadline: IdleDeadline) => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const start = performance.now();
  const handle = setTimeout(() => callback({ didTimeout: false, timeRemaining: () => Math.max(0, 8 - (performance.now() - start - 30)) }), 30);
  return () => clearTimeout(handle);
}
