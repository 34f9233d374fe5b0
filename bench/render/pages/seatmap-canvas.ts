/**
 * Bench page: @alisaitteke/seatmap-canvas (D3 + SVG). The venue is adapted to its block/seat
 * data format; its coordinates are in pixels, so world units are scaled to its default seat
 * size (radius 12 px per seat radius).
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
  color?: string;
}

let map: unknown = null;

installHarness({
  async mount(el, venue) {
    const g = venue.geometry;
    const k = 12 / g.seatRadius;
    el.classList.add('seats_container');
    const instance = new SeatMapCanvas('#host', {
      resizable: true,
      legend: false,
      style: {
        seat: { radius: 12, color: '#6796ff', hover: '#5671ff', not_salable: '#424747', selected: '#56aa45', focus: '#435fa4', focus_out: '#56aa45' },
        block: { fill: '#e2e2e2', stroke: '#e2e2e2' },
        label: { color: '#000', radius: 12, 'font-size': '12px', bg: '#ffffff' },
        legend: {},
        tooltip: {},
      },
    });
    map = instance;
    const blocks = g.blocks.map((b) => {
      const seats: SeatLike[] = [];
      for (let i = b.seatStart; i < b.seatEnd; i++) {
        seats.push({ id: i, x: g.x[i]! * k, y: g.y[i]! * k, salable: venue.status[i] === 0 || venue.status[i] === 3, title: g.seatNumbers[g.seatNumberIndex[i]!] ?? '' });
      }
      return { id: b.id, title: b.name, color: '#2c2828', labels: [], seats };
    });
    (instance as unknown as { data: { replaceData: (d: unknown) => void } }).data.replaceData(blocks);
    // Its own click handling (select on click) is left as shipped.
    await new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 0))));
  },
  seatToClient(i) {
    const node = document.querySelector(`[id="${i}"], .seat-circle[data-id="${i}"]`);
    void map;
    if (!node) return seatByIndex(i);
    const r = node.getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
  },
});

/** Falls back to the n-th seat element in document order (seats are appended in index order). */
function seatByIndex(i: number): { x: number; y: number } | null {
  const all = document.querySelectorAll('circle');
  const node = all[i];
  if (!node) return null;
  const r = node.getBoundingClientRect();
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
}
