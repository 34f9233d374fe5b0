import { afterAll, beforeAll } from 'vitest';

/** Node has no canvas: a stand-in OffscreenCanvas whose drawing calls do nothing. */
class FakeOffscreenCanvas {
  constructor(
    public width: number,
    public height: number,
  ) {}
  getContext(): object {
    return new Proxy({}, { get: (_target, name) => (name === 'canvas' ? this : () => undefined) });
  }
  transferToImageBitmap(): object {
    return { width: this.width, height: this.height, close: () => undefined };
  }
}

/** Installs the stand-in OffscreenCanvas for the tests of the calling file. */
export function installFakeOffscreenCanvas(): void {
  const original = (globalThis as { OffscreenCanvas?: unknown }).OffscreenCanvas;
  beforeAll(() => {
    (globalThis as { OffscreenCanvas?: unknown }).OffscreenCanvas = FakeOffscreenCanvas;
  });
  afterAll(() => {
    (globalThis as { OffscreenCanvas?: unknown }).OffscreenCanvas = original;
  });
}
