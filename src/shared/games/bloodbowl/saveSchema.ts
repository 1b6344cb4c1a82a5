// zod schemas of what a Blood Bowl save holds besides its envelope: the setup (two team sheets and
// the seed), one decision of the log, and the engine state (the snapshot). Strict, so the writer
// refuses any shape the reader would refuse; the replay check is still the test of meaning. The
// type checks at the bottom fail the build when `engine/types.ts` changes without these.
import { z } from 'zod';
import { DISPLAY_TEXT_PATTERN } from '../../saves/ids';
import { PITCH_LENGTH, PITCH_WIDTH } from './pitch/pitch';
import { BLOCK_FACES } from './tables/block-dice';
import { RACE_IDS } from './teams/races';
import { MAX_PLAYERS, MAX_REROLLS } from './teams/roster';
import { SKILLS } from './teams/skills';
import type { Decision, Frame, MatchSetup, MatchState } from './engine/types';

z.config({ jitless: true });

const int = (min: number, max: number) => z.number().int().min(min).max(max);
const square = int(0, PITCH_LENGTH * PITCH_WIDTH - 1);
const player = int(0, 2 * MAX_PLAYERS - 1);
const team = z.union([z.literal(0), z.literal(1)]);
const name = z.string().min(1).max(64).regex(DISPLAY_TEXT_PATTERN, 'contains control characters');
const race = z.enum(RACE_IDS as readonly ['human', 'orc', 'dwarf', 'skaven']);
const skill = z.enum(SKILLS);
const face = z.enum(BLOCK_FACES as readonly ['attacker-down', 'both-down', 'pushed', 'defender-stumbles', 'defender-down']);
const action = z.enum(['move', 'block', 'blitz', 'pass', 'hand-off', 'foul']);
const testName = z.enum(['dodge', 'gfi', 'pick-up', 'catch', 'pass', 'interception', 'stand-up']);
const edge = z.enum(['top', 'bottom', 'left', 'right']);
const d6 = int(1, 6);

const rosterSchema = z
  .object({
    id: z.string().min(1).max(64),
    name,
    race,
    players: z.array(z.object({ name, position: z.string().min(1).max(32) }).strict()).min(1).max(MAX_PLAYERS),
    rerolls: int(0, MAX_REROLLS),
  })
  .strict();

export const bloodbowlSetupSchema = z.looseObject({
  teams: z.tuple([rosterSchema, rosterSchema]),
  seed: int(0, 0xffffffff),
  turnTimer: z.boolean().optional(),
});

export const bloodbowlDecisionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('roll-off') }).strict(),
  z.object({ kind: z.literal('kick-or-receive'), choice: z.enum(['kick', 'receive']) }).strict(),
  z.object({ kind: z.literal('place'), player, square }).strict(),
  z.object({ kind: z.literal('setup-done') }).strict(),
  z.object({ kind: z.literal('kick'), square }).strict(),
  z.object({ kind: z.literal('touchback'), player }).strict(),
  z.object({ kind: z.literal('action'), player, action }).strict(),
  z.object({ kind: z.literal('end-turn') }).strict(),
  z.object({ kind: z.literal('time-up') }).strict(),
  z.object({ kind: z.literal('step'), square }).strict(),
  z.object({ kind: z.literal('block'), target: player }).strict(),
  z.object({ kind: z.literal('pass'), square }).strict(),
  z.object({ kind: z.literal('hand-off'), target: player }).strict(),
  z.object({ kind: z.literal('foul'), target: player }).strict(),
  z.object({ kind: z.literal('end-action') }).strict(),
  z.object({ kind: z.literal('reroll'), use: z.enum(['team', 'skill', 'none']) }).strict(),
  z.object({ kind: z.literal('block-face'), face }).strict(),
  z.object({ kind: z.literal('push'), square: z.union([square, z.literal('crowd')]) }).strict(),
  z.object({ kind: z.literal('follow-up'), follow: z.boolean() }).strict(),
  z.object({ kind: z.literal('intercept'), player: player.nullable() }).strict(),
]);

const result = z.object({ ok: z.boolean(), roll: d6 }).strict();
const ballAfter = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('bounce'), from: square }).strict(),
  z.object({ kind: z.literal('throw-in'), from: square, edge }).strict(),
]);

const frameSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('end') }).strict(),
  z.object({ kind: z.literal('roll-off') }).strict(),
  z.object({ kind: z.literal('choose-kick'), winner: team }).strict(),
  z.object({ kind: z.literal('half'), half: z.union([z.literal(1), z.literal(2)]), started: z.boolean(), nextKicking: team.nullable() }).strict(),
  z.object({ kind: z.literal('drive'), kicking: team, started: z.boolean() }).strict(),
  z.object({ kind: z.literal('setup'), team }).strict(),
  z.object({ kind: z.literal('kick'), team, kicked: z.boolean() }).strict(),
  z.object({ kind: z.literal('touchback'), team }).strict(),
  z.object({ kind: z.literal('turns'), next: team }).strict(),
  z.object({ kind: z.literal('turn'), team }).strict(),
  z
    .object({ kind: z.literal('activation'), player, action, used: int(0, 20), blocked: z.boolean(), done: z.boolean(), started: z.boolean(), result: result.optional() })
    .strict(),
  z.object({ kind: z.literal('test'), test: testName, player, target: int(1, 6), modifier: int(-20, 20), roll: d6.nullable(), rerolled: z.boolean(), asking: z.boolean() }).strict(),
  z
    .object({ kind: z.literal('step'), player, from: square, to: square, gfi: z.boolean(), dodge: z.boolean(), stage: z.enum(['gfi', 'dodge', 'enter', 'pick-up', 'done']), result: result.optional() })
    .strict(),
  z
    .object({
      kind: z.literal('block'),
      attacker: player,
      defender: player,
      dice: int(0, 3),
      chooser: team,
      faces: z.array(face).max(3),
      rerolled: z.boolean(),
      stage: z.enum(['roll', 'reroll', 'choose', 'push', 'follow-up', 'knock-downs', 'done']),
      face: face.nullable(),
      pushed: z.array(z.object({ player, from: square }).strict()).max(1),
      downs: z.array(player).max(2),
      crowd: z.array(player).max(2).optional(),
      ball: ballAfter.nullable(),
      result: result.optional(),
    })
    .strict(),
  z.object({ kind: z.literal('push'), block: int(0, 64), from: square, victim: player, chosen: z.union([square, z.literal('crowd')]).nullable() }).strict(),
  z
    .object({
      kind: z.literal('pass'),
      thrower: player,
      target: square,
      stage: z.enum(['intercept', 'intercepting', 'throw', 'thrown', 'settle']),
      fumble: z.boolean(),
      result: result.optional(),
      interceptor: player.nullable(),
    })
    .strict(),
  z.object({ kind: z.literal('hand-off'), giver: player, receiver: player, stage: z.enum(['catch', 'settle']) }).strict(),
  z.object({ kind: z.literal('catch'), player, modifier: int(-20, 20), stage: z.enum(['test', 'tested']), kick: z.boolean(), result: result.optional() }).strict(),
  z.object({ kind: z.literal('bounce'), from: square, kick: z.boolean() }).strict(),
  z.object({ kind: z.literal('throw-in'), from: square, edge }).strict(),
]);

const playerSchema = z
  .object({
    id: player,
    team,
    name,
    position: z.string().min(1).max(32),
    ma: int(1, 10),
    st: int(1, 10),
    ag: int(1, 6),
    av: int(1, 12),
    skills: z.array(skill).max(SKILLS.length),
    where: z.enum(['reserves', 'pitch', 'ko', 'casualty', 'sent-off']),
    square: square.nullable(),
    status: z.enum(['standing', 'prone', 'stunned']),
    acted: z.boolean(),
    justStunned: z.boolean(),
    usedDodge: z.boolean(),
  })
  .strict();

const teamSchema = z
  .object({ name, race, rerolls: int(0, MAX_REROLLS), rerollsLeft: int(0, MAX_REROLLS), score: int(0, 99), turns: int(0, 8), rerollUsedThisTurn: z.boolean() })
  .strict();

const u32 = int(0, 0xffffffff);

export const bloodbowlSnapshotSchema = z
  .object({
    rulesVersion: int(1, 9999),
    teams: z.tuple([teamSchema, teamSchema]),
    players: z.array(playerSchema).max(2 * MAX_PLAYERS),
    ball: z.discriminatedUnion('at', [
      z.object({ at: z.literal('carried'), player }).strict(),
      z.object({ at: z.literal('ground'), square }).strict(),
      z.object({ at: z.literal('none') }).strict(),
    ]),
    half: z.union([z.literal(1), z.literal(2)]),
    firstKicking: team.nullable(),
    acting: team.nullable(),
    used: z.object({ blitz: z.boolean(), pass: z.boolean(), handOff: z.boolean(), foul: z.boolean() }).strict(),
    turnover: z.string().max(64).nullable(),
    scored: team.nullable(),
    turnTimer: z.boolean(),
    stack: z.array(frameSchema).max(64),
    result: z.object({ winner: team.nullable(), score: z.tuple([int(0, 99), int(0, 99)]) }).strict().nullable(),
    // Saved matches roll seeded dice only; scripted dice are for tests.
    dice: z.object({ kind: z.literal('seeded'), a: u32 }).strict(),
  })
  .strict();

// The schemas and the engine's types must describe the same shapes.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const decisionsMatch: Same<z.output<typeof bloodbowlDecisionSchema>, Decision> = true;
const framesMatch: Same<z.output<typeof frameSchema>, Frame> = true;
const snapshotFits: z.output<typeof bloodbowlSnapshotSchema> extends Omit<MatchState, 'dice'> ? true : false = true;
const setupFits: z.output<typeof bloodbowlSetupSchema> extends MatchSetup ? true : false = true;
void [decisionsMatch, framesMatch, snapshotFits, setupFits];
