// Shared by the storage tests, the crash child, the fuzz test and the bench: a sample match and
// an honest stand-in replayer (until the rules engine lands): the state is a deterministic fold of
// the decisions, so a snapshot that does not belong to its log really mismatches.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import type { SaveRules } from '../../src/shared/saves/gameRules';
import type { Decision, MatchSetup, MatchSummary } from '../../src/shared/saves/schemas';
import type { BloodBowlTeamContent, DreadBallTeamContent } from '../../src/shared/saves/schemas';
import { STOCK_TEAMS } from '../../src/shared/games/dreadball/teams/team';
import type { MatchSaveInput } from '../../src/main/storage/matchStore';

export const APP_VERSION = '0.1.0-test';

export function sampleSetup(seed = 1234): MatchSetup {
  // Through JSON: the stored form drops `species: undefined`.
  return JSON.parse(JSON.stringify({ teams: [STOCK_TEAMS[0], STOCK_TEAMS[1]], seed })) as MatchSetup;
}

function fnv(hash: number, text: string): number {
  let h = hash >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

export interface FoldState {
  seed: number;
  decisions: number;
  hash: number;
  score: [number, number];
  rush: number;
  teams: [{ name: string; shortName: string }, { name: string; shortName: string }];
  finished: boolean;
}

const int = z.number().int();
const foldTeam = z.object({ name: z.string(), shortName: z.string() }).strict();
/** A team's names, from a setup the store already checked against `foldRules.setup`. */
const teamOf = (team: unknown) => {
  const { name, shortName } = team as { name: string; shortName: string };
  return { name, shortName };
};

/**
 * A stand-in game for the store's tests: its state is a deterministic fold of the decisions, so a
 * snapshot that does not belong to its log really mismatches, and its schemas are strict like a
 * real game's. A `{kind: 'illegal'}` decision cannot be replayed; `final-whistle` ends the match.
 */
export const foldRules: SaveRules = {
  game: 'fold-test',
  rulesVersion: 1,
  setup: z.looseObject({ teams: z.tuple([z.looseObject(foldTeam.shape), z.looseObject(foldTeam.shape)]), seed: int }),
  decision: z.looseObject({ kind: z.string().min(1).max(32) }),
  snapshot: z
    .object({ seed: int, decisions: int, hash: int, score: z.tuple([int, int]), rush: int, teams: z.tuple([foldTeam, foldTeam]), finished: z.boolean() })
    .strict(),
  replay(setup, decisions) {
    const state: FoldState = {
      seed: setup.seed,
      decisions: 0,
      hash: setup.seed >>> 0,
      score: [0, 0],
      rush: 1,
      teams: [teamOf(setup.teams[0]), teamOf(setup.teams[1])],
      finished: false,
    };
    for (const [index, decision] of decisions.entries()) {
      const type = decision.kind;
      if (typeof type !== 'string') return { ok: false, reason: `decision ${index} has no kind` };
      if (type === 'illegal') return { ok: false, reason: `decision ${index} is not allowed here` };
      if (state.finished) return { ok: false, reason: `decision ${index} comes after the final whistle` };
      state.hash = fnv(state.hash, JSON.stringify(decision));
      state.decisions++;
      if (type === 'score') state.score[decision.team === 1 ? 1 : 0] += 1;
      if (type === 'end-rush') state.rush++;
      if (type === 'final-whistle') state.finished = true;
    }
    return { ok: true, state };
  },
  summarise: (state) => summaryOf(state as FoldState),
};

/** The games the store tests save: the stand-in only. */
export const foldGames: readonly SaveRules[] = [foldRules];

export function sampleDecisions(count: number, finished = false): Decision[] {
  const out: Decision[] = [];
  for (let i = 0; i < count; i++) {
    const kind = finished && i === count - 1 ? 'final-whistle' : i % 17 === 16 ? 'end-rush' : i % 23 === 22 ? 'score' : 'move';
    out.push(
      kind === 'move'
        ? { kind: 'move', path: [i % 201, (i * 7) % 201, (i * 7 + 1) % 201], facing: i % 6 }
        : kind === 'score'
          ? { kind: 'score', team: i % 2 }
          : { kind },
    );
  }
  return out;
}

export function summaryOf(state: FoldState): MatchSummary {
  const [a, b] = state.score;
  const finished = state.finished;
  return {
    teams: [state.teams[0], state.teams[1]],
    score: [a, b],
    rush: Math.min(state.rush, 99),
    status: finished ? 'finished' : 'in-progress',
    winner: finished ? (a > b ? 0 : b > a ? 1 : 'draw') : null,
  };
}

/** A save request whose snapshot really is the replay of its log. */
export function sampleMatchInput(decisionCount = 40, options: { seed?: number; finished?: boolean; id?: string } = {}): MatchSaveInput {
  const setup = sampleSetup(options.seed);
  const decisions = sampleDecisions(decisionCount, options.finished);
  const replayed = foldRules.replay(setup, decisions);
  if (!replayed.ok) throw new Error(replayed.reason);
  const state = replayed.state as FoldState;
  return {
    ...(options.id ? { id: options.id } : {}),
    game: foldRules.game,
    setup,
    decisions,
    snapshot: structuredClone(state) as unknown as MatchSaveInput['snapshot'],
  };
}

export function sampleTeam(overrides: Partial<DreadBallTeamContent> = {}): DreadBallTeamContent {
  return {
    name: 'Rust Belt Riveters',
    shortName: 'RBR',
    colours: { primary: '#c0392b', secondary: '#f1c40f' },
    emblem: 'gear',
    race: { kind: 'stock', raceId: 'human' },
    players: ['guard', 'guard', 'jack', 'jack', 'jack', 'striker', 'striker', 'striker'].map((typeId, i) => ({
      id: `p${i + 1}`,
      typeId,
      name: `Player ${i + 1}`,
      number: i + 1,
    })),
    coachDice: 2,
    ...overrides,
  };
}

export function homebrewTeam(): DreadBallTeamContent {
  return sampleTeam({
    name: 'Moonbase Misfits',
    shortName: 'MB9',
    race: {
      kind: 'homebrew',
      name: 'Lunar',
      types: [
        { id: 'brute', name: 'Brute', role: 'guard', stats: { move: 4, strength: 3, speed: 5, skill: 5, armour: 3 }, cost: 14, max: 4, abilities: ['steadfast'] },
        { id: 'runner', name: 'Selenite Runner', role: 'striker', stats: { move: 7, strength: 5, speed: 3, skill: 3, armour: 5 }, cost: 11, max: 6, abilities: [] },
      ],
    },
    players: ['brute', 'brute', 'runner', 'runner', 'runner', 'runner'].map((typeId, i) => ({ id: `p${i + 1}`, typeId, name: `Misfit ${i + 1}`, number: 10 + i })),
  });
}

export async function tempDir(prefix = 'rushline-saves-'): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

/** A deterministic id source for tests: 00000000-0000-4000-8000-00000000000n. */
export function sequentialIds(start = 1): () => string {
  let n = start;
  return () => `00000000-0000-4000-8000-${(n++).toString(16).padStart(12, '0')}`;
}

/** A Blood Bowl team within the rules: the Human stock roster with shirt numbers and colours. */
export function bloodbowlTeam(overrides: Partial<BloodBowlTeamContent> = {}): BloodBowlTeamContent {
  const positions = ['blitzer', 'blitzer', 'blitzer', 'blitzer', 'thrower', 'thrower', 'catcher', 'catcher', 'lineman', 'lineman', 'lineman', 'lineman'];
  return {
    game: 'bloodbowl',
    name: 'Grimsby Lanterns',
    shortName: 'GRL',
    colours: { primary: '#1f4e9c', secondary: '#f2f2f2' },
    race: 'human',
    rerolls: 3,
    players: positions.map((position, i) => ({ id: `p${i + 1}`, name: `Lantern ${i + 1}`, number: i + 1, position })),
    ...overrides,
  };
}
