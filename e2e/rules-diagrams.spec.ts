// Issue 14: the rules reference has diagrams drawn by the arena (zones, threat, front arc, bounce),
// each a real picture of the pitch with words beside it.
import { expect, shotPath, test } from './fixtures';
import { startMatch } from './matchScreen';

test.use({ viewport: { width: 1280, height: 800 } });

test('the rules reference shows the four diagrams, drawn by the arena', async ({ app }) => {
  test.setTimeout(120_000);
  const { page } = app;
  await app.open();
  await startMatch(page, 11);
  await page.keyboard.press('r');
  await expect(page.getByTestId('rules')).toBeVisible();
  for (const kind of ['zones', 'threat', 'frontArc', 'bounce']) {
    const figure = page.getByTestId(`diagram-${kind}`);
    await expect(figure).toHaveAttribute('data-drawn', 'true', { timeout: 30_000 });
    const img = figure.locator('img');
    await expect(img).toHaveAttribute('alt', /.{20,}/);
    await expect(figure.locator('figcaption')).not.toBeEmpty();
    // A real picture: many colours, not one flat fill.
    const colours = await img.evaluate(async (el) => {
      const i = el as HTMLImageElement;
      await i.decode();
      const c = document.createElement('canvas');
      c.width = i.naturalWidth;
      c.height = i.naturalHeight;
      const ctx = c.getContext('2d')!;
      ctx.drawImage(i, 0, 0);
      const data = ctx.getImageData(0, 0, c.width, c.height).data;
      const seen = new Set<number>();
      for (let p = 0; p < data.length; p += 4 * 37) seen.add(((data[p]! >> 4) << 8) | ((data[p + 1]! >> 4) << 4) | (data[p + 2]! >> 4));
      return seen.size;
    });
    expect(colours, `${kind} has a picture`).toBeGreaterThan(12);
    await figure.screenshot({ path: shotPath(`rules-diagram-${kind}.png`) });
  }
  await page.getByTestId('diagram-threat').scrollIntoViewIfNeeded();
  await page.screenshot({ path: shotPath('rules-diagrams.png') });
  expect(app.consoleErrors.filter((e) => !/WebGL|GPU/i.test(e))).toEqual([]);
});
