// Steps the league specs share: a hot-seat match where each coach ends his rushes at once, and a
// post-game question answered by its number key.
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { hookMatch } from './matchScreen';

/**
 * Coaches' decisions through the match store (the same `decide` the screen's buttons call): end
 * the rush whenever that is offered, else the first decision offered (roll-off, side, set-up,
 * facing), until `until` decisions are made and a rush may be ended (the screen's End rush is
 * then the next decision), or the match is over. Returns the decisions made in all.
 */
export async function endRushesUntil(page: Page, until = Number.MAX_SAFE_INTEGER): Promise<number> {
  await hookMatch(page);
  return page.evaluate(async (limit) => {
    const m = (window as unknown as { __match: { decisions: unknown[]; over: boolean; legal: { decisions: { kind: string }[] }; decide(d: unknown): Promise<boolean> } }).__match;
    for (let n = 0; !m.over && n < 5_000; n++) {
      const ds = m.legal.decisions;
      const end = ds.find((x) => x.kind === 'end-rush');
      if (end && m.decisions.length >= limit) break;
      const d = end ?? ds[0];
      if (!d || !(await m.decide(d))) break;
    }
    return m.decisions.length;
  }, until);
}

/** The post-game's answer count, or 'done' once the panel is gone (reading it never waits for a closed panel). */
export async function answeredNow(page: Page): Promise<string> {
  const postGame = page.getByTestId('postgame');
  return (await postGame.count()) ? ((await postGame.getAttribute('data-answered', { timeout: 1_000 }).catch(() => null)) ?? 'done') : 'done';
}

/**
 * Presses `key` for the post-game question on screen until it is answered. A key pressed while
 * the last answer is being saved (the answers greyed) is ignored, as for a person: press again
 * once the answers are back.
 */
export async function answerByKey(page: Page, key = '1'): Promise<void> {
  const answered = await answeredNow(page);
  const first = page.getByTestId('postgame-option').first();
  await expect(async () => {
    if ((await answeredNow(page)) === answered) {
      await expect(first).toBeEnabled({ timeout: 2_000 });
      await expect(first).toBeFocused({ timeout: 2_000 });
      await page.keyboard.press(key);
    }
    expect(await answeredNow(page)).not.toBe(answered);
  }).toPass({ timeout: 30_000 });
}
