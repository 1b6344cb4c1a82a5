// Issue 6, "Proof": a full scripted hot-seat match with a fixed seed, from the roll-off to a
// Strike, through the real match screen. The story (seed + decisions) was found offline by
// scripts/find-story.ts and lives in e2e/story/story.json: a throw at an opponent pushes him over
// and his armour test sends him to the cage, a bench player comes on through the access hex, a
// failed pick-up scatters the ball off the wall, and a Strike scores. On the way: undo back to the
// last roll (never past it), autosave, reload and Continue to the same board and log.
//
// Representative decisions of every kind are made by clicking the screen as a coach would (buttons,
// roster, hex list, the arena canvas, the hand-over overlay); a few (the away set-up and a turn on
// the spot) go through the match store's decide(), as the other specs reach the store.
// If the engine's behaviour changes, `npx tsx scripts/find-story.ts` finds a new story.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { Decision } from '../src/shared/games/dreadball/engine';
import { STOCK_TEAMS } from '../src/shared/games/dreadball/teams';
import { arenaNow, holdAt, resume } from './arenaHold';
import { expect, shotPath, test } from './fixtures';
import { chooseFromHexList } from './matchScreen';
// Brings in the declaration of window.__rushlineArena, the arena's test handle.
import type {} from '../src/renderer/arena/testHook';

interface Story {
  seed: number;
  teams: [string, string];
  at: { bounce: number; injury: number; substitution: number; strike: number };
  undo: { roll: number; free: number };
  reloadAt: number;
  decisions: Decision[];
}

// A click that cannot happen fails within a minute instead of waiting for the test's timeout.
test.use({ actionTimeout: 60_000 });

const story = JSON.parse(readFileSync('e2e/story/story.json', 'utf8')) as Story;

// ------------------------------------------------------------------ the page's stores

interface StoreView {
  state: string;
  decisions: string;
  lines: string;
  count: number;
  animating: boolean;
  canUndo: boolean;
  score: [number, number];
  ballHex: number;
  players: { id: number; team: number; where: string; cage: number; hex: number; name: string }[];
  lastEvents: string[];
  lastScatter: { from: number; directionRoll: number; distance: number } | null;
}

async function storeView(page: Page): Promise<StoreView> {
  return page.evaluate(() => {
    const host = document.querySelector('#app') as (Element & { __vue_app__?: { config: { globalProperties: Record<string, unknown> } } }) | null;
    const pinia = host?.__vue_app__?.config.globalProperties.$pinia as { _s: Map<string, Record<string, unknown>> } | undefined;
    const store = pinia?._s.get('match');
    if (!store) throw new Error('no match store');
    const s = store.state as { score: [number, number]; ball: { hex: number }; players: { id: number; team: number; where: string; cage: number; hex: number; name: string }[] };
    const log = store.eventLog as { type: string }[][];
    return {
      state: JSON.stringify(store.state),
      decisions: JSON.stringify(store.decisions),
      lines: JSON.stringify(store.lines),
      count: (store.decisions as unknown[]).length,
      animating: store.animating as boolean,
      canUndo: store.canUndo as boolean,
      score: [s.score[0], s.score[1]],
      ballHex: s.ball.hex,
      players: s.players.map((p) => ({ id: p.id, team: p.team, where: p.where, cage: p.cage, hex: p.hex, name: p.name })),
      lastEvents: (log[log.length - 1] ?? []).map((e) => e.type),
      lastScatter: ((log[log.length - 1] ?? []).find((e) => e.type === 'scatter') as StoreView['lastScatter'] | undefined) ?? null,
    };
  });
}

/** The long tail: a decision through the match store, as the match screen's own buttons call it. */
async function decideInStore(page: Page, d: Decision): Promise<void> {
  const ok = await page.evaluate(async (decision) => {
    const host = document.querySelector('#app') as (Element & { __vue_app__?: { config: { globalProperties: Record<string, unknown> } } }) | null;
    const pinia = host?.__vue_app__?.config.globalProperties.$pinia as { _s: Map<string, Record<string, unknown>> } | undefined;
    const store = pinia?._s.get('match') as { decide: (d: unknown) => Promise<boolean> } | undefined;
    if (!store) throw new Error('no match store');
    return store.decide(decision);
  }, d);
  expect(ok, `the store took ${JSON.stringify(d)}`).toBe(true);
}

/**
 * A spy on the arena controller: records the animations the match screen asks of it (scatter
 * steps with bounces, the walk to the cage, the dice, the Strike celebration). Installed again
 * after a reload, when the arena is a new one.
 */
