// A long title (a league's name, up to 60 characters) gives way in the screen header: Back and the
// "Esc goes back" hint stay on one line, the title wraps to two lines at most; cut short, it ends
// in "…" and its whole text is the heading's tooltip.
import type { Locator, Page } from '@playwright/test';
import { expect, shotPath, test } from './fixtures';

const height = (element: Locator): Promise<number> => element.evaluate((el) => el.getBoundingClientRect().height);

async function headerSizes(page: Page): Promise<{ back: number; hint: number; title: number }> {
  const [back, hint, title] = await Promise.all([page.getByTestId('back'), page.locator('.screen-header > .hint'), page.locator('#screen-title')].map(height));
  return { back: back!, hint: hint!, title: title! };
}

/** Creates a league by that name from the Leagues screen; the header's one-line sizes measured there first. */
async function openLeagueNamed(page: Page, name: string): Promise<{ back: number; hint: number; title: number }> {
  await page.getByTestId('menu-leagues').click();
  const oneLine = await headerSizes(page);
  await page.getByTestId('league-create').click();
  await page.getByTestId('league-name-input').fill(name);
  await page.getByTestId('league-submit').click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  return oneLine;
}

/** The heading's tooltip is the whole title when it is cut short, and absent when it fits. */
async function tooltipFollowsClipping(title: Locator, name: string): Promise<boolean> {
  await title.hover();
  const clipped = await title.evaluate((el) => el.scrollHeight > el.clientHeight);
  if (clipped) await expect(title).toHaveAttribute('title', name);
  else await expect(title).not.toHaveAttribute('title');
  return clipped;
}

for (const viewport of [
  { width: 960, height: 600 },
  { width: 1024, height: 640 },
  { width: 1280, height: 800 },
]) {
  for (const name of ['Frühjahrsmeisterschaftspokal der Unterwelt', 'Weltmeisterschaftswettbewerbswochenendwanderpokals Wuppertal']) {
    test(`a ${name.length}-character league name at ${viewport.width}x${viewport.height} leaves Back and the hint on one line`, async ({ app }) => {
      const { page } = app;
      await page.setViewportSize(viewport);
      await app.open();
      const oneLine = await openLeagueNamed(page, name);
      await page.screenshot({ path: shotPath(`league-header-${name.length}-${viewport.width}.png`) });
      const now = await headerSizes(page);
      expect({ back: now.back, hint: now.hint }).toEqual({ back: oneLine.back, hint: oneLine.hint });
      expect(now.title).toBeLessThanOrEqual(2 * oneLine.title + 1);
      await tooltipFollowsClipping(page.getByRole('heading', { name, level: 1 }), name);
    });
  }
}

test('a title too long for two lines ends in "…" and shows whole as a tooltip', async ({ app }) => {
  const { page } = app;
  // The narrowest window (the main process's minimum) and the widest letters: surely cut short.
  await page.setViewportSize({ width: 960, height: 600 });
  await app.open();
  const name = 'W'.repeat(60);
  const oneLine = await openLeagueNamed(page, name);
  const title = page.getByRole('heading', { name, level: 1 });
  expect(await height(title)).toBeLessThanOrEqual(2 * oneLine.title + 1);
  expect(await tooltipFollowsClipping(title, name)).toBe(true);
  expect(await height(page.getByTestId('back'))).toBe(oneLine.back);
});
