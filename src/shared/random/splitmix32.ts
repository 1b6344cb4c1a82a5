import { fmix32 } from './hash';

/**
 * splitmix32: a Weyl sequence through the fmix32 finaliser. Used to spread one 32-bit seed over
 * a bigger generator state (the match dice's sfc32), where neighbouring seeds must not give
 * neighbouring states.
 */
export function splitmix32(seed: number): () => number {
  let x = seed >>> 0;
  return () => {
    x = (x + 0x9e3779b9) >>> 0;
    return fmix32(x);
  };
}
