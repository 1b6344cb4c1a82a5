// Custom teams: `<dataDir>/teams/<id>.rushline-team.json`.
import { words, type Words } from '../../shared/words';
import { randomUUID } from 'node:crypto';
import { basename, join } from 'node:path';
import { decodeTeam, type DamageReason, type DecodeResult } from '../../shared/saves/decode';
import { TEAM_EXTENSION, TEAM_FORMAT } from '../../shared/saves/ids';
import { TEAM_SCHEMA_VERSION, teamFileSchema, type TeamContent, type TeamFile } from '../../shared/saves/schemas';
import type { AtomicFs } from '../settings/atomicWrite';
import { dreadball } from '../../shared/games/dreadball';
import { NAME_MAX } from '../../shared/games/dreadball/teams/validate';
import { importDecision, type KeptTeam } from '../../shared/games/dreadball/teams/importDecision';
import { withSuffix } from '../../shared/text';
import { StorageError, storageError } from './errors';
import { exportTo, readImport } from './matchStore';
import { SaveFolder } from './saveFolder';

export const TEAMS_DIR = 'teams';

export interface TeamStoreOptions {
  dataDir: string;
  appVersion: string;
  now?: () => Date;
  newId?: () => string;
  fs?: Partial<AtomicFs>;
}

export type TeamListEntry =
  | {
      status: 'ok';
      id: string;
      name: string;
      shortName: string;
      colours: TeamFile['colours'];
      emblem: string;
      homebrew: boolean;
      playerCount: number;
      savedAt: string;
    }
  | { status: 'damaged'; id: string; reason: DamageReason; words: Words; hasValidBackup: boolean; modifiedAt: string | null };

export class TeamStore {
  readonly folder: SaveFolder<TeamFile>;
  private readonly now: () => Date;
  private readonly newId: () => string;

  constructor(private readonly options: TeamStoreOptions) {
    this.folder = new SaveFolder<TeamFile>(
      { dir: join(options.dataDir, TEAMS_DIR), format: TEAM_FORMAT, what: 'team', extension: TEAM_EXTENSION, schema: teamFileSchema, decode: decodeTeamOfGame },
      { fs: options.fs, now: options.now },
    );
    this.now = options.now ?? (() => new Date());
    this.newId = options.newId ?? randomUUID;
  }

  private build(id: string, content: TeamContent): TeamFile {
    return {
      format: TEAM_FORMAT,
      schemaVersion: TEAM_SCHEMA_VERSION,
      savedAt: this.now().toISOString(),
      appVersion: this.options.appVersion,
      id,
      // Team content is DreadBall's today; another game's teams bring their own content schema.
      game: TEAM_GAME,
      name: content.name,
      shortName: content.shortName,
      colours: { ...content.colours },
      emblem: content.emblem,
      race: content.race,
      players: content.players,
      coachDice: content.coachDice,
      homebrew: content.race.kind === 'homebrew',
    };
  }

  async create(content: TeamContent): Promise<TeamFile> {
    return this.folder.create(this.newId, (id) => this.build(id, content));
  }

  /** Replaces an existing team's content. A missing or damaged team is not silently recreated. */
  async update(id: string, content: TeamContent): Promise<TeamFile> {
    return this.folder.update(id, (current) => {
      if (current.kind === 'missing') throw storageError('not-found', 'noSuchId', { kind: TEAM, id });
      if (current.kind === 'damaged') {
        throw storageError('io-error', 'team.damagedLeft', { detail: current.problem.words }, current.problem.reason);
      }
      return this.build(id, content);
    });
  }

  /** Create when `id` is absent, update otherwise. */
  async save(id: string | undefined, content: TeamContent): Promise<TeamFile> {
    return id === undefined ? this.create(content) : this.update(id, content);
  }

  async duplicate(id: string): Promise<TeamFile> {
    const { doc } = await this.folder.read(id);
    // Cut between graphemes: a cut through an emoji would leave a name the schema refuses.
    return this.create({ ...toContent(doc), name: withSuffix(doc.name, ' (copy)', NAME_MAX) });
  }

  async load(id: string): Promise<TeamFile> {
    return (await this.folder.read(id)).doc;
  }

