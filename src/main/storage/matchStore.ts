// Saved matches: `<dataDir>/matches/<id>.rushline-match.json`.
import { randomUUID } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { isAbsolute, join } from 'node:path';
import { decodeMatch, MAX_SAVE_BYTES, type DamageReason } from '../../shared/saves/decode';
import { MATCH_EXTENSION, MATCH_FORMAT } from '../../shared/saves/ids';
import {
  MATCH_SCHEMA_VERSION,
  matchFileSchema,
  type Decision,
  type MatchControllers,
  type MatchFile,
  type MatchSetup,
  type MatchSnapshot,
  type MatchSummary,
} from '../../shared/saves/schemas';
import { writeFileAtomic, type AtomicFs } from '../settings/atomicWrite';
import { ioError, StorageError } from './errors';
import { sameJson, type MatchReplayer } from './replayer';
import { SaveFolder } from './saveFolder';

export const MATCHES_DIR = 'matches';

export interface MatchStoreOptions {
  dataDir: string;
  appVersion: string;
  replay: MatchReplayer;
  now?: () => Date;
  newId?: () => string;
  fs?: Partial<AtomicFs>;
}

/** What the renderer sends on every autosave. */
export interface MatchSaveInput {
  /** Absent for the first save of a new match; the store picks the id. */
  id?: string;
  /** Absent: keep the current name (or "Home vs Away" for a new match). */
  name?: string;
  setup: MatchSetup;
  decisions: Decision[];
  snapshot: MatchSnapshot;
  summary: MatchSummary;
  /** Who plays each side; absent: hot-seat. */
  controllers?: MatchControllers;
}

export type MatchListEntry =
  | { status: 'ok'; id: string; name: string; createdAt: string; savedAt: string; summary: MatchSummary; teamIds: [string, string] }
  | {
      status: 'damaged';
      id: string;
      reason: DamageReason;
      message: string;
      hasValidBackup: boolean;
      /** File date, for sorting and display. */
      modifiedAt: string | null;
    };

export type ReplayCheck =
  | { status: 'ok' }
  | { status: 'mismatch'; message: string }
  | { status: 'migrated'; fromVersion: number };

export interface LoadedMatch {
  match: MatchFile;
  /** `mismatch`: the snapshot did not match the log; `match.snapshot` is the replayed state. */
  check: ReplayCheck;
}

export const SNAPSHOT_MISMATCH = 'The snapshot does not match the decision log; the match was rebuilt from the log.';

export class MatchStore {
  readonly folder: SaveFolder<MatchFile>;
  private readonly now: () => Date;
  private readonly newId: () => string;

  constructor(private readonly options: MatchStoreOptions) {
    this.folder = new SaveFolder<MatchFile>(
      {
        dir: join(options.dataDir, MATCHES_DIR),
        format: MATCH_FORMAT,
        what: 'match',
        extension: MATCH_EXTENSION,
        schema: matchFileSchema,
        decode: decodeMatch,
      },
      { fs: options.fs },
    );
    this.now = options.now ?? (() => new Date());
    this.newId = options.newId ?? randomUUID;
  }

  /** Autosave: creates the file on the first save, rewrites it (with a .bak) afterwards. */
  async save(input: MatchSaveInput): Promise<MatchFile> {
    const savedAt = this.now().toISOString();
    const build = (id: string, createdAt: string, name: string): MatchFile => ({
      format: MATCH_FORMAT,
      schemaVersion: MATCH_SCHEMA_VERSION,
      savedAt,
      appVersion: this.options.appVersion,
      id,
      name,
      createdAt,
      setup: input.setup,
      decisions: input.decisions,
      snapshot: input.snapshot,
      summary: input.summary,
      ...(input.controllers ? { controllers: input.controllers } : {}),
    });
    const defaultName = `${input.summary.teams[0].name} vs ${input.summary.teams[1].name}`.slice(0, 64);
    if (input.id === undefined) {
      return this.folder.create(this.newId, (id) => build(id, savedAt, input.name ?? defaultName));
    }
    this.folder.pathOf(input.id);
    return this.folder.update(input.id, (current) =>
      current.kind === 'ok'
        ? build(current.doc.id, current.doc.createdAt, input.name ?? current.doc.name)
        : build(input.id!, savedAt, input.name ?? defaultName),
    );
  }

  /** Validated, migrated, replay-checked. Throws StorageError (not-found, or io-error with a reason). */
  async load(id: string): Promise<LoadedMatch> {
    const { doc, fromVersion } = await this.folder.read(id);
    const loaded = this.check(doc);
    if (loaded.check.status === 'ok' && fromVersion < MATCH_SCHEMA_VERSION) {
      return { match: loaded.match, check: { status: 'migrated', fromVersion } };
    }
    return loaded;
  }

  /** Replays the log from the setup and compares with the snapshot; trusts the log. */
  check(doc: MatchFile): LoadedMatch {
    let replayed: ReturnType<MatchReplayer>;
    try {
      replayed = this.options.replay(doc.setup, doc.decisions);
    } catch (error) {
      replayed = { ok: false, reason: error instanceof Error ? error.message : String(error) };
    }
    if (!replayed.ok) {
      throw new StorageError('io-error', `The decision log of this match cannot be replayed: ${replayed.reason}`, 'replay-failed');
    }
    let same: boolean;
    try {
      same = sameJson(JSON.parse(JSON.stringify(replayed.state)), doc.snapshot);
    } catch {
      same = false;
    }
    if (same) return { match: doc, check: { status: 'ok' } };
    return {
      match: { ...doc, snapshot: replayed.state as MatchSnapshot },
      check: { status: 'mismatch', message: SNAPSHOT_MISMATCH },
    };
  }

