// Ordered schema migrations. A file of version n goes through every step n -> n+1 -> ... up to the
// current version, then through the current schema. Each step is a pure function on plain JSON and
// is tested on a committed fixture of the old version (test/fixtures/saves/).
//
// To change a format: bump its *_SCHEMA_VERSION in schemas.ts, append a step here, commit a
// fixture written by the old version, add a test. Never edit a step that has shipped.
import { MATCH_FORMAT, TEAM_FORMAT, type SaveFormat } from './ids';
import { rosterPlayerId } from '../games/dreadball/teams/team';
import { MATCH_SCHEMA_VERSION, TEAM_SCHEMA_VERSION } from './schemas';

type Json = Record<string, unknown>;

export interface Migration {
  readonly format: SaveFormat;
  /** The version this step reads; it writes `from + 1`. */
  readonly from: number;
  readonly describe: string;
  readonly up: (doc: Json) => Json;
}

/** Thrown by a step when the old file lacks what it needs; reported as a schema problem. */
export class MigrationError extends Error {}

function record(value: unknown, what: string): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new MigrationError(`${what} is not an object`);
  return value as Json;
}

function count(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value)) throw new MigrationError(`${what} is not a whole number`);
  return value;
}

/**
 * Match v0 (pre-release builds, never public): team sheets in `teams: {home, away}` and the dice
 * seed at the top level, a flat `score: {home, away}`, `rush` and `finished`, no app version and
 * no summary. v1 gathers what `createMatch` takes into `setup` (teams in coach order: v0's "home"
 * was coach A) and adds `appVersion` and `summary`.
 */
const matchV0toV1: Migration = {
  format: MATCH_FORMAT,
  from: 0,
  describe: 'match: seed and teams move into setup; summary and appVersion added',
  up(doc) {
    const { teams, seed, score, rush, finished, ...rest } = doc;
    const { home, away } = record(teams, 'teams');
    const a = record(home, 'teams.home');
    const b = record(away, 'teams.away');
    const s = record(score, 'score');
    const scoreA = count(s.home, 'score.home');
    const scoreB = count(s.away, 'score.away');
    const done = finished === true;
    return {
      ...rest,
      schemaVersion: 1,
      appVersion: '0.0.0-prerelease',
      setup: { teams: [a, b], seed },
      summary: {
        teams: [
          { name: a.name, shortName: a.shortName },
          { name: b.name, shortName: b.shortName },
        ],
        score: [scoreA, scoreB],
        rush: count(rush, 'rush'),
        status: done ? 'finished' : 'in-progress',
        winner: done ? (scoreA > scoreB ? 0 : scoreB > scoreA ? 1 : 'draw') : null,
      },
    };
  },
};

/**
 * Match v1 -> v2: files name their game and the rules version they were played under, and carry
 * the save counter "latest" is read from. Every v1 file is DreadBall under its first rules; its
 * counter is 0, older than any save made since (the next save gives it a current one).
 */
const matchV1toV2: Migration = {
  format: MATCH_FORMAT,
  from: 1,
  describe: 'match: game, rulesVersion and saveSeq added; team sheet players get their roster ids',
  up(doc) {
    const setup = record(doc.setup, 'setup');
    const teams = setup.teams;
    if (!Array.isArray(teams)) throw new MigrationError('setup.teams is not a list');
    return {
      ...doc,
      schemaVersion: 2,
      game: 'dreadball',
      rulesVersion: 1,
      saveSeq: 0,
      setup: { ...setup, teams: teams.map((t, i) => withPlayerIds(record(t, `setup.teams.${i}`), `setup.teams.${i}`)) },
    };
  },
};

/**
 * The ids a roster saved before players had them gets: `p1`, `p2`, ... in roster order. The same
 * rule for team files and match team sheets, so a match played with a team before this version
 * names its players as the team file does after it.
 */
function withPlayerIds(team: Json, what: string): Json {
  const players = team.players;
  if (!Array.isArray(players)) throw new MigrationError(`${what}.players is not a list`);
  return { ...team, players: players.map((p, i) => ({ id: rosterPlayerId(i), ...record(p, `${what}.players.${i}`) })) };
}

/** Team v1 -> v2: the file names its game (every v1 team is DreadBall) and each player gets an id. */
const teamV1toV2: Migration = {
  format: TEAM_FORMAT,
  from: 1,
  describe: 'team: game added; players get stable ids',
  up(doc) {
    return { ...withPlayerIds(doc, 'team'), schemaVersion: 2, game: 'dreadball' };
  },
};

export const MIGRATIONS: readonly Migration[] = [matchV0toV1, matchV1toV2, teamV1toV2];

export const CURRENT_VERSION: Readonly<Record<SaveFormat, number>> = {
  [MATCH_FORMAT]: MATCH_SCHEMA_VERSION,
  [TEAM_FORMAT]: TEAM_SCHEMA_VERSION,
};

/** Oldest version each format can still be read from (the start of its migration chain). */
export const OLDEST_VERSION: Readonly<Record<SaveFormat, number>> = {
  [MATCH_FORMAT]: 0,
  [TEAM_FORMAT]: 1,
};

/**
 * Runs the chain from `version` to the current version. The caller has checked that
 * OLDEST_VERSION <= version <= CURRENT_VERSION. Throws MigrationError on unusable input.
 */
export function migrate(format: SaveFormat, version: number, doc: Json): Json {
  let current = doc;
  for (let v = version; v < CURRENT_VERSION[format]; v++) {
    const step = MIGRATIONS.find((m) => m.format === format && m.from === v);
    if (!step) throw new MigrationError(`no migration for ${format} from version ${v}`);
    current = step.up(current);
    if (current.schemaVersion !== v + 1) throw new MigrationError(`the ${format} step from ${v} did not produce ${v + 1}`);
  }
  return current;
}
