/** Test positions and a rush played out by a level, shared by the plan's and sudden death's tests. */
import { applyDecision, legalDecisions } from '../engine';
import { buildPosition } from '../engine/scenario';
import type { Decision, MatchState } from '../engine/types';
import { type AiPlayer, chooseDecision } from './coach';

/**
 * Coach A's rush: a Human Striker (6) carries the ball (on the centre spot unless `carrier` says
 * otherwise), two Guards, a Jack and another Striker on the pitch, Jacks on the bench; coach B's
 * two Guards stand between him and the 3-point zone, two Strikers deep in A's half. Every die
 * rolls a 5, so the plan is judged, not the luck.
 */
export function carrierPosition(tokens: number, o: { carrier?: [number, number]; suddenDeath?: boolean } = {}): MatchState {
  return buildPosition(
    {
      teams: ['human', 'human'],
      home: 'A',
      phase: 'rush',
      rushing: 'A',
      tokens,
      suddenDeath: o.suddenDeath ?? false,
      players: [
        { id: 0, hex: [-4, 2], facing: 0 },
        { id: 1, hex: [-5, 2], facing: 0 },
        { id: 6, hex: o.carrier ?? [0, 0], facing: 0 },
        { id: 3, hex: [-3, -2], facing: 0 },
        { id: 5, hex: [-6, 0], facing: 0 },
        { id: 8, hex: [5, -2], facing: 3 },
        { id: 9, hex: [4, 2], facing: 3 },
        { id: 14, hex: [-8, 4], facing: 3 },
        { id: 15, hex: [-9, 3], facing: 3 },
      ],
      ball: { carrier: 6 },
    },
    Array<number>(300).fill(5),
  );
}

/** The decisions coach A makes at `level`, in order, until the rush passes to coach B. */
export function rushDecisions(s: MatchState, level: AiPlayer): Decision[] {
  const made: Decision[] = [];
  for (let i = 0; i < 40 && s.phase === 'rush' && s.rushing === 0 && s.rushEnd === null; i++) {
    const legal = legalDecisions(s);
    if (legal.decider !== 'A') break;
    const d: Decision = chooseDecision(s, legal, level, 7 + i);
    made.push(d);
    const r = applyDecision(s, d);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return made;
}
