import { createTileWorkerHost, type FromTileWorker, type ToTileWorker } from '../src/seatmap/render/tile-worker-host.js';

/** Tile worker: paints seat map tiles off the main thread; all logic lives in src/seatmap/render. */
const scope = self as unknown as { postMessage(message: FromTileWorker, transfer: Transferable[]): void; onmessage: ((e: MessageEvent<ToTileWorker>) => void) | null };
const handle = createTileWorkerHost(scope);
scope.onmessage = (e) => handle(e.data);
