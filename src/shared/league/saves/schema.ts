// zod schema of a league file (`leagues/<id>.rushline-league.json`), version 1: the envelope and
// the league (types.ts) checked field by field, then what the fields must agree on (team indexes
// of fixtures, a pending post-game that replays). Pure TS: the renderer may use it too.
import { z } from 'zod';
import { AI_LEVELS } from '../../games/dreadball/ai/coach';
import { MAX_COACH_DICE } from '../../games/dreadball/teams/roster';
import { ROSTER_PLAYER_ID_PATTERN } from '../../games/dreadball/teams/team';
import { DISPLAY_TEXT_PATTERN, SAVE_ID_PATTERN } from '../../saves/ids';
import { isoDateSchema, teamRaceSchema } from '../../saves/schemas';
import { runPostGame } from '../postgame/run';
import type { PostGame } from '../postgame/types';
import { LASTING_INJURIES, LEAGUE_ABILITIES, MAX_LEAGUE_TEAMS, MAX_UPGRADES, MIN_LEAGUE_TEAMS, RANKS, TEAM_UPGRADES, type League } from '../types';

z.config({ jitless: true });

export const LEAGUE_FORMAT = 'rushline-league';
export const LEAGUE_EXTENSION = '.rushline-league.json';
export const LEAGUE_SCHEMA_VERSION = 1;

const int = (min: number, max: number) => z.number().int().min(min).max(max);
const text = (min: number, max: number) => z.string().min(min).max(max).regex(DISPLAY_TEXT_PATTERN, 'contains control characters');
const typeId = z.string().regex(/^[a-z][a-z0-9-]{0,31}$/, 'not a player type id');
const playerId = z.string().regex(ROSTER_PLAYER_ID_PATTERN, 'not a player id');
const teamId = z.string().regex(/^t\d{1,2}$/, 'not a league team id');
const fixtureId = z.string().regex(/^r\d{1,2}-\d{1,2}$/, 'not a fixture id');
const xp = int(0, 100_000);
const count = int(0, 100_000);
const enumOf = <T extends string>(values: readonly T[]) => z.enum(values as unknown as [T, ...T[]]);

const lasting = enumOf(LASTING_INJURIES);
const ability = enumOf(LEAGUE_ABILITIES);
const teamUpgrade = enumOf(TEAM_UPGRADES);
const stat = z.enum(['strength', 'skill']);

const playerUpgrade = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('rank') }).strict(),
  z.object({ kind: z.literal('stat'), stat }).strict(),
  z.object({ kind: z.literal('ability'), ability }).strict(),
]);

const career = z.object({ matches: count, strikes: count, points: count, injured: count, opponentsInjured: count, mvp: count }).strict();

const player = z
  .object({
    id: playerId,
    typeId,
    name: text(1, 24),
    number: int(1, 99),
    xp,
    rank: enumOf(RANKS),
    upgrades: z.array(playerUpgrade).max(MAX_UPGRADES),
    advances: count,
    injuries: z.array(lasting).max(LASTING_INJURIES.length),
    missesNext: z.boolean(),
    status: z.enum(['active', 'dead', 'retired']),
    joinedAsCover: z.boolean(),
    career,
  })
  .strict();

const coach = z.discriminatedUnion('kind', [z.object({ kind: z.literal('person') }).strict(), z.object({ kind: z.literal('computer'), level: enumOf(AI_LEVELS) }).strict()]);

const team = z
  .object({
    id: teamId,
    sourceId: z.string().min(1).max(64),
    name: text(1, 32),
    shortName: z.string().max(8),
    race: teamRaceSchema,
    coach,
    coachDice: int(0, MAX_COACH_DICE),
    treasury: int(0, 1000),
    // Dead and retired players stay listed; a long league may hold many.
    players: z.array(player).min(1).max(400),
    upgrades: z.array(teamUpgrade).max(3),
    nextPlayer: int(1, 999),
  })
  .strict();

const result = z
  .object({
    score: z.tuple([count, count]),
    winner: z.enum(['home', 'away', 'draw']),
    landslide: z.boolean(),
    matchId: z.string().regex(SAVE_ID_PATTERN).nullable(),
  })
  .strict();

const fixture = z.object({ id: fixtureId, round: int(1, 30), home: int(0, MAX_LEAGUE_TEAMS - 1), away: int(0, MAX_LEAGUE_TEAMS - 1), result: result.nullable() }).strict();
const round = z.object({ round: int(1, 30), fixtures: z.array(fixture).max(8), resting: z.array(int(0, MAX_LEAGUE_TEAMS - 1)).max(1) }).strict();

