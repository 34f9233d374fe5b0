// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { BandedSurface } from '../../../src/seatmap/render/banded-surface.js';

beforeAll(() => {
  // jsdom draws nothing; the slots only need to exist and show or hide.
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;
});

/** Shows a picture of `bands` bands and returns the elements that show it, in band order. */
function picture(surface: BandedSurface, bands: number, standIn = false): Element[] {
  surface.start(100, { k: 1, tx: 0, ty: 0 }, standIn);
  for (let i = 0; i < bands; i++) surface.addBand({ picture: document.createElement('canvas'), top: i * 10, height: 10 });
  surface.finish();
  return [...surface.element.children].filter((el) => (el as HTMLElement).style.visibility !== 'hidden');
}

describe('BandedSurface', () => {
  it('shows stand-ins on a slot of their own, so full bands and stand-ins never reshape the same buffer', () => {
    const surface = new BandedSurface(document, 'map');
    // Pictures alternate between two sets of slots: 1, 3, 5 on one, 2, 4, 6 on the other.
    const full1 = picture(surface, 2);
    const standIn2 = picture(surface, 1, true);
    const full3 = picture(surface, 2);
    const full4 = picture(surface, 2);
    const standIn5 = picture(surface, 1, true);
    const standIn6 = picture(surface, 1, true);
    expect(full1).toHaveLength(2);
    expect(full3).toEqual(full1);
    expect(full4).toHaveLength(2);
    expect(full4).not.toContain(standIn2[0]);
    expect(standIn5).toHaveLength(1);
    expect(full1).not.toContain(standIn5[0]);
    expect(standIn6).toEqual(standIn2);
    // Two full slots and a stand-in slot in each set.
    expect(surface.element.children).toHaveLength(6);
  });

  it('makes both pictures\' stand-in slots ahead of need, one a call, and input frames then use them', () => {
    const surface = new BandedSurface(document, 'map');
    picture(surface, 2);
    expect(surface.element.children).toHaveLength(2);
    expect(surface.warmStandIn(50, 40)).toBe(true);
    expect(surface.warmStandIn(50, 40)).toBe(true);
    expect(surface.warmStandIn(50, 40)).toBe(false);
    const made = [...surface.element.children];
    expect(made).toHaveLength(4);
    // Stand-ins on either set show on the slots made ahead: no element is added any more.
    const standIn1 = picture(surface, 1, true);
    const standIn2 = picture(surface, 1, true);
    expect(made).toContain(standIn1[0]);
    expect(made).toContain(standIn2[0]);
    expect(standIn2[0]).not.toBe(standIn1[0]);
    expect(surface.element.children).toHaveLength(4);
  });
});

