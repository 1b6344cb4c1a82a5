// Issue 6 gaps on the real match screen: set-up by dragging figures (a bench player onto a lit hex,
// an illegal drop that snaps back with a reason, a placed player moved), the overlays on demand
// (threats of a player, all opponents' threats, the Strike zones a player could score from) by
// button and key, and an idle arena that stops drawing frames.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { hexId } from '../src/shared/games/dreadball/pitch';
import { expect, shotPath, test } from './fixtures';
import { faceIfAsked, instantAnimations, litHexes, prompt, rollOffAndTakeHome, settle, setUpFromHexList, startMatch } from './matchScreen';
// Brings in the declaration of window.__rushlineArena, the arena's test handle.
import type {} from '../src/renderer/arena/testHook';

test.use({ actionTimeout: 60_000, viewport: { width: 1280, height: 800 } });

interface Placed {
  id: number;
  team: number;
  where: string;
  hex: number;
  role: string;
}

async function players(page: Page): Promise<Placed[]> {
  return page.evaluate(() => {
    const host = document.querySelector('#app') as (Element & { __vue_app__?: { config: { globalProperties: Record<string, unknown> } } }) | null;
    const pinia = host?.__vue_app__?.config.globalProperties.$pinia as { _s: Map<string, Record<string, unknown>> } | undefined;
    const s = pinia?._s.get('match')?.state as { players: Placed[] } | undefined;
    if (!s) throw new Error('no match');
    return s.players.map((p) => ({ id: p.id, team: p.team, where: p.where, hex: p.hex, role: p.role }));
  });
}

/** Page coordinates of a figure, or of a hex centre, on the arena canvas. */
async function at(page: Page, what: { figure: number } | { hex: number }): Promise<{ x: number; y: number }> {
  return page.evaluate((w) => {
    const a = window.__rushlineArena!.arena;
    const r = a.canvas.getBoundingClientRect();
    const p = 'figure' in w ? a.figureScreenPosition(`p${w.figure}`) : a.hexScreenPosition(w.hex);
    if (!p) throw new Error('not on the arena');
    return { x: r.left + p.x, y: r.top + p.y };
  }, what);
}

async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }, release = true): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 8 });
  if (release) await page.mouse.up();
}

