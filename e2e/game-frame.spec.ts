// Blood Bowl's and Rülerball's match screens have the frame every screen has (Back, the title,
// "Esc goes back"), as DreadBall's: Esc asks before leaving a match in play, R and the Rules
// button open the game's rules and Esc comes back to the match, and a finished match says who
// won with both teams' scores and leads back to the menu by mouse.
import type { Page } from '@playwright/test';
import { bloodbowl } from '../src/shared/games/bloodbowl';
import { rulerball } from '../src/shared/games/rulerball';
import { mulberry32 } from '../src/shared/random/mulberry32';
import { keenChooser as bloodbowlKeen } from '../src/shared/games/bloodbowl/sim';
import { keenChooser as rulerballKeen } from '../src/shared/games/rulerball/sim';
import { expect, shotPath, test } from './fixtures';
import { instantAnimations } from './matchScreen';
import { make } from './bloodbowlScreen';
import { callStore, readStore } from './stores';
import type { Decision as BBDecision, MatchSetup as BBSetup } from '../src/shared/games/bloodbowl/engine/types';

type Module = typeof bloodbowl | typeof rulerball;
const GAMES = [
  { id: 'bloodbowl', prefix: 'bb', store: 'bloodbowlMatch', title: 'Blood Bowl match', module: bloodbowl as Module, keen: bloodbowlKeen as unknown },
  { id: 'rulerball', prefix: 'rb', store: 'rulerballMatch', title: 'Rülerball match', module: rulerball as Module, keen: rulerballKeen as unknown },
] as const;
type Game = (typeof GAMES)[number];

async function start(page: Page, g: Game): Promise<void> {
  await page.getByRole('button', { name: 'New match', exact: true }).click();
  await page.getByTestId('game').selectOption(g.id);
  await page.getByText('Advanced (testing)').click();
  await page.getByTestId(`${g.prefix}-seed`).fill('4242');
  await page.getByTestId(`${g.prefix}-start-match`).click();
  await expect(page.getByTestId(`${g.prefix}-screen`)).toHaveAttribute('data-ready', 'yes', { timeout: 60_000 });
  await expect(page.getByTestId(`${g.prefix}-screen`)).toHaveAttribute('data-busy', 'no');
}

/** The match store's setup and controllers, read in the page. */
async function storeSetup(page: Page, store: string): Promise<{ setup: unknown; controllers: unknown }> {
  const { setup, controllers } = await readStore(page, store, ['setup', 'controllers']);
  return { setup, controllers };
}

type Loose = {
  createMatch(s: unknown): unknown;
  open?(s: unknown): { state: unknown };
  legal(s: unknown): { decisions: readonly unknown[] };
  apply(s: unknown, d: unknown): { ok: boolean; state?: unknown };
  summarise(s: unknown): { status: string; winner: string | null; score: readonly number[] };
};

/**
 * A whole match from the setup, played by the fuzzer's keen player (it carries the ball, so goals
 * happen), with the first of its seeds that gives a winner: the end panel must name him.
 */
function playedToAWin(g: Game, setup: unknown): { log: unknown[]; winner: string; score: readonly number[] } {
  const m = g.module as unknown as Loose;
  const keen = g.keen as unknown as (s: unknown, legal: unknown, random: () => number) => unknown;
  for (let seed = 1; seed <= 40; seed++) {
    const random = mulberry32(seed);
    let s = m.open ? m.open(setup).state : m.createMatch(setup);
    const log: unknown[] = [];
    while (m.summarise(s).status !== 'finished') {
      const d = keen(s, m.legal(s), random);
      const r = m.apply(s, d);
      if (!r.ok) throw new Error('a chosen decision was refused');
      s = r.state;
      log.push(d);
    }
    const end = m.summarise(s);
    if (end.winner !== null) return { log, winner: end.winner, score: end.score };
  }
  throw new Error('no winner in 40 keen matches');
}

