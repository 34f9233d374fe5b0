/**
 * Bench page: @alisaitteke/seatmap-canvas 2.5 (D3 v5 + SVG). The venue is adapted to its
 * block/seat format. Its load sequence has two assumptions our venues break, so the adapter
 * meets them the way an integrator would:
 * - coordinates are pixels with the origin at the venue's top-left (its venue zoom centres on
 *   half the largest x and y), so world units are scaled to its default 12 px seat radius and
 *   shifted to start at a small margin;
 * - its "block" zoom level is taken from the blocks on screen before the first zoom-to-venue; a
 *   bowl's top-left corner is empty, so that level stays null and its zoom handler throws on
 *   `null.k`. The level is seeded with the fit of the largest block (the formula its own
 *   `calculateActiveBlocks` uses); the library replaces it after its first zoom ends.
 * Seat clicks toggle selection as its README shows (listeners must exist before the data load,
 * which binds them to the seat elements).
 */
import { SeatMapCanvas } from '@alisaitteke/seatmap-canvas';
import '@alisaitteke/seatmap-canvas/dist/esm/seatmap.canvas.css';
import { installHarness } from './harness.js';

interface SeatLike {
  id: number;
  x: number;
  y: number;
  salable: boolean;
  title: string;
}

/** The parts of its instance the adapter touches (its typings do not ship). */
interface SeatItem {
  isSelected(): boolean;
  isSalable(): boolean;
  select(): void;
  unSelect(): void;
}
interface Instance {
  /** Its own `addEventListener` is this method copied unbound, so it is called here. */
  eventManager: { addEventListener(type: string, fn: (seat: SeatItem) => void): void };
  data: { replaceData(blocks: unknown[]): void; getBlocks(): { seats: { svg?: { node?: { node(): Element } } }[] }[] };
  config: { max_zoom: number };
  windowManager: { width: number; height: number };
  zoomManager: { zoomLevels: { BLOCK: { x: number; y: number; k: number } | null } };
}

const RADIUS = 12;
let seatElements: (Element | undefined)[] = [];

installHarness({
  async mount(el, venue) {
    const g = venue.geometry;
    const k = RADIUS / g.seatRadius;
    const margin = 4 * RADIUS;
    const [minX, minY] = g.bounds;
    const px = (wx: number): number => (wx - minX) * k + margin;
    const py = (wy: number): number => (wy - minY) * k + margin;
    el.classList.add('seats_container');
    const instance = new SeatMapCanvas('#host', {
      resizable: true,
      legend: false,
      style: {
        seat: { radius: RADIUS, color: '#6796ff', hover: '#5671ff', not_salable: '#424747', selected: '#56aa45', focus: '#435fa4', focus_out: '#56aa45' },
        block: { fill: '#e2e2e2', stroke: '#e2e2e2' },
        label: { color: '#000', radius: 12, 'font-size': '12px', bg: '#ffffff' },
        legend: {},
        tooltip: {},
      },
    }) as unknown as Instance;
    instance.eventManager.addEventListener('SEAT.CLICK', (seat) => {
      if (!seat.isSalable()) return;
      if (seat.isSelected()) seat.unSelect();
      else seat.select();
    });
    let largest = { w: 0, h: 0, cx: 0, cy: 0 };
    const blocks = g.blocks.map((b) => {
      const seats: SeatLike[] = [];
      for (let i = b.seatStart; i < b.seatEnd; i++) {
        seats.push({ id: i, x: px(g.x[i]!), y: py(g.y[i]!), salable: venue.status[i] === 0 || venue.status[i] === 3, title: g.seatNumbers[g.seatNumberIndex[i]!] ?? '' });
      }
      const [x0, y0, x1, y1] = b.bbox;
      const w = (x1 - x0) * k;
      const h = (y1 - y0) * k;
      if (w * h > largest.w * largest.h) largest = { w, h, cx: (px(x0) + px(x1)) / 2, cy: (py(y0) + py(y1)) / 2 };
      return { id: b.id, title: b.name, color: '#2c2828', labels: [], seats };
    });
    const { width, height } = instance.windowManager;
    const fit = Math.min(width / largest.w - width / largest.w / 3, height / largest.h - height / largest.h / 3, instance.config.max_zoom);
    instance.zoomManager.zoomLevels.BLOCK = { x: largest.cx, y: largest.cy, k: fit };
    instance.data.replaceData(blocks);
    seatElements = new Array<Element | undefined>(g.seatCount);
    for (const block of instance.data.getBlocks()) {
      for (const seat of block.seats as unknown as { id: number; svg?: { node?: { node(): Element } } }[]) seatElements[seat.id] = seat.svg?.node?.node();
    }
    // Counted once its DOM is built and painted; its own 600 ms fade-in of the blocks is not counted.
    await new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 0))));
  },
  seatToClient(i) {
    const node = seatElements[i];
    if (!node) return null;
    const r = node.getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
  },
});