  /** Every save, newest first, damaged ones included (with the reason). Replays nothing. */
  async list(): Promise<MatchListEntry[]> {
    const ids = await this.folder.ids();
    const entries = await Promise.all(
      ids.map(async (id): Promise<MatchListEntry> => {
        const current = await this.folder.inspect(id);
        if (current.kind === 'ok') {
          const { name, createdAt, savedAt, summary, setup } = current.doc;
          const teamIds: [string, string] = [setup.teams[0].id, setup.teams[1].id];
          return { status: 'ok', id, name, createdAt, savedAt, summary, teamIds };
        }
        const problem =
          current.kind === 'missing'
            ? { ok: false as const, reason: 'missing' as const, message: 'The match file is missing; only its backup is left.' }
            : current.problem;
        const report = await this.folder.problemOf(id, problem);
        return { status: 'damaged', id, reason: report.reason, message: report.message, hasValidBackup: report.hasValidBackup, modifiedAt: report.modifiedAt };
      }),
    );
    const when = (e: MatchListEntry) => (e.status === 'ok' ? e.savedAt : (e.modifiedAt ?? ''));
    return entries.sort((a, b) => (when(a) < when(b) ? 1 : when(a) > when(b) ? -1 : a.id.localeCompare(b.id)));
  }

  /** The newest match still in progress, for "Continue"; null if there is none. */
  async latest(): Promise<MatchListEntry | null> {
    const entries = await this.list();
    return entries.find((e) => e.status === 'ok' && e.summary.status === 'in-progress') ?? null;
  }

  async rename(id: string, name: string): Promise<MatchFile> {
    return this.folder.update(id, (current) => {
      if (current.kind === 'missing') throw new StorageError('not-found', `There is no saved match with id ${id}.`);
      if (current.kind === 'damaged') {
        throw new StorageError('io-error', `This match file is damaged and cannot be renamed: ${current.problem.message}`, current.problem.reason);
      }
      return { ...current.doc, name, savedAt: this.now().toISOString() };
    });
  }

  async delete(id: string): Promise<void> {
    return this.folder.remove(id);
  }

  async restoreBackup(id: string): Promise<MatchFile> {
    return this.folder.restoreBackup(id);
  }

  /** Writes a copy of a saved match to `path` (from the main process's save dialog). */
  async export(id: string, path: string): Promise<void> {
    const { doc } = await this.folder.read(id);
    await exportTo(path, doc, 'match');
  }

  /**
   * Copies a match file into the library. Refused: damaged, foreign, newer-version files and
   * logs that do not replay. A clashing id gets a new one. Returns the stored match.
   */
  async import(path: string): Promise<LoadedMatch> {
    const text = await readImport(path, 'match');
    const decoded = decodeMatch(text);
    if (!decoded.ok) throw new StorageError('invalid-payload', `This file cannot be imported. ${decoded.message}`, decoded.reason);
    const loaded = this.check(decoded.doc);
    const incoming = { ...loaded.match, savedAt: this.now().toISOString(), appVersion: this.options.appVersion };
    const stored = (await this.folder.exists(incoming.id))
      ? await this.folder.create(this.newId, (id) => ({ ...incoming, id }))
      : await this.folder.update(incoming.id, (current) => {
          if (current.kind !== 'missing') throw new StorageError('io-error', 'A match with this id appeared while importing.');
          return incoming;
        });
    return { match: stored, check: loaded.check };
  }
}

/** Reads a user-picked file for import, with the same size limit as the loader. */
export async function readImport(path: string, what: string): Promise<string> {
  if (typeof path !== 'string' || !isAbsolute(path)) throw new StorageError('invalid-payload', `The ${what} to import must be an absolute path.`);
  try {
    const info = await stat(path);
    if (!info.isFile()) throw new StorageError('invalid-payload', `The chosen ${what} is not a file.`);
    if (info.size > MAX_SAVE_BYTES) {
      throw new StorageError('invalid-payload', `The chosen file is ${Math.round(info.size / 1024)} KB, too large to be a Rushline ${what}.`, 'too-large');
    }
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new StorageError('not-found', `The chosen ${what} file does not exist.`);
    throw ioError(`read the chosen ${what} file`, error);
  }
}

/** Writes an export atomically (no backup: the dialog already asked before replacing a file). */
export async function exportTo(path: string, doc: unknown, what: string): Promise<void> {
  await writeExport(path, `${JSON.stringify(doc, null, 2)}\n`, what);
}

/** Writes exported text atomically (a save file's JSON, or a log). */
export async function writeExport(path: string, text: string, what: string): Promise<void> {
  if (typeof path !== 'string' || !isAbsolute(path)) throw new StorageError('invalid-payload', `The ${what} export needs an absolute path.`);
  try {
    await writeFileAtomic(path, text);
  } catch (error) {
    throw ioError(`write the ${what} to ${path}`, error);
  }
}
