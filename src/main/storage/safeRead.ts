// The one way the main process reads a file it did not just write: a save, its backup, an import,
// settings.json. A FIFO, a device, a folder or a file grown past the limit is refused from the
// open handle itself, so a read can never block a libuv thread or pull hundreds of MB into memory.
import { constants } from 'node:fs';
import { open } from 'node:fs/promises';

export type SafeReadProblem =
  | { kind: 'missing' }
  | { kind: 'not-a-file' }
  | { kind: 'too-large'; bytes: number }
  | { kind: 'error'; error: unknown };

export type SafeRead = { ok: true; text: string } | ({ ok: false } & SafeReadProblem);

// O_NONBLOCK makes opening a FIFO return at once instead of waiting for a writer (POSIX); Windows
// has no such files and no such flag.
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);

/** Reads a regular file of at most `maxBytes` bytes as UTF-8. Never throws. */
export async function readRegularFile(path: string, maxBytes: number): Promise<SafeRead> {
  let handle;
  try {
    handle = await open(path, OPEN_FLAGS);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return { ok: false, kind: 'missing' };
    if (code === 'EISDIR' || code === 'ENXIO') return { ok: false, kind: 'not-a-file' };
    return { ok: false, kind: 'error', error };
  }
  try {
    const info = await handle.stat();
    if (!info.isFile()) return { ok: false, kind: 'not-a-file' };
    if (info.size > maxBytes) return { ok: false, kind: 'too-large', bytes: info.size };
    // Read until the end, but never more than one byte past the limit: a file that grows after
    // the stat is still caught.
    const chunks: Buffer[] = [];
    let length = 0;
    for (;;) {
      const chunk = Buffer.alloc(Math.min(Math.max(info.size - length, 0) + 1, maxBytes + 1 - length, 1 << 20));
      const { bytesRead } = await handle.read(chunk, 0, chunk.length, length);
      if (bytesRead === 0) break;
      chunks.push(chunk.subarray(0, bytesRead));
      length += bytesRead;
      if (length > maxBytes) return { ok: false, kind: 'too-large', bytes: length };
    }
    return { ok: true, text: Buffer.concat(chunks, length).toString('utf8') };
  } catch (error) {
    return { ok: false, kind: 'error', error };
  } finally {
    await handle.close().catch(() => undefined);
  }
}
