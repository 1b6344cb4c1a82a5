import { describe, expect, it } from 'vitest';
import { hexId } from '../pitch/pitch';
import { STOCK_TEAMS, type TeamSheet } from '../teams/team';
import { slamWithCoachDice } from '../../../../../test/fixtures/positions';
import { applyDecision, createMatch, legalDecisions, type Decision, type GameEvent, type MatchState } from '.';
import { buildPosition } from './scenario';
import { mulberry32 } from '../../../random/mulberry32';

const [human, orx] = STOCK_TEAMS as [TeamSheet, TeamSheet, ...TeamSheet[]];

/** Applies `d` and returns the new state with the engine's answer to "did this roll a die?". */
function step(s: MatchState, d: Decision): { state: MatchState; revealed: boolean } {
  const r = applyDecision(s, d);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return { state: r.state, revealed: r.revealedDice };
}

describe('revealedDice: whether a decision rolled a die (the undo barrier)', () => {
  it('the roll-off reveals, choosing a side and placing players do not, the launch after set-up does', () => {
    let s = createMatch({ teams: [human, orx], seed: 5 });
    let r = step(s, { kind: 'roll-off' });
    expect(r.revealed).toBe(true);
    s = r.state;
    const side = legalDecisions(s).decisions.find((d) => d.kind === 'side') as Decision;
    r = step(s, side);
    expect(r.revealed).toBe(false);
    s = r.state;
    const place = legalDecisions(s).decisions.find((d) => d.kind === 'place') as Decision;
    r = step(s, place);
    expect(r.revealed).toBe(false);
    r = step(r.state, { kind: 'facing', facing: 0 });
    expect(r.revealed).toBe(false);
    // Home done: nothing rolled; away done: the first rush starts with the launch.
    r = step(r.state, { kind: 'setup-done' });
    expect(r.revealed).toBe(false);
    const away = legalDecisions(r.state).decisions.find((d) => d.kind === 'place') as Decision;
    r = step(step(step(r.state, away).state, { kind: 'facing', facing: 3 }).state, { kind: 'setup-done' });
    expect(r.revealed).toBe(true);
    expect(r.state.phase).toBe('rush');
  });

  it('a move without rolls reveals nothing; a Dodge does', () => {
    const s0 = buildPosition({ teams: ['human', 'human'], home: 'A', coachDice: [0, 0], players: [{ id: 2, hex: [-4, 2], facing: 0 }, { id: 9, hex: [-3, 2], facing: 3 }] }, [6, 6, 6, 1, 1, 1]);
    const declared = step(s0, { kind: 'action', player: 2, action: 'run' });
    expect(declared.revealed).toBe(false);
    // Turning on the spot is free and rolls nothing.
    const quiet = applyDecision(declared.state, { kind: 'move', path: [], facing: 1 });
    expect(quiet.ok && quiet.revealedDice).toBe(false);
    const dodge = step(declared.state, { kind: 'move', path: [hexId(-4, 3)], facing: 0 });
    expect(dodge.revealed).toBe(true);
  });

  it('in a resolution paused by questions, only the answer after which dice are rolled reveals', () => {
    let s = slamWithCoachDice();
    const seen: boolean[] = [];
    for (const d of [
      { kind: 'action', player: 0, action: 'slam' },
      { kind: 'move', path: [], facing: 0 },
      { kind: 'target', player: 10 },
      { kind: 'defend', choice: 'duck' },
      { kind: 'coach-dice', count: 0 },
      { kind: 'coach-dice', count: 1 },
      { kind: 'push', hex: hexId(2, 0) },
    ] as Decision[]) {
      const r = step(s, d);
      seen.push(r.revealed);
      s = r.state;
    }
    // The Slam's dice are rolled once the second coach has chosen his coach dice; the push after
    // the roll (a question of the same resolution) re-runs the rolls but reveals nothing new.
    expect(seen).toEqual([false, false, false, false, false, true, false]);
  });

  it('on random play it marks the decisions whose events show dice: tests with faces, roll-off, launch, scatter', () => {
    // The renderer used to decide this from the events; the engine's answer keeps that meaning.
    const showsDice = (evs: readonly GameEvent[]): boolean =>
      evs.some((e) => (e.type === 'test' && e.faces.length > 0) || e.type === 'roll-off' || e.type === 'ball-launched' || e.type === 'scatter');
    let s = createMatch({ teams: [human, orx], seed: 17 });
    const random = mulberry32(3);
    let trues = 0;
    for (let i = 0; i < 600 && s.phase !== 'over'; i++) {
      const l = legalDecisions(s);
      const d = l.decisions[Math.floor(random() * l.decisions.length)] as Decision;
      const r = applyDecision(s, d);
      if (!r.ok) throw new Error(r.error.message);
      expect(r.revealedDice).toBe(showsDice(r.events));
      if (r.revealedDice) trues++;
      s = r.state;
    }
    expect(trues).toBeGreaterThan(5);
  });
});
