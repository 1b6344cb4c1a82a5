/** 32-bit integer hashes: turn related numbers (a seed and a counter) into unrelated seeds. */

/** MurmurHash3's finaliser (fmix32): every input bit affects every output bit. Unsigned result. */
export function fmix32(h: number): number {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * Two numbers into one seed (the tournament's per-decision seeds). Not fmix32 of a combination:
 * it has its own constants and shifts, and fixed-seed tournaments must stay identical.
 */
export function hashPair(a: number, b: number): number {
  let h = Math.imul(a ^ 0x85ebca6b, 0xc2b2ae35) ^ Math.imul(b + 0x27d4eb2f, 0x165667b1);
  h ^= h >>> 15;
  h = Math.imul(h, 0x2c1b3c6d);
  return (h ^ (h >>> 12)) >>> 0;
}
