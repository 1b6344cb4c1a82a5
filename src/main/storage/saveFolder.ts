// One folder of save files of one format (`matches/` or `teams/`): naming, validated reads and
// writes, backups, quarantine of damaged files. The match and team stores build on it.
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { z } from 'zod';
import { MAX_JSON_DEPTH, MAX_SAVE_BYTES, valueDepthExceeds, type DecodeProblem, type DecodeResult } from '../../shared/saves/decode';
import { isSaveId, type SaveFormat } from '../../shared/saves/ids';
import type { LEAGUE_FORMAT } from '../../shared/league/saves/schema';
import { describeZodError } from '../../shared/saves/schemas';
import { writeFileAtomic, type AtomicFs } from '../settings/atomicWrite';
import { exists, moveAside } from './aside';
import { words, type Words } from '../../shared/words';
import { ioError, ioWords, storageError } from './errors';
import { readRegularFile } from './safeRead';

export interface FolderSpec<T> {
  readonly dir: string;
  readonly format: SaveFormat | typeof LEAGUE_FORMAT;
  /** "match", "team" or "league": the kind of file its messages name (`problems.kind.<what>`). */
  readonly what: 'match' | 'team' | 'league';
  readonly extension: string;
  readonly schema: z.ZodType<T>;
  /** The whole reader: what it refuses, the writer refuses too (see `serialise`). */
  readonly decode: (text: string) => DecodeResult<T>;
}

export interface FolderOptions {
  /** File-system calls of the writer, replaceable by tests. */
  readonly fs?: Partial<AtomicFs>;
  /** The clock that stamps damaged files set aside (tests freeze it). */
  readonly now?: () => Date;
}

export type Current<T> =
  | { kind: 'ok'; doc: T; fromVersion: number }
  | { kind: 'missing' }
  | { kind: 'damaged'; problem: DecodeProblem };

export interface FileProblem extends DecodeProblem {
  hasValidBackup: boolean;
  modifiedAt: string | null;
}

interface CacheEntry<T> {
  mtimeMs: number;
  size: number;
  ino: number;
  doc: T;
  fromVersion: number;
}

export const BACKUP_SUFFIX = '.bak';
/** Temp files older than this are leftovers of a killed write. */
export const STALE_TEMP_MS = 10 * 60 * 1000;

export class SaveFolder<T extends { id: string }> {
  private readonly cache = new Map<string, CacheEntry<T>>();
  private readonly queues = new Map<string, Promise<unknown>>();

  constructor(
    readonly spec: FolderSpec<T>,
    private readonly options: FolderOptions = {},
  ) {}

  /** The kind of file, as words ("match" or "team" in the user's language). */
  get kind(): Words {
    return words(`problems.kind.${this.spec.what}`);
  }

  /** The file of an id. Anything but a main-process-style id is refused before any path is built. */
  pathOf(id: unknown): string {
    if (!isSaveId(id)) {
      throw storageError('invalid-payload', 'badId', { kind: this.kind });
    }
    return join(this.spec.dir, `${id}${this.spec.extension}`);
  }

  backupOf(id: string): string {
    return `${this.pathOf(id)}${BACKUP_SUFFIX}`;
  }

  /** Ids of the files in the folder, plus ids that only have a backup left. */
  async ids(): Promise<string[]> {
    let names: string[];
    try {
      names = await readdir(this.spec.dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw ioError('readFolder', this.kind, error);
    }
    const ids = new Set<string>();
    const ext = this.spec.extension;
    const stale: string[] = [];
    for (const name of names) {
      if (name.endsWith('.tmp') && name.includes(ext)) stale.push(name);
      const base = name.endsWith(ext) ? name.slice(0, -ext.length) : name.endsWith(ext + BACKUP_SUFFIX) ? name.slice(0, -(ext + BACKUP_SUFFIX).length) : null;
      if (base !== null && isSaveId(base)) ids.add(base);
    }
    await this.sweepTemps(stale);
    return [...ids];
  }

  /**
   * Removes temp files left by a write that was killed mid-way, once they are old enough that no
   * live writer (another window) can still be about to rename them.
   */
  private async sweepTemps(names: string[]): Promise<void> {
    const cutoff = Date.now() - STALE_TEMP_MS;
    for (const name of names) {
      const path = join(this.spec.dir, name);
      try {
        if ((await stat(path)).mtimeMs < cutoff) await rm(path, { force: true });
      } catch {
        // Gone already, or not ours to remove: harmless either way.
      }
    }
  }

  async exists(id: string): Promise<boolean> {
    return (await pathExists(this.pathOf(id))) || (await pathExists(this.backupOf(id)));
  }

  /** Reads and decodes a file (from cache when unchanged on disk). Never throws for bad content. */
  async inspect(id: string): Promise<Current<T>> {
    const path = this.pathOf(id);
    let info;
    try {
      info = await stat(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'missing' };
      return { kind: 'damaged', problem: { ok: false, reason: 'unreadable', words: ioWords('read', this.kind, error) } };
    }
    if (!info.isFile()) {
      return { kind: 'damaged', problem: { ok: false, reason: 'unreadable', words: words('problems.file.notAFile', { kind: this.kind }) } };
    }
    const cached = this.cache.get(id);
    if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size && cached.ino === info.ino) {
      return { kind: 'ok', doc: cached.doc, fromVersion: cached.fromVersion };
    }
    const result = await this.decodeFile(path, id);
    if (!result.ok) {
      this.cache.delete(id);
      return { kind: 'damaged', problem: result };
    }
    this.cache.set(id, { mtimeMs: info.mtimeMs, size: info.size, ino: info.ino, doc: result.doc, fromVersion: result.fromVersion });
    return { kind: 'ok', doc: result.doc, fromVersion: result.fromVersion };
  }

