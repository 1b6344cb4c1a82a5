// Rushline in four languages: the switch applies at once and is remembered, a first start follows
// the system language, every screen's text fits at 1280x800 in each language, and switching
// language in the middle of a match keeps the match and re-words its log.
import type { Page } from '@playwright/test';
import { languages, type Language } from '../src/shared/settings';
import { messages } from '../src/renderer/i18n/messages';
import { expect, shotPath, test } from './fixtures';
import { instantAnimations, rollOffAndTakeHome } from './matchScreen';
import { misfits } from './textFit';

const menuButton = (page: Page, screen: string) => page.locator(`nav button[data-screen="${screen}"]`);

async function chooseLanguage(page: Page, language: Language): Promise<void> {
  await menuButton(page, 'settings').click();
  await page.getByTestId('language').selectOption(language);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await page.getByTestId('back').click();
}

/** Back to the main menu from any screen, by its Back buttons. */
async function toMenu(page: Page): Promise<void> {
  for (let i = 0; i < 5 && !(await menuButton(page, 'settings').isVisible()); i++) await page.getByTestId('back').first().click();
  await expect(menuButton(page, 'settings')).toBeVisible();
}

async function startSeededMatch(page: Page, seed: number): Promise<void> {
  await menuButton(page, 'new-match').click();
  await page.locator('.new-match__advanced summary').click();
  await page.getByTestId('seed').fill(String(seed));
  await page.getByTestId('start-match').click();
  await expect(page.getByTestId('match-screen')).toBeVisible({ timeout: 60_000 });
}

test.describe('first start', () => {
  test.use({ systemLanguages: ['de-AT', 'en-US'] });
  test('follows the system language when Rushline speaks it', async ({ app }) => {
    const { page } = app;
    await app.open();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(menuButton(page, 'settings')).toHaveText(messages.de.menu.settings);
  });
});

test('the language switch applies at once, everywhere, and is remembered', async ({ app }) => {
  const { page } = app;
  await app.open();
  await chooseLanguage(page, 'de');
  await expect(menuButton(page, 'new-match')).toHaveText(messages.de.menu.newMatch);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(menuButton(page, 'teams')).toHaveText(messages.de.menu.teams);
});

test('every screen fits its text at 1280x800 in every language', async ({ app }) => {
  test.setTimeout(300_000);
  const { page } = app;
  await page.setViewportSize({ width: 1280, height: 800 });
  await app.open();
  await instantAnimations(page);
  // One match to show: rolled off and in set-up, so the panels have their fullest content.
  await startSeededMatch(page, 4242);
  await rollOffAndTakeHome(page);
  await expect(page.getByTestId('save-status')).toHaveText(messages.en.match.ui.saved);
  await toMenu(page);

  const found: string[] = [];
  const check = async (language: Language, screen: string): Promise<void> => {
    for (const m of await misfits(page)) found.push(`${language} ${screen}: ${m}`);
  };
  for (const language of languages) {
    await chooseLanguage(page, language);
    await check(language, 'menu');
    await page.screenshot({ path: shotPath(`language-${language}-menu.png`) });

    await menuButton(page, 'settings').click();
    await check(language, 'settings');
    await toMenu(page);

    await menuButton(page, 'new-match').click();
    await page.locator('.new-match__advanced summary').click();
    await check(language, 'new match');
    await toMenu(page);

    await menuButton(page, 'load-match').click();
    await expect(page.getByTestId('load-list').or(page.locator('.load')).first()).toBeVisible();
    await check(language, 'load match');
    await toMenu(page);

    await menuButton(page, 'teams').click();
    await check(language, 'teams');
    await page.getByTestId('new-homebrew').click();
    await expect(page.locator('.builder, [data-testid="team-builder"]').first()).toBeVisible();
    await check(language, 'team builder');
    await page.screenshot({ path: shotPath(`language-${language}-team-builder.png`) });
    await page.getByTestId('back').click();
    const discard = page.getByTestId('confirm-ok');
    if (await discard.isVisible()) await discard.click();
    await toMenu(page);

    await page.getByTestId('continue').click();
    await expect(page.getByTestId('match-screen')).toHaveAttribute('data-prompt', 'setup', { timeout: 60_000 });
    await check(language, 'match');
    await page.screenshot({ path: shotPath(`language-${language}-match.png`) });
    await page.keyboard.press('r');
    await expect(page.getByTestId('match-screen')).toBeHidden();
    await check(language, 'rules');
    await toMenu(page);
  }
  expect(found).toEqual([]);
});

test('switching language mid-match keeps the match and re-words the log', async ({ app }) => {
  test.setTimeout(180_000);
  const { page } = app;
  await app.open();
  await instantAnimations(page);
  await startSeededMatch(page, 77);
  await rollOffAndTakeHome(page);
  const screen = page.getByTestId('match-screen');
  await expect(page.getByTestId('save-status')).toHaveText(messages.en.match.ui.saved);
  const decisions = await screen.getAttribute('data-decisions');
  await page.getByTestId('tab-game').click();
  const log = page.getByTestId('game-log');
  const side = (language: Language) => new RegExp(messages[language].match.log.sideChosen.replace('{side}', messages[language].match.side.home).replace(/[.*+?^$()[\]\\]/g, '\\$&').replace('{team}', '.+'));
  await expect(log).toContainText(side('en'));

  await toMenu(page);
  await chooseLanguage(page, 'de');
  await page.getByTestId('continue').click();
  await expect(screen).toHaveAttribute('data-decisions', decisions ?? '');
  await expect(screen).toHaveAttribute('data-prompt', 'setup');
  await page.getByTestId('tab-game').click();
  await expect(log).toContainText(side('de'));
  await expect(log).not.toContainText(side('en'));
});