const playerTally = z.object({ played: z.boolean(), injured: count, killed: z.boolean(), opponentsInjured: count, strikes: count, points: count }).strict();
const sideTally = z.record(playerId, playerTally);
const tally = z
  .object({ score: z.tuple([count, count]), winner: z.union([z.literal(0), z.literal(1), z.null()]), landslide: z.boolean(), deaths: int(0, 28), players: z.tuple([sideTally, sideTally]) })
  .strict();
/** A generator word: sfc32 keeps them as signed or unsigned 32-bit integers (as the match files do). */
const word = int(-0x80000000, 0xffffffff);
const dice = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('seeded'), s: z.tuple([word, word, word, word]) }).strict(),
  z.object({ kind: z.literal('scripted'), faces: z.array(int(1, 6)).max(10_000), next: count }).strict(),
]);
/** Decisions are checked by replaying them (superRefine below), so any small flat object here. */
const decision = z.record(z.string().max(16), z.union([z.string().max(64), z.number()])).refine((d) => typeof d.kind === 'string', 'a decision needs a kind');
const pending = z
  .object({
    fixtureId,
    matchId: z.string().regex(SAVE_ID_PATTERN).nullable(),
    postGame: z.object({ start: z.object({ teams: z.tuple([team, team]), tally, dice }).strict(), decisions: z.array(decision).max(2_000) }).strict(),
  })
  .strict();

export const leagueSchema = z
  .object({
    name: text(1, 64),
    format: z.enum(['single', 'double']),
    seed: int(0, 0xffffffff),
    teams: z.array(team).min(MIN_LEAGUE_TEAMS).max(MAX_LEAGUE_TEAMS),
    rounds: z.array(round).max(30),
    pending: pending.nullable(),
  })
  .strict();

/** What the fields must agree on, beyond each field's own shape. */
function agree(league: z.output<typeof leagueSchema>, ctx: z.RefinementCtx, prefix: string[] = []): void {
  const n = league.teams.length;
  const issue = (path: (string | number)[], message: string): void => ctx.addIssue({ code: 'custom', path: [...prefix, ...path], message });
  league.teams.forEach((t, i) => {
    if (t.id !== `t${i + 1}`) issue(['teams', i, 'id'], `team ${i + 1} must be t${i + 1}`);
    const ids = new Set<string>();
    t.players.forEach((p, j) => {
      if (ids.has(p.id)) issue(['teams', i, 'players', j, 'id'], `player id ${p.id} is used twice`);
      ids.add(p.id);
    });
  });
  const fixtureIds = new Set<string>();
  league.rounds.forEach((r, ri) =>
    r.fixtures.forEach((f, fi) => {
      const at = ['rounds', ri, 'fixtures', fi];
      if (f.home >= n || f.away >= n || f.home === f.away) issue(at, 'a fixture names a team the league does not have');
      if (fixtureIds.has(f.id)) issue([...at, 'id'], `fixture ${f.id} is listed twice`);
      fixtureIds.add(f.id);
    }),
  );
  if (league.pending) {
    if (!fixtureIds.has(league.pending.fixtureId)) issue(['pending', 'fixtureId'], 'the post-game under way is for a fixture the league does not have');
    try {
      // The decisions' meaning is the replay's to check: an unknown kind is an illegal decision.
      const pg = league.pending.postGame as unknown as PostGame;
      runPostGame(pg.start, pg.decisions);
    } catch (e) {
      issue(['pending', 'postGame'], `the post-game under way does not replay: ${e instanceof Error ? e.message.slice(0, 120) : 'it failed'}`);
    }
  }
}

export const leagueContentSchema = leagueSchema.superRefine(agree);

export const leagueFileSchema = z
  .object({
    format: z.literal(LEAGUE_FORMAT),
    schemaVersion: z.literal(LEAGUE_SCHEMA_VERSION),
    savedAt: isoDateSchema,
    appVersion: z.string().min(1).max(64),
    id: z.string().regex(SAVE_ID_PATTERN, 'not a Rushline save id'),
    /** The game whose teams and matches the league holds. */
    game: z.literal('dreadball'),
    league: leagueSchema,
  })
  .strict()
  .superRefine((file, ctx) => agree(file.league, ctx, ['league']));

/** A league file; its `league` is the model of types.ts (the schema checks exactly that shape). */
export type LeagueFile = Omit<z.output<typeof leagueFileSchema>, 'league'> & { league: League };
