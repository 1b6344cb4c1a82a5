// The Blood Bowl match screen for the end-to-end specs: its store's state, waiting until it has
// settled, and decisions made as a coach makes them (a square clicked on the pitch, then a button
// when the square offers several; else the button).
import type { Page } from '@playwright/test';
import { bloodbowl } from '../src/shared/games/bloodbowl';
import type { Decision, MatchState } from '../src/shared/games/bloodbowl/engine/types';
import { squareOfDecision } from '../src/renderer/match/bloodbowlBoard';
import { expect } from './fixtures';

export interface BBView {
  state: string;
  count: number;
  canUndo: boolean;
}

/** The Blood Bowl match store, reached through the app's Pinia (the app has no test hook for it). */
export async function view(page: Page): Promise<BBView> {
  return page.evaluate(() => {
    const host = document.querySelector('#app') as (Element & { __vue_app__?: { config: { globalProperties: Record<string, unknown> } } }) | null;
    const pinia = host?.__vue_app__?.config.globalProperties.$pinia as { _s: Map<string, Record<string, unknown>> } | undefined;
    const m = pinia?._s.get('bloodbowlMatch');
    if (!m) throw new Error('no Blood Bowl match store');
    return { state: JSON.stringify(m.state), count: (m.decisions as unknown[]).length, canUndo: m.canUndo as boolean };
  });
}

export const screen = (page: Page) => page.getByTestId('bb-screen');

/** Waits until the screen has made `count` decisions and nothing animates or thinks (one round trip). */
export async function settled(page: Page, count: number): Promise<void> {
  await page.waitForFunction(
    (n) => {
      const el = document.querySelector('[data-testid="bb-screen"]');
      return el?.getAttribute('data-decisions') === String(n) && el.getAttribute('data-busy') === 'no';
    },
    count,
    { timeout: 30_000, polling: 50 },
  );
}

/** Hot-seat: the coach who decides next takes the screen. */
export async function takeOver(page: Page): Promise<void> {
  const take = page.getByTestId('bb-handover-take');
  if (await take.isVisible()) {
    await take.click();
    await expect(take).toBeHidden();
  }
}

/** Clicks the centre of a pitch square on the canvas. */
export async function clickSquare(page: Page, square: number): Promise<void> {
  const p = await page.evaluate((cell) => (window as unknown as { __bloodbowlBoard: { point(c: number): { x: number; y: number } | null } }).__bloodbowlBoard.point(cell), square);
  if (!p) throw new Error(`square ${square} is not on screen`);
  await page.mouse.click(p.x, p.y);
}

/** Makes one decision as a coach would: on its square (then its button when the square offers several), else its button. */
export async function make(page: Page, s: MatchState, d: Decision): Promise<void> {
  const key = bloodbowl.decisionKey(d);
  const sq = squareOfDecision(s, d);
  if (sq === null) {
    await page.locator(`[data-testid="bb-choice"][data-key="${key}"]`).click();
    return;
  }
  await clickSquare(page, sq);
  const here = bloodbowl.legal(s).decisions.filter((x) => squareOfDecision(s, x) === sq);
  if (here.length > 1) await page.locator(`[data-testid="bb-choice"][data-key="${key}"]`).click();
}

