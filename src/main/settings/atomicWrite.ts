import { randomBytes } from 'node:crypto';
import { copyFile, link, open, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';

/** The file-system calls the writer makes; tests replace some to simulate full disks and failing renames. */
export interface AtomicFs {
  open: typeof open;
  rename: typeof rename;
  rm: typeof rm;
  link: typeof link;
  copyFile: typeof copyFile;
}

const realFs: AtomicFs = { open, rename, rm, link, copyFile };

export interface AtomicWriteOptions {
  /**
   * Keep the file being replaced at this path until the new one is in place (written after the
   * new data is on disk, before the rename). A missing old file leaves any existing backup alone.
   */
  backupPath?: string;
  /** fsync the folder after the rename so the rename itself survives a power cut (POSIX). */
  syncDir?: boolean;
  /** Replacement file-system calls (tests). */
  fs?: Partial<AtomicFs>;
  /**
   * Permissions of the new file before the umask. Default 0o600: saves and settings are private
   * to the user. Exports use 0o666, so they get the user's normal permissions (0644 under the
   * usual umask) like any file the user makes.
   */
  mode?: number;
}

/**
 * Write via a temp file + fsync + rename so a crash mid-write never leaves a
 * half-written file: readers see the old content or the new, nothing between.
 * With `backupPath`, the order is: temp + fsync -> old file to backup -> rename temp over target
 * -> fsync folder, so at every moment both the target and the backup are complete files.
 */
export async function writeFileAtomic(path: string, data: string, options: AtomicWriteOptions = {}): Promise<void> {
  const fs: AtomicFs = { ...realFs, ...options.fs };
  const temp = tempName(path);
  try {
    const handle = await fs.open(temp, 'w', options.mode ?? 0o600);
    try {
      await handle.writeFile(data, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    if (options.backupPath !== undefined) await keepBackup(fs, path, options.backupPath);
    await renameWithRetry(fs, temp, path);
  } catch (error) {
    await fs.rm(temp, { force: true }).catch(() => undefined);
    throw error;
  }
  if (options.syncDir) await syncDirectory(dirname(path));
}

function tempName(path: string): string {
  return `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
}

/**
 * Atomically replaces `backupPath` with the current content of `path`: a hard link (instant, the
 * old data is already on disk) renamed over the backup, or a synced copy where links are not
 * supported (FAT/exFAT drives, some network shares).
 */
async function keepBackup(fs: AtomicFs, path: string, backupPath: string): Promise<void> {
  const temp = tempName(backupPath);
  try {
    try {
      await fs.link(path, temp);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') return; // nothing to keep yet
      if (code === 'EEXIST') throw error;
      await fs.copyFile(path, temp);
      const handle = await fs.open(temp, 'r+');
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
    }
    await renameWithRetry(fs, temp, backupPath);
  } catch (error) {
    await fs.rm(temp, { force: true }).catch(() => undefined);
    throw error;
  }
}

/** Windows: a virus scanner or indexer holding the file makes rename fail briefly with EPERM/EBUSY. */
async function renameWithRetry(fs: AtomicFs, from: string, to: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await fs.rename(from, to);
      return;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      const transient = process.platform === 'win32' && (code === 'EPERM' || code === 'EACCES' || code === 'EBUSY');
      if (!transient || attempt >= 8) throw error;
      await new Promise((resolve) => setTimeout(resolve, 15 * 2 ** Math.min(attempt, 5)));
    }
  }
}

/** Makes a rename durable on POSIX. Windows cannot open folders for fsync; NTFS journals renames. */
async function syncDirectory(dir: string): Promise<void> {
  if (process.platform === 'win32') return;
  let handle;
  try {
    handle = await open(dir, 'r');
    await handle.sync();
  } catch {
    // Some file systems refuse fsync on a folder (EINVAL); the data itself is already synced.
  } finally {
    await handle?.close();
  }
}
