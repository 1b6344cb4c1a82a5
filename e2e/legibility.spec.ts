// Issue 14: "A page checks at 1024x640 that no hex label, bench number or panel text is clipped or
// smaller than 11 px." A match in its first rush, a Run's reach lit with its odds labels, the
// benches full: every text on the canvas (hex labels, figure and bench numbers, tracks, areas) and
// every text of the page is at least 11 CSS px and nothing is cut off.
import type { Page } from '@playwright/test';
import { expect, shotPath, test } from './fixtures';
import { instantAnimations, prompt, settle, toFirstRush } from './matchScreen';
import { misfits } from './textFit';
import type {} from '../src/renderer/arena/testHook';

const MIN_PX = 11;

test.use({ viewport: { width: 1024, height: 640 }, actionTimeout: 60_000 });

/** Page texts drawn smaller than the minimum (computed font size of their element). */
async function smallPageTexts(page: Page, min: number): Promise<string[]> {
  return page.evaluate((min) => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').trim();
      const el = node.parentElement;
      if (!text || !el || el.closest('option, script, style, .sr-only, .visually-hidden')) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      const px = parseFloat(getComputedStyle(el).fontSize);
      if (px < min - 0.01) out.push(`"${text.slice(0, 40)}" at ${px.toFixed(1)} px`);
    }
    return out;
  }, min);
}

/** Canvas texts smaller than the minimum, or running past the canvas. */
async function smallCanvasTexts(page: Page, min: number): Promise<string[]> {
  return page.evaluate((min) => {
    const a = window.__rushlineArena!.arena;
    const w = a.canvas.clientWidth;
    const h = a.canvas.clientHeight;
    const out: string[] = [];
    for (const t of a.textsOnScreen()) {
      if (t.px < min - 0.01) out.push(`"${t.text.replace(/\n/g, ' ')}" at ${t.px.toFixed(1)} px`);
      else if (t.box.x < -1 || t.box.y < -1 || t.box.x + t.box.w > w + 1 || t.box.y + t.box.h > h + 1) out.push(`"${t.text}" runs off the board`);
    }
    return out;
  }, min);
}

test('at 1024x640 no text of the match screen is smaller than 11 px or cut off', async ({ app }) => {
  test.setTimeout(240_000);
  const { page } = app;
  await app.open();
  await instantAnimations(page);
  await toFirstRush(page);
  await page.getByTestId('tab-roster').click();
  await page.locator('[data-testid^="roster-"]:not([disabled])').first().click();
  await page.getByTestId('action-run').click();
  await settle(page);
  expect(await prompt(page)).toBe('move');
  await page.screenshot({ path: shotPath('legibility-1024x640.png') });
  expect(await smallCanvasTexts(page, MIN_PX)).toEqual([]);
  expect(await smallPageTexts(page, MIN_PX)).toEqual([]);
  expect(await misfits(page)).toEqual([]);
});
