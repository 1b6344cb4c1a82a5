// Custom teams: `<dataDir>/teams/<id>.rushline-team.json`.
import { words, type Words } from '../../shared/words';
import { randomUUID } from 'node:crypto';
import { basename, join } from 'node:path';
import { decodeTeam, type DamageReason } from '../../shared/saves/decode';
import { TEAM_EXTENSION, TEAM_FORMAT } from '../../shared/saves/ids';
import { TEAM_SCHEMA_VERSION, teamFileSchema, type TeamContent, type TeamFile, type TeamGame } from '../../shared/saves/schemas';
import type { AtomicFs } from '../settings/atomicWrite';
import { NAME_MAX } from '../../shared/games/dreadball/teams/validate';
import { importDecision, type ImportedContent, type KeptTeam } from '../../shared/games/dreadball/teams/importDecision';
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
      /** The game the team is for ('dreadball', 'bloodbowl', 'rulerball'). */
      game: TeamGame;
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
      { dir: join(options.dataDir, TEAMS_DIR), format: TEAM_FORMAT, what: 'team', extension: TEAM_EXTENSION, schema: teamFileSchema, decode: decodeTeam },
      { fs: options.fs, now: options.now },
    );
    this.now = options.now ?? (() => new Date());
    this.newId = options.newId ?? randomUUID;
  }

  private build(id: string, content: TeamContent): TeamFile {
    const envelope = { format: TEAM_FORMAT, schemaVersion: TEAM_SCHEMA_VERSION, savedAt: this.now().toISOString(), appVersion: this.options.appVersion, id } as const;
    if (content.game === 'rulerball') {
      return {
        ...envelope,
        game: 'rulerball',
        name: content.name,
        shortName: content.shortName,
        colours: { ...content.colours },
        figures: content.figures.map((f) => ({ ...f, upgrades: [...f.upgrades] })),
      };
    }
    if (content.game === 'bloodbowl') {
      return {
        ...envelope,
        game: 'bloodbowl',
        name: content.name,
        shortName: content.shortName,
        colours: { ...content.colours },
        race: content.race,
        rerolls: content.rerolls,
        players: content.players,
      };
    }
    return {
      ...envelope,
      // Content without a game is DreadBall's (as every team was before Blood Bowl's).
      game: 'dreadball',
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
            game: t.game,
            name: t.name,
            shortName: t.shortName,
            colours: t.colours,
            // Blood Bowl and Rülerball teams have no emblem of their own: the list draws them with the shield.
            emblem: t.game === 'dreadball' ? t.emblem : 'shield',
            homebrew: t.game === 'dreadball' && t.homebrew,
            playerCount: t.game === 'rulerball' ? t.figures.length : t.players.length,
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
    const decoded = decodeTeam(text);
    if (!decoded.ok) throw refused(new StorageError('bad-file', decoded.words, decoded.reason));
    const incoming = toContent(decoded.doc);
    // Only a team of the same game can be the same team, or take its name.
    const decision = importDecision(comparable(incoming), (await this.kept()).filter((k) => (k.content.game ?? 'dreadball') === decoded.doc.game));
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
      if (current.kind === 'ok') out.push({ id, content: { ...comparable(toContent(current.doc)), game: current.doc.game } });
    }
    return out;
  }
}

/** What an import did: `already` wrote nothing and names the kept team. */
export interface ImportedTeam {
  outcome: 'imported' | 'renamed' | 'already';
  team: TeamFile;
}

const TEAM: Words = words('problems.kind.team');

/** A team's content as an import compares it: a Rülerball team's figures are its players. */
function comparable(content: TeamContent): ImportedContent {
  if (content.game !== 'rulerball') return content;
  const { figures, ...rest } = content;
  return { ...rest, players: figures };
}

/** The coach's part of a team file (a DreadBall team's content names no game, as it always has). */
export function toContent(team: TeamFile): TeamContent {
  if (team.game === 'rulerball') {
    const { game, name, shortName, colours, figures } = team;
    return { game, name, shortName, colours, figures };
  }
  if (team.game === 'bloodbowl') {
    const { game, name, shortName, colours, race, rerolls, players } = team;
    return { game, name, shortName, colours, race, rerolls, players };
  }
  const { name, shortName, colours, emblem, race, players, coachDice } = team;
  return { name, shortName, colours, emblem, race, players, coachDice };
}
