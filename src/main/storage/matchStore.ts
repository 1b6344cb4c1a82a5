// Saved matches: `<dataDir>/matches/<id>.rushline-match.json`.
import { words, type Words } from '../../shared/words';
import { randomUUID } from 'node:crypto';
import { basename, isAbsolute, join } from 'node:path';
import { decodeMatch, MAX_JSON_DEPTH, MAX_SAVE_BYTES, valueDepthExceeds, type DamageReason, type DecodeResult } from '../../shared/saves/decode';
import type { ReplayOutcome, SaveRules } from '../../shared/saves/gameRules';
import { MATCH_EXTENSION, MATCH_FORMAT } from '../../shared/saves/ids';
import {
  MATCH_SCHEMA_VERSION,
  matchFileSchema,
  matchNameSchema,
  matchSummarySchema,
  type Decision,
  type MatchControllers,
  type MatchLeagueLink,
  type MatchFile,
  type MatchSetup,
  type MatchSnapshot,
  type MatchSummary,
  describeZodError,
} from '../../shared/saves/schemas';
import { cutText } from '../../shared/text';
import { writeFileAtomic, type AtomicFs } from '../settings/atomicWrite';
import { exportError, ioError, StorageError, storageError } from './errors';
import { sameJson } from './sameJson';
import { readRegularFile } from './safeRead';
import { SaveFolder } from './saveFolder';

export const MATCHES_DIR = 'matches';

export interface MatchStoreOptions {
  dataDir: string;
  appVersion: string;
  /** The games this build plays; a file of any other game is refused with the reason. */
  games: readonly SaveRules[];
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
  /** The game's id (`SaveRules.game`). */
  game: string;
  setup: MatchSetup;
  decisions: Decision[];
  snapshot: MatchSnapshot;
  /** Who plays each side; absent: hot-seat. */
  controllers?: MatchControllers;
  /** The league fixture the match plays; absent: not a league match. */
  league?: MatchLeagueLink;
}

export type MatchListEntry =
  | {
      status: 'ok';
      id: string;
      name: string;
      /** Whether the name is one a person gave it (false: the default "Home – Away" of the teams). */
      named: boolean;
      createdAt: string;
      savedAt: string;
      summary: MatchSummary;
      teamIds: string[];
      /** Who played each side (a file without it is a hot-seat match). */
      controllers: MatchControllers;
      /** The league fixture the match plays, if it is a league match. */
      league?: MatchLeagueLink;
      /** The game the match is of (the Load list tags and filters by it). */
      game: string;
    }
  | {
      status: 'damaged';
      id: string;
      reason: DamageReason;
      words: Words;
      hasValidBackup: boolean;
      /** File date, for sorting and display. */
      modifiedAt: string | null;
    };

export type ReplayCheck =
  | { status: 'ok' }
  | { status: 'mismatch'; words: Words }
  | { status: 'migrated'; fromVersion: number }
  /** Played under other rules, and today's rules play its log out differently: shown as saved, not played on. */
  | { status: 'read-only'; words: Words };

export interface LoadedMatch {
  match: MatchFile;
  /**
   * `mismatch`: the snapshot did not match the log; `match.snapshot` is the replayed state.
   * `read-only`: `match.snapshot` is the saved state, which today's rules do not reach.
   */
  check: ReplayCheck;
}

export const SNAPSHOT_MISMATCH: Words = words('problems.match.snapshotMismatch');

const DEFAULT_NAME_MAX = 64;
/** The highest save counter a file may hold (the schema's bound). */
const MAX_SAVE_SEQ = Number.MAX_SAFE_INTEGER;

export class MatchStore {
  readonly folder: SaveFolder<MatchFile>;
  private readonly now: () => Date;
  private readonly newId: () => string;
  private readonly games: ReadonlyMap<string, SaveRules>;
  /** The highest save counter in the folder, read once, then kept. */
  private seq: Promise<number> | null = null;
  /** Matches deleted in this session: a save still queued for one must not bring it back. */
  private readonly deleted = new Set<string>();
  /** The last replay of each recently saved match, so an autosave replays only what was added. */
  private readonly replays = new Map<string, { setup: string; decisions: string[]; state: unknown }>();

  constructor(private readonly options: MatchStoreOptions) {
    this.games = new Map(options.games.map((rules) => [rules.game, rules]));
    this.folder = new SaveFolder<MatchFile>(
      {
        dir: join(options.dataDir, MATCHES_DIR),
        format: MATCH_FORMAT,
        what: 'match',
        extension: MATCH_EXTENSION,
        schema: matchFileSchema,
        decode: (text) => this.decode(text),
      },
      { fs: options.fs, now: options.now },
    );
    this.now = options.now ?? (() => new Date());
    this.newId = options.newId ?? randomUUID;
  }

