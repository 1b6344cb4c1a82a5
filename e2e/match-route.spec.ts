// Issue 14, "Run/Sprint spend a token before the reach map appears": pointing at Run (hover or
// keyboard focus) shows its reach and odds before anything is declared, and a coach routes his
// move through waypoints (W or "Go via this hex"), which the engine plays as routed.
import { expect, shotPath, test } from './fixtures';
import { hookMatch, instantAnimations, litHexes, prompt, settle, toFirstRush } from './matchScreen';

test.use({ actionTimeout: 60_000, viewport: { width: 1280, height: 800 } });

interface Store {
  decisions: { kind: string; path?: number[] }[];
  state: { tokens: number[] } | null;
}

test('reach before declaring Run, and a move routed through a waypoint', async ({ app }) => {
  test.setTimeout(300_000);
  const { page } = app;
  await app.open();
  await instantAnimations(page);
  await toFirstRush(page);
  await hookMatch(page);
  const screen = page.getByTestId('match-screen');

  // ------------------------------------------------ the reach of Run before it is declared
  await page.getByTestId('tab-roster').click();
  await page.locator('[data-testid^="roster-"]:not([disabled])').first().click();
  const run = page.getByTestId('action-run');
  await expect(run).toBeVisible();
  const before = await screen.getAttribute('data-decisions');
  const tokens = await page.evaluate(() => JSON.stringify((window as unknown as { __match: Store }).__match.state?.tokens));
  await run.hover();
  const reach = page.getByTestId('action-reach');
  await expect(reach).toContainText(/^Run: \d+ hexes in reach, \d+ without a roll$/);
  await page.screenshot({ path: shotPath('match-reach-preview.png') });
  // Nothing was declared and no token spent.
  await expect(screen).toHaveAttribute('data-decisions', before ?? '');
  expect(await page.evaluate(() => JSON.stringify((window as unknown as { __match: Store }).__match.state?.tokens))).toBe(tokens);
  await page.mouse.move(2, 2);
  await expect(reach).toHaveCount(0);
  // The keyboard gets the same by focusing the button.
  await run.focus();
  await expect(reach).toBeVisible();

  // ------------------------------------------------ a waypoint, by keyboard
  await run.click();
  await settle(page);
  expect(await prompt(page)).toBe('move');
  const select = page.getByTestId('hex-select');
  let waypoint = -1;
  for (const hex of await litHexes(page)) {
    await select.selectOption(String(hex));
    if (await page.getByTestId('go-via').isVisible()) {
      waypoint = hex;
      break;
    }
  }
  expect(waypoint).toBeGreaterThanOrEqual(0);
  await page.keyboard.press('w');
  await expect(page.getByTestId('route')).toBeVisible();
  // From the waypoint the lit hexes are those still in reach after it; pick one beyond it.
  const end = (await litHexes(page)).find((h) => h !== waypoint)!;
  await select.selectOption(String(end));
  await page.screenshot({ path: shotPath('match-waypoint.png') });
  await page.locator('[data-testid^="facing-"]').first().click();
  await settle(page);
  const last = await page.evaluate(() => (window as unknown as { __match: Store }).__match.decisions.filter((d) => d.kind === 'move').at(-1));
  expect(last?.path).toContain(waypoint);

  // Esc clears a route: set one, then Esc twice (the chosen hex, then the route).
  if ((await prompt(page)) === 'move') {
    const again = (await litHexes(page))[0]!;
    await select.selectOption(String(again));
    if (await page.getByTestId('go-via').isVisible()) {
      await page.getByTestId('go-via').click();
      await expect(page.getByTestId('route')).toBeVisible();
      await page.getByTestId('clear-route').click();
      await expect(page.getByTestId('route')).toHaveCount(0);
    }
  }
});
