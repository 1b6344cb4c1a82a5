// The living arena on the match screen: screenshots at two window sizes, pointer picking,
// animation speed/skip, and the render bench (frame-time median and p95 for the scripted
// sequence with a wall bounce). Run: npm run test:e2e -- arena (or the bench:render script).
import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { CENTRE_COLUMN, STRIKE_ZONES, hexId } from '../src/shared/games/dreadball/pitch';
import { STOCK_TEAMS } from '../src/shared/games/dreadball/teams';
import { arenaNow, holdAt, resume } from './arenaHold';
import { expect, shotPath, test } from './fixtures';
// Brings in the declaration of window.__rushlineArena, the arena's test handle.
import type {} from '../src/renderer/arena/testHook';


/**
 * Opens the match screen with a new match of two stock teams (hot-seat), through the app's own
 * stores: the arena is drawn by the real match screen with the engine's initial state.
 */
async function openMatch(page: Page): Promise<void> {
  const teams = [STOCK_TEAMS[0], STOCK_TEAMS[1]];
  await page.evaluate(async (teams) => {
    const el = document.querySelector('#app') as (Element & { __vue_app__?: { config: { globalProperties: Record<string, unknown> } } }) | null;
    const pinia = el?.__vue_app__?.config.globalProperties.$pinia as { _s: Map<string, Record<string, (...args: unknown[]) => void>> } | undefined;
    pinia?._s.get('navigation')?.go?.('match');
    // The match store exists once the match screen has used it.
    for (let i = 0; i < 50 && !pinia?._s.get('match'); i++) await new Promise((r) => setTimeout(r, 20));
    const match = pinia?._s.get('match');
    if (!match) throw new Error('match store not found');
    match.start!({ teams, seed: 20251202 }, { A: 'human', B: 'human' });
  }, teams);
  await expect(page.getByRole('heading', { level: 1, name: 'Match' })).toBeVisible();
  await expect(page.locator('.arena-view[data-arena-ready="true"]')).toBeVisible();
  await page.waitForFunction(() => Boolean(window.__rushlineArena));
}

async function frames(page: Page, n = 3): Promise<void> {
  await page.evaluate(async (count) => {
    for (let i = 0; i < count; i++) await new Promise((r) => requestAnimationFrame(() => r(null)));
  }, n);
}

