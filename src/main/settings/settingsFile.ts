import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { settingsSchema } from '../../shared/ipc/contract';
import { defaultSettings, type Settings } from '../../shared/settings';
import { moveAside } from '../storage/aside';
import { readRegularFile } from '../storage/safeRead';
import { writeFileAtomic } from './atomicWrite';

export const SETTINGS_FILE = 'settings.json';
/** A settings file is a few lines; anything bigger is not one. */
const MAX_SETTINGS_BYTES = 64 * 1024;

type Field = keyof Settings;
const fields = Object.keys(settingsSchema.shape) as Field[];

/** What a settings file holds: the usable settings, and whether it was exactly a clean file. */
interface ReadBack {
  settings: Settings;
  clean: boolean;
  exists: boolean;
}

/**
 * Each field on its own: a bad or unknown field costs only itself, the others are kept. A file
 * that is not a JSON object at all yields the defaults. Never throws: a broken preferences file
 * must never stop the app from opening.
 */
async function readBack(dataDir: string, defaults: Settings): Promise<ReadBack> {
  const read = await readRegularFile(join(dataDir, SETTINGS_FILE), MAX_SETTINGS_BYTES);
  if (!read.ok) return { settings: { ...defaults }, clean: read.kind === 'missing', exists: read.kind !== 'missing' };
  let raw: unknown;
  try {
    raw = JSON.parse(read.text);
  } catch {
    return { settings: { ...defaults }, clean: false, exists: true };
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { settings: { ...defaults }, clean: false, exists: true };
  const given = raw as Record<string, unknown>;
  const settings: Record<string, unknown> = { ...defaults };
  let clean = Object.keys(given).every((key) => (fields as string[]).includes(key));
  for (const field of fields) {
    // A field the file lacks (written before that setting existed) takes its default: not damage.
    if (!(field in given)) continue;
    const parsed = settingsSchema.shape[field].safeParse(given[field]);
    if (parsed.success) settings[field] = parsed.data;
    else clean = false;
  }
  return { settings: settings as unknown as Settings, clean, exists: true };
}

/**
 * `<dataDir>/settings.json`, field by field (see readBack); `defaults` when there is none (the
 * main process passes the system language's, so a first start speaks it).
 */
export async function readSettings(dataDir: string, defaults: Settings = defaultSettings): Promise<Settings> {
  return (await readBack(dataDir, defaults)).settings;
}

/**
 * Writes the settings atomically. A file that was not a clean settings file (a bad field, not
 * JSON, not a regular file) is first kept aside as `settings.json.damaged-<time>`, never lost.
 */
export async function writeSettings(dataDir: string, settings: Settings): Promise<void> {
  const text = `${JSON.stringify(settingsSchema.parse(settings), null, 2)}\n`;
  await mkdir(dataDir, { recursive: true });
  const path = join(dataDir, SETTINGS_FILE);
  const current = await readBack(dataDir, defaultSettings);
  if (current.exists && !current.clean) await moveAside(path);
  await writeFileAtomic(path, text);
}
