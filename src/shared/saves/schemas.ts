// zod schemas of the current save files (match v2, team v2). Pure TS, no Node: the renderer may use them too.
// Every file is validated with these on write and, after migration, on read.
import { z } from 'zod';
import { ABILITIES, MAX_COACH_DICE, MAX_PLAYERS, MIN_PLAYERS, ROLES } from '../games/dreadball/teams/roster';
import { STOCK_RACES } from '../games/dreadball/teams/stock';
import { ROSTER_PLAYER_ID_PATTERN } from '../games/dreadball/teams/team';
import { bloodbowlTeamContentSchema } from '../games/bloodbowl/teams/teamFile';
import { rulerballTeamContentSchema } from '../games/rulerball/teams/teamFile';
import { DISPLAY_TEXT_PATTERN, MATCH_FORMAT, SAVE_ID_PATTERN, TEAM_FORMAT } from './ids';

// Same setting as src/shared/ipc/contract.ts, applied here too because zod reads it when an
// object schema is built, and these are built before contract.ts's body runs (the renderer's
// CSP forbids the `new Function` probe of the faster parser).
z.config({ jitless: true });

export const MATCH_SCHEMA_VERSION = 2;
export const TEAM_SCHEMA_VERSION = 2;

/** Longest decision log a file may hold; a full match is a few hundred. */
export const MAX_DECISIONS = 20_000;

export const saveIdSchema = z.string().regex(SAVE_ID_PATTERN, 'not a Rushline save id');
const displayText = (min: number, max: number) =>
  z.string().min(min).max(max).regex(DISPLAY_TEXT_PATTERN, 'contains control characters');
export const isoDateSchema = z.iso.datetime({ offset: true });
const appVersionSchema = z.string().min(1).max(64);

// ---------------------------------------------------------------- shared by team files and DreadBall's team sheets

const role = z.enum(ROLES as readonly ['guard', 'jack', 'striker']);
const ability = z.enum(ABILITIES as readonly ['steadfast']);
const int = (min: number, max: number) => z.number().int().min(min).max(max);

/** A roster player's stable id (`rosterPlayerId`, `newRosterPlayerId` in src/shared/games/dreadball/teams/team.ts). */
export const rosterPlayerIdSchema = z.string().regex(ROSTER_PLAYER_ID_PATTERN, 'not a player id');

/** Players of a saved team: names up to PLAYER_NAME_MAX (src/shared/games/dreadball/teams/validate.ts). */
const savedPlayerSchema = z
  .object({ id: rosterPlayerIdSchema, typeId: z.string().min(1).max(64), name: displayText(1, 24), number: int(1, 99) })
  .strict();

/** Player ids are unique within a roster. */
export function uniquePlayerIds(players: readonly { id: string }[], ctx: z.RefinementCtx, path: (string | number)[]): void {
  const seen = new Set<string>();
  players.forEach((player, index) => {
    if (seen.has(player.id)) ctx.addIssue({ code: 'custom', path: [...path, index, 'id'], message: `player id ${player.id} is used twice` });
    seen.add(player.id);
  });
}

/**
 * What every game's setup has, as the envelope checks it: the dice seed and the teams, each with
 * the id of the team it came from (so the team list can tell which teams unfinished matches use).
 * The rest is the game's: its own `SaveRules.setup` schema checks it on every write and read.
 */
export const matchSetupSchema = z.looseObject({
  teams: z.array(z.looseObject({ id: z.string().min(1).max(64) })).min(1).max(8),
  seed: int(0, 0xffffffff),
});


/**
 * One decision of the log, and the engine state (the snapshot): any object here (the text they
 * come from is already JSON, size- and depth-checked). Their shapes
 * belong to the game, whose own strict schemas (`SaveRules` in gameRules.ts) the store applies on
 * every write and every read; the replay check is the test of their meaning.
 */
export const decisionSchema = z.record(z.string(), z.unknown());
export const snapshotSchema = z.record(z.string(), z.unknown());

/** A game's id, as its module names it ('dreadball'). */
export const gameIdSchema = z.string().regex(/^[a-z][a-z0-9-]{0,31}$/, 'not a game id');
/** Version of a game's rules; a file of another version is replayed with today's rules. */
export const rulesVersionSchema = int(1, 9999);
/**
 * Order of saves in one data folder: each save takes a number higher than any in the folder. It
 * never goes back with the clock, so "the latest match" is the one saved last.
 */
export const saveSeqSchema = int(0, Number.MAX_SAFE_INTEGER);

export const matchStatuses = ['in-progress', 'finished'] as const;

const summaryTeam = z.object({ name: displayText(1, 64), shortName: z.string().max(8) }).strict();

/** Enough to list a match without replaying it. Teams in coach order (A, B), as in the setup. */
export const matchSummarySchema = z
  .object({
    teams: z.tuple([summaryTeam, summaryTeam]),
    score: z.tuple([int(0, 999), int(0, 999)]),
    rush: int(0, 99),
    status: z.enum(matchStatuses),
    /** Team index of the winner; `'draw'` for a finished draw; `null` while in progress. */
    winner: z.union([z.literal(0), z.literal(1), z.literal('draw')]).nullable(),
  })
  .strict();

