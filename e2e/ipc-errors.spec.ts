import { existsSync } from 'node:fs';
import { english } from '../test/english';
import type { Words } from '../src/shared/words';
import { join } from 'node:path';
import { expect, test } from './fixtures';

test('a tampered settings control surfaces a readable error and changes nothing', async ({ app }) => {
  const { page } = app;
  await app.open();
  await page.getByRole('button', { name: 'Settings' }).click();
  const language = page.getByTestId('language');
  await expect(language).toHaveValue('en');
  // What a user poking at devtools could do: send a value the UI never offers.
  await language.evaluate((select: HTMLSelectElement) => {
    select.options[0]!.value = 'klingon';
    select.value = 'klingon';
    select.dispatchEvent(new Event('change'));
  });
  const banner = page.getByTestId('error-banner');
  await expect(banner).toContainText('Rushline refused a request because its data was not valid.');
  await expect(banner).toContainText('"settings:set" is not valid: language');
  await expect(page.locator('.error')).toHaveAttribute('data-code', 'invalid-payload');
  expect(existsSync(join(app.dataDir, 'settings.json'))).toBe(false);

  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.locator('.error')).toHaveCount(0);
});

test('malformed calls made from the page come back as typed errors', async ({ app }) => {
  const { page } = app;
  await app.open();
  const results = await page.evaluate(async () => {
    const api = window.rushline as unknown as Record<string, Record<string, (p?: unknown) => Promise<unknown>>>;
    const raw = (window as unknown as { __rushlineInvoke: (c: string, p: unknown) => Promise<unknown> })
      .__rushlineInvoke;
    return {
      wrongType: await api.settings!.set!({ language: 42 }),
      oversized: await api.settings!.set!({ language: 'en', padding: 'x'.repeat(2 * 1024 * 1024) }),
      extraArg: await api.app!.info!({ sneaky: true }),
      badUrl: await api.shell!.openExternal!({ url: 'https://evil.example/' }),
      unknown: await raw('fs:delete', { path: '/' }),
    };
  });
  expect(results.wrongType).toMatchObject({ ok: false, error: { code: 'invalid-payload' } });
  expect(results.oversized).toMatchObject({ ok: false, error: { code: 'payload-too-large' } });
  expect(results.extraArg).toMatchObject({ ok: false, error: { code: 'invalid-payload' } });
  expect(results.badUrl).toMatchObject({ ok: false, error: { code: 'forbidden-url' } });
  expect(results.unknown).toMatchObject({ ok: false, error: { code: 'unknown-channel' } });
  for (const result of Object.values(results)) {
    // Words, not sentences, cross the bridge; in English they read as a sentence.
    const words = (result as { error: { words: Words } }).error.words;
    expect(words.key).toMatch(/^problems\./);
    expect(english(words)).toMatch(/^[A-Z"].+\.$/);
  }
  expect(app.effects).toEqual({ quits: 0, opened: [] });
  expect(existsSync(join(app.dataDir, 'settings.json'))).toBe(false);
});

test('window.rushline cannot be replaced by page scripts', async ({ app }) => {
  const { page } = app;
  await app.open();
  const outcome = await page.evaluate(() => {
    const before = window.rushline;
    try {
      (window as unknown as { rushline: unknown }).rushline = {};
    } catch {
      // strict-mode assignment to a read-only property throws; either way it must not change
    }
    return { same: window.rushline === before, frozen: Object.isFrozen(window.rushline.settings) };
  });
  expect(outcome).toEqual({ same: true, frozen: true });
});
