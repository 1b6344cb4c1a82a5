// Leagues: `<dataDir>/leagues/<id>.rushline-league.json`, with the guarantees of matches and teams
// (SaveFolder: atomic writes, `.bak`, the writer decodes its own text, damaged files listed and
// moved aside, never overwritten), plus export and import of a whole league file.
import { randomUUID } from 'node:crypto';
import { basename, join } from 'node:path';
import { words, type Words } from '../../shared/words';
import type { DamageReason } from '../../shared/saves/decode';
import { decodeLeague } from '../../shared/league/saves/decode';
import type { z } from 'zod';
import { LEAGUE_EXTENSION, LEAGUE_FORMAT, LEAGUE_SCHEMA_VERSION, leagueFileSchema, type LeagueFile } from '../../shared/league/saves/schema';
import { playedFixtures } from '../../shared/league/table';
import type { League } from '../../shared/league/types';
import type { AtomicFs } from '../settings/atomicWrite';
import { StorageError, storageError } from './errors';
import { exportTo, readImport } from './matchStore';
import { SaveFolder } from './saveFolder';

export const LEAGUES_DIR = 'leagues';

export interface LeagueStoreOptions {
  dataDir: string;
  appVersion: string;
  now?: () => Date;
  newId?: () => string;
  fs?: Partial<AtomicFs>;
}

export type LeagueListEntry =
  | {
      status: 'ok';
      id: string;
      name: string;
      teams: number;
      fixtures: number;
      played: number;
      /** A post-game is under way (the league screen resumes it). */
      postGameUnderWay: boolean;
      savedAt: string;
    }
  | { status: 'damaged'; id: string; reason: DamageReason; words: Words; hasValidBackup: boolean; modifiedAt: string | null };

const LEAGUE: Words = words('problems.kind.league');

/** The schema checks exactly the League shape; its decisions are typed by the replay it runs. */
const LEAGUE_FILE_SCHEMA = leagueFileSchema as unknown as z.ZodType<LeagueFile>;

export class LeagueStore {
  readonly folder: SaveFolder<LeagueFile>;
  private readonly now: () => Date;
  private readonly newId: () => string;

  constructor(private readonly options: LeagueStoreOptions) {
    this.folder = new SaveFolder<LeagueFile>(
      { dir: join(options.dataDir, LEAGUES_DIR), format: LEAGUE_FORMAT, what: 'league', extension: LEAGUE_EXTENSION, schema: LEAGUE_FILE_SCHEMA, decode: decodeLeague },
      { fs: options.fs, now: options.now },
    );
    this.now = options.now ?? (() => new Date());
    this.newId = options.newId ?? randomUUID;
  }

  private build(id: string, league: League): LeagueFile {
    return { format: LEAGUE_FORMAT, schemaVersion: LEAGUE_SCHEMA_VERSION, savedAt: this.now().toISOString(), appVersion: this.options.appVersion, id, game: 'dreadball', league };
  }

  async create(league: League): Promise<LeagueFile> {
    return this.folder.create(this.newId, (id) => this.build(id, league));
  }

  /** Replaces a league's content; a missing or damaged league is not silently recreated. */
  async update(id: string, league: League): Promise<LeagueFile> {
    return this.folder.update(id, (current) => {
      if (current.kind === 'missing') throw storageError('not-found', 'noSuchId', { kind: LEAGUE, id });
      if (current.kind === 'damaged') throw storageError('io-error', 'league.damagedLeft', { detail: current.problem.words }, current.problem.reason);
      return this.build(id, league);
    });
  }

  async save(id: string | undefined, league: League): Promise<LeagueFile> {
    return id === undefined ? this.create(league) : this.update(id, league);
  }

  async load(id: string): Promise<LeagueFile> {
    return (await this.folder.read(id)).doc;
  }

  async list(): Promise<LeagueListEntry[]> {
    const entries = await Promise.all(
      (await this.folder.ids()).map(async (id): Promise<LeagueListEntry> => {
        const current = await this.folder.inspect(id);
        if (current.kind === 'ok') {
          const l = current.doc.league;
          return {
            status: 'ok',
            id,
            name: l.name,
            teams: l.teams.length,
            fixtures: l.rounds.reduce((n, r) => n + r.fixtures.length, 0),
            played: playedFixtures(l).length,
            postGameUnderWay: l.pending !== null,
            savedAt: current.doc.savedAt,
          };
        }
        const problem = current.kind === 'missing' ? { ok: false as const, reason: 'missing' as const, words: words('problems.file.onlyBackup', { kind: LEAGUE }) } : current.problem;
        const report = await this.folder.problemOf(id, problem);
        return { status: 'damaged', id, reason: report.reason, words: report.words, hasValidBackup: report.hasValidBackup, modifiedAt: report.modifiedAt };
      }),
    );
    // The latest saved first (damaged ones last): the league a coach plays on is at the top.
    return entries.sort((a, b) =>
      a.status !== b.status ? (a.status === 'ok' ? -1 : 1) : a.status === 'ok' && b.status === 'ok' ? b.savedAt.localeCompare(a.savedAt) || a.id.localeCompare(b.id) : a.id.localeCompare(b.id),
    );
  }

  async delete(id: string): Promise<void> {
    return this.folder.remove(id);
  }

  async restoreBackup(id: string): Promise<LeagueFile> {
    return this.folder.restoreBackup(id);
  }

  async export(id: string, path: string): Promise<void> {
    await exportTo(path, await this.load(id), 'league');
  }

  /**
   * Copies a league file into the library. The very league already kept (same id, same content)
   * is not copied again (`already`); one whose id is kept with other content (an earlier export of
   * a league played on since) comes in as a copy under a new id.
   */
  async import(path: string): Promise<{ file: LeagueFile; already: boolean }> {
    const file = typeof path === 'string' ? basename(path) : '';
    const refused = (error: StorageError): StorageError => new StorageError(error.code, words('problems.league.importRefused', { file, why: error.words }), error.reason);
    let text: string;
    try {
      text = await readImport(path, 'league');
    } catch (error) {
      throw error instanceof StorageError ? refused(error) : error;
    }
    const decoded = decodeLeague(text);
    if (!decoded.ok) throw refused(new StorageError('bad-file', decoded.words, decoded.reason));
    if (await this.folder.exists(decoded.doc.id)) {
      const kept = await this.load(decoded.doc.id).catch(() => null);
      if (kept && JSON.stringify(kept.league) === JSON.stringify(decoded.doc.league)) return { file: kept, already: true };
      return { file: await this.create(decoded.doc.league), already: false };
    }
    const stored = await this.folder.update(decoded.doc.id, (current) => {
      if (current.kind !== 'missing') throw storageError('io-error', 'appeared', { kind: LEAGUE, id: decoded.doc.id });
      return this.build(decoded.doc.id, decoded.doc.league);
    });
    return { file: stored, already: false };
  }
}
