import { test, expect } from './fixtures';
import { startMatch, settle, instantAnimations } from './matchScreen';

for (const [w, h] of [[1024, 640], [1280, 800]] as const) {
  test(`tour ${w}`, async ({ app }) => {
    const { page } = app;
    await page.setViewportSize({ width: w, height: h });
    await app.open();
    await instantAnimations(page);
    await page.getByRole('button', { name: 'New match', exact: true }).click();
    await page.screenshot({ path: `/tmp/tour/newmatch-${w}.png` });
    await page.getByTestId('back').click();
    await startMatch(page, 7);
    await settle(page);
    await page.screenshot({ path: `/tmp/tour/match-${w}.png` });
    await expect(page.getByTestId('match-screen')).toBeVisible();
    const widths = await page.evaluate(() => [...document.querySelectorAll('.roster__player')].slice(0, 8).map((b) => [b.clientWidth, ...[...b.children].map((c) => { const r = document.createRange(); r.selectNodeContents(c); return Math.round(r.getBoundingClientRect().width) + '/' + Math.round((c as HTMLElement).getBoundingClientRect().width); })]));
    console.log(w, JSON.stringify(widths));
  });
}