test('set-up by drag, overlays on demand, and an idle arena that draws nothing', async ({ app }) => {
  test.setTimeout(300_000);
  const { page } = app;
  await app.open();
  await instantAnimations(page);
  await startMatch(page, 4242);
  await rollOffAndTakeHome(page);
  expect(await prompt(page)).toBe('setup');
  await expect(page.locator('.arena-view[data-arena-ready="true"]')).toBeVisible();

  // ---------------------------------------------------------------- set-up by drag
  const team = (await page.evaluate(() => {
    const host = document.querySelector('#app') as (Element & { __vue_app__?: { config: { globalProperties: Record<string, unknown> } } }) | null;
    const pinia = host?.__vue_app__?.config.globalProperties.$pinia as { _s: Map<string, Record<string, unknown>> } | undefined;
    return (pinia?._s.get('match')?.state as { setupTeam: number }).setupTeam;
  })) as number;
  const bench = (await players(page)).filter((p) => p.team === team && p.where === 'bench').map((p) => p.id);
  const [first, second] = bench as [number, number];
  const lit = await litHexes(page);
  const target = lit[Math.floor(lit.length / 2)]!;

  // Half-way through a drag: the figure follows the pointer over the lit hexes.
  await drag(page, await at(page, { figure: first }), await at(page, { hex: target }), false);
  await page.screenshot({ path: shotPath('match-setup-drag.png') });
  await page.mouse.up();
  await settle(page);
  expect(await prompt(page)).toBe('facing');
  expect((await players(page)).find((p) => p.id === first)).toMatchObject({ where: 'pitch', hex: target });
  await faceIfAsked(page);

  // A drop on a hex that is not lit (the centre column) snaps back with a reason.
  const home = await at(page, { figure: second });
  const centre = hexId(0, 0);
  expect(await litHexes(page)).not.toContain(centre);
  await drag(page, home, await at(page, { hex: centre }));
  await expect(page.getByTestId('drop-note')).toContainText('is not lit');
  expect((await players(page)).find((p) => p.id === second)?.where).toBe('bench');
  expect(await at(page, { figure: second })).toEqual(home);

  // A placed player dragged to another lit hex moves there (same decisions: taken back, placed again).
  const again = (await litHexes(page)).find((h) => h !== target)!;
  await drag(page, await at(page, { figure: first }), await at(page, { hex: again }));
  await settle(page);
  await faceIfAsked(page);
  expect((await players(page)).find((p) => p.id === first)).toMatchObject({ where: 'pitch', hex: again });
  expect(await prompt(page)).toBe('setup');

  // A click still works: pick on the roster, then a lit hex on the canvas.
  await page.getByTestId('tab-roster').click();
  await page.getByTestId(`roster-${second}`).click();
  const clickHex = (await litHexes(page))[0]!;
  const c = await at(page, { hex: clickHex });
  await page.mouse.click(c.x, c.y);
  await faceIfAsked(page);
  expect((await players(page)).find((p) => p.id === second)).toMatchObject({ where: 'pitch', hex: clickHex });

  await setUpFromHexList(page, 3, 5);
  await setUpFromHexList(page, 6, 5);

  // Hovering a figure shows its player card: number, name, team, role, the five stats, actions.
  const placed = (await players(page)).find((p) => p.where === 'pitch')!;
  const onCanvas = await at(page, { figure: placed.id });
  await page.mouse.move(onCanvas.x, onCanvas.y);
  const card = page.getByTestId('player-card');
  await expect(card).toBeVisible();
  const role = placed.role.charAt(0).toUpperCase() + placed.role.slice(1);
  await expect(card).toContainText(new RegExp(`#\\d+ .+${role}`));
  for (const stat of ['Move', 'Strength', 'Speed', 'Skill', 'Armour', 'of 2 actions used']) await expect(card).toContainText(stat);
  await page.screenshot({ path: shotPath('match-player-card.png') });
  await page.mouse.move(5, 5);

  // ---------------------------------------------------------------- overlays on demand
  for (let i = 0; i < 20 && (await prompt(page)) !== 'action'; i++) await settle(page);
  expect(await prompt(page)).toBe('action');
  const counts = () => page.evaluate(() => window.__rushlineArena!.arena.overlayCounts);
  // A player who can throw: a Guard never handles the ball, so Z shows him no Strike zones.
  const roster = page.locator('[data-testid^="roster-"]:not([disabled])');
  const roles = new Map((await players(page)).map((p) => [p.id, p.role]));
  const ids = await roster.evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-testid')!.slice('roster-'.length))));
  const thrower = ids.find((id) => roles.get(id) !== 'guard');
  expect(thrower).toBeDefined();
  await page.getByTestId(`roster-${thrower}`).click();
  // Z: the Strike zones the selected player could score from: 3 zones of 8 hexes.
  await page.keyboard.press('z');
  await expect(page.getByTestId('overlay-zones')).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await counts()).zones).toBe(24);
  await expect(page.getByTestId('overlay-hint')).toContainText('for ');
  await page.screenshot({ path: shotPath('match-overlay-zones.png') });
  await page.keyboard.press('z');
  await expect.poll(async () => (await counts()).zones).toBe(0);

  // O: every hex the opponents of the coach to act threaten; T adds the selected player's own.
  await page.getByTestId('overlay-allThreats').click();
  await expect(page.getByTestId('overlay-allThreats')).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await counts()).threats).toBeGreaterThan(0);
  const all = (await counts()).threats;
  await page.keyboard.press('t');
  await expect.poll(async () => (await counts()).threats).toBeGreaterThan(all);
  await page.screenshot({ path: shotPath('match-overlay-threats.png') });
  await page.keyboard.press('o');
  await page.keyboard.press('t');
  await expect.poll(async () => (await counts()).threats).toBe(0);

  // The help overlay lists the keys.
  await page.keyboard.press('?');
  await expect(page.getByTestId('help-overlay')).toContainText('Strike-zone hexes');
  await expect(page.getByTestId('help-overlay')).toContainText('drag a player');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('help-overlay')).toBeHidden();

  // Hovering a game-log line lights the figure it names; so does focusing it by keyboard.
  await page.getByTestId('tab-game').click();
  const gameLog = page.getByTestId('game-log');
  // The last placement: an earlier line may name a player picked up and placed again since.
  const line = gameLog.locator('li', { hasText: 'sets up on' }).last();
  const [, q, r] = /sets up on \((-?\d+), (-?\d+)\)/.exec(await line.innerText()) ?? [];
  const litNow = () => page.evaluate(() => [...window.__rushlineArena!.arena.highlightedHexes]);
  const unlit = await litNow();
  await line.hover();
  await expect.poll(litNow).toEqual([hexId(Number(q), Number(r))]);
  await page.mouse.move(5, 5);
  await expect.poll(litNow).toEqual(unlit);
  // The list is one tab stop (the newest line); Home and the arrow keys move between lines.
  await expect(gameLog.locator('li[tabindex="0"]')).toHaveCount(1);
  await page.getByTestId('tab-dice').focus();
  await page.keyboard.press('Tab');
  await expect(gameLog.locator('li').last()).toBeFocused();
  await page.keyboard.press('Home');
  await expect(gameLog.locator('li').first()).toBeFocused();
  const texts = await gameLog.locator('li').allInnerTexts();
  const setUpAt = texts.length - 1 - [...texts].reverse().findIndex((text) => text.includes('sets up on'));
  for (let i = 0; i < setUpAt; i++) await page.keyboard.press('ArrowDown');
  await expect(line).toBeFocused();
  await expect(line).toHaveAttribute('tabindex', '0');
  await expect.poll(litNow).toEqual([hexId(Number(q), Number(r))]);
  await page.keyboard.press('Tab'); // on to Export: the line blurs, its highlight goes
  await expect(page.getByTestId('export-game')).toBeFocused();
  await expect.poll(litNow).toEqual(unlit);

  // Export writes the log where the (fake) save dialog says and names the file; cancelling says so.
  const status = gameLog.locator('..').getByRole('status');
  app.dialogs.exportPath = join(app.dataDir, 'game log.txt');
  await page.getByTestId('export-game').click();
  await expect(status).toHaveText('Saved as game log.txt.');
  expect(await readFile(app.dialogs.exportPath, 'utf8')).toBe(`${(await gameLog.locator('li').allInnerTexts()).join('\n')}\n`);
  app.dialogs.exportPath = null;
  await page.getByTestId('export-game').click();
  await expect(status).toHaveText('Export cancelled: nothing was saved.');
  await page.getByTestId('tab-roster').click();

  // "Why these odds?" from the prompt opens the rules reference at its odds section; Back returns.
  await page.getByRole('button', { name: 'Why these odds?' }).click();
  const oddsHeading = page.locator('#rules-odds h3');
  await expect(oddsHeading).toBeFocused();
  await expect(oddsHeading).toBeInViewport();
  await expect(page.locator('#rules-odds')).toContainText('without rolling anything');
  await page.getByTestId('back').click();
  await expect(page.getByTestId('match-screen')).toHaveAttribute('data-prompt', 'action');
  await expect(page.locator('.arena-view[data-arena-ready="true"]')).toBeVisible();

  // ---------------------------------------------------------------- idle: no frames drawn
  await page.mouse.move(5, 5);
  await expect.poll(() => page.evaluate(() => window.__rushlineArena!.arena.rendering)).toBe(false);
  const before = await page.evaluate(() => window.__rushlineArena!.arena.frameCount);
  await page.evaluate(() => new Promise<void>((done) => {
    let n = 0;
    const f = (): void => (++n >= 20 ? done() : void requestAnimationFrame(f));
    requestAnimationFrame(f);
  }));
  expect(await page.evaluate(() => window.__rushlineArena!.arena.frameCount)).toBe(before);
  // A change draws again, then the arena goes quiet once more.
  await page.keyboard.press('o');
  await expect.poll(() => page.evaluate(() => window.__rushlineArena!.arena.frameCount)).toBeGreaterThan(before);
  await expect.poll(() => page.evaluate(() => window.__rushlineArena!.arena.rendering)).toBe(false);
  expect(app.consoleErrors).toEqual([]);
});