export const matchNameSchema = displayText(1, 64);

/** Who plays a side: a person, or the computer coach at one of its levels. */
export const matchControllers = ['human', 'easy', 'normal', 'hard'] as const;
const controllerSchema = z.enum(matchControllers);
/**
 * Who plays each coach (A, B). Optional in the file: a match saved without it (every file
 * before the computer coach) is a hot-seat match, so no migration is needed.
 */
export const matchControllersSchema = z.object({ A: controllerSchema, B: controllerSchema }).strict();

/**
 * The league fixture a match plays (the league file's id and the fixture's), so Continue and Load
 * match of a league match still reach its post-game after a restart. Optional: every match before
 * leagues, and every match outside one, has none (no migration needed).
 */
export const matchLeagueLinkSchema = z
  .object({ leagueId: saveIdSchema, fixtureId: z.string().regex(/^r\d{1,2}-\d{1,2}$/, 'not a league fixture id') })
  .strict();

export const matchFileSchema = z
  .object({
    format: z.literal(MATCH_FORMAT),
    schemaVersion: z.literal(MATCH_SCHEMA_VERSION),
    savedAt: isoDateSchema,
    appVersion: appVersionSchema,
    id: saveIdSchema,
    name: matchNameSchema,
    createdAt: isoDateSchema,
    game: gameIdSchema,
    rulesVersion: rulesVersionSchema,
    saveSeq: saveSeqSchema,
    setup: matchSetupSchema,
    decisions: z.array(decisionSchema).max(MAX_DECISIONS),
    snapshot: snapshotSchema,
    summary: matchSummarySchema,
    controllers: matchControllersSchema.optional(),
    league: matchLeagueLinkSchema.optional(),
  })
  .strict();

export type MatchSetup = z.output<typeof matchSetupSchema>;
export type Decision = z.output<typeof decisionSchema>;
export type MatchSnapshot = z.output<typeof snapshotSchema>;
export type MatchSummary = z.output<typeof matchSummarySchema>;
export type MatchFile = z.output<typeof matchFileSchema>;
export type MatchControllers = z.output<typeof matchControllersSchema>;
export type MatchLeagueLink = z.output<typeof matchLeagueLinkSchema>;

// ---------------------------------------------------------------- custom team files
// The structure of `CustomTeam` (src/shared/games/dreadball/teams/custom.ts) plus the file envelope and the
// derived `homebrew` flag. Budget and limits are src/shared/games/dreadball/teams/validate.ts's business.

const STOCK_RACE_IDS = STOCK_RACES.map((r) => r.id) as [string, ...string[]];

export const EMBLEM_PATTERN = /^[a-z][a-z0-9-]{0,31}$/;
const colour = z.string().regex(/^#[0-9a-f]{6}$/i, 'not a #rrggbb colour');
const typeId = z.string().regex(/^[a-z][a-z0-9-]{0,31}$/, 'not a player type id');

/** `HomebrewType` of src/shared/games/dreadball/teams/custom.ts. */
export const homebrewPlayerTypeSchema = z
  .object({
    id: typeId,
    name: displayText(1, 32),
    role,
    stats: z
      .object({ move: int(3, 8), strength: int(2, 6), speed: int(2, 6), skill: int(2, 6), armour: int(2, 6) })
      .strict(),
    cost: int(1, 100),
    max: int(1, MAX_PLAYERS),
    abilities: z.array(ability).max(ABILITIES.length),
  })
  .strict();

export const teamRaceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('stock'), raceId: z.enum(STOCK_RACE_IDS) }).strict(),
  z
    .object({
      kind: z.literal('homebrew'),
      name: displayText(1, 32),
      types: z.array(homebrewPlayerTypeSchema).min(1).max(4),
    })
    .strict(),
]);

export const teamNameSchema = displayText(1, 32);

/** The file envelope every team file has, whatever its game. */
const teamEnvelope = {
  format: z.literal(TEAM_FORMAT),
  schemaVersion: z.literal(TEAM_SCHEMA_VERSION),
  savedAt: isoDateSchema,
  appVersion: appVersionSchema,
  id: saveIdSchema,
};

/** The games whose teams a team file may hold (a file of any other game is refused in words). */
export const TEAM_GAMES = ['dreadball', 'bloodbowl', 'rulerball'] as const;
export type TeamGame = (typeof TEAM_GAMES)[number];
export const isTeamGame = (v: unknown): v is TeamGame => typeof v === 'string' && (TEAM_GAMES as readonly string[]).includes(v);

