import { describe, expect, it } from 'vitest';
import { relabelGeometry } from '../../../src/seatmap/model/relabel.js';
import type { SeatMapGeometry } from '../../../src/seatmap/model/types.js';

const block = (id: number, standIndex: number, standName: string) => ({
  id, name: String(id), standIndex, standName, isOpenSeating: false, contour: new Float32Array(), seatStart: 0, seatEnd: 0,
  bbox: { minX: 0, minY: 0, maxX: 1, maxY: 1 }, centroid: [0, 0] as [number, number],
});
const geometry = {
  stands: [{ id: 7, name: 'North Stand' }, { id: 8, name: 'South Stand' }],
  blocks: [block(1, 0, 'North Stand'), block(2, 1, 'South Stand')],
  categories: [{ id: 3, name: 'Category 1', color: '#123456' }],
} as unknown as SeatMapGeometry;

describe('relabelGeometry', () => {
  it('names stands, their blocks and categories in the reading language, keeping the rest', () => {
    const named = relabelGeometry(geometry, { stands: new Map([[7, 'Tribune Nord']]), categories: new Map([[3, 'Catégorie 1']]) });
    expect(named.stands.map((s) => s.name)).toEqual(['Tribune Nord', 'South Stand']);
    expect(named.blocks.map((b) => b.standName)).toEqual(['Tribune Nord', 'South Stand']);
    expect(named.categories[0]).toEqual({ id: 3, name: 'Catégorie 1', color: '#123456' });
    // The cached geometry itself is untouched.
    expect(geometry.stands[0]!.name).toBe('North Stand');
  });

  it('answers the same geometry when there is nothing to rename', () => {
    expect(relabelGeometry(geometry, { stands: new Map(), categories: new Map() })).toBe(geometry);
  });
});
