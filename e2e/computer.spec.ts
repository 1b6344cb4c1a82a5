// Human (coach A) against the computer (coach B, Easy) with a fixed dice seed: the computer plays
// its roll-off choice, set-up and a whole rush in its worker; then the human's Guard or Jack slams
// one of its players through the UI and the computer answers the duck/counter-slam question. The
// human's other decisions are scripted through the match store (the same `decide` the UI calls),
// computed here with the same engine. Then reload and Continue: the computer still plays coach B.
import type { Page } from '@playwright/test';
import { chooseDecision } from '../src/shared/games/dreadball/ai/coach';
import { applyDecision, legalDecisions } from '../src/shared/games/dreadball/engine';
import type { Decision, MatchState } from '../src/shared/games/dreadball/engine/types';
import { expect, test } from './fixtures';
import { hookMatch as hook, instantAnimations, startMatch } from './matchScreen';

/** A seed where the human can slam without a roll at its first action after the computer's rush. */
const SEED = 27;

interface Snapshot {
  state: MatchState | null;
  decider: 'A' | 'B' | null;
  prompt: string;
  decisions: number;
  deciders: ('A' | 'B')[];
  controllers: { A: string; B: string };
}

async function snapshot(page: Page): Promise<Snapshot> {
  return page.evaluate(() => {
    const m = (window as unknown as { __match: unknown }).__match as {
      state: unknown;
      legal: { decider: 'A' | 'B' | null; prompt: string };
      decisions: unknown[];
      deciders: ('A' | 'B')[];
      controllers: { A: string; B: string };
    };
    return {
      state: JSON.parse(JSON.stringify(m.state)) as never,
      decider: m.legal.decider,
      prompt: m.legal.prompt,
      decisions: m.decisions.length,
      deciders: [...m.deciders],
      controllers: { ...m.controllers },
    };
  });
}

/** Waits until the human (A) must decide, or the match is over: the computer's moves and all animations done. */
async function humanTurn(page: Page): Promise<Snapshot> {
  await page.waitForFunction(
    () => {
      const m = (window as unknown as { __match: unknown }).__match as { legal: { decider: string | null }; animating: boolean; thinking: string | null; over: boolean };
      return m.over || (m.legal.decider === 'A' && !m.animating && m.thinking === null);
    },
    undefined,
    { timeout: 180_000, polling: 100 },
  );
  return snapshot(page);
}

async function decide(page: Page, d: Decision): Promise<void> {
  const ok = await page.evaluate((decision) => ((window as unknown as { __match: unknown }).__match as { decide(x: unknown): Promise<boolean> }).decide(decision), d);
  expect(ok).toBe(true);
}

let humanCount = 0;
/** The scripted human: home/away choice leaves the first rush to the computer; otherwise the Easy AI's pick. */
function humanChoice(s: MatchState): Decision {
  const legal = legalDecisions(s);
  const away = legal.decisions.find((d) => d.kind === 'side' && d.side === 'away');
  return away ?? chooseDecision(s, legal, 'easy', 1000 + humanCount++);
}

/** A Slam by a Guard or Jack of coach A: declare, a move without rolls, a target whose coach (B) answers next. */
function findSlam(s: MatchState): { action: Decision & { kind: 'action' }; move: Decision & { kind: 'move' }; target: Decision & { kind: 'target' } } | null {
  const legal = legalDecisions(s);
  if (legal.decider !== 'A' || legal.prompt !== 'action') return null;
  for (const a of legal.decisions) {
    if (a.kind !== 'action' || a.action !== 'slam' || s.players[a.player]?.role === 'striker') continue;
    const r1 = applyDecision(s, a);
    if (!r1.ok) continue;
    for (const mv of legalDecisions(r1.state).decisions) {
      if (mv.kind !== 'move' || mv.path.length !== 1) continue;
      const r2 = applyDecision(r1.state, mv);
      if (!r2.ok || r2.events.some((e) => e.type === 'test')) continue;
      const l3 = legalDecisions(r2.state);
      if (l3.prompt !== 'target') continue;
      for (const t of l3.decisions) {
        if (t.kind !== 'target') continue;
        const r3 = applyDecision(r2.state, t);
        if (r3.ok && legalDecisions(r3.state).decider === 'B') return { action: a, move: mv, target: t };
      }
    }
  }
  return null;
}

