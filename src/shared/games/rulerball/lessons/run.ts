// Playing a Rülerball lesson through the engine's door with the game-agnostic lesson runner
// (src/shared/game/lessons.ts): its start, its teams, whether a decision is what the step asks
// for, the other coach's scripted replies and the lesson's own solution. Pure: no UI here.
import { type PlayedLesson, lessonsOver, scriptedDiceLeft } from '../../../game/lessons';
import { rulerball } from '../index';
import { buildPosition } from '../scenario';
import type { Decision, GameEvent, MatchSetup, MatchState } from '../engine/types';
import { STOCK_TEAMS } from '../teams/stock';
import { lookOfTeam, rosterOfTeam } from '../teams/teamFile';
import type { RBLesson } from './types';

const RUN = lessonsOver<MatchState, Decision, GameEvent>(rulerball);

/** The first two stock teams without their upgrades: the scenario position's plain figures, with names and looks. */
const TEAMS = ([0, 1] as const).map((i) => {
  const stock = STOCK_TEAMS[i]!;
  const plain = { ...stock, figures: stock.figures.map((f) => ({ ...f, upgrades: [] })) };
  return { roster: rosterOfTeam(`stock-${i}`, plain), look: lookOfTeam(plain) };
});

/** The lessons' teams as a match setup (the screen reads their names, colours and numbers; never saved). */
export function rbLessonSetup(): MatchSetup {
  const [home, away] = TEAMS as [(typeof TEAMS)[number], (typeof TEAMS)[number]];
  return { teams: [home.roster, away.roster], seed: 0, looks: [home.look, away.look] };
}

/** The lesson's position, run on to its first question with its scripted dice, named as the setup's teams. */
export function rbLessonStart(lesson: RBLesson): MatchState {
  const { state } = buildPosition(lesson.position, lesson.dice);
  const rosters = rbLessonSetup().teams;
  return {
    ...state,
    teams: [{ ...state.teams[0], name: rosters[0].name }, { ...state.teams[1], name: rosters[1].name }],
    figures: state.figures.map((f) => ({ ...f, name: rosters[f.seat === 'home' ? 0 : 1].figures[f.seat === 'home' ? f.id : f.id - 10]!.name })),
  };
}

export const rbTakes = RUN.takes;
export const rbReplyFor = RUN.reply;
export const rbDiceLeft = (s: MatchState): number => scriptedDiceLeft(s.dice);
export const rbSolve = (lesson: RBLesson): PlayedLesson<MatchState, Decision, GameEvent> => RUN.solve(lesson, rbLessonStart(lesson));
