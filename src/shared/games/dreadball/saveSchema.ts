// zod schemas of what a DreadBall save holds besides its envelope: one decision of the log and the
// engine state (the snapshot). Strict, so the writer refuses any shape the reader would refuse; the
// replay check is still the test of meaning. The type checks at the bottom fail the build when
// `types.ts` changes without these.
import { z } from 'zod';
import { DISPLAY_TEXT_PATTERN } from '../../saves/ids';
import { rosterPlayerIdSchema, uniquePlayerIds } from '../../saves/schemas';
import { PITCH_SIZE } from './pitch/pitch';
import { ABILITIES, MAX_COACH_DICE, MAX_PLAYERS, ROLES } from './teams/roster';
import { type Ability, CAREER_ABILITIES, CAREER_INJURIES, CAREER_TEAM_UPGRADES, type CareerStat, type Injury, type TeamUpgrade } from './teams/career';
import { CAREER_CHOICES, CAREER_REASONS, type ActionCtx, type CareerChoice, type Decision, type MatchState, type Modifier, type RushEndReason, type SubPrompt } from './engine/types';

z.config({ jitless: true });

const int = (min: number, max: number) => z.number().int().min(min).max(max);
/** A hex id on the pitch, or OFF_PITCH (-1). */
const hex = int(-1, PITCH_SIZE - 1);
const onPitch = int(0, PITCH_SIZE - 1);
const direction = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]);
const player = int(0, 63);
const coach = z.enum(['A', 'B']);
const teamIx = z.union([z.literal(0), z.literal(1)]);
const side = z.enum(['home', 'away']);
const actionKind = z.enum(['run', 'sprint', 'slam', 'snatch', 'throw', 'stand-up']);
const text = (max: number) => z.string().max(max);

// A league career (src/shared/games/dreadball/teams/career.ts): each ability, injury and stat at most once.
const enumOf = <T extends string>(values: readonly T[]) => z.enum(values as unknown as [T, ...T[]]);
const unique = <T extends string>(item: z.ZodType<T>, max: number) =>
  z
    .array(item)
    .max(max)
    .refine((list) => new Set(list).size === list.length, 'lists the same thing twice');
const careerSchema = z
  .object({
    abilities: unique(enumOf<Ability>(CAREER_ABILITIES), CAREER_ABILITIES.length),
    injuries: unique(enumOf<Injury>(CAREER_INJURIES), CAREER_INJURIES.length),
    stats: unique(enumOf<CareerStat>(['strength', 'skill']), 2),
  })
  .strict();
const teamUpgrades = z.array(enumOf<TeamUpgrade>(CAREER_TEAM_UPGRADES)).max(16);

/** Names as the team sheet allows them: shown in the list, so never empty or with control characters. */
const displayName = (max: number) => z.string().min(1).max(max).regex(DISPLAY_TEXT_PATTERN, 'contains control characters');

// ---------------------------------------------------------------- the setup: two team sheets and the seed

const role = z.enum(ROLES as readonly ['guard', 'jack', 'striker']);
const ability = z.enum(ABILITIES as readonly ['steadfast']);

const statsSchema = z
  .object({ move: int(1, 12), strength: int(1, 6), speed: int(1, 6), skill: int(1, 6), armour: int(1, 6) })
  .strict();

/** A player type as the engine sees it (`PlayerType` in src/shared/games/dreadball/teams). Loose: the engine owns it. */
const sheetPlayerTypeSchema = z.looseObject({
  id: z.string().min(1).max(64),
  role,
  species: z.string().max(64).optional(),
  stats: statsSchema,
  cost: int(0, 1000),
  start: int(0, MAX_PLAYERS),
  max: int(0, MAX_PLAYERS),
  abilities: z.array(ability).max(8),
});

const sheetRaceSchema = z.looseObject({
  id: z.string().min(1).max(64),
  teamName: z.string().max(64),
  raceName: z.string().max(64),
  coachDice: int(0, MAX_COACH_DICE),
  types: z.array(sheetPlayerTypeSchema).min(1).max(8),
  homebrew: z.boolean(),
});

const teamPlayerSchema = z
  .object({ id: rosterPlayerIdSchema, typeId: z.string().min(1).max(64), name: displayName(32), number: int(1, 99), career: careerSchema.optional() })
  .strict();