test('the keyboard help opens at its top at 1024x640 and 1280x800: heading, Close focused, the first keys in view; Esc and Close shut it', async ({ app }) => {
  test.setTimeout(120_000);
  const { page } = app;
  await app.open();
  await startMatch(page, 4242);
  const help = page.getByTestId('help-overlay');
  for (const size of [{ width: 1024, height: 640 }, { width: 1280, height: 800 }]) {
    await page.setViewportSize(size);
    await page.keyboard.press('?');
    await expect(help).toBeVisible();
    // Focus where a keyboard user starts, and nothing scrolled away: the heading and the first rows
    // (?, Tab, 1-9, Enter) are inside what the list shows.
    await expect(page.getByTestId('help-close')).toBeFocused();
    await expect(help.getByRole('heading', { name: 'Keyboard' })).toBeInViewport({ ratio: 1 });
    const list = page.getByTestId('help-list');
    const shown = await list.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const inside = (e: Element): boolean => {
        const r = e.getBoundingClientRect();
        return r.top >= box.top - 1 && r.bottom <= box.bottom + 1;
      };
      return { scrollTop: el.scrollTop, first: [...el.querySelectorAll('dt')].slice(0, 4).map(inside), inWindow: box.bottom <= window.innerHeight };
    });
    expect(shown, `${size.width}x${size.height}`).toEqual({ scrollTop: 0, first: [true, true, true, true], inWindow: true });
    await page.screenshot({ path: test.info().outputPath(`help-${size.width}x${size.height}.png`) });
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();
    await page.keyboard.press('?');
    await page.getByTestId('help-close').click();
    await expect(help).toBeHidden();
  }
  expect(app.consoleErrors.filter((e) => !/WebGL|GPU|Failed to load resource/i.test(e))).toEqual([]);
});
