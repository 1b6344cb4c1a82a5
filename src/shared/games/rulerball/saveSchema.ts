// zod schemas of what a Rülerball save holds besides its envelope: the setup (two team sheets and
// the seed), one decision of the log, and the engine state (the snapshot). Strict, so the writer
// refuses any shape the reader would refuse; the replay check is still the test of meaning. The
// type checks at the bottom fail the build when `engine/types.ts` changes without these.
import { z } from 'zod';
import { DISPLAY_TEXT_PATTERN } from '../../saves/ids';
import { FIGURE_KINDS, FIGURES_PER_TEAM, type FigureKind, type UpgradeKind } from './tables/numbers';
import { UPGRADE_KINDS } from './teams/roster';
import { CELLS, SECTORS } from './track/track';
import type { Decision, MatchSetup, MatchState } from './engine/types';

z.config({ jitless: true });

const int = (min: number, max: number) => z.number().int().min(min).max(max);
const cell = int(0, CELLS - 1);
const figure = int(0, 2 * FIGURES_PER_TEAM - 1);
const seat = z.enum(['home', 'away']);
const sector = int(1, SECTORS);
const name = z.string().min(1).max(64).regex(DISPLAY_TEXT_PATTERN, 'contains control characters');
const kind = z.enum(FIGURE_KINDS as readonly [FigureKind, ...FigureKind[]]);
const upgrade = z.enum(UPGRADE_KINDS as readonly [UpgradeKind, ...UpgradeKind[]]);
const offence = z.enum(['too-many-stopped', 'assault-biker', 'biker-ram', 'assault-fallen', 'ball-strike', 'biker-in-mouth', 'biker-shot-interference', 'grab-opposing-biker']);
const injury = z.enum(['shaken', 'injured', 'unconscious', 'dead']);

const rosterSchema = z
  .object({
    id: z.string().min(1).max(64),
    name,
    figures: z
      .array(z.object({ name, kind, upgrades: z.array(upgrade).max(3) }).strict())
      .min(1)
      .max(FIGURES_PER_TEAM),
  })
  .strict();

const colour = z.string().regex(/^#[0-9a-f]{6}$/i, 'not a #rrggbb colour');
const lookSchema = z
  .object({
    shortName: z.string().regex(/^[A-Z0-9]{3}$/, 'three letters or digits A-Z, 0-9'),
    colours: z.object({ primary: colour, secondary: colour }).strict(),
    numbers: z.array(int(1, 99)).min(1).max(FIGURES_PER_TEAM),
  })
  .strict();

export const rulerballSetupSchema = z.looseObject({
  teams: z.tuple([rosterSchema, rosterSchema]),
  seed: int(0, 0xffffffff),
  looks: z.tuple([lookSchema, lookSchema]).optional(),
});

export const rulerballDecisionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('move'), figure, speed: int(0, 20), to: cell, tow: figure.optional(), handOff: figure.optional() }).strict(),
  z.object({ kind: z.literal('grab'), figure, grab: z.boolean() }).strict(),
  z.object({ kind: z.literal('assault'), figure, target: figure, withBall: z.boolean().optional() }).strict(),
  z.object({ kind: z.literal('hold'), figure }).strict(),
  z.object({ kind: z.literal('push'), to: cell }).strict(),
  z.object({ kind: z.literal('shoot'), figure, interfere: figure.optional() }).strict(),
  z.object({ kind: z.literal('no-shot'), figure }).strict(),
]);

const figureSchema = z
  .object({
    id: figure,
    seat,
    name,
    kind,
    topSpeed: int(1, 20),
    acceleration: int(1, 10),
    skill: int(2, 6),
    strength: int(0, 10).nullable(),
    armour: int(2, 12),
    state: z.enum(['standing', 'fallen', 'lying', 'waiting', 'off']),
    cell: cell.nullable(),
    speed: int(0, 20),
    moved: z.boolean(),
    fought: z.boolean(),
    injury: injury.nullable(),
    offences: z.partialRecord(offence, int(1, 99)),
  })
  .strict();

const boxTime = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('minutes'), minutes: int(1, 99) }).strict(),
  z.object({ kind: z.literal('period') }).strict(),
  z.object({ kind: z.literal('game') }).strict(),
]);

const u32 = int(0, 0xffffffff);

export const rulerballSnapshotSchema = z
  .object({
    rulesVersion: int(1, 9999),
    teams: z.tuple([z.object({ name, score: int(0, 999) }).strict(), z.object({ name, score: int(0, 999) }).strict()]),
    figures: z.array(figureSchema).max(2 * FIGURES_PER_TEAM),
    ball: z.discriminatedUnion('at', [
      z.object({ at: z.literal('none') }).strict(),
      z.object({ at: z.literal('held'), figure }).strict(),
      z.object({ at: z.literal('loose'), cell, speed: int(1, 30), kind: z.enum(['fresh', 'dropped']) }).strict(),
    ]),
    clock: z.object({ period: int(1, 3), minute: int(0, 20), stopped: z.boolean() }).strict(),
    boxes: z.array(z.object({ figure: z.string().regex(/^\d{1,2}$/), box: z.enum(['penalty', 'rest', 'out']), time: boxTime }).strict()).max(2 * FIGURES_PER_TEAM),
    possession: z.object({ team: seat, marked: sector, crossings: int(-999, 999), sinceActivation: int(0, 999).nullable() }).strict().nullable(),
    screenBarred: seat.nullable(),
    step: z.enum(['move', 'combat', 'score', 'over']),
    first: sector,
    marker: int(0, SECTORS),
    entered: int(0, SECTORS),
    shown: int(-1, SECTORS),
    shotAsked: z.boolean(),
    actor: figure.nullable(),
    pending: z
      .discriminatedUnion('kind', [
        z.object({ kind: z.literal('grab'), biker: figure, rider: figure }).strict(),
        z.object({ kind: z.literal('push'), attacker: figure, defender: figure, squares: z.array(cell).max(3) }).strict(),
      ])
      .nullable(),
    grabbed: int(-1, 2 * FIGURES_PER_TEAM - 1).nullable(),
    ballStartSector: sector.nullable(),
    goalSectorTurns: int(0, 999),
    mustAssault: figure.nullable(),
    offensePenalised: z.boolean(),
    resetFor: seat.nullable(),
    result: z.object({ winner: seat.nullable(), score: z.tuple([int(0, 999), int(0, 999)]) }).strict().nullable(),
    // Saved matches roll seeded dice only; scripted dice are for tests.
    dice: z.object({ kind: z.literal('seeded'), a: u32 }).strict(),
  })
  .strict();

// The schemas and the engine's types must describe the same shapes.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const decisionsMatch: Same<z.output<typeof rulerballDecisionSchema>, Decision> = true;
const snapshotFits: z.output<typeof rulerballSnapshotSchema> extends Omit<MatchState, 'dice'> ? true : false = true;
const setupFits: z.output<typeof rulerballSetupSchema> extends MatchSetup ? true : false = true;
void [decisionsMatch, snapshotFits, setupFits];