/** `TeamSheet` from src/shared/games/dreadball/teams: what a match is played with. */
export const teamSheetSchema = z.looseObject({
  id: z.string().min(1).max(64),
  name: displayName(64),
  shortName: z.string().min(1).max(8),
  race: sheetRaceSchema,
  players: z
    .array(teamPlayerSchema)
    .min(1)
    .max(MAX_PLAYERS)
    .superRefine((players, ctx) => uniquePlayerIds(players, ctx, [])),
  coachDice: int(0, MAX_COACH_DICE),
  upgrades: teamUpgrades.optional(),
});

/**
 * DreadBall's setup (`MatchSetup` in src/shared/games/dreadball/engine/state.ts): coach A's team
 * sheet first, coach B's second, and the dice seed. Loose, so fields the engine adds survive a save.
 */
export const dreadballSetupSchema = z.looseObject({
  teams: z.tuple([teamSheetSchema, teamSheetSchema]),
  seed: int(0, 0xffffffff),
});

export const dreadballDecisionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('roll-off') }).strict(),
  z.object({ kind: z.literal('side'), side }).strict(),
  z.object({ kind: z.literal('place'), player, hex: onPitch }).strict(),
  z.object({ kind: z.literal('unplace'), player }).strict(),
  z.object({ kind: z.literal('setup-done') }).strict(),
  z.object({ kind: z.literal('facing'), facing: direction }).strict(),
  z.object({ kind: z.literal('action'), player, action: actionKind }).strict(),
  z.object({ kind: z.literal('end-rush') }).strict(),
  z.object({ kind: z.literal('move'), path: z.array(hex).max(64), facing: direction }).strict(),
  z.object({ kind: z.literal('target'), player }).strict(),
  z.object({ kind: z.literal('target-hex'), hex: onPitch }).strict(),
  z.object({ kind: z.literal('defend'), choice: z.enum(['duck', 'counter-slam']) }).strict(),
  z.object({ kind: z.literal('coach-dice'), count: int(0, 7) }).strict(),
  z.object({ kind: z.literal('push'), hex: onPitch }).strict(),
  z.object({ kind: z.literal('follow-up'), follow: z.boolean() }).strict(),
  z.object({ kind: z.literal('duck-step'), hex: onPitch }).strict(),
  z.object({ kind: z.literal('free-action'), action: z.union([actionKind, z.literal('decline')]) }).strict(),
  z.object({ kind: z.literal('career'), ability: enumOf<CareerChoice>(CAREER_CHOICES), use: z.boolean() }).strict(),
]);

const modifier = z
  .object({
    reason: z.enum(['guard', 'striker', 'moved-adjacent', 'threat', 'strike-hex', 'moved-or-turned', 'sprinting', 'throw-successes', ...CAREER_REASONS]),
    dice: int(-20, 20),
  })
  .strict();

const testKind = z.enum(['dodge', 'sprint-extra', 'pick-up', 'catch', 'stand-up', 'slam', 'counter-slam', 'duck', 'snatch', 'throw', 'armour']);

const rollPreview = {
  player,
  test: testKind,
  target: int(1, 7),
  base: int(0, 99),
  modifiers: z.array(modifier).max(16),
  dice: int(0, 99),
  rerollOne: enumOf<Ability>(CAREER_ABILITIES).optional(),
};
const opposedRoll = z.object({ ...rollPreview, coachDice: int(0, 7).nullable() }).strict();
const testPreview = z
  .object({ ...rollPreview, needed: int(0, 99).nullable(), against: opposedRoll.nullable().optional() })
  .strict();
const defencePreview = z.object({ choice: z.enum(['duck', 'counter-slam']), test: testPreview }).strict();

const promptKind = z.enum([
  'roll-off', 'choose-side', 'setup', 'facing', 'action', 'move', 'target', 'defence', 'coach-dice', 'push', 'follow-up', 'duck-step', 'free-action', 'career', 'hurry-up', 'none',
]);

const subPrompt = z
  .object({
    kind: promptKind,
    decider: coach,
    options: z.array(dreadballDecisionSchema).max(4096),
    /** -1 when the question is about no one player. */
    player: int(-1, 63),
    test: testPreview.optional(),
    defences: z.array(defencePreview).max(4).optional(),
    launchRoll: int(1, 6).optional(),
  })
  .strict();

