// What a screen reader hears of a match: the live region's announcements, recorded in order.
import type { Page } from '@playwright/test';

/** Records every announcement from now on (what a screen reader would have read, in order). */
export async function listen(page: Page): Promise<void> {
  await page.evaluate(() => {
    const region = document.querySelector('[data-testid="announcer"]')!;
    const heard: string[] = [];
    (window as unknown as { __heard: string[] }).__heard = heard;
    new MutationObserver(() => {
      const text = region.textContent ?? '';
      if (text) heard.push(text);
    }).observe(region, { childList: true, characterData: true, subtree: true });
  });
}

/** Everything announced since `listen`. */
export function heardSoFar(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __heard: string[] }).__heard);
}
