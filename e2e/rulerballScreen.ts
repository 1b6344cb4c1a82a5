// Steps the Rülerball match specs (rulerball.spec.ts, rulerball-story.spec.ts, rulerball-lessons.spec.ts)
// take on the real Rülerball screen: reading its match store, waiting for a decision to settle, clicking a
// square, making a decision as a coach would, reloading and continuing.
import { expect, type Page } from '@playwright/test';
import { rulerball } from '../src/shared/games/rulerball';
import type { Decision, MatchState } from '../src/shared/games/rulerball/engine/types';
import { squareOfDecision } from '../src/renderer/match/rulerballBoard';

/** The Rülerball match store, reached through the app's Pinia (state as JSON, to compare bit for bit). */
export async function rulerballView(page: Page): Promise<{ state: string; count: number; canUndo: boolean; setup: unknown; decisions: Decision[] }> {
  return page.evaluate(() => {
    const host = document.querySelector('#app') as (Element & { __vue_app__?: { config: { globalProperties: Record<string, unknown> } } }) | null;
    const pinia = host?.__vue_app__?.config.globalProperties.$pinia as { _s: Map<string, Record<string, unknown>> } | undefined;
    const m = pinia?._s.get('rulerballMatch');
    if (!m) throw new Error('no Rülerball match store');
    return { state: JSON.stringify(m.state), count: (m.decisions as unknown[]).length, canUndo: m.canUndo as boolean, setup: JSON.parse(JSON.stringify(m.setup)), decisions: JSON.parse(JSON.stringify(m.decisions)) };
  });
}

/** Waits until the screen has made `count` decisions and is no longer busy (animating, saving). */
export async function rulerballSettled(page: Page, count: number, polling = 50): Promise<void> {
  await page.waitForFunction(
    (n) => {
      const el = document.querySelector('[data-testid="rb-screen"]');
      return el?.getAttribute('data-decisions') === String(n) && el.getAttribute('data-busy') === 'no';
    },
    count,
    { timeout: 30_000, polling },
  );
}

/** Clicks a square of the ring board where it is on screen now. */
export async function clickRulerballSquare(page: Page, cell: number): Promise<void> {
  // Asked each time: the board rescales when the status bar wraps (a box count appears).
  const p = await page.evaluate((c) => (window as unknown as { __rulerballBoard: { point(c: number): { x: number; y: number } | null } }).__rulerballBoard.point(c), cell);
  if (!p) throw new Error(`square ${cell} is not on screen`);
  await page.mouse.click(p.x, p.y);
}

/** Makes one decision as a coach would: on its square (then its button when the square offers several), else its button. */
export async function makeRulerball(page: Page, s: MatchState, d: Decision): Promise<void> {
  const key = rulerball.decisionKey(d);
  const sq = squareOfDecision(s, d);
  if (sq === null) return void (await page.locator(`[data-testid="rb-choice"][data-key="${key}"]`).click());
  await clickRulerballSquare(page, sq);
  const here = rulerball.legal(s).decisions.filter((x) => squareOfDecision(s, x) === sq);
  if (here.length > 1) await page.locator(`[data-testid="rb-choice"][data-key="${key}"]`).click();
}

/**
 * After the autosave: reload, press Continue on the main menu, wait for the Rülerball screen and
 * return what it shows, so a spec can compare it with the match before the reload.
 */
export async function reloadAndContinue(page: Page): Promise<Awaited<ReturnType<typeof rulerballView>>> {
  await expect(page.getByTestId('rb-saving')).toHaveText('Saved', { timeout: 30_000 });
  await page.reload();
  await page.getByTestId('continue').click();
  await expect(page.getByTestId('rb-screen')).toHaveAttribute('data-ready', 'yes', { timeout: 60_000 });
  return rulerballView(page);
}
