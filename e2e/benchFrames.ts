// What the Blood Bowl and Rülerball render benches share: starting a hot-seat match through the
// game's store (as New match does), and playing decisions through the store while counting the
// frames' gaps. The page functions stay self-contained (they run in the renderer), so the store's
// id and the options travel as arguments.
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

type Game = 'bloodbowl' | 'rulerball';

/** Opens New match on `game` (its match store exists once New match used it), starts `setup` hot-seat and waits for the board. */
export async function startBenchMatch(page: Page, game: Game, setup: unknown, screenTestid: string): Promise<void> {
  await page.evaluate(() => {
    const el = document.querySelector('#app') as (Element & { __vue_app__?: { config: { globalProperties: Record<string, unknown> } } }) | null;
    const pinia = el?.__vue_app__?.config.globalProperties.$pinia as { _s: Map<string, Record<string, (...args: unknown[]) => unknown>> };
    pinia._s.get('navigation')!.go!('new-match');
  });
  await page.getByTestId('game').selectOption(game);
  await page.evaluate(
    ([su, g]) => {
      const el = document.querySelector('#app') as (Element & { __vue_app__?: { config: { globalProperties: Record<string, unknown> } } }) | null;
      const pinia = el?.__vue_app__?.config.globalProperties.$pinia as { _s: Map<string, Record<string, (...args: unknown[]) => unknown>> };
      pinia._s.get(`${g}Match`)!.start!(su, { home: 'human', away: 'human' });
      pinia._s.get('navigation')!.go!(`${g}-match`);
    },
    [setup, game] as const,
  );
  await expect(page.getByTestId(screenTestid)).toHaveAttribute('data-ready', 'yes', { timeout: 60_000 });
}

export interface FrameTimes {
  frames: number;
  median: number;
  p95: number;
  max: number;
  durationMs: number;
}

/** Plays `decisions` through the game's store (hand-overs taken) and returns the gaps between frames. `waitIdle`: wait out the store's busy (an opening that animates first). */
export async function measureFrames(page: Page, game: Game, decisions: readonly unknown[], waitIdle: boolean): Promise<FrameTimes> {
  return page.evaluate(
    async ({ list, g, idle }) => {
      const el = document.querySelector('#app') as (Element & { __vue_app__?: { config: { globalProperties: Record<string, unknown> } } }) | null;
      const pinia = el?.__vue_app__?.config.globalProperties.$pinia as { _s: Map<string, Record<string, unknown>> };
      const m = pinia._s.get(`${g}Match`) as { decide(d: unknown): Promise<boolean>; acknowledgeHandover(): void; handoverTo: unknown; lastError: string | null; busy: boolean };
      const gaps: number[] = [];
      let running = true;
      let last = performance.now();
      const tick = (now: number): void => {
        gaps.push(now - last);
        last = now;
        if (running) requestAnimationFrame(tick);
      };
      requestAnimationFrame((now) => {
        last = now;
        requestAnimationFrame(tick);
      });
      const t0 = performance.now();
      for (const d of list) {
        if (idle) while (m.busy) await new Promise((r) => setTimeout(r, 10));
        if (m.handoverTo) m.acknowledgeHandover();
        if (!(await m.decide(d))) throw new Error(`refused: ${m.lastError}`);
      }
      running = false;
      const sorted = [...gaps].sort((a, b) => a - b);
      const at = (q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
      return { frames: gaps.length, median: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1] ?? 0, durationMs: performance.now() - t0 };
    },
    { list: decisions as unknown[], g: game, idle: waitIdle },
  );
}