test('human vs computer: the computer rushes, answers a slam, and keeps playing after reload + Continue', async ({ app }) => {
  test.setTimeout(900_000);
  const { page } = app;
  await app.open();
  await instantAnimations(page);

  await page.getByRole('button', { name: 'New match', exact: true }).click();
  await page.getByTestId('controller-B').selectOption('easy');
  await expect(page.getByText('The computer plays one side')).toBeVisible();
  await page.getByText('Advanced (testing)').click();
  await page.getByTestId('seed').fill(String(SEED));
  await page.getByTestId('start-match').click();
  await expect(page.getByTestId('match-screen')).toBeVisible();
  await hook(page);
  const teamB = (await snapshot(page)).state!.teams[1].name;

  // Roll-off, set-up and the computer's whole first rush; the human's answers are scripted.
  let slam: ReturnType<typeof findSlam> = null;
  for (let i = 0; i < 200 && !slam; i++) {
    const snap = await humanTurn(page);
    const s = snap.state!;
    expect(s.phase).not.toBe('over');
    const computerRushed = snap.deciders.includes('B') && s.phase === 'rush' && s.rush >= 2;
    slam = computerRushed ? findSlam(s) : null;
    if (!slam) await decide(page, humanChoice(s));
  }
  expect(slam).not.toBeNull();
  await page.getByTestId('tab-game').click();
  await expect(page.getByTestId('game-log')).toContainText(`of ${teamB} ends`);
  await expect(page.getByTestId('handover')).toHaveCount(0);

  // The slam itself, through the UI: player, Slam, the hex and facing, the target, confirm.
  const { action, move, target } = slam!;
  await page.getByTestId('tab-roster').click();
  await page.getByTestId(`roster-${action.player}`).click();
  await page.getByTestId('action-slam').click();
  await expect(page.getByTestId('match-screen')).toHaveAttribute('data-prompt', 'move', { timeout: 60_000 });
  await page.getByTestId('hex-select').selectOption(String(move.path[move.path.length - 1]));
  await page.getByTestId(`facing-${move.facing}`).click();
  await expect(page.getByTestId('match-screen')).toHaveAttribute('data-prompt', 'target', { timeout: 60_000 });
  await page.getByTestId(`roster-${target.player}`).click();
  const targetAt = (await snapshot(page)).decisions;
  await page.getByTestId('confirm-target').click();

  // The computer answers duck or counter-slam (the next decision is coach B's); the human's own
  // questions that follow (coach dice, push, follow-up) are scripted; the clash is rolled and logged.
  await page.getByTestId('tab-game').click();
  const log = page.getByTestId('game-log');
  let afterSlam = await humanTurn(page);
  expect(afterSlam.decisions).toBeGreaterThan(targetAt + 1);
  expect(afterSlam.deciders[targetAt + 1]).toBe('B');
  for (let i = 0; i < 20 && !/(Duck|Counter-slam): /.test((await log.textContent()) ?? ''); i++) {
    await decide(page, humanChoice(afterSlam.state!));
    afterSlam = await humanTurn(page);
  }
  await expect(log).toContainText(/(Duck|Counter-slam): /);

  // Reload and Continue: coach B is still the computer, and it plays on by itself.
  await expect(page.getByTestId('save-status')).toHaveText('Saved', { timeout: 60_000 });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Rushline', level: 1 })).toBeVisible();
  await page.getByTestId('continue').click();
  await expect(page.getByTestId('match-screen')).toBeVisible();
  await hook(page);
  let snap = await humanTurn(page);
  expect(snap.controllers).toEqual({ A: 'human', B: 'easy' });
  const before = snap.decisions;
  // The human finishes the rush (scripted); the computer must then take its turn unprompted.
  for (let i = 0; i < 100 && snap.deciders.slice(before).every((c) => c === 'A') && snap.state!.phase !== 'over'; i++) {
    const s = snap.state!;
    const end = legalDecisions(s).decisions.find((d) => d.kind === 'end-rush');
    await decide(page, end ?? humanChoice(s));
    snap = await humanTurn(page);
  }
  expect(snap.deciders.slice(before)).toContain('B');
  await expect(page.getByTestId('game-log').or(page.getByTestId('roster'))).toBeVisible();
  expect(app.consoleErrors).toEqual([]);
});

test('a computer whose worker cannot load still plays (on the main thread) and the screen says so', async ({ app }) => {
  test.setTimeout(600_000);
  const { page } = app;
  // The worker script never arrives: every attempt to start the computer's worker fails.
  let blocked = 0;
  await page.route(/aiWorker-[^/]*\.js/, (route) => {
    blocked++;
    return route.abort();
  });
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  await app.open();
  await instantAnimations(page);
  await startMatch(page, SEED, { B: 'easy' });
  await hook(page);

  // The human (scripted) lets the computer rush first; the computer sets up and plays its rush.
  let snap = await humanTurn(page);
  for (let i = 0; i < 200 && !(snap.state!.phase === 'rush' && snap.deciders.filter((c) => c === 'B').length >= 20); i++) {
    await decide(page, humanChoice(snap.state!));
    snap = await humanTurn(page);
  }
  expect(snap.deciders.filter((c) => c === 'B').length).toBeGreaterThanOrEqual(20);
  expect(snap.state!.phase).toBe('rush');
  // Two attempts at the worker (the first and a fresh retry), then the main thread, with a notice and a log line.
  expect(blocked).toBe(2);
  await expect(page.getByTestId('computer-fallback')).toHaveText(/plays simple \(Easy\) moves/);
  await expect(page.getByTestId('computer-fallback')).toHaveAttribute('role', 'status');
  expect(warnings.some((w) => /worker failed twice/.test(w))).toBe(true);
  // The prompt is the human's, usable: the notice does not block.
  await expect(page.getByTestId('prompt-text')).toBeVisible();
  await expect(page.getByTestId('undo')).toBeVisible();
  expect(app.consoleErrors).toEqual([]);
});
