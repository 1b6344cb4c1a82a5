/**
 * mulberry32 (Tommy Ettinger): a 32-bit-state generator, tiny and fast. It drives choices (the
 * fuzzer's players, the computer coach's noise), never the match dice: those are sfc32 in
 * `src/shared/dice/rng.ts`, whose state lives inside the match state.
 */

/** Added to the state before every draw (Weyl sequence). */
export const MULBERRY32_INCREMENT = 0x6d2b79f5;

/** The output mix for an already advanced state: an unsigned 32-bit value. */
export function mulberry32Output(state: number): number {
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return (t ^ (t >>> 14)) >>> 0;
}

/** A seeded generator of uniform numbers in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + MULBERRY32_INCREMENT) >>> 0;
    return mulberry32Output(a) / 4294967296;
  };
}