for (const size of [
  { width: 1024, height: 640 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
]) {
  test(`arena screenshots at ${size.width}x${size.height}`, async ({ app }) => {
    const { page } = app;
    test.setTimeout(60_000);
    await page.setViewportSize(size);
    await app.open();
    await openMatch(page);
    await frames(page, 5);
    const tag = `${size.width}x${size.height}`;
    // A new match of two stock teams: everyone on the benches.
    const info = await page.evaluate(() => {
      const a = window.__rushlineArena!.arena;
      return { figures: a.figureCount(), ball: a.ballInfo, w: a.canvas.clientWidth, h: a.canvas.clientHeight };
    });
    expect(info.figures).toBeGreaterThanOrEqual(16);
    expect(info.ball.visible).toBe(false);
    await page.screenshot({ path: shotPath(`arena-new-match-${tag}.png`) });

    // The showcase: figures on the pitch with every state marker, plus overlays.
    const ids = {
      reach: [hexId(-3, -1), hexId(-2, -1), hexId(-1, -1)],
      threats: [hexId(0, -1), hexId(-1, 1), hexId(0, 1)],
      // Threats on a red Strike zone stay visible (the red-end zone, two of them doubled).
      zoneThreats: STRIKE_ZONES.find((z) => z.name === 'red-end')!.hexes.slice(0, 4),
      path: [hexId(-4, -2), hexId(-3, -2), hexId(-3, -1), hexId(-2, -1), hexId(-1, -1)],
      ball: hexId(1, -1),
    };
    await page.evaluate(async (ids) => {
      const hook = window.__rushlineArena!;
      const script = await hook.script();
      const a = hook.arena;
      // A loose ball in the middle of it all: it must be the first thing the eye finds.
      a.setState({ ...script.showcaseState(), ball: { kind: 'hex', hex: ids.ball } });
      a.highlight([
        // The match screen's labels: the chance, then the rolls it takes.
        { hex: ids.reach[0]!, colour: 0x4ade80 },
        { hex: ids.reach[1]!, colour: 0xf59e0b, label: '83%\n1 roll' },
        { hex: ids.reach[2]!, colour: 0xf59e0b, label: '58%\n2 rolls' },
      ]);
      a.showThreats([...ids.threats.map((hex) => ({ hex, count: 1 })), ...ids.zoneThreats.map((hex, i) => ({ hex, count: i < 2 ? 2 : 1 }))]);
      a.previewPath(ids.path);
    }, ids);
    await frames(page, 5);
    await page.screenshot({ path: shotPath(`arena-showcase-${tag}.png`) });
    expect(app.consoleErrors).toEqual([]);
  });
}

test('arena animations: the scripted sequence mid-flight, skip and instant speed', async ({ app }) => {
  const { page } = app;
  test.setTimeout(90_000);
  await app.open();
  await openMatch(page);
  // Each moment: reset the showcase, queue the animation, photograph it part-way through: after a
  // time, or held at the frame it is about (the dice settled, the ball at the wall).
  const moments: { name: string; at: number | 'dice' | 'bounce'; run: string }[] = [
    { name: 'launch', at: 500, run: 'launch' },
    { name: 'bounce', at: 'bounce', run: 'bounce' },
    { name: 'dice', at: 'dice', run: 'dice' },
    { name: 'roll-off', at: 'dice', run: 'roll-off' },
    { name: 'clash', at: 250, run: 'clash' },
    { name: 'throw', at: 450, run: 'throw' },
    { name: 'strike', at: 380, run: 'strike' },
  ];
  const hexes = { launch: CENTRE_COLUMN.slice(0, 6), l2: hexId(2, -4), from: hexId(-4, -2), to: hexId(3, 1), strike: hexId(10, 0) };
  for (const m of moments) {
    // Watching from before the start, so a quick moment is not missed.
    const holding = typeof m.at === 'number' ? null : holdAt(page, m.at);
    await page.evaluate(async ({ run, hexes }) => {
      const hook = window.__rushlineArena!;
      const s = await hook.script();
      const a = hook.arena;
      a.setSpeed('normal');
      if (run === 'launch') void a.ballLaunch(hexes.launch);
      if (run === 'bounce') void a.ballScatter(s.scatterSteps(hexes.l2, 4, 5), hexes.l2);
      if (run === 'dice') void a.dice([{ face: 6, source: 'team' }, { face: 3, source: 'team' }, { face: 5, source: 'coach' }, { face: 6, source: 'extra' }, { face: 2, source: 'extra' }], 4);
      if (run === 'roll-off') void a.rollOffDice([5, 2], ['Trontek 29ers', 'Greenmoon Smackers'], 0);
      if (run === 'clash') void a.slamClash('h2', 'a1');
      if (run === 'throw') void a.ballThrow(hexes.from, hexes.to);
      if (run === 'strike') void a.strikeCelebration(3, 'home', hexes.strike);
    }, { run: m.run, hexes });
    if (typeof m.at === 'number') await page.waitForTimeout(m.at);
    else await holding;
    const held = await arenaNow(page);
    // What the held frame shows: the dice with their faces and words, or the ball at the wall.
    if (m.run === 'dice') expect(held.dice).toEqual({ visible: true, settled: true, faces: [6, 3, 5, 6, 2], labels: [], caption: '3 successes (4+)' });
    if (m.run === 'roll-off') {
      expect(held.dice).toEqual({ visible: true, settled: true, faces: [5, 2], labels: ['Trontek 29ers', 'Greenmoon Smackers'], caption: 'Roll-off: Trontek 29ers wins' });
    }
    if (m.run === 'bounce') {
      expect(held.ball.visible).toBe(true);
      expect(held.wall).not.toBeNull();
      // The ball is drawn on the wall in the frame it hits it (however long that frame was).
      expect(Math.hypot(held.ball.x - held.wall!.x, held.ball.y - held.wall!.y)).toBeLessThan(0.5);
    }
    await page.screenshot({ path: shotPath(`arena-anim-${m.name}.png`) });
    await resume(page);
    await page.evaluate(() => window.__rushlineArena!.arena.skip());
    // Skip mode lasts until a frame finds the queue empty: the next moment must not start before.
    await frames(page, 2);
    if (typeof m.at !== 'number') expect(await page.evaluate(() => window.__rushlineArena!.arena.diceInfo.visible)).toBe(false);
  }

  // The whole script plays through and ends with nothing left in the queue.
  await page.evaluate(async () => {
    const hook = window.__rushlineArena!;
    const m = await hook.script();
    hook.arena.setSpeed('fast');
    (window as unknown as { __scriptDone?: Promise<void> }).__scriptDone = m.playScript(hook.arena);
  });
  await page.evaluate(async () => {
    await (window as unknown as { __scriptDone: Promise<void> }).__scriptDone;
  });
  const after = await page.evaluate(() => {
    const a = window.__rushlineArena!.arena;
    return { ball: a.ballInfo, busy: a.animating, h6: a.figurePosition('h6'), a1: a.currentState?.figures.find((f) => f.id === 'a1') };
  });
  expect(after.busy).toBe(false);
  expect(after.ball.visible).toBe(true);
  expect(after.ball.hex).toBe(hexId(10, 0));
  await page.screenshot({ path: shotPath(`arena-anim-end.png`) });

  // Skip: a long walk finishes at once, in order.
  const skipped = await page.evaluate(async () => {
    const hook = window.__rushlineArena!;
    const m = await hook.script();
    const a = hook.arena;
    a.setSpeed('normal');
    const order: string[] = [];
    const p1 = a.walk('h6', [63, 64, 65, 66]).then(() => order.push('walk'));
    const p2 = a.fall('a2').then(() => order.push('fall'));
    await new Promise((r) => setTimeout(r, 100));
    // Count animation frames, not milliseconds: a loaded machine slows frames, not their number.
    let frames = 0;
    let counting = true;
    const tick = () => {
      frames++;
      if (counting) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    a.skip();
    await Promise.all([p1, p2]);
    counting = false;
    void m;
    return { order, frames, pos: a.figurePosition('h6'), busy: a.animating };
  });
  expect(skipped.order).toEqual(['walk', 'fall']);
  // Both animations finish within a couple of frames of skip(), not after their full length.
  expect(skipped.frames).toBeLessThanOrEqual(4);
  expect(skipped.busy).toBe(false);

  // Instant speed plays the whole script to its end (the queue's unit tests prove each animation
  // resolves on the next frame; here the real Pixi arena must get through every primitive).
  const instant = await page.evaluate(async () => {
    const hook = window.__rushlineArena!;
    const m = await hook.script();
    hook.arena.setSpeed('instant');
    await m.playScript(hook.arena);
    hook.arena.setSpeed('normal');
    return { busy: hook.arena.animating, scorer: hook.arena.figurePosition('h6') };
  });
  expect(instant.busy).toBe(false);
  expect(instant.scorer).not.toBeNull();
  expect(app.consoleErrors).toEqual([]);
});

test('render bench: frame times during the scripted sequence with a wall bounce', async ({ app, browser }) => {
  // A benchmark, not a check: `npm run bench:render` runs it and prints the figures.
  test.skip(!process.env.RUSHLINE_BENCH, 'frame times are measured by npm run bench:render');
  const { page } = app;
  test.setTimeout(120_000);
  await app.open();
  await openMatch(page);
  // `npm run bench:render -- --chrome-trace FILE`: a Chromium trace of the sequence (open it in
  // Perfetto) showing what the renderer, GPU and compositor threads did in each frame.
  const tracePath = process.env.RUSHLINE_CHROME_TRACE;
  if (tracePath) await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline.frame', 'gpu', 'viz', 'cc', 'v8'] });
  const result = await page.evaluate(() => window.__rushlineArena!.bench());
  if (tracePath) {
    writeFileSync(tracePath, await browser.stopTracing());
    console.log(`bench:render Chromium trace written to ${tracePath} (tracing adds its own cost to the frames)`);
  }
  console.log(
    `bench:render frames=${result.frames} median=${result.median.toFixed(2)}ms p95=${result.p95.toFixed(2)}ms max=${result.max.toFixed(2)}ms duration=${(result.durationMs / 1000).toFixed(1)}s`,
  );
  expect(result.frames).toBeGreaterThan(100);
  expect(result.median).toBeGreaterThan(0);
  expect(app.consoleErrors).toEqual([]);
});