const actionCtx = z
  .object({
    player,
    kind: actionKind,
    free: z.boolean(),
    stage: z.enum(['move', 'target']),
    plan: z.enum(['run', 'sprint', 'step']),
    allowance: int(0, 64),
    extrasAllowed: z.boolean(),
    used: int(0, 64),
    dodges: int(0, 64),
    extras: int(0, 64),
    movedOrTurned: z.boolean(),
    adjacentAtStart: z.array(player).max(6),
  })
  .strict();

const playerRec = z
  .object({
    id: player,
    team: teamIx,
    name: text(64),
    number: int(0, 99),
    typeId: text(64),
    role: z.enum(['guard', 'jack', 'striker']),
    move: int(0, 12),
    strength: int(0, 7),
    speed: int(0, 7),
    skill: int(0, 7),
    armour: int(0, 7),
    steadfast: z.boolean(),
    where: z.enum(['pitch', 'bench', 'cage', 'dead']),
    hex,
    facing: direction,
    down: z.boolean(),
    cage: int(0, 3),
    tokenActions: int(0, 5),
    career: careerSchema.optional(),
  })
  .strict();

const teamInfo = z.object({ id: text(64), name: displayName(64), shortName: displayName(8), raceId: text(64) }).strict();

/** A generator word: sfc32 keeps them as signed or unsigned 32-bit integers. */
const word = int(-0x80000000, 0xffffffff);

const diceState = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('seeded'), s: z.tuple([word, word, word, word]) }).strict(),
  z.object({ kind: z.literal('scripted'), faces: z.array(int(1, 6)).max(100_000), next: int(0, 100_000) }).strict(),
]);

const resultReason = z.enum(['landslide', 'final-whistle', 'sudden-death-strike', 'sudden-death-throwers', 'sudden-death-draw', 'sudden-death-timeout']);

const rushEndReason = z.enum(['coach', 'tokens', 'no-players', 'ball-lost', 'throw-at-opponent', 'strike']);

/** The engine state, as `JSON.stringify` writes it (undefined fields dropped). */
export const dreadballSnapshotSchema = z
  .object({
    version: z.literal(1),
    teams: z.tuple([teamInfo, teamInfo]),
    home: z.union([teamIx, z.literal(-1)]),
    players: z.array(playerRec).max(64),
    ball: z.object({ hex, carrier: int(-1, 63) }).strict(),
    phase: z.enum(['roll-off', 'setup', 'rush', 'over']),
    setupTeam: teamIx,
    rush: int(0, 99),
    suddenDeath: z.boolean(),
    rushing: teamIx,
    tokens: int(0, 5),
    score: z.tuple([int(0, 999), int(0, 999)]),
    scoreDiff: int(-999, 999),
    coachDice: z.tuple([int(0, 7), int(0, 7)]),
    launchPending: z.boolean(),
    rushEnd: rushEndReason.nullable(),
    action: actionCtx.nullable(),
    suspended: z.array(actionCtx).max(8),
    freeActions: z.array(z.object({ player, kinds: z.array(actionKind).max(6) }).strict()).max(64),
    result: z.object({ winner: coach.nullable(), reason: resultReason }).strict().nullable(),
    prompt: subPrompt.nullable(),
    get resume() {
      return resumeSchema.nullable();
    },
    dice: diceState,
    upgrades: z.tuple([teamUpgrades, teamUpgrades]).optional(),
    counterattacked: z.array(player).max(64).optional(),
    pitchControlUsed: z.tuple([z.boolean(), z.boolean()]).optional(),
  })
  .strict();

const resumeSchema = z
  .object({
    base: dreadballSnapshotSchema,
    first: dreadballDecisionSchema,
    answers: z.array(dreadballDecisionSchema).max(64),
    emitted: int(0, 100_000),
  })
  .strict();

// Compile-time agreement with the engine's types, both ways where the shapes allow it.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const decisionsAgree: Same<z.output<typeof dreadballDecisionSchema>, Decision> = true;
const modifiersAgree: Same<z.output<typeof modifier>, Modifier> = true;
const actionsAgree: Same<z.output<typeof actionCtx>, ActionCtx> = true;
const promptsFit: z.output<typeof subPrompt> extends SubPrompt ? true : false = true;
const statesFit: Omit<z.output<typeof dreadballSnapshotSchema>, 'resume'> extends Omit<MatchState, 'resume'> ? true : false = true;
const rushEndsAgree: Same<z.output<typeof rushEndReason>, RushEndReason> = true;
void [rushEndsAgree, decisionsAgree, modifiersAgree, actionsAgree, promptsFit, statesFit];
