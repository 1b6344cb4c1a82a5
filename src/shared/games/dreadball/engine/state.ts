import { type DiceState, seededDice } from '../../../dice/rng';
import type { Direction } from '../../../hex/axial';
import { OFF_PITCH } from '../pitch/pitch';
import { careerIsEmpty } from '../teams/career';
import type { TeamSheet } from '../teams/team';
import { careerStats, startingCoachDice } from './career/hooks';
import type { Coach, MatchState, PlayerRec, TeamIx, TeamInfo } from './types';

export const TOKENS_PER_RUSH = 5;
export const RUSHES = 14;
export const LANDSLIDE = 7;
export const MAX_TOKEN_ACTIONS = 2;

export function coachOf(t: TeamIx): Coach {
  return t === 0 ? 'A' : 'B';
}

export function teamOf(c: Coach): TeamIx {
  return c === 'A' ? 0 : 1;
}

export interface MatchSetup {
  /** Coach A's team first, coach B's second; the roll-off decides who is home. */
  teams: [TeamSheet, TeamSheet];
  /** Seed of the match's dice (ignored when an explicit DiceState is passed). */
  seed: number;
}

/**
 * Appends `sheet`'s players to `out` as team `team`. A loop with `push`, not `map`: once V8
 * optimises a `map` call it hands back a holey array, and a match whose player list turns holey
 * hundreds of matches into a process throws away every optimised function that reads the list.
 */
function addPlayers(out: PlayerRec[], sheet: TeamSheet, team: TeamIx): void {
  const firstId = out.length;
  for (let i = 0; i < sheet.players.length; i++) {
    const p = sheet.players[i] as TeamSheet['players'][number];
    const type = sheet.race.types.find((t) => t.id === p.typeId);
    if (!type) throw new RangeError(`team ${sheet.id}: no player type ${p.typeId} in race ${sheet.race.id}`);
    const c = p.career;
    const st = careerIsEmpty(c) || !c ? type.stats : careerStats(type.stats, c.abilities, c.injuries, c.stats);
    const rec: PlayerRec = {
      id: firstId + i,
      team,
      name: p.name,
      number: p.number,
      typeId: p.typeId,
      role: type.role,
      move: st.move,
      strength: st.strength,
      speed: st.speed,
      skill: st.skill,
      armour: st.armour,
      steadfast: type.abilities.includes('steadfast'),
      where: 'bench',
      hex: OFF_PITCH,
      facing: 0 as Direction,
      down: false,
      cage: 0,
      tokenActions: 0,
    };
    // Only a career that changes play is kept, so a stock player's record is what it always was.
    if (c && !careerIsEmpty(c)) rec.career = { abilities: [...c.abilities], injuries: [...c.injuries], stats: [...c.stats] };
    out.push(rec);
  }
}

function infoOf(sheet: TeamSheet): TeamInfo {
  return { id: sheet.id, name: sheet.name, shortName: sheet.shortName, raceId: sheet.race.id };
}

/** A new match waiting for the roll-off. */
export function createMatch(setup: MatchSetup, dice?: DiceState): MatchState {
  const [a, b] = setup.teams;
  const players: PlayerRec[] = [];
  addPlayers(players, a, 0);
  addPlayers(players, b, 1);
  return {
    version: 1,
    teams: [infoOf(a), infoOf(b)],
    home: -1,
    players,
    ball: { hex: OFF_PITCH, carrier: -1 },
    phase: 'roll-off',
    setupTeam: 0,
    rush: 0,
    suddenDeath: false,
    rushing: 0,
    tokens: TOKENS_PER_RUSH,
    score: [0, 0],
    scoreDiff: 0,
    coachDice: [startingCoachDice(a.coachDice, a.upgrades ?? []), startingCoachDice(b.coachDice, b.upgrades ?? [])],
    launchPending: true,
    rushEnd: null,
    action: null,
    suspended: [],
    freeActions: [],
    result: null,
    prompt: null,
    resume: null,
    dice: dice ?? seededDice(setup.seed),
    ...upgradesOf(a, b),
  };
}

/** Both teams' upgrades, only when one of them has any (a stock match's state has no such field). */
function upgradesOf(a: TeamSheet, b: TeamSheet): Pick<MatchState, 'upgrades'> {
  const ua = a.upgrades ?? [];
  const ub = b.upgrades ?? [];
  return ua.length + ub.length > 0 ? { upgrades: [[...ua], [...ub]] } : {};
}
