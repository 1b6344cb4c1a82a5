/** A new match from two team sheets and a seed: the period-1 reset and the first turn's clock, ball and initiative (with their events: openingOf). */
import { startClock } from '../clock/boxes';
import { effectiveStats, rosterProblems, type Roster } from '../teams/roster';
import type { Seat } from '../track/places';
import { seededDice, type RBDice } from './dice';
import { settled } from './engine';
import { openMatch } from './flow';
import type { Figure, GameEvent, MatchSetup, MatchState } from './types';

/**
 * 2: the designed numbers tuned by docs/rulings.md "Tuning the designed numbers" (steps 1-4: the
 * shot target twice, the top speeds, the hand-off bonus). A log saved under 1 that plays out
 * differently now opens read-only as it was saved, instead of as a damaged file. 3: the
 * acceleration (step 6). 4: the rules audit of 7 December (docs/rulerball-engine.md, ruling 19).
 */
export const RULERBALL_RULES_VERSION = 4;

export class InvalidTeamError extends Error {
  constructor(team: number, problems: string[]) {
    super(`team ${team + 1} cannot play: ${problems.join('; ')}`);
    this.name = 'InvalidTeamError';
  }
}

function figuresOf(r: Roster, seat: Seat, first: number): Figure[] {
  return r.figures.map((rf, i) => {
    const st = effectiveStats(rf);
    return {
      id: first + i,
      seat,
      name: rf.name.trim(),
      kind: rf.kind,
      topSpeed: st.topSpeed,
      acceleration: st.acceleration,
      skill: st.skill,
      strength: st.strength,
      armour: st.armour,
      state: 'standing',
      cell: null,
      speed: st.startSpeed,
      moved: false,
      fought: false,
      injury: null,
      offences: {},
    };
  });
}

/** The state before the first reset: figures off the track, nothing rolled. */
export function blankMatch(setup: MatchSetup, dice: RBDice = seededDice(setup.seed)): MatchState {
  setup.teams.forEach((r, t) => {
    const problems = rosterProblems(r);
    if (problems.length > 0) throw new InvalidTeamError(t, problems.map((p) => p.code));
  });
  const [home, away] = setup.teams;
  return {
    rulesVersion: RULERBALL_RULES_VERSION,
    teams: [
      { name: home.name.trim(), score: 0 },
      { name: away.name.trim(), score: 0 },
    ],
    figures: [...figuresOf(home, 'home', 0), ...figuresOf(away, 'away', home.figures.length)],
    ball: { at: 'none' },
    clock: startClock(),
    boxes: [],
    possession: null,
    screenBarred: null,
    step: 'move',
    first: 1,
    marker: 0,
    entered: 0,
    shown: -1,
    shotAsked: false,
    actor: null,
    pending: null,
    grabbed: null,
    ballStartSector: null,
    goalSectorTurns: 0,
    mustAssault: null,
    offensePenalised: false,
    resetFor: null,
    result: null,
    dice,
  };
}

/** The match's opening: the period-1 reset and the first turn run to the first question, with its events (the cannon shot, the ball's flight). */
export function openingOf(setup: MatchSetup): { state: MatchState; events: GameEvent[] } {
  return settled(blankMatch(setup), openMatch);
}

export function createMatch(setup: MatchSetup): MatchState {
  return openingOf(setup).state;
}
