import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../../dice/rng';
import { hexId } from '../pitch/pitch';
import { STOCK_TEAMS, type TeamSheet } from '../teams/team';
import { applyDecision, createMatch, legalDecisions, replay, type Decision, type GameEvent, type MatchState } from '.';
import { buildPosition } from './scenario';
import { mulberry32 } from '../../../random/mulberry32';
import { isPlainJson } from './sim';
import { slamWithCoachDice } from '../../../../../test/fixtures/positions';

const [human, orx] = STOCK_TEAMS as [TeamSheet, TeamSheet, ...TeamSheet[]];

function apply(s: MatchState, d: Decision): { state: MatchState; events: GameEvent[] } {
  const r = applyDecision(s, d);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return { state: r.state, events: r.events };
}

function deepFreeze<T>(o: T): T {
  if (o && typeof o === 'object' && !Object.isFrozen(o)) {
    Object.freeze(o);
    for (const v of Object.values(o)) deepFreeze(v);
  }
  return o;
}


describe('createMatch', () => {
  it('builds both rosters with their stat lines and waits for the roll-off', () => {
    const s = createMatch({ teams: [human, orx], seed: 3 });
    expect(s.players).toHaveLength(16);
    expect(s.players[0]).toMatchObject({ id: 0, team: 0, role: 'guard', move: 5, strength: 4, where: 'bench' });
    expect(s.players[8]).toMatchObject({ id: 8, team: 1, role: 'guard', strength: 3, skill: 5 });
    expect(s.coachDice).toEqual([1, 1]);
    expect(isPlainJson(s)).toBe(true);
    expect(legalDecisions(s)).toEqual({ decider: 'A', decisions: [{ kind: 'roll-off' }], prompt: 'roll-off' });
  });
});

describe('applyDecision', () => {
  it('never mutates its input', () => {
    let s = createMatch({ teams: [human, orx], seed: 11 });
    const random = mulberry32(5);
    for (let i = 0; i < 200 && s.phase !== 'over'; i++) {
      const legal = legalDecisions(s);
      const before = JSON.stringify(s);
      deepFreeze(s);
      const d = legal.decisions[Math.floor(random() * legal.decisions.length)] as Decision;
      s = apply(s, d).state;
      expect(JSON.stringify(JSON.parse(before))).toBe(before);
    }
  });

  it('refuses an illegal decision and lists the legal ones', () => {
    const s = createMatch({ teams: [human, orx], seed: 1 });
    const r = applyDecision(s, { kind: 'end-rush' });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('illegal-decision');
      expect(r.error.legal).toEqual([{ kind: 'roll-off' }]);
    }
  });

  it('refuses anything once the match is over', () => {
    const s = { ...createMatch({ teams: [human, orx], seed: 1 }), phase: 'over' as const };
    const r = applyDecision(s, { kind: 'roll-off' });
    expect(r.ok ? null : r.error.code).toBe('match-over');
  });

  it('reports scripted dice running out instead of throwing', () => {
    const s = createMatch({ teams: [human, orx], seed: 1 }, scriptedDice([4]));
    const r = applyDecision(s, { kind: 'roll-off' });
    expect(r.ok ? null : r.error.code).toBe('dice-exhausted');
  });

  it('stops for coach-dice questions, asks the acting coach first and hands out each event once', () => {
    let s = slamWithCoachDice();
    const all: GameEvent[] = [];
    const step = (d: Decision) => {
      const r = apply(s, d);
      all.push(...r.events);
      s = r.state;
    };
    step({ kind: 'action', player: 0, action: 'slam' });
    step({ kind: 'move', path: [], facing: 0 });
    step({ kind: 'target', player: 10 });
    expect(legalDecisions(s)).toMatchObject({ decider: 'B', prompt: 'defence' });
    step({ kind: 'defend', choice: 'duck' });
    expect(legalDecisions(s)).toMatchObject({ decider: 'A', prompt: 'coach-dice' });
    step({ kind: 'coach-dice', count: 0 });
    expect(legalDecisions(s)).toMatchObject({ decider: 'B', prompt: 'coach-dice' });
    step({ kind: 'coach-dice', count: 1 });
    expect(all.filter((e) => e.type === 'test')).toHaveLength(2);
    expect(all.filter((e) => e.type === 'action')).toHaveLength(1);
    const clash = all.find((e) => e.type === 'clash');
    expect(clash).toMatchObject({ attackerSuccesses: 3, defenderSuccesses: 1, winner: 'attacker' });
    expect(s.coachDice).toEqual([1, 0]);
    expect(legalDecisions(s)).toMatchObject({ decider: 'A', prompt: 'push' });
  });

  it('a state paused mid-resolution survives JSON and resumes identically', () => {
    let s = slamWithCoachDice();
    for (const d of [
      { kind: 'action', player: 0, action: 'slam' },
      { kind: 'move', path: [], facing: 0 },
      { kind: 'target', player: 10 },
      { kind: 'defend', choice: 'duck' },
    ] as Decision[]) s = apply(s, d).state;
    const copy = JSON.parse(JSON.stringify(s)) as MatchState;
    expect(copy).toEqual(s);
    const a = apply(s, { kind: 'coach-dice', count: 1 });
    const b = apply(copy, { kind: 'coach-dice', count: 1 });
    expect(JSON.stringify(b.state)).toBe(JSON.stringify(a.state));
    expect(b.events).toEqual(a.events);
  });

  it('every listed move passes the validator, and apply accepts a longer equivalent path', () => {
    const s0 = buildPosition({ teams: ['human', 'human'], home: 'A', players: [{ id: 2, hex: [0, 0], facing: 0 }, { id: 10, hex: [2, 0], facing: 3 }] }, []);
    const s = apply(s0, { kind: 'action', player: 2, action: 'run' }).state;
    const legal = legalDecisions(s);
    expect(legal.prompt).toBe('move');
    for (const d of legal.decisions) expect(applyDecision(s, d).ok || d.kind !== 'move').toBe(true);
    // A roundabout two-hex route to a neighbour is not listed (the list has the shortest) but is legal.
    const roundabout: Decision = { kind: 'move', path: [hexId(0, -1), hexId(-1, 0)], facing: 3 };
    expect(apply(s, roundabout).state.players[2]?.hex).toBe(hexId(-1, 0));
  });
});