  /** Decodes one file on disk (the target or a backup) and checks it belongs to `id`. */
  async decodeFile(path: string, id: string): Promise<DecodeResult<T>> {
    const read = await readRegularFile(path, MAX_SAVE_BYTES);
    if (!read.ok) {
      switch (read.kind) {
        case 'missing':
          return { ok: false, reason: 'missing', words: words('problems.file.missing', { kind: this.kind }) };
        case 'not-a-file':
          return { ok: false, reason: 'unreadable', words: words('problems.file.notAFile', { kind: this.kind }) };
        case 'too-large':
          return { ok: false, reason: 'too-large', words: words('problems.file.tooLarge', { kb: Math.round(read.bytes / 1024), kind: this.kind, mb: MAX_SAVE_BYTES / 1024 / 1024 }) };
        default:
          return { ok: false, reason: 'unreadable', words: ioWords('read', this.kind, read.error) };
      }
    }
    return this.decodeText(read.text, id);
  }

  private decodeText(text: string, id: string): DecodeResult<T> {
    const result = this.spec.decode(text);
    if (result.ok && result.doc.id !== id) {
      return {
        ok: false,
        reason: 'id-mismatch',
        words: words('problems.file.idMismatch', { kind: this.kind, id, inside: result.doc.id }),
      };
    }
    return result;
  }

  async backupIsValid(id: string): Promise<boolean> {
    return (await this.decodeFile(this.backupOf(id), id)).ok;
  }

  /** A document, or a StorageError: not-found when missing, io-error (with reason) when damaged. */
  async read(id: string): Promise<{ doc: T; fromVersion: number }> {
    const current = await this.inspect(id);
    if (current.kind === 'ok') return current;
    if (current.kind === 'missing') {
      const hasBackup = await this.backupIsValid(id);
      throw hasBackup ? storageError('not-found', 'missingWithBackup', { kind: this.kind }, 'missing') : storageError('not-found', 'noSuchId', { kind: this.kind, id });
    }
    throw storageError('io-error', 'damaged', { kind: this.kind, detail: current.problem.words }, current.problem.reason);
  }

  /** Full problem report of an unusable id, for the list. */
  async problemOf(id: string, problem: DecodeProblem): Promise<FileProblem> {
    const hasValidBackup = await this.backupIsValid(id);
    let modifiedAt: string | null = null;
    for (const path of [this.pathOf(id), this.backupOf(id)]) {
      try {
        modifiedAt = (await stat(path)).mtime.toISOString();
        break;
      } catch {
        // try the backup's date
      }
    }
    return { ...problem, hasValidBackup, modifiedAt };
  }

  /**
   * Serialised read-modify-write of one id. `change` sees the current file and returns the new
   * document (or throws to abort). A damaged file is moved aside, never overwritten.
   */
  async update(id: string, change: (current: Current<T>) => T | Promise<T>): Promise<T> {
    const path = this.pathOf(id);
    return this.serial(id, async () => {
      await this.ensureDir();
      const current = await this.inspect(id);
      const doc = await change(current);
      if (current.kind === 'damaged') await this.quarantine(id);
      await this.writeValidated(id, path, doc);
      return doc;
    });
  }

  /** Writes a document under a fresh id reserved by `makeId` (retried until the name is free). */
  async create(makeId: () => string, build: (id: string) => T): Promise<T> {
    for (let attempt = 0; attempt < 16; attempt++) {
      const id = makeId();
      if (await this.exists(id)) continue;
      return this.update(id, (current) => {
        if (current.kind !== 'missing') throw storageError('io-error', 'appeared', { kind: this.kind, id });
        return build(id);
      });
    }
    throw storageError('io-error', 'noFreeId', { kind: this.kind });
  }