export const dreadballTeamFileSchema = z
  .object({
    ...teamEnvelope,
    game: z.literal('dreadball'),
    name: teamNameSchema,
    shortName: z.string().regex(/^[A-Z0-9]{3}$/, 'three letters or digits A-Z, 0-9'),
    colours: z.object({ primary: colour, secondary: colour }).strict(),
    emblem: z.string().regex(EMBLEM_PATTERN, 'not an emblem id'),
    race: teamRaceSchema,
    players: z.array(savedPlayerSchema).min(MIN_PLAYERS).max(MAX_PLAYERS),
    coachDice: int(0, MAX_COACH_DICE),
    homebrew: z.boolean(),
  })
  .strict()
  .superRefine((team, ctx) => {
    if (team.homebrew !== (team.race.kind === 'homebrew')) {
      ctx.addIssue({ code: 'custom', path: ['homebrew'], message: 'must be true exactly when the race is homebrew' });
    }
    const typeIds =
      team.race.kind === 'stock'
        ? (STOCK_RACES.find((r) => r.id === (team.race as { raceId: string }).raceId)?.types.map((t) => t.id) ?? [])
        : team.race.types.map((t) => t.id);
    if (new Set(typeIds).size !== typeIds.length) {
      ctx.addIssue({ code: 'custom', path: ['race', 'types'], message: 'player type ids must be unique' });
    }
    uniquePlayerIds(team.players, ctx, ['players']);
    const numbers = new Set<number>();
    team.players.forEach((player, index) => {
      if (!typeIds.includes(player.typeId)) {
        ctx.addIssue({ code: 'custom', path: ['players', index, 'typeId'], message: 'not a player type of this race' });
      }
      if (numbers.has(player.number)) {
        ctx.addIssue({ code: 'custom', path: ['players', index, 'number'], message: `number ${player.number} is used twice` });
      }
      numbers.add(player.number);
    });
  });

/**
 * A Blood Bowl team file: the envelope and the Blood Bowl team (src/shared/games/bloodbowl/teams/teamFile.ts).
 * Same format and schema version as DreadBall's: the file's `game` says which content follows.
 */
export const bloodbowlTeamFileSchema = bloodbowlTeamContentSchema.safeExtend(teamEnvelope);

/** A Rülerball team file: the envelope and the Rülerball team (src/shared/games/rulerball/teams/teamFile.ts). */
export const rulerballTeamFileSchema = rulerballTeamContentSchema.safeExtend(teamEnvelope);

export const teamFileSchema = z.discriminatedUnion('game', [dreadballTeamFileSchema, bloodbowlTeamFileSchema, rulerballTeamFileSchema]);

export type DreadBallTeamFile = z.output<typeof dreadballTeamFileSchema>;
export type BloodBowlTeamFile = z.output<typeof bloodbowlTeamFileSchema>;
export type RulerballTeamFile = z.output<typeof rulerballTeamFileSchema>;
export type TeamFile = z.output<typeof teamFileSchema>;
export type TeamRace = z.output<typeof teamRaceSchema>;

/** The parts of a team file a user edits: everything but the envelope and the derived flag. */
export const dreadballTeamContentSchema = z
  .object({
    /** Optional: content without it is DreadBall's, as before Blood Bowl teams. */
    game: z.literal('dreadball').optional(),
    name: teamNameSchema,
    shortName: z.string().regex(/^[A-Z0-9]{3}$/),
    colours: z.object({ primary: colour, secondary: colour }).strict(),
    emblem: z.string().regex(EMBLEM_PATTERN),
    race: teamRaceSchema,
    players: z
      .array(savedPlayerSchema)
      .min(MIN_PLAYERS)
      .max(MAX_PLAYERS)
      .superRefine((players, ctx) => uniquePlayerIds(players, ctx, [])),
    coachDice: int(0, MAX_COACH_DICE),
  })
  .strict();
export type DreadBallTeamContent = z.output<typeof dreadballTeamContentSchema>;
export type { BloodBowlTeamContent } from '../games/bloodbowl/teams/teamFile';
export type { RulerballTeamContent } from '../games/rulerball/teams/teamFile';
export const teamContentSchema = z.union([dreadballTeamContentSchema, bloodbowlTeamContentSchema, rulerballTeamContentSchema]);
export type TeamContent = z.output<typeof teamContentSchema>;

/**
 * Where a value breaks its schema, as paths with zod's issue codes ("home.players.3.name:
 * too_big"): a technical detail for the damage report, never a sentence, never file content.
 */
export function describeZodError(error: z.ZodError, max = 3, root = 'file'): string {
  const step = (key: PropertyKey) => (typeof key === 'number' || /^[A-Za-z0-9_-]{1,32}$/.test(String(key)) ? String(key) : '…');
  return error.issues
    .slice(0, max)
    .map((issue) => `${issue.path.length > 0 ? issue.path.map(step).join('.') : root}: ${issue.code}`)
    .join('; ');
}

/** A saved team is a `CustomTeam` (src/shared/games/dreadball/teams/custom.ts): `sheetOf` turns it into a TeamSheet. */
export type { CustomTeam } from '../games/dreadball/teams/custom';
