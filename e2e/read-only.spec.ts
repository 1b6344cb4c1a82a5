// A match saved under other rules (issue "One core, several games"): a DreadBall file of rules
// version 1 whose log today's rules do not play (its last decision, a second roll-off, is refused).
// The real load handler answers it read-only; the app opens the state as it was saved, with a
// banner saying why, and nothing on the screen takes a decision, saves, undoes or replays.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { applyDecision, createMatch, legalDecisions } from '../src/shared/games/dreadball/engine';
import type { Decision } from '../src/shared/games/dreadball/engine/types';
import { dreadballSaves } from '../src/shared/games/dreadball/saves';
import { MatchStore } from '../src/main/storage/matchStore';
import type { MatchFile } from '../src/shared/saves/schemas';
import { STOCK_TEAMS } from '../src/shared/games/dreadball/teams';
import { expect, shotPath, test } from './fixtures';
import { hookMatch } from './matchScreen';

const fileOf = (dataDir: string, id: string): string => join(dataDir, 'matches', `${id}.rushline-match.json`);

/** Saves a few legal decisions of a stock match, then rewrites the file as rules version 1 with a second roll-off appended. */
async function seedOldRulesMatch(dataDir: string): Promise<{ file: MatchFile; snapshot: string }> {
  const store = new MatchStore({ dataDir, appVersion: '0.1.0', games: [dreadballSaves], now: () => new Date('2025-04-02T12:00:00.000Z') });
  const setup = { teams: [STOCK_TEAMS[0]!, STOCK_TEAMS[1]!] as [(typeof STOCK_TEAMS)[0], (typeof STOCK_TEAMS)[0]], seed: 99 };
  let s = createMatch(setup);
  const decisions: Decision[] = [];
  for (let n = 0; n < 6; n++) {
    const d = legalDecisions(s).decisions[0]!;
    const r = applyDecision(s, d);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    decisions.push(d);
  }
  expect(s.phase).toBe('setup');
  const saved = await store.save({
    game: 'dreadball',
    name: 'Old rules cup',
    setup: JSON.parse(JSON.stringify(setup)),
    decisions: JSON.parse(JSON.stringify(decisions)),
    snapshot: JSON.parse(JSON.stringify(s)),
  });
  const file: MatchFile = { ...saved, rulesVersion: 1, decisions: [...saved.decisions, { kind: 'roll-off' }] };
  await writeFile(fileOf(dataDir, saved.id), JSON.stringify(file, null, 2));
  // Today's rules refuse the log: the real store says read-only (not damaged).
  const loaded = await store.load(saved.id);
  expect(loaded.check.status).toBe('read-only');
  return { file, snapshot: JSON.stringify(s) };
}

/** The match store's view of the match, as JSON, through the page's Pinia. */
async function storeView(page: Page): Promise<{ readOnly: boolean; session: string; legal: number; decider: string | null; state: string; lines: number }> {
  await hookMatch(page);
  return page.evaluate(() => {
    const m = (window as unknown as { __match: Record<string, unknown> }).__match;
    const legal = m.legal as { decisions: unknown[]; decider: string | null };
    return {
      readOnly: m.readOnly as boolean,
      session: (m.session as { kind: string }).kind,
      legal: legal.decisions.length,
      decider: legal.decider,
      state: JSON.stringify(m.state),
      lines: (m.lines as unknown[]).length,
    };
  });
}

test('a match saved under rules version 1 that today’s rules play differently opens read-only from Load match', async ({ app }) => {
  test.setTimeout(180_000);
  const { page, dataDir } = app;
  const { file, snapshot } = await seedOldRulesMatch(dataDir);
  const savedText = await readFile(fileOf(dataDir, file.id), 'utf8');
  await page.setViewportSize({ width: 1280, height: 800 });
  await app.open();

  // The list does not replay: the match is a normal entry there.
  await page.getByRole('button', { name: 'Load match', exact: true }).click();
  const row = page.locator(`[data-row="${file.id}"]`);
  await expect(row.getByTestId('save-name')).toHaveText('Old rules cup');
  await expect(row.getByTestId('save-status')).toHaveText('In progress');
  await row.getByTestId(`open-${file.id}`).click();

  const screen = page.getByTestId('match-screen');
  await expect(screen).toBeVisible({ timeout: 60_000 });
  const banner = page.getByTestId('read-only-banner');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Saved under other rules: look only');
  await expect(banner).toContainText(`This match was played under version 1 of the rules; this Rushline plays version ${dreadballSaves.rulesVersion}`);
  await expect(banner).toContainText('to look at but not to play on');
  await expect(page.getByTestId('read-only-prompt')).toContainText('Nobody can decide here');
  await expect(screen).toHaveAttribute('data-decisions', String(file.decisions.length));

  // The board is the saved state, the log was not played, and nobody decides.
  const view = await storeView(page);
  expect(view).toEqual({ readOnly: true, session: 'read-only', legal: 0, decider: null, state: snapshot, lines: 0 });

  // No prompt takes input: the prompt panel has no control at all, the set-up list and undo are gone.
  const promptPanel = page.getByTestId('prompt');
  await expect(promptPanel.locator('button, input, select, [data-choice]')).toHaveCount(0);
  await expect(page.getByTestId('undo')).toHaveCount(0);
  await expect(page.getByTestId('replay-forward')).toHaveCount(0);
  // Clicks on the board and the match keys (undo, replay steps, Enter) change nothing.
  const arena = page.locator('.match__arena canvas').last();
  const box = await arena.boundingBox();
  expect(box).not.toBeNull();
  for (const [fx, fy] of [[0.5, 0.5], [0.3, 0.4], [0.7, 0.6]] as const) await page.mouse.click(box!.x + box!.width * fx, box!.y + box!.height * fy);
  for (const key of ['u', 'ArrowRight', 'ArrowLeft', 'Enter']) await page.keyboard.press(key);
  await expect(banner).toBeVisible();
  expect(await storeView(page)).toEqual(view);
  await expect(screen).toHaveAttribute('data-decisions', String(file.decisions.length));
  await page.screenshot({ path: shotPath('match-read-only.png') });

  // Nothing was saved over the file: it is still the one written under rules version 1.
  await page.getByTestId('back').click();
  await expect(page.getByTestId('load-match')).toBeVisible();
  expect(await readFile(fileOf(dataDir, file.id), 'utf8')).toBe(savedText);
  expect(app.consoleErrors.filter((e) => !/WebGL|GPU|Failed to load resource/i.test(e))).toEqual([]);
});
