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

  it.each(['{not json', '{"language":"xx","animationSpeed":"bogus","sound":"loud"}', '[]'])(
    'falls back to defaults for a broken file: %s',
    async (content) => {
      await writeFile(join(dir, SETTINGS_FILE), content);
      await expect(readSettings(dir)).resolves.toEqual(defaultSettings);
    },
  );

  it('one bad field costs only that field: the good ones are kept', async () => {
    await writeFile(join(dir, SETTINGS_FILE), '{"language":"xx","animationSpeed":"instant","sound":false,"extra":1}');
    await expect(readSettings(dir)).resolves.toEqual({ ...defaultSettings, animationSpeed: 'instant', sound: false });
  });

  it('the next write keeps a damaged file aside instead of replacing it, and a clean file is simply replaced', async () => {
    const bad = '{"language":"xx","animationSpeed":"instant","sound":false}';
    await writeFile(join(dir, SETTINGS_FILE), bad);
    await writeSettings(dir, { ...(await readSettings(dir)), sound: true });
    const names = (await readdir(dir)).sort();
    expect(names).toHaveLength(2);
    const aside = names.find((n) => n.startsWith(`${SETTINGS_FILE}.damaged-`))!;
    expect(await readFile(join(dir, aside), 'utf8')).toBe(bad);
    expect(JSON.parse(await readFile(join(dir, SETTINGS_FILE), 'utf8'))).toEqual({ ...defaultSettings, animationSpeed: 'instant', sound: true });
    await writeSettings(dir, { ...defaultSettings });
    expect((await readdir(dir)).sort()).toEqual(names);
  });

  it.skipIf(process.platform === 'win32')('a settings.json that is a FIFO is not read (it would block) and is kept aside on write', async () => {
    const { execFileSync } = await import('node:child_process');
    execFileSync('mkfifo', [join(dir, SETTINGS_FILE)]);
    await expect(readSettings(dir)).resolves.toEqual(defaultSettings);
    await writeSettings(dir, { ...defaultSettings, sound: false });
    expect(JSON.parse(await readFile(join(dir, SETTINGS_FILE), 'utf8'))).toMatchObject({ sound: false });
    expect((await readdir(dir)).some((n) => n.startsWith(`${SETTINGS_FILE}.damaged-`))).toBe(true);
  });

  it('a file written before a setting existed lacks it: the default fills in, and the file is not called damaged', async () => {
    await writeFile(join(dir, SETTINGS_FILE), '{"language":"en","animationSpeed":"fast"}');
    await expect(readSettings(dir)).resolves.toEqual({ ...defaultSettings, animationSpeed: 'fast' });
    await writeSettings(dir, { ...defaultSettings, animationSpeed: 'fast' });
    expect(await readdir(dir)).toEqual([SETTINGS_FILE]);
  });

  it('round-trips and leaves no temp files behind', async () => {
    const settings = { language: 'en', animationSpeed: 'instant', sound: false, volume: 35, handover: 'never', announce: 'results' } as const;
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