  /** The reader of every match file: the envelope, then the game's own strict schemas. */
  decode(text: string): DecodeResult<MatchFile> {
    const decoded = decodeMatch(text);
    if (!decoded.ok) return decoded;
    const rules = this.games.get(decoded.doc.game);
    if (!rules) return { ok: false, reason: 'wrong-format', words: words('problems.match.unknownGame', { game: safeGameId(decoded.doc.game) }) };
    const problem = gameProblem(rules, decoded.doc.setup, decoded.doc.decisions, decoded.doc.snapshot);
    return problem ? { ok: false, reason: 'schema', words: words('problems.file.badShape', { kind: words('problems.kind.match'), detail: problem }) } : decoded;
  }

  private rulesOf(game: string): SaveRules {
    const rules = this.games.get(game);
    if (!rules) throw storageError('invalid-payload', 'match.unknownGame', { game: safeGameId(game) });
    return rules;
  }

  private nextSeq(): Promise<number> {
    const base = (this.seq ??= this.highestSeq());
    // Never past the schema's bound: a hand-edited huge counter must not stop every save.
    const next = base.then((n) => Math.min(n + 1, MAX_SAVE_SEQ));
    this.seq = next;
    // A failed folder read is not remembered: the next save reads the folder again.
    next.catch(() => {
      if (this.seq === next) this.seq = null;
    });
    return next;
  }

  private async highestSeq(): Promise<number> {
    let highest = 0;
    for (const id of await this.folder.ids()) {
      const current = await this.folder.inspect(id);
      if (current.kind === 'ok') highest = Math.max(highest, current.doc.saveSeq);
    }
    return highest;
  }

  /**
   * The replay of a save: only the decisions added since this match's last save when the game can
   * play on from a state and the setup and earlier log are unchanged, else the whole log. The
   * result is the same either way (a replay is a pure function of setup and log).
   */
  private replaySaved(rules: SaveRules, input: MatchSaveInput): { replayed: ReplayOutcome; remember: (id: string) => void } {
    const setup = JSON.stringify(input.setup);
    const decisions = input.decisions.map((d) => JSON.stringify(d));
    const last = input.id === undefined ? undefined : this.replays.get(input.id);
    const playsOn =
      last !== undefined &&
      rules.replayFrom !== undefined &&
      last.setup === setup &&
      last.decisions.length <= decisions.length &&
      last.decisions.every((d, i) => d === decisions[i]);
    const replayed = playsOn
      ? this.guarded(() => rules.replayFrom!(last.state, input.decisions.slice(last.decisions.length)))
      : this.replayOf(rules, input.setup, input.decisions);
    const remember = (id: string) => {
      if (!replayed.ok) return;
      this.replays.delete(id);
      this.replays.set(id, { setup, decisions, state: replayed.state });
      // A few matches are saved in one session at most at a time: keep the newest.
      if (this.replays.size > 4) this.replays.delete(this.replays.keys().next().value!);
    };
    return { replayed, remember };
  }

  private guarded(run: () => ReplayOutcome): ReplayOutcome {
    try {
      return run();
    } catch (error) {
      return { ok: false, reason: error instanceof Error ? error.message : String(error) };
    }
  }

  /** The game's replay, never throwing (a game's replay should not; if one does, it is reported). */
  private replayOf(rules: SaveRules, setup: MatchSetup, decisions: readonly Decision[]): ReplayOutcome {
    return this.guarded(() => rules.replay(setup, decisions));
  }

