/** Bench page: this project's seat map engine as the shop mounts it (canvases moved by CSS). */
import { domCompositor } from '../../../src/seatmap/render/compositor.js';
import { mountEngine } from './engine-page.js';

const OPTION_KEYS = new Set(['quietAfterMs', 'quietSliceMs', 'idleSliceMs', 'tilePx', 'marginPx', 'canvasBudgetPixels', 'settleMs', 'bandMs', 'inputFramePixelRatio', 'pixelStampSeats']);

// A variant's options from the address (`ours.html?quietAfterMs=60`), to compare against the
// defaults in one run (`--engine ours,ours?quietAfterMs=60`).
const tuned = Object.fromEntries(
  [...new URLSearchParams(location.search)].filter(([key, value]) => OPTION_KEYS.has(key) && Number.isFinite(Number(value))).map(([key, value]) => [key, Number(value)]),
);
// `ours.html?bands=bitmaps`: the map's bands handed over as bitmaps even where they can be drawn in place.
const bitmapBands = new URLSearchParams(location.search).get('bands') === 'bitmaps';
mountEngine(bitmapBands ? { ...tuned, compositor: (doc) => domCompositor(doc, { inPlaceBands: false }) } : tuned);
