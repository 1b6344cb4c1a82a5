/**
 * Rülerball's part of the `sim` fuzzer and the engine bench (src/shared/game/simulate.ts): how a
 * seed becomes a match, a chooser that shoots when it can and rarely stops a figure, event
 * tallies, and the checks that need the events: no figure moves twice in a turn and no step ever
 * goes clockwise.
 */
import type { Chooser, SimulationConfig, Watcher } from '../../game/simulate';
import type { Decision, GameEvent, MatchSetup, MatchState } from './engine/types';
import { loopOffset, posOf, type Cell } from './track/track';
import { simTeams } from './sim-teams';
import { SEATS } from './summary';

export function simSetup(seed: number): MatchSetup {
  return { teams: simTeams(seed), seed };
}

/** Shoots nine times in ten; a speed-0 move (a stop) only one time in four; otherwise uniform. */
export const keenChooser: Chooser<MatchState, Decision> = (_s, legal, random) => {
  const all = legal.decisions;
  if (legal.prompt === 'shoot' && random() < 0.9) return all.find((d) => d.kind === 'shoot') ?? (all[0] as Decision);
  if (legal.prompt === 'move' && random() >= 0.25) {
    const moving = all.filter((d) => d.kind === 'move' && d.speed > 0);
    if (moving.length > 0) return moving[Math.floor(random() * moving.length)] as Decision;
  }
  const d = all[Math.floor(random() * all.length)];
  if (d === undefined) throw new RangeError(`no legal decision at prompt ${legal.prompt}`);
  return d;
};

/** Steps that go back (clockwise) along the loop; a sideways step stays on the same p. */
export function backwardSteps(from: Cell, path: readonly Cell[]): number {
  let n = 0;
  let at = from;
  for (const c of path) {
    if (loopOffset(posOf(at), posOf(c)) > 0) n++;
    at = c;
  }
  return n;
}

/** The checks on events: each figure moves once a turn, never clockwise. */
export function orderWatcher(): Watcher<MatchState, Decision, GameEvent> {
  let moved = new Set<number>();
  const mark = (id: number, out: string[]) => {
    if (moved.has(id)) out.push(`figure ${id} moved twice in one turn`);
    moved.add(id);
  };
  return {
    before: () => [],
    after(events) {
      const out: string[] = [];
      for (const e of events) {
        if (e.type === 'turn-start') moved = new Set();
        else if (e.type === 'move') {
          mark(e.figure, out);
          if (backwardSteps(e.from, e.path) > 0) out.push(`figure ${e.figure} stepped clockwise`);
        } else if (e.type === 'tow') mark(e.rider, out);
        else if (e.type === 'enters') mark(e.figure, out);
      }
      return out;
    },
  };
}

export const RULERBALL_SIM: SimulationConfig<MatchState, Decision, GameEvent, MatchSetup> = {
  setup: simSetup,
  seats: SEATS,
  choose: keenChooser,
  watcher: orderWatcher,
  tallies: {
    goals: (e) => e.type === 'goal',
    shots: (e) => e.type === 'shot',
    dead_balls: (e) => e.type === 'ball-dead',
    activations: (e) => e.type === 'activated',
    assaults: (e) => e.type === 'assault',
    penalties: (e) => e.type === 'penalty',
    injuries: (e) => e.type === 'injury' && e.result !== 'shaken',
    deaths: (e) => e.type === 'injury' && e.result === 'dead',
    steals: (e) => e.type === 'steal',
    hand_offs: (e) => e.type === 'hand-off' && e.ok,
  },
};
