// Handle on the mounted arena for the e2e harness and the render bench.
import type { ArenaController } from './ArenaController';
import type { RenderBenchResult } from './bench/renderBench';
import type * as Script from './bench/script';

export type ArenaEventRecord =
  | { type: 'hex-click'; hex: number }
  | { type: 'hex-hover'; hex: number | null }
  | { type: 'figure-click'; figureId: string; hex: number | null }
  | { type: 'figure-drop'; figureId: string; hex: number | null };

declare global {
  interface Window {
    __rushlineArena?: {
      host: HTMLElement | null;
      arena: ArenaController;
      events: ArenaEventRecord[];
      bench: () => Promise<RenderBenchResult>;
      script: () => Promise<typeof Script>;
    };
  }
}

export {};
