/** A new match from two team sheets and a seed: it waits for the roll-off. */
import { positionOf } from '../teams/races';
import { describeProblem, rosterProblems } from '../teams/roster';
import { seededBBDice } from './dice';
import { settled } from './machine';
import type { MatchSetup, MatchState, Player, Team } from './types';

/** 2 since the crowd's injury roll waits for the follow-up and a chain push no longer turns the crowd's throw-in into a bounce. */
export const BLOOD_BOWL_RULES_VERSION = 2;

export class InvalidTeamError extends Error {
  constructor(team: number, problems: string[]) {
    super(`team ${team + 1} cannot play: ${problems.join('; ')}`);
    this.name = 'InvalidTeamError';
  }
}

export function createMatch(setup: MatchSetup): MatchState {
  const players: Player[] = [];
  const teams = setup.teams.map((r, t): Team => {
    const problems = rosterProblems(r);
    if (problems.length > 0) throw new InvalidTeamError(t, problems.map(describeProblem));
    for (const rp of r.players) {
      const pos = positionOf(r.race, rp.position);
      if (!pos) throw new InvalidTeamError(t, [`unknown position ${rp.position}`]);
      players.push({
        id: players.length,
        team: t as 0 | 1,
        name: rp.name,
        position: pos.id,
        ma: pos.ma,
        st: pos.st,
        ag: pos.ag,
        av: pos.av,
        skills: [...pos.skills],
        where: 'reserves',
        square: null,
        status: 'standing',
        acted: false,
        justStunned: false,
        usedDodge: false,
      });
    }
    return { name: r.name, race: r.race, rerolls: r.rerolls, rerollsLeft: r.rerolls, score: 0, turns: 0, rerollUsedThisTurn: false };
  }) as [Team, Team];
  const s: MatchState = {
    rulesVersion: BLOOD_BOWL_RULES_VERSION,
    teams,
    players,
    ball: { at: 'none' },
    half: 1,
    firstKicking: null,
    acting: null,
    used: { blitz: false, pass: false, handOff: false, foul: false },
    turnover: null,
    scored: null,
    turnTimer: setup.turnTimer === true,
    stack: [{ kind: 'roll-off' }],
    result: null,
    dice: seededBBDice(setup.seed),
  };
  return settled(s).state;
}
