// Keeping a damaged file aside as `<file>.damaged-<timestamp>[-n]`: user data is never deleted,
// and never renamed over another file (two quarantines in one millisecond keep both).
import { link, lstat, rename, rm } from 'node:fs/promises';

/** Moves `path` aside under a free name; null when there was nothing to move. Throws fs errors. */
export async function moveAside(path: string, now: Date = new Date()): Promise<string | null> {
  const stamp = `${path}.damaged-${now.toISOString().replace(/[:.]/g, '-')}`;
  for (let n = 0; n < 1000; n++) {
    const aside = n === 0 ? stamp : `${stamp}-${n}`;
    try {
      await claim(path, aside);
      return aside;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EEXIST') continue;
      if (code === 'ENOENT') return null;
      throw error;
    }
  }
  throw Object.assign(new Error(`no free name to keep ${path} aside`), { code: 'EEXIST' });
}

/**
 * A hard link claims the new name only if it is free, atomically; then the old name goes. Where
 * links are unsupported (FAT, some shares, a folder in the file's place) the name is checked free
 * and the file renamed.
 */
async function claim(path: string, aside: string): Promise<void> {
  try {
    await link(path, aside);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST' || code === 'ENOENT') throw error;
    if (await exists(aside)) throw Object.assign(new Error('name taken'), { code: 'EEXIST' });
    await rename(path, aside);
    return;
  }
  await rm(path, { force: true });
}

/** Whether anything (file, folder, link, FIFO) has this name; other errors are thrown. */
export async function exists(path: string): Promise<boolean> {
  try {
    await lstat(path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}
