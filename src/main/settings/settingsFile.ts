import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { settingsSchema } from '../../shared/ipc/contract';
import { defaultSettings, type Settings } from '../../shared/settings';
import { writeFileAtomic } from './atomicWrite';

export const SETTINGS_FILE = 'settings.json';

/**
 * Reads `<dataDir>/settings.json`. A missing or unreadable-as-settings file
 * yields the defaults: a broken preferences file must never stop the app from
 * opening, and the next save replaces it.
 */
export async function readSettings(dataDir: string): Promise<Settings> {
  let text: string;
  try {
    text = await readFile(join(dataDir, SETTINGS_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { ...defaultSettings };
    throw error;
  }
  try {
    const parsed = settingsSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : { ...defaultSettings };
  } catch {
    return { ...defaultSettings };
  }
}

export async function writeSettings(dataDir: string, settings: Settings): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  await writeFileAtomic(join(dataDir, SETTINGS_FILE), `${JSON.stringify(settingsSchema.parse(settings), null, 2)}\n`);
}