describe('replay', () => {
  it('rebuilds the same state from the initial state and the decision log', () => {
    let s = createMatch({ teams: [human, orx], seed: 21 });
    const initial = s;
    const log: Decision[] = [];
    const random = mulberry32(9);
    for (let i = 0; i < 300 && s.phase !== 'over'; i++) {
      const l = legalDecisions(s);
      const d = l.decisions[Math.floor(random() * l.decisions.length)] as Decision;
      log.push(d);
      s = apply(s, d).state;
    }
    expect(JSON.stringify(replay(initial, log))).toBe(JSON.stringify(s));
  });
});

describe('sameDecision', () => {
  it('agrees with decisionKey on every kind', async () => {
    const { sameDecision, decisionKey } = await import('.');
    const samples: Decision[] = [
      { kind: 'roll-off' },
      { kind: 'side', side: 'home' },
      { kind: 'side', side: 'away' },
      { kind: 'place', player: 1, hex: 4 },
      { kind: 'place', player: 1, hex: 5 },
      { kind: 'unplace', player: 1 },
      { kind: 'unplace', player: 2 },
      { kind: 'facing', facing: 2 },
      { kind: 'action', player: 3, action: 'run' },
      { kind: 'action', player: 3, action: 'sprint' },
      { kind: 'end-rush' },
      { kind: 'move', path: [1, 2], facing: 0 },
      { kind: 'move', path: [1, 2], facing: 1 },
      { kind: 'move', path: [1], facing: 0 },
      { kind: 'target', player: 9 },
      { kind: 'target-hex', hex: 9 },
      { kind: 'defend', choice: 'duck' },
      { kind: 'coach-dice', count: 1 },
      { kind: 'push', hex: 9 },
      { kind: 'follow-up', follow: true },
      { kind: 'duck-step', hex: 9 },
      { kind: 'free-action', action: 'decline' },
    ];
    for (const a of samples) for (const b of samples) expect(sameDecision(a, b)).toBe(decisionKey(a) === decisionKey(b));
  });
});

describe('cached views', () => {
  it('interleaving two matches at their move prompts gives the same answers as one at a time', () => {
    const a0 = buildPosition({ teams: ['human', 'human'], home: 'A', players: [{ id: 2, hex: [0, 0], facing: 0 }, { id: 10, hex: [2, 0], facing: 3 }] }, []);
    const b0 = buildPosition({ teams: ['human', 'human'], home: 'A', coachDice: [0, 0], players: [{ id: 2, hex: [-4, 2], facing: 0 }, { id: 9, hex: [-3, 2], facing: 3 }] }, [6, 6, 6, 1, 1, 1]);
    const a = apply(a0, { kind: 'action', player: 2, action: 'run' }).state;
    const b = apply(b0, { kind: 'action', player: 2, action: 'run' }).state;
    const la = JSON.stringify(legalDecisions(a));
    const lb = JSON.stringify(legalDecisions(b));
    // b's first step is a dodge: its run recomputes the movement view mid-resolution.
    const rb = apply(b, { kind: 'move', path: [hexId(-4, 3), hexId(-4, 4)], facing: 0 });
    expect(rb.events.some((e) => e.type === 'test' && e.test === 'dodge')).toBe(true);
    expect(JSON.stringify(legalDecisions({ ...a }))).toBe(la);
    expect(JSON.stringify(legalDecisions({ ...b }))).toBe(lb);
    expect(applyDecision(a, { kind: 'move', path: [hexId(1, 0)], facing: 0 }).ok).toBe(true);
  });
});
