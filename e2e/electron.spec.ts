// The real desktop app, launched through Electron. Runs only where an
// Electron binary is installed; elsewhere the renderer+IPC specs cover it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { _electron as electron, expect, test } from '@playwright/test';
import { findElectronBinary } from '../scripts/electron-binary.mjs';

const { executable } = findElectronBinary();
const skipReason =
  'No Electron binary on this machine (npm skipped its download); see "npm start" for how to install one.';
if (!executable) console.log(`electron.spec.ts: skipped. ${skipReason}`);

test.describe('Electron app', () => {
  test.skip(!executable, skipReason);

  test('opens the hardened window on the main menu', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'rushline-electron-'));
    const app = await electron.launch({
      executablePath: executable,
      args: ['.', ...(process.platform === 'linux' ? ['--no-sandbox'] : [])],
      env: { ...process.env, RUSHLINE_DATA_DIR: dataDir },
    });
    try {
      const page = await app.firstWindow();
      await expect(page.getByRole('heading', { level: 1, name: 'Rushline' })).toBeVisible();
      expect(await page.title()).toBe('Rushline');
      const exposure = await page.evaluate(() => ({
        rushline: typeof window.rushline,
        require: typeof (window as unknown as { require?: unknown }).require,
        process: typeof (window as unknown as { process?: unknown }).process,
      }));
      expect(exposure).toEqual({ rushline: 'object', require: 'undefined', process: 'undefined' });
      const info = await page.evaluate(() => window.rushline.app.info());
      expect(info).toMatchObject({ ok: true, value: { dataDir } });
    } finally {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
