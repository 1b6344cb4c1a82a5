import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultSettings } from '../../shared/settings';
import { readSettings, SETTINGS_FILE, writeSettings } from './settingsFile';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'rushline-settings-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('settings file', () => {
  it('returns defaults when there is no file yet', async () => {
    await expect(readSettings(dir)).resolves.toEqual(defaultSettings);
  });

  it.each(['{not json', '{"language":"xx","animationSpeed":"normal","sound":true}', '[]'])(
    'falls back to defaults for a broken file: %s',
    async (content) => {
      await writeFile(join(dir, SETTINGS_FILE), content);
      await expect(readSettings(dir)).resolves.toEqual(defaultSettings);
    },
  );

  it('round-trips and leaves no temp files behind', async () => {
    const settings = { language: 'en', animationSpeed: 'instant', sound: false } as const;
    await writeSettings(join(dir, 'nested'), settings);
    await expect(readSettings(join(dir, 'nested'))).resolves.toEqual(settings);
    expect(await readdir(join(dir, 'nested'))).toEqual([SETTINGS_FILE]);
    expect(JSON.parse(await readFile(join(dir, 'nested', SETTINGS_FILE), 'utf8'))).toEqual(settings);
  });

  it('refuses to write invalid settings', async () => {
    await expect(writeSettings(dir, { language: 'xx' } as never)).rejects.toThrow();
    expect(await readdir(dir)).toEqual([]);
  });
});
