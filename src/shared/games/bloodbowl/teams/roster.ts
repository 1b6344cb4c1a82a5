/** A Blood Bowl team sheet and its validation (rules file, "Teams"). */
import { isRaceId, positionOf, RACES, type RaceId } from './races';

export interface RosterPlayer {
  readonly name: string;
  readonly position: string;
}

export interface Roster {
  /** The sheet's id (saves name the teams of a match by it). */
  readonly id: string;
  readonly name: string;
  readonly race: RaceId;
  readonly players: readonly RosterPlayer[];
  readonly rerolls: number;
}

export const TEAM_BUDGET = 1_000_000;
export const MIN_PLAYERS = 11;
export const MAX_PLAYERS = 16;
export const MAX_REROLLS = 8;

/** A problem with a team sheet, in words (code + the numbers a sentence needs). */
export type RosterProblem =
  | { code: 'unknown-race'; race: string }
  | { code: 'too-few-players'; count: number; min: number }
  | { code: 'too-many-players'; count: number; max: number }
  | { code: 'unknown-position'; player: number; position: string }
  | { code: 'position-over-max'; position: string; count: number; max: number }
  | { code: 'rerolls-out-of-range'; rerolls: number; max: number }
  | { code: 'over-budget'; cost: number; budget: number }
  | { code: 'empty-name'; player: number | null };

/** The gold a sheet costs: its players and its re-rolls. Unknown positions cost nothing here. */
export function rosterCost(r: Roster): number {
  if (!isRaceId(r.race)) return 0;
  const players = r.players.reduce((sum, p) => sum + (positionOf(r.race, p.position)?.cost ?? 0), 0);
  return players + r.rerolls * RACES[r.race].rerollCost;
}

/** Every problem of a team sheet; empty when it may play. */
export function rosterProblems(r: Roster): RosterProblem[] {
  if (!isRaceId(r.race)) return [{ code: 'unknown-race', race: String(r.race) }];
  const out: RosterProblem[] = [];
  if (r.name.trim() === '') out.push({ code: 'empty-name', player: null });
  const n = r.players.length;
  if (n < MIN_PLAYERS) out.push({ code: 'too-few-players', count: n, min: MIN_PLAYERS });
  if (n > MAX_PLAYERS) out.push({ code: 'too-many-players', count: n, max: MAX_PLAYERS });
  const counts = new Map<string, number>();
  r.players.forEach((p, i) => {
    if (p.name.trim() === '') out.push({ code: 'empty-name', player: i });
    if (!positionOf(r.race, p.position)) out.push({ code: 'unknown-position', player: i, position: p.position });
    else counts.set(p.position, (counts.get(p.position) ?? 0) + 1);
  });
  for (const pos of RACES[r.race].positions) {
    const c = counts.get(pos.id) ?? 0;
    if (c > pos.max) out.push({ code: 'position-over-max', position: pos.id, count: c, max: pos.max });
  }
  if (!Number.isInteger(r.rerolls) || r.rerolls < 0 || r.rerolls > MAX_REROLLS) out.push({ code: 'rerolls-out-of-range', rerolls: r.rerolls, max: MAX_REROLLS });
  const cost = rosterCost(r);
  if (cost > TEAM_BUDGET) out.push({ code: 'over-budget', cost, budget: TEAM_BUDGET });
  return out;
}

/** A sentence for a problem (English; the app's words come from the codes). */
export function describeProblem(p: RosterProblem): string {
  switch (p.code) {
    case 'unknown-race':
      return `there is no race "${p.race}"`;
    case 'too-few-players':
      return `a team needs at least ${p.min} players, this one has ${p.count}`;
    case 'too-many-players':
      return `a team may have at most ${p.max} players, this one has ${p.count}`;
    case 'unknown-position':
      return `player ${p.player + 1} has a position the race does not have: "${p.position}"`;
    case 'position-over-max':
      return `at most ${p.max} ${p.position} players, this team has ${p.count}`;
    case 'rerolls-out-of-range':
      return `re-rolls must be a whole number from 0 to ${p.max}, not ${p.rerolls}`;
    case 'over-budget':
      return `the team costs ${p.cost} gold, more than the ${p.budget} allowed`;
    case 'empty-name':
      return p.player === null ? 'the team needs a name' : `player ${p.player + 1} needs a name`;
  }
}