async function spyOnArena(page: Page): Promise<void> {
  await page.waitForFunction(() => Boolean(window.__rushlineArena?.arena));
  await page.evaluate(() => {
    const w = window as unknown as { __storyCalls?: { m: string; args: unknown[] }[] };
    w.__storyCalls ??= [];
    const arena = window.__rushlineArena!.arena as unknown as Record<string, unknown> & { __storySpy?: boolean };
    if (arena.__storySpy) return;
    arena.__storySpy = true;
    for (const m of ['ballScatter', 'toCage', 'dice', 'strikeCelebration', 'walk', 'push', 'fall']) {
      const original = arena[m] as (...args: unknown[]) => Promise<void>;
      arena[m] = (...args: unknown[]) => {
        w.__storyCalls!.push({ m, args: JSON.parse(JSON.stringify(args)) as unknown[] });
        return original.apply(arena, args);
      };
    }
  });
}

async function arenaCalls(page: Page): Promise<{ m: string; args: unknown[] }[]> {
  return page.evaluate(() => (window as unknown as { __storyCalls?: { m: string; args: unknown[] }[] }).__storyCalls?.splice(0) ?? []);
}

// ------------------------------------------------------------------ the screen

const screen = (page: Page) => page.getByTestId('match-screen');

/** Waits for the animations; takes the screen at a hot-seat hand-over (returns its title). */
async function settle(page: Page): Promise<string | null> {
  await expect.poll(async () => (await storeView(page)).animating, { timeout: 60_000 }).toBe(false);
  await expect(page.getByTestId('prompt')).not.toContainText('Playing…', { timeout: 60_000 });
  const handover = page.getByTestId('handover');
  if (await handover.isVisible()) {
    const title = await handover.locator('h2').innerText();
    await page.getByTestId('handover-go').click();
    await expect(handover).toBeHidden();
    return title;
  }
  return null;
}

/** Clicks a hex of the arena canvas (the pointer path a coach uses). */
async function clickHex(page: Page, hex: number): Promise<void> {
  const p = await page.evaluate((h) => {
    const arena = window.__rushlineArena!.arena;
    const box = arena.canvas.getBoundingClientRect();
    const at = arena.hexScreenPosition(h);
    return { x: box.x + at.x, y: box.y + at.y };
  }, hex);
  await page.mouse.click(p.x, p.y);
}

async function pickFromRoster(page: Page, player: number): Promise<void> {
  await page.getByTestId('tab-roster').click();
  await page.getByTestId(`roster-${player}`).click();
}

/**
 * Makes story decision `i` by clicking the screen as a coach would, then checks that the store
 * logged exactly the story's decision. `canvas` picks hexes on the arena instead of the hex list.
 */
async function clickDecision(page: Page, i: number, canvas = false): Promise<void> {
  const d = story.decisions[i]!;
  if (process.env.STORY_TRACE) console.log(new Date().toISOString(), 'click', i, JSON.stringify(d));
  await settle(page);
  expect(Number(await screen(page).getAttribute('data-decisions'))).toBe(i);
  const hexList = page.getByTestId('hex-select');
  switch (d.kind) {
    case 'roll-off':
      await page.getByTestId('choice-rollOff').click();
      break;
    case 'side':
      await page.getByTestId(`choice-side.${d.side}`).click();
      break;
    case 'place':
      await pickFromRoster(page, d.player);
      if (canvas) await clickHex(page, d.hex);
      else await chooseFromHexList(page, d.hex);
      break;
    case 'facing':
      await page.getByTestId(`choice-facing-${d.facing}`).click();
      break;
    case 'setup-done':
      await page.getByTestId('choice-setupDone').click();
      break;
    case 'action':
      await pickFromRoster(page, d.player);
      await page.getByTestId(`action-${d.action}`).click();
      break;
    case 'move': {
      const end = d.path[d.path.length - 1];
      if (end === undefined || end < 0) throw new Error(`move ${i} has no hex to pick`);
      if (canvas) await clickHex(page, end);
      else await hexList.selectOption(String(end));
      await expect(page.getByTestId('move-odds')).toBeVisible();
      await page.getByTestId(`facing-${d.facing}`).click();
      break;
    }
    case 'coach-dice':
      await page.getByTestId(`choice-coachDice-${d.count}`).click();
      break;
    case 'free-action':
      await page.getByTestId(`choice-free.${d.action}`).click();
      break;
    case 'target':
      await pickFromRoster(page, d.player);
      await expect(page.getByTestId('target-odds')).toBeVisible();
      await page.getByTestId('confirm-target').click();
      break;
    case 'target-hex':
      await clickHex(page, d.hex);
      await expect(page.getByTestId('target-odds')).toBeVisible();
      await page.getByTestId('confirm-target').click();
      break;
    case 'push':
    case 'duck-step':
      // By keyboard: point at the hex in the list, then Enter (the list alone decides nothing).
      if (canvas) await clickHex(page, d.hex);
      else await chooseFromHexList(page, d.hex, 'enter');
      break;
    case 'defend':
      await page.getByTestId(`choice-defend.${d.choice}`).click();
      break;
    case 'follow-up':
      await page.getByTestId(d.follow ? 'choice-followYes' : 'choice-followNo').click();
      break;
    case 'end-rush':
      await page.getByTestId('choice-endRush').click();
      break;
  }
  await expect(screen(page)).toHaveAttribute('data-decisions', String(i + 1), { timeout: 60_000 });
  const logged = JSON.parse((await storeView(page)).decisions) as Decision[];
  expect(logged[i], `decision ${i} made by clicking`).toEqual(d);
}

