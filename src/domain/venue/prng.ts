/**
 * mulberry32: a tiny, fast 32-bit seeded generator. Good enough for layout variety and fully
 * deterministic across platforms, which Math.random is not.
 */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A uniform number in [min, max) drawn from `random`. */
export function between(random: () => number, min: number, max: number): number {
  return min + (max - min) * random();
}
