// Holds the arena's clock at the moment a screenshot is about, however slow the machine: waits
// frame by frame until the dice tray has settled on its faces ('dice', optionally a named roll with
// these labels) or the scattering ball has just hit the wall again ('bounce'), then pauses the animation
// queue. resume() lets it play on; the skip key still finishes everything.
import type { Page } from '@playwright/test';
// Brings in the declaration of window.__rushlineArena, the arena's test handle.
import type {} from '../src/renderer/arena/testHook';

export async function holdAt(page: Page, moment: 'dice' | 'bounce', labels?: string[]): Promise<void> {
  await page.evaluate(
    ({ moment, labels }) =>
      new Promise<void>((resolve, reject) => {
        const started = performance.now();
        // Walls hit so far: the moment is the next one.
        const bounces = window.__rushlineArena?.arena.ballInfo.bounces ?? 0;
        const check = (): void => {
          const a = window.__rushlineArena?.arena;
          const d = a?.diceInfo;
          const reached =
            moment === 'dice'
              ? Boolean(d?.visible && d.settled && (!labels || JSON.stringify(d.labels) === JSON.stringify(labels)))
              : (a?.ballInfo.bounces ?? 0) > bounces;
          if (a && reached) {
            a.queue.paused = true;
            resolve();
          } else if (performance.now() - started > 30_000) reject(new Error(`the arena never reached the ${moment} moment`));
          else requestAnimationFrame(check);
        };
        check();
      }),
    { moment, labels },
  );
}

export async function resume(page: Page): Promise<void> {
  await page.evaluate(() => {
    const a = window.__rushlineArena?.arena;
    if (a) a.queue.paused = false;
  });
}

/** What the arena shows now: the dice tray, the ball, and where the ball last hit the wall. */
export async function arenaNow(page: Page) {
  return page.evaluate(() => {
    const a = window.__rushlineArena!.arena;
    return { dice: a.diceInfo, ball: a.ballInfo, wall: a.lastBounce };
  });
}