for (const g of GAMES) {
  test(`${g.title}: Back, Esc asks before leaving, R opens the rules and Esc comes back`, async ({ app }) => {
    test.setTimeout(180_000);
    const { page } = app;
    await page.setViewportSize({ width: 1024, height: 640 });
    await app.open();
    await instantAnimations(page);
    await start(page, g);
    const screen = page.getByTestId(`${g.prefix}-screen`);
    await expect(page.getByRole('heading', { level: 1, name: g.title })).toBeVisible();
    await expect(page.getByTestId('back')).toBeVisible();
    await page.screenshot({ path: shotPath(`${g.id}-frame-1024x640.png`) });

    // Esc asks; while it asks, no key acts on the match behind it; Stay keeps the match as it was.
    await page.locator('body').press('Escape');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Leave the match?');
    const before = await screen.getAttribute('data-decisions');
    for (const key of ['1', 'r', 'u', 'ArrowRight']) await page.keyboard.press(key);
    await expect(dialog).toBeVisible();
    await expect(page.locator('.app')).toHaveAttribute('data-screen', `${g.id}-match`);
    await expect(screen).toHaveAttribute('data-decisions', before ?? '');
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await expect(dialog).toBeHidden();
    await expect(screen).toBeVisible();

    // R opens the game's section of the rules; Esc comes back to the same match.
    const decided = await screen.getAttribute('data-decisions');
    await page.locator('body').press('r');
    await expect(page.locator(`#rules-${g.id} h2`)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(screen).toHaveAttribute('data-ready', 'yes');
    await expect(screen).toHaveAttribute('data-decisions', decided ?? '');
    // The same by mouse: the Rules button, then the rules screen's Back.
    await page.getByTestId(`${g.prefix}-rules`).click();
    await expect(page.locator(`#rules-${g.id} h2`)).toBeFocused();
    await page.getByTestId('back').click();
    await expect(screen).toHaveAttribute('data-ready', 'yes');

    // Esc, then Leave: out of the match. The frame's Back leaves by mouse.
    await page.locator('body').press('Escape');
    await page.getByRole('dialog').getByRole('button', { name: 'Leave' }).click();
    await expect(page.locator('.app')).toHaveAttribute('data-screen', 'new-match');
    await page.getByTestId('game').selectOption(g.id);
    await page.getByTestId(`${g.prefix}-start-match`).click();
    await expect(screen).toHaveAttribute('data-ready', 'yes', { timeout: 60_000 });
    await page.getByTestId('back').click();
    await expect(page.locator('.app')).toHaveAttribute('data-screen', 'new-match');
    expect(app.consoleErrors).toEqual([]);
  });

  test(`${g.title}: a won match names the winner and both teams with their scores, and leads back to the menu`, async ({ app }) => {
    test.setTimeout(180_000);
    const { page } = app;
    await app.open();
    await instantAnimations(page);
    await start(page, g);
    const { setup, controllers } = await storeSetup(page, g.store);
    const { log, winner: seat, score } = playedToAWin(g, setup);
    await callStore(page, g.store, 'restore', setup, log, undefined, controllers);
    const over = page.getByTestId('match-over');
    await expect(over).toBeVisible();
    const names = (setup as { teams: Array<{ name: string }> }).teams.map((t) => t.name);
    await expect(page.getByTestId('match-over-result')).toHaveText(`${names[seat === 'home' ? 0 : 1]} wins`);
    await expect(page.getByTestId('match-over-score')).toHaveText(`${names[0]} ${score[0]} – ${score[1]} ${names[1]}`);
    await expect(page.getByTestId('match-over-menu')).toBeFocused();
    await page.setViewportSize({ width: 1024, height: 640 });
    await page.screenshot({ path: shotPath(`${g.id}-match-over-1024x640.png`) });
    // The rules and back: the screen opens on the finished match with the way on focused again,
    // and Esc at the final whistle asks nothing (there is no match in play to lose).
    await page.locator('body').press('r');
    await expect(page.locator(`#rules-${g.id} h2`)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('match-over-menu')).toBeFocused();
    await page.getByTestId('match-over-menu').click();
    await expect(page.locator('.app')).toHaveAttribute('data-screen', 'menu');
    expect(app.consoleErrors).toEqual([]);
  });
}

test('Blood Bowl hot-seat: Esc under the hand-over asks before leaving too', async ({ app }) => {
  test.setTimeout(180_000);
  const { page } = app;
  await app.open();
  await instantAnimations(page);
  await start(page, GAMES[0]);
  // The first decisions of the match up to the one after which the other coach decides: all but
  // that one restored, that one made on the screen, so the hand-over covers the board.
  const { setup, controllers } = await storeSetup(page, 'bloodbowlMatch');
  let s = bloodbowl.createMatch(setup as BBSetup);
  const log: BBDecision[] = [];
  for (;;) {
    const legal = bloodbowl.legal(s);
    const d = legal.decisions[0] as BBDecision;
    const next = bloodbowl.apply(s, d);
    if (!next.ok) throw new Error('the first listed decision was refused');
    const after = bloodbowl.legal(next.state).decider;
    if (after !== null && after !== legal.decider) break;
    log.push(d);
    s = next.state;
  }
  await callStore(page, 'bloodbowlMatch', 'restore', setup, log, undefined, controllers);
  await expect(page.getByTestId('bb-screen')).toHaveAttribute('data-decisions', String(log.length));
  await make(page, s, bloodbowl.legal(s).decisions[0] as BBDecision);
  await expect(page.getByTestId('bb-handover')).toBeVisible();
  await page.keyboard.press('Escape');
  const dialog = page.getByRole('dialog', { name: 'Leave the match?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(page.getByTestId('bb-handover')).toBeVisible();
  await expect(page.locator('.app')).toHaveAttribute('data-screen', 'bloodbowl-match');
  expect(app.consoleErrors).toEqual([]);
});