  /** Autosave: creates the file on the first save, rewrites it (with a .bak) afterwards. */
  async save(input: MatchSaveInput): Promise<MatchFile> {
    const rules = this.rulesOf(input.game);
    // Before any schema: their recursion would overflow on a deep enough value.
    if (valueDepthExceeds(input, MAX_JSON_DEPTH)) {
      throw storageError('invalid-payload', 'notSaved', { kind: MATCH, detail: words('problems.file.tooDeep', { levels: MAX_JSON_DEPTH, kind: MATCH }) }, 'schema');
    }
    const problem = gameProblem(rules, input.setup, input.decisions, input.snapshot);
    if (problem) throw storageError('invalid-payload', 'notSaved', { kind: MATCH, detail: words('problems.file.badShape', { kind: MATCH, detail: problem }) }, 'schema');
    // The log is replayed as a load would: a log that does not replay is never written, and a
    // snapshot that is not the log's state is replaced by the log's (the log is trusted).
    const { replayed, remember } = this.replaySaved(rules, input);
    if (!replayed.ok) {
      throw storageError('invalid-payload', 'notSaved', { kind: MATCH, detail: words('problems.match.noReplay', { detail: replayed.reason }) }, 'replay-failed');
    }
    const state = JSON.parse(JSON.stringify(replayed.state)) as MatchSnapshot;
    const snapshot = sameJson(state, input.snapshot) ? input.snapshot : state;
    // The summary is read off the state here, never taken on trust from the sender.
    const summary = summaryOf(rules, snapshot);
    const savedAt = this.now().toISOString();
    const build = (id: string, createdAt: string, name: string, saveSeq: number): MatchFile => ({
      format: MATCH_FORMAT,
      schemaVersion: MATCH_SCHEMA_VERSION,
      savedAt,
      appVersion: this.options.appVersion,
      id,
      name,
      createdAt,
      game: rules.game,
      rulesVersion: rules.rulesVersion,
      saveSeq,
      setup: input.setup,
      decisions: input.decisions,
      snapshot,
      summary,
      ...(input.controllers ? { controllers: input.controllers } : {}),
      ...(input.league ? { league: input.league } : {}),
    });
    const defaultName = defaultMatchName(summary);
    if (input.id === undefined) {
      const saveSeq = await this.nextSeq();
      const created = await this.folder.create(this.newId, (id) => build(id, savedAt, input.name ?? defaultName, saveSeq));
      remember(created.id);
      return created;
    }
    const id = input.id;
    this.folder.pathOf(id);
    remember(id);
    return this.folder.update(id, async (current) => {
      if (this.deleted.has(id)) throw storageError('not-found', 'match.deleted');
      if (current.kind === 'ok' && current.doc.rulesVersion !== rules.rulesVersion && this.check(current.doc).check.status === 'read-only') {
        throw storageError('invalid-payload', 'match.readOnlyNotSaved');
      }
      const saveSeq = await this.nextSeq();
      if (current.kind === 'ok') return build(current.doc.id, current.doc.createdAt, input.name ?? current.doc.name, saveSeq);
      // Over a damaged or missing file, the backup still knows the match's name and start.
      const backup = await this.folder.decodeFile(this.folder.backupOf(id), id);
      return backup.ok
        ? build(id, backup.doc.createdAt, input.name ?? backup.doc.name, saveSeq)
        : build(id, savedAt, input.name ?? defaultName, saveSeq);
    });
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

  /**
   * Replays the log from the setup and compares with the snapshot; trusts the log, and takes the
   * summary from what the log plays out to. A file played under other rules that today's rules
   * play differently opens read-only as it was saved: it is not damaged, only from another time.
   */
  check(doc: MatchFile): LoadedMatch {
    const rules = this.rulesOf(doc.game);
    const replayed = this.replayOf(rules, doc.setup, doc.decisions);
    const otherRules = doc.rulesVersion !== rules.rulesVersion;
    // A file from newer rules is never played on here: this build would save it under its older ones.
    const newerRules = doc.rulesVersion > rules.rulesVersion;
    const readOnly = (): LoadedMatch => ({
      match: { ...doc, summary: summaryOf(rules, doc.snapshot) },
      check: {
        status: 'read-only',
        words: words(newerRules ? 'problems.match.newerRules' : 'problems.match.otherRules', { saved: doc.rulesVersion, ours: rules.rulesVersion }),
      },
    });
    if (newerRules) return readOnly();
    if (!replayed.ok) {
      if (otherRules) return readOnly();
      throw storageError('io-error', 'match.noReplay', { detail: replayed.reason }, 'replay-failed');
    }
    let same: boolean;
    let state: MatchSnapshot;
    try {
      state = JSON.parse(JSON.stringify(replayed.state)) as MatchSnapshot;
      same = sameJson(state, doc.snapshot);
    } catch {
      throw storageError('io-error', 'match.unsavableState', undefined, 'replay-failed');
    }
    if (same) {
      const summary = summaryOf(rules, state);
      return { match: sameJson(summary, doc.summary) ? doc : { ...doc, summary }, check: { status: 'ok' } };
    }
    if (otherRules) return readOnly();
    return {
      match: { ...doc, snapshot: state, summary: summaryOf(rules, state) },
      check: { status: 'mismatch', words: SNAPSHOT_MISMATCH },
    };
  }

  /** Every save, the last saved first, damaged ones after them (with the reason). Replays nothing. */
  async list(): Promise<MatchListEntry[]> {
    const ids = await this.folder.ids();
    const order = new Map<string, number>();
    const entries = await Promise.all(
      ids.map(async (id): Promise<MatchListEntry> => {
        const current = await this.folder.inspect(id);
        // From the snapshot, not the stored summary: a hand-edited summary is not believed.
        const summary = current.kind === 'ok' ? listSummary(this.rulesOf(current.doc.game), current.doc.snapshot) : null;
        if (current.kind === 'ok' && summary) {
          const { name, createdAt, savedAt, setup, saveSeq } = current.doc;
          order.set(id, saveSeq);
          const teamIds = setup.teams.map((team) => team.id);
          const controllers = current.doc.controllers ?? HOT_SEAT;
          const league = current.doc.league;
          return { status: 'ok', id, name, named: name !== defaultMatchName(summary), createdAt, savedAt, summary, teamIds, controllers, game: current.doc.game, ...(league ? { league } : {}) };
        }
        const problem =
          current.kind === 'missing'
            ? { ok: false as const, reason: 'missing' as const, words: words('problems.file.onlyBackup', { kind: MATCH }) }
            : current.kind === 'damaged'
              ? current.problem
              : { ok: false as const, reason: 'schema' as const, words: words('problems.match.noSummary') };
        const report = await this.folder.problemOf(id, problem);
        return { status: 'damaged', id, reason: report.reason, words: report.words, hasValidBackup: report.hasValidBackup, modifiedAt: report.modifiedAt };
      }),
    );
    return entries.sort((a, b) => compareEntries(a, b, order));
  }

  /** The match still in progress that was saved last, for "Continue"; null if there is none. */
  async latest(): Promise<MatchListEntry | null> {
    const entries = await this.list();
    return entries.find((e) => e.status === 'ok' && e.summary.status === 'in-progress') ?? null;
  }

  async rename(id: string, name: string): Promise<MatchFile> {
    return this.folder.update(id, async (current) => {
      if (current.kind === 'missing') throw storageError('not-found', 'noSuchId', { kind: MATCH, id });
      if (current.kind === 'damaged') {
        throw storageError('io-error', 'match.damagedNoRename', { detail: current.problem.words }, current.problem.reason);
      }
      // Renaming is not playing: the match keeps its place in "latest".
      return { ...current.doc, name, savedAt: this.now().toISOString() };
    });
  }

  async delete(id: string): Promise<void> {
    // Marked in the delete's turn: an autosave queued behind it finds the mark and writes nothing.
    try {
      await this.folder.remove(id, () => this.deleted.add(id));
    } catch (error) {
      if (!(error instanceof StorageError && error.code === 'not-found')) this.deleted.delete(id);
      throw error;
    }
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
    const decoded = this.decode(text);
    if (!decoded.ok) throw storageError('bad-file', 'notImported', { file: basename(path), detail: decoded.words }, decoded.reason);
    let loaded: LoadedMatch;
    try {
      loaded = this.check(decoded.doc);
    } catch (error) {
      // A log that does not replay is the chosen file's fault here, not the library's.
      if (error instanceof StorageError) throw storageError('bad-file', 'notImported', { file: basename(path), detail: error.words }, error.reason);
      throw error;
    }
    const incoming = { ...loaded.match, savedAt: this.now().toISOString(), appVersion: this.options.appVersion, saveSeq: await this.nextSeq() };
    const clash = this.deleted.has(incoming.id) || (await this.folder.exists(incoming.id));
    const stored = clash
      ? await this.folder.create(this.newId, (id) => ({ ...incoming, id }))
      : await this.folder.update(incoming.id, (current) => {
          if (current.kind !== 'missing') throw storageError('io-error', 'appeared', { kind: MATCH, id: incoming.id });
          return incoming;
        });
    return { match: stored, check: loaded.check };
  }
}

/** Why a setup, log or state does not fit the game's schemas, or null. */
function gameProblem(rules: SaveRules, setup: unknown, decisions: readonly unknown[], snapshot: unknown): string | null {
  // A technical detail (paths and issue codes), worded around by the renderer.
  const setupOk = rules.setup.safeParse(setup);
  if (!setupOk.success) return `${rules.game} setup: ${describeZodError(setupOk.error, 2, 'setup')}`;
  for (const [index, decision] of decisions.entries()) {
    const parsed = rules.decision.safeParse(decision);
    if (!parsed.success) return `${rules.game} decision ${index + 1}: ${describeZodError(parsed.error, 1, 'decision')}`;
  }
  const parsed = rules.snapshot.safeParse(snapshot);
  return parsed.success ? null : `${rules.game} state: ${describeZodError(parsed.error, 2, 'state')}`;
}

/** A game id as it may be repeated to the user: only a plain id, never arbitrary file text. */
function safeGameId(game: unknown): string {
  return typeof game === 'string' && /^[a-z0-9-]{1,32}$/.test(game) ? game : '?';
}

const MATCH: Words = words('problems.kind.match');

function summaryOf(rules: SaveRules, state: unknown): MatchSummary {
  const summary = listSummary(rules, state);
  if (!summary) throw storageError('invalid-payload', 'match.noSummary', undefined, 'schema');
  return summary;
}

/** The list summary of a state, or null when the game cannot summarise it into a valid one. */
function listSummary(rules: SaveRules, state: unknown): MatchSummary | null {
  try {
    const parsed = matchSummarySchema.safeParse(rules.summarise(state));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * "Home – Away": the teams' own names and a dash, in no language, so the main process writes no
 * English into a save. Cut between graphemes so it always passes the schema; else the short names.
 */
export function defaultMatchName(summary: MatchSummary): string {
  const name = cutText(`${summary.teams[0].name} – ${summary.teams[1].name}`, DEFAULT_NAME_MAX).trim();
  if (matchNameOk(name)) return name;
  const short = `${summary.teams[0].shortName} – ${summary.teams[1].shortName}`;
  return matchNameOk(short) ? short : '–';
}

function matchNameOk(name: string): boolean {
  return matchNameSchema.safeParse(name).success;
}

/** Who plays a match saved without controllers: two people at one screen (every file before the computer coach). */
const HOT_SEAT: MatchControllers = { A: 'human', B: 'human' };

/** Saved matches by save counter (last first); damaged ones after them, by file date. */
function compareEntries(a: MatchListEntry, b: MatchListEntry, order: ReadonlyMap<string, number>): number {
  if (a.status !== b.status) return a.status === 'ok' ? -1 : 1;
  if (a.status === 'ok' && b.status === 'ok') {
    const bySeq = (order.get(b.id) ?? 0) - (order.get(a.id) ?? 0);
    if (bySeq !== 0) return bySeq;
    if (a.savedAt !== b.savedAt) return a.savedAt < b.savedAt ? 1 : -1;
    return a.id.localeCompare(b.id);
  }
  const when = (e: MatchListEntry) => (e.status === 'damaged' ? (e.modifiedAt ?? '') : '');
  return when(a) < when(b) ? 1 : when(a) > when(b) ? -1 : a.id.localeCompare(b.id);
}

/** Reads a user-picked file for import through the one bounded reader, with the loader's size cap. */
export async function readImport(path: string, what: 'match' | 'team' | 'league'): Promise<string> {
  const kind = words(`problems.kind.${what}`);
  if (typeof path !== 'string' || !isAbsolute(path)) throw storageError('invalid-payload', 'chosen.notAbsolute', { kind });
  const read = await readRegularFile(path, MAX_SAVE_BYTES);
  if (read.ok) return read.text;
  switch (read.kind) {
    case 'missing':
      throw storageError('bad-file', 'chosen.missing', { kind });
    case 'not-a-file':
      throw storageError('bad-file', 'chosen.notAFile', { kind });
    case 'too-large':
      throw storageError('bad-file', 'chosen.tooLarge', { kb: Math.round(read.bytes / 1024), kind }, 'too-large');
    default:
      throw ioError('readChosen', kind, read.error);
  }
}

/** Writes an export atomically (no backup: the dialog already asked before replacing a file). */
export async function exportTo(path: string, doc: unknown, what: 'match' | 'team' | 'league'): Promise<void> {
  await writeExport(path, `${JSON.stringify(doc, null, 2)}\n`, what);
}

/** Writes exported text atomically (a save file's JSON, or a log). */
export async function writeExport(path: string, text: string, what: 'match' | 'team' | 'league' | 'gameLog' | 'diceLog'): Promise<void> {
  const kind = words(`problems.kind.${what}`);
  if (typeof path !== 'string' || !isAbsolute(path)) throw storageError('invalid-payload', 'chosen.exportNotAbsolute', { kind });
  try {
    await writeFileAtomic(path, text, { mode: 0o666 });
  } catch (error) {
    throw exportError(kind, error);
  }
}