async function storeDecision(page: Page, i: number): Promise<void> {
  if (process.env.STORY_TRACE) console.log(new Date().toISOString(), 'store', i);
  await expect.poll(async () => (await storeView(page)).animating, { timeout: 60_000 }).toBe(false);
  expect(Number(await screen(page).getAttribute('data-decisions'))).toBe(i);
  await decideInStore(page, story.decisions[i]!);
}

async function logText(page: Page, tab: 'game' | 'dice'): Promise<string> {
  await settle(page);
  await page.getByTestId(`tab-${tab}`).click();
  return page.getByTestId(tab === 'game' ? 'game-log' : 'dice-log').innerText();
}

async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(null)))));
  await page.screenshot({ path: shotPath(`story-${name}.png`) });
}

// ------------------------------------------------------------------ the story

test('issue 6 proof: a seeded hot-seat match from the roll-off to a Strike, with a wall bounce, a player caged, a substitution, undo, reload and Continue', async ({ app }) => {
  // Generous: headless Chromium draws the arena in software on small shared machines.
  test.setTimeout(600_000);
  const { page } = app;
  await page.setViewportSize({ width: 1280, height: 800 });
  const [teamA, teamB] = story.teams.map((id) => STOCK_TEAMS.find((t) => t.id === id)!);
  expect(teamA && teamB, 'the story plays two stock teams').toBeTruthy();
  expect(story.teams).toEqual([STOCK_TEAMS[0]!.id, STOCK_TEAMS[1]!.id]); // the New match defaults
  await app.open();
  // Instant animations keep the run short; the arena still gets every animation call (spied below).
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await page.getByLabel('Animation speed').selectOption('instant');
  await page.getByTestId('back').click();

  // New match: the two stock teams, both human (hot-seat), the story's seed under Advanced.
  await page.getByRole('button', { name: 'New match', exact: true }).click();
  await page.getByText('Advanced (testing)').click();
  await page.getByTestId('seed').fill(String(story.seed));
  await page.getByTestId('start-match').click();
  await expect(screen(page)).toHaveAttribute('data-prompt', 'roll-off', { timeout: 60_000 });
  await spyOnArena(page);
  await expect(page.getByTestId('undo')).toBeDisabled();
  await shot(page, '01-roll-off');

  const at = story.at;
  const N = story.decisions.length;
  let i = 0;
  // The roll-off (a roll: undo stays off), then the winner picks the end after a hand-over.
  await clickDecision(page, i++);
  await expect(page.getByTestId('undo')).toBeDisabled();
  await expect(page.getByTestId('handover')).toBeVisible();
  await expect(page.getByTestId('handover')).toContainText(`Hand the screen to ${teamB!.name}`);
  await shot(page, '02-handover');
  await clickDecision(page, i++); // side
  expect(await logText(page, 'game')).toMatch(/wins the roll-off/);

  // Home set-up by clicking: roster + hex list, one placement on the arena canvas, facings.
  const homeDone = story.decisions.findIndex((d) => d.kind === 'setup-done');
  const awayDone = story.decisions.findIndex((d, k) => k > homeDone && d.kind === 'setup-done');
  for (; i < homeDone; i++) await clickDecision(page, i, i === homeDone - 2);
  // Undo right after a decision without a roll: the last facing comes back as a question.
  await expect(page.getByTestId('undo')).toBeEnabled();
  await page.getByTestId('undo').click();
  await expect(screen(page)).toHaveAttribute('data-decisions', String(homeDone - 1));
  await expect(screen(page)).toHaveAttribute('data-prompt', 'facing');
  await clickDecision(page, homeDone - 1);
  await shot(page, '03-setup');
  await clickDecision(page, i++); // setup-done
  // The away set-up is the long tail: through the store.
  for (; i < awayDone; i++) await storeDecision(page, i);
  await clickDecision(page, i++); // setup-done: the launch and the first rush
  await settle(page);
  await expect(screen(page)).toHaveAttribute('data-phase', 'rush');
  expect(await logText(page, 'game')).toContain('The ball is launched');

  // The first rush, up to the undo check: every decision by clicking, except a turn on the spot
  // (the move list offers only hexes to go to).
  const undoAt = story.undo.roll + 1 + story.undo.free;
  const firstWalk = story.decisions.findIndex((d, k) => k > awayDone && d.kind === 'move' && d.path.length > 0);
  for (; i < undoAt; i++) {
    const d = story.decisions[i]!;
    if (d.kind === 'move' && d.path.length === 0) await storeDecision(page, i);
    else await clickDecision(page, i, i === firstWalk);
  }

  // Undo back to the last roll: decisions after the roll go, the roll stays; no re-rolling.
  await settle(page);
  const beforeUndo = await storeView(page);
  const diceBeforeUndo = await logText(page, 'dice');
  for (let k = 0; k < story.undo.free; k++) {
    await expect(page.getByTestId('undo')).toBeEnabled();
    await page.getByTestId('undo').click();
    await expect(screen(page)).toHaveAttribute('data-decisions', String(undoAt - k - 1));
  }
  await expect(page.getByTestId('undo')).toBeDisabled();
  await expect(page.getByTestId('undo')).toHaveAttribute('title', 'Nothing of yours to undo since the last roll or hand-over');
  // The keyboard's undo key does nothing either.
  await page.keyboard.press('u');
  await expect(screen(page)).toHaveAttribute('data-decisions', String(story.undo.roll + 1));
  expect(await logText(page, 'dice')).toBe(diceBeforeUndo);
  await shot(page, '04-undo-stops-at-the-roll');
  // Played again, the same decisions give the same board (the dice were not rolled again).
  for (i = story.undo.roll + 1; i < undoAt; i++) await clickDecision(page, i);
  await settle(page);
  const replayed = await storeView(page);
  expect(replayed.state).toBe(beforeUndo.state);
  expect(replayed.lines).toBe(beforeUndo.lines);

  // On to the armour test: the throw at an opponent, the push (hex by click), the armour roll.
  for (; i <= at.injury; i++) await clickDecision(page, i, story.decisions[i]!.kind === 'push');
  await settle(page);
  {
    const v = await storeView(page);
    const injured = v.players.find((p) => p.where === 'cage')!;
    expect(injured, 'a player is in the cage').toBeTruthy();
    const game = await logText(page, 'game');
    expect(game).toMatch(/Armour: \d+\+\d+ dice at \d\+, rolled .*failed/);
    expect(game).toContain(`is injured and goes to cage zone ${injured.cage}.`);
    await page.getByTestId('tab-roster').click();
    await expect(page.getByTestId(`roster-${injured.id}`)).toContainText(`cage ${injured.cage}`);
    const calls = await arenaCalls(page);
    expect(calls.some((c) => c.m === 'toCage' && c.args[1] === injured.cage)).toBe(true);
    expect(calls.some((c) => c.m === 'dice')).toBe(true);
    await shot(page, '05-injury-to-the-cage');
  }

  // Save, reload, Continue: same board, decision log and game/dice logs.
  for (; i < story.reloadAt; i++) await clickDecision(page, i);
  await settle(page);
  await expect(page.getByTestId('save-status')).toHaveText('Saved', { timeout: 60_000 });
  const beforeReload = await storeView(page);
  const gameBefore = await logText(page, 'game');
  const diceBefore = await logText(page, 'dice');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Rushline', level: 1 })).toBeVisible();
  await expect(page.getByTestId('continue')).toBeEnabled();
  await page.getByTestId('continue').click();
  await expect(screen(page)).toHaveAttribute('data-decisions', String(story.reloadAt), { timeout: 60_000 });
  await spyOnArena(page);
  const afterReload = await storeView(page);
  expect(afterReload.state).toBe(beforeReload.state);
  expect(afterReload.decisions).toBe(beforeReload.decisions);
  expect(afterReload.lines).toBe(beforeReload.lines);
  expect(await logText(page, 'game')).toBe(gameBefore);
  expect(await logText(page, 'dice')).toBe(diceBefore);
  await shot(page, '06-continued-after-reload');

  // The substitution: a bench player comes on through the access hex (hex and facing by click).
  for (; i <= at.substitution; i++) await clickDecision(page, i);
  await settle(page);
  {
    const sub = story.decisions[at.substitution - 1]!;
    const pid = sub.kind === 'action' ? sub.player : -1;
    const v = await storeView(page);
    expect(v.players[pid]?.where).toBe('pitch');
    expect(await logText(page, 'game')).toContain(`${v.players[pid]!.name} (${(v.players[pid]!.team === 0 ? teamA : teamB)!.shortName}) comes on through the access hex.`);
    await page.getByTestId('tab-roster').click();
    await expect(page.getByTestId(`roster-${pid}`)).not.toContainText('bench');
    await shot(page, '07-substitution');
  }

  // The wall bounce: a failed pick-up scatters the ball off the wall. This one decision plays at
  // normal speed, held at the scatter's dice and at the frame the ball hits the wall.
  for (; i < at.bounce; i++) await clickDecision(page, i);
  await settle(page);
  await page.evaluate(() => window.__rushlineArena!.arena.setSpeed('normal'));
  const atDice = holdAt(page, 'dice', ['direction', 'distance']);
  await clickDecision(page, i++);
  await atDice;
  {
    const scatter = (await storeView(page)).lastScatter!;
    expect(scatter, 'the decision scattered the ball').toBeTruthy();
    const held = await arenaNow(page);
    expect(held.dice.faces).toEqual([scatter.directionRoll, scatter.distance]);
    expect(held.ball.visible).toBe(true);
    expect(held.ball.hex, 'the ball waits for its dice where it was dropped').toBe(scatter.from);
  }
  const atWall = holdAt(page, 'bounce');
  await resume(page);
  await atWall;
  {
    const held = await arenaNow(page);
    expect(held.wall).not.toBeNull();
    // The ball is drawn on the wall in the frame it hits it (however long that frame was).
    expect(Math.hypot(held.ball.x - held.wall!.x, held.ball.y - held.wall!.y)).toBeLessThan(0.5);
    await shot(page, '08-wall-bounce');
  }
  await resume(page);
  await page.evaluate(() => window.__rushlineArena!.arena.setSpeed('instant'));
  await settle(page);
  {
    const v = await storeView(page);
    const game = await logText(page, 'game');
    expect(game).toMatch(/The ball scatters from .+\n(.*\n)*The ball bounces off the wall at .+\./);
    expect(await logText(page, 'dice')).toMatch(/Pick-up/);
    const calls = await arenaCalls(page);
    const scatter = calls.find((c) => c.m === 'ballScatter' && (c.args[0] as { kind: string }[]).some((s) => s.kind === 'bounce'));
    expect(scatter, 'the arena rolled the ball off the wall').toBeTruthy();
    // The arena's ball lies where the engine says it stopped.
    const ball = await page.evaluate(() => window.__rushlineArena!.arena.ballInfo);
    expect(ball.visible).toBe(true);
    expect(ball.hex).toBe(v.ballHex);
  }

  // The Strike: the rest by clicking, the target hex picked on the arena canvas.
  const scoreBefore = (await storeView(page)).score;
  for (; i < N; i++) await clickDecision(page, i);
  await settle(page);
  {
    const v = await storeView(page);
    const strike = story.decisions[at.strike]!;
    expect(strike.kind).toBe('target-hex');
    const scorer = v.score[0] > scoreBefore[0] ? 0 : 1;
    expect(v.score[scorer]).toBeGreaterThan(scoreBefore[scorer]!);
    expect(v.score[1 - scorer]).toBe(scoreBefore[1 - scorer]);
    const game = await logText(page, 'game');
    expect(game).toMatch(/STRIKE!.* scores \d+\./);
    const team = scorer === 0 ? teamA! : teamB!;
    expect(game).toContain(`${team.name} +${v.score[scorer]! - scoreBefore[scorer]!}. Score: ${teamA!.shortName} ${v.score[0]}, ${teamB!.shortName} ${v.score[1]}.`);
    // The status bar's team chips show the new score.
    await expect(page.getByTestId('status')).toContainText(`${teamA!.shortName} ${v.score[0]}`);
    await expect(page.getByTestId('status')).toContainText(`${v.score[1]} ${teamB!.shortName}`);
    const calls = await arenaCalls(page);
    expect(calls.some((c) => c.m === 'strikeCelebration')).toBe(true);
    // The Game log tab opens at its oldest line: scroll to the Strike as a coach would.
    const strikeLine = page.getByTestId('game-log').locator('li', { hasText: 'STRIKE!' });
    await strikeLine.scrollIntoViewIfNeeded();
    await expect(strikeLine).toBeInViewport();
    await shot(page, '09-strike');
  }
  expect(app.consoleErrors.filter((e) => !/WebGL|GPU/i.test(e))).toEqual([]);
});