  async list(): Promise<TeamListEntry[]> {
    const ids = await this.folder.ids();
    const entries = await Promise.all(
      ids.map(async (id): Promise<TeamListEntry> => {
        const current = await this.folder.inspect(id);
        if (current.kind === 'ok') {
          const t = current.doc;
          return {
            status: 'ok',
            id,
            name: t.name,
            shortName: t.shortName,
            colours: t.colours,
            emblem: t.emblem,
            homebrew: t.homebrew,
            playerCount: t.players.length,
            savedAt: t.savedAt,
          };
        }
        const problem =
          current.kind === 'missing'
            ? { ok: false as const, reason: 'missing' as const, words: words('problems.file.onlyBackup', { kind: TEAM }) }
            : current.problem;
        const report = await this.folder.problemOf(id, problem);
        return { status: 'damaged', id, reason: report.reason, words: report.words, hasValidBackup: report.hasValidBackup, modifiedAt: report.modifiedAt };
      }),
    );
    // Teams are listed by name (damaged ones last), which is what a team picker wants.
    return entries.sort((a, b) =>
      a.status !== b.status ? (a.status === 'ok' ? -1 : 1) : a.status === 'ok' && b.status === 'ok' ? a.name.localeCompare(b.name) : a.id.localeCompare(b.id),
    );
  }

  async delete(id: string): Promise<void> {
    return this.folder.remove(id);
  }

  async restoreBackup(id: string): Promise<TeamFile> {
    return this.folder.restoreBackup(id);
  }

  async export(id: string, path: string): Promise<void> {
    await exportTo(path, await this.load(id), 'team');
  }

  /**
   * Copies a team file into the library (see `importDecision`): a team already kept is not copied
   * again, a different team under a name in use gets "Name (2)", a clashing id gets a new id. A
   * file that cannot be imported is refused in words naming the file and what is wrong with it.
   */
  async import(path: string): Promise<ImportedTeam> {
    const file = typeof path === 'string' ? basename(path) : '';
    const refused = (error: StorageError): StorageError => new StorageError(error.code, words('problems.team.importRefused', { file, why: error.words }), error.reason);
    let text: string;
    try {
      text = await readImport(path, 'team');
    } catch (error) {
      throw error instanceof StorageError ? refused(error) : error;
    }
    const decoded = decodeTeamOfGame(text);
    if (!decoded.ok) throw refused(new StorageError('invalid-payload', decoded.words, decoded.reason));
    const incoming = toContent(decoded.doc);
    const decision = importDecision(incoming, await this.kept());
    if (decision.kind === 'already') return { outcome: 'already', team: await this.load(decision.id) };
    const content = { ...incoming, name: decision.name };
    const outcome = decision.kind === 'renamed' ? 'renamed' : 'imported';
    if (await this.folder.exists(decoded.doc.id)) return { outcome, team: await this.create(content) };
    const team = await this.folder.update(decoded.doc.id, (current) => {
      if (current.kind !== 'missing') throw storageError('io-error', 'appeared', { kind: TEAM, id: decoded.doc.id });
      return this.build(decoded.doc.id, content);
    });
    return { outcome, team };
  }

  /** Every readable team's content (damaged files are left out: they match nothing). */
  private async kept(): Promise<KeptTeam[]> {
    const out: KeptTeam[] = [];
    for (const id of await this.folder.ids()) {
      const current = await this.folder.inspect(id);
      if (current.kind === 'ok') out.push({ id, content: toContent(current.doc) });
    }
    return out;
  }
}

/** What an import did: `already` wrote nothing and names the kept team. */
export interface ImportedTeam {
  outcome: 'imported' | 'renamed' | 'already';
  team: TeamFile;
}

/** The game whose teams the team files hold (their content is DreadBall's roster). */
const TEAM_GAME = dreadball.id;
const TEAM: Words = words('problems.kind.team');

/** The team reader: a file of another game's team is refused, never read as a DreadBall team. */
function decodeTeamOfGame(text: string): DecodeResult<TeamFile> {
  const decoded = decodeTeam(text);
  if (decoded.ok && decoded.doc.game !== TEAM_GAME) {
    return { ok: false, reason: 'wrong-format', words: words('problems.team.otherGame') };
  }
  return decoded;
}

export function toContent(team: TeamFile): TeamContent {
  const { name, shortName, colours, emblem, race, players, coachDice } = team;
  return { name, shortName, colours, emblem, race, players, coachDice };
}