  /**
   * The text a document is saved as, and what a fresh reader makes of that very text. The writer
   * refuses whatever the reader would refuse (schema, size, depth, the game's own checks), so no
   * save can be accepted now and called damaged after a restart.
   */
  serialise(id: string, doc: T): { text: string; doc: T } {
    // Before the schema, whose recursion a deep enough value would overflow.
    if (valueDepthExceeds(doc, MAX_JSON_DEPTH)) {
      throw storageError('invalid-payload', 'notSaved', { kind: this.kind, detail: words('problems.file.tooDeep', { levels: MAX_JSON_DEPTH, kind: this.kind }) }, 'schema');
    }
    const parsed = this.spec.schema.safeParse(doc);
    if (!parsed.success) {
      throw storageError('invalid-payload', 'notSaved', { kind: this.kind, detail: words('problems.file.badShape', { kind: this.kind, detail: describeZodError(parsed.error) }) }, 'schema');
    }
    if (parsed.data.id !== id) throw storageError('invalid-payload', 'idNotFile', { kind: this.kind });
    const text = `${JSON.stringify(parsed.data, null, 2)}\n`;
    const back = Buffer.byteLength(text, 'utf8') > MAX_SAVE_BYTES
      ? ({ ok: false, reason: 'too-large', words: words('problems.file.tooLarge', { kb: Math.round(Buffer.byteLength(text, 'utf8') / 1024), kind: this.kind, mb: MAX_SAVE_BYTES / 1024 / 1024 }) } as const)
      : this.decodeText(text, id);
    if (!back.ok) throw storageError('invalid-payload', 'notSaved', { kind: this.kind, detail: back.words }, back.reason);
    return { text, doc: back.doc };
  }

  private async writeValidated(id: string, path: string, doc: T): Promise<void> {
    const saved = this.serialise(id, doc);
    try {
      await writeFileAtomic(path, saved.text, { backupPath: `${path}${BACKUP_SUFFIX}`, syncDir: true, fs: this.options.fs });
    } catch (error) {
      throw ioError('save', this.kind, error);
    }
    await this.remember(id, path, saved.doc);
  }

  /** Caches what was just written, as a fresh read of it would give it. */
  private async remember(id: string, path: string, doc: T): Promise<void> {
    try {
      const info = await stat(path);
      const fromVersion = (doc as { schemaVersion?: number }).schemaVersion ?? 0;
      this.cache.set(id, { mtimeMs: info.mtimeMs, size: info.size, ino: info.ino, doc, fromVersion });
    } catch {
      this.cache.delete(id);
    }
  }

  /** Moves a damaged file aside (`aside.ts`: never deleted, never over another file). */
  async quarantine(id: string): Promise<string | null> {
    try {
      const aside = await moveAside(this.pathOf(id), this.options.now?.() ?? new Date());
      if (aside) this.cache.delete(id);
      return aside;
    } catch (error) {
      throw ioError('moveAside', this.kind, error);
    }
  }

  /** Puts a valid backup back in place; the damaged file (if any) is kept aside. */
  async restoreBackup(id: string): Promise<T> {
    const path = this.pathOf(id);
    return this.serial(id, async () => {
      const backup = await this.decodeFile(this.backupOf(id), id);
      if (!backup.ok) {
        throw backup.reason === 'missing'
          ? storageError('not-found', 'noBackup', { kind: this.kind }, backup.reason)
          : storageError('io-error', 'backupDamaged', { detail: backup.words }, backup.reason);
      }
      const current = await this.inspect(id);
      if (current.kind === 'ok') {
        throw storageError('invalid-payload', 'notDamaged', { kind: this.kind });
      }
      if (current.kind === 'damaged') await this.quarantine(id);
      // The backup stays; the restored file is a fresh atomic write of its (migrated) content.
      const restored = this.serialise(id, backup.doc);
      try {
        await writeFileAtomic(path, restored.text, { syncDir: true, fs: this.options.fs });
      } catch (error) {
        throw ioError('restore', this.kind, error);
      }
      await this.remember(id, path, restored.doc);
      return backup.doc;
    });
  }

  /**
   * Deletes the file and its backup. `onTurn` runs when the delete's turn in the id's queue comes,
   * before anything is removed: what was queued before it has been written, what comes after can
   * know the file is going.
   */
  async remove(id: string, onTurn?: () => void): Promise<void> {
    const path = this.pathOf(id);
    return this.serial(id, async () => {
      onTurn?.();
      if (!(await this.exists(id))) throw storageError('not-found', 'noSuchId', { kind: this.kind, id });
      try {
        await rm(path, { force: true });
        await rm(`${path}${BACKUP_SUFFIX}`, { force: true });
      } catch (error) {
        throw ioError('delete', this.kind, error);
      } finally {
        this.cache.delete(id);
      }
    });
  }

  async ensureDir(): Promise<void> {
    try {
      await mkdir(this.spec.dir, { recursive: true });
    } catch (error) {
      throw ioError('createFolder', this.kind, error);
    }
  }

  private serial<R>(id: string, run: () => Promise<R>): Promise<R> {
    const previous = this.queues.get(id) ?? Promise.resolve();
    const next = previous.then(run, run);
    const settled = next.catch(() => undefined);
    this.queues.set(id, settled);
    void settled.then(() => {
      if (this.queues.get(id) === settled) this.queues.delete(id);
    });
    return next;
  }
}

async function pathExists(path: string): Promise<boolean> {
  try {
    return await exists(path);
  } catch (error) {
    throw ioError('lookInFolder', words('problems.kind.data'), error);
  }
}
