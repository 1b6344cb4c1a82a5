import { describe, expect, it } from 'vitest';
import { applyDecision, legalDecisions, moveRolls, targetRolls, type Decision, type GameEvent, type MatchState, type RollPreview } from '.';
import { buildPosition } from './scenario';
import { slamWithCoachDice } from '../../../../../test/fixtures/positions';

type TestEvent = Extract<GameEvent, { type: 'test' }>;

function apply(s: MatchState, d: Decision): { state: MatchState; events: GameEvent[] } {
  const r = applyDecision(s, d);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return { state: r.state, events: r.events };
}

const tests = (events: GameEvent[]): TestEvent[] => events.filter((e): e is TestEvent => e.type === 'test');

/** The part of a test event a preview promises. */
function rolled(e: TestEvent): RollPreview & { needed: number | null } {
  return { player: e.player, test: e.test, target: e.target, base: e.base, modifiers: e.modifiers, dice: e.dice, needed: e.needed };
}

describe('odds before a roll', () => {
  it('moveRolls lists each dodge of a path with the dice the move then rolls, counting 1, 2, ...', () => {
    // A Striker in front of three Guards: any way out is a string of dodges.
    let s = buildPosition(
      {
        teams: ['human', 'human'],
        home: 'A',
        coachDice: [1, 0],
        players: [
          { id: 5, hex: [0, 0], facing: 0 },
          { id: 8, hex: [1, 0], facing: 3 },
          { id: 9, hex: [0, 1], facing: 4 },
          { id: 10, hex: [-1, 1], facing: 5 },
        ],
      },
      Array<number>(40).fill(5),
    );
    s = apply(s, { kind: 'action', player: 5, action: 'run' }).state;
    const legal = legalDecisions(s);
    let best: { d: Extract<Decision, { kind: 'move' }>; n: number } | null = null;
    for (const d of legal.decisions) {
      if (d.kind !== 'move') continue;
      const rolls = moveRolls(s, d.path, d.facing);
      const n = typeof rolls === 'string' ? 0 : rolls.filter((r) => r.kind === 'dodge').length;
      if (!best || n > best.n) best = { d, n };
    }
    expect(best && best.n).toBeGreaterThanOrEqual(2);
    const move = (best as { d: Extract<Decision, { kind: 'move' }> }).d;
    const predicted = moveRolls(s, move.path, move.facing);
    if (typeof predicted === 'string') throw new Error(predicted);
    expect(predicted.slice(0, 2).map((r) => r.test?.needed)).toEqual([1, 2]);

    // First roll: the coach-dice question carries the same test; the roll matches it.
    const r1 = apply(s, move);
    expect(r1.state.prompt?.kind).toBe('coach-dice');
    expect(r1.state.prompt?.test).toEqual(predicted[0]?.test);
    expect(legalDecisions(r1.state).test).toEqual(predicted[0]?.test);
    const after1 = apply(r1.state, { kind: 'coach-dice', count: 1 });
    expect(tests(after1.events).map(rolled)).toEqual([predicted[0]?.test]);
    expect(tests(after1.events)[0]?.coachDice).toBe(1);

    // The engine asks for the move again; carrying on along the same path meets the second dodge.
    s = after1.state;
    expect(legalDecisions(s).prompt).toBe('move');
    const rest = move.path.slice(move.path.indexOf(predicted[0]?.to as number) + 1);
    const again = moveRolls(s, rest, move.facing);
    if (typeof again === 'string') throw new Error(again);
    expect(again[0]?.test).toEqual(predicted[1]?.test);
    const after2 = apply(s, { kind: 'move', path: rest, facing: move.facing });
    expect(tests(after2.events).map(rolled)[0]).toEqual(predicted[1]?.test);
  });

  it('a Slam target shows both sides; the defence and coach-dice questions carry the same rolls', () => {
    let s = slamWithCoachDice();
    s = apply(s, { kind: 'action', player: 0, action: 'slam' }).state;
    s = apply(s, { kind: 'move', path: [], facing: 0 }).state;
    const target: Decision = { kind: 'target', player: 10 };
    const preview = targetRolls(s, target);
    expect(preview?.test).toMatchObject({ player: 0, test: 'slam', needed: null, against: { player: 10, test: 'duck', coachDice: null } });
    expect(preview?.defences?.map((d) => d.choice)).toEqual(['duck', 'counter-slam']);
    expect(targetRolls(s, { kind: 'target', player: 3 })).toBeNull();

    s = apply(s, target).state;
    expect(s.prompt?.kind).toBe('defence');
    expect(s.prompt?.defences).toEqual(preview?.defences);
    const { against: _x, needed: _n, ...counter } = preview?.defences?.[1]?.test as NonNullable<typeof preview>['test'];
    s = apply(s, { kind: 'defend', choice: 'counter-slam' }).state;
    // The attacker's coach is asked first: the defender has not chosen his coach dice yet.
    const attack = s.prompt?.test;
    expect(attack).toMatchObject({ player: 0, test: 'slam', needed: null, against: { ...counter, coachDice: null } });
    delete (attack as { against?: unknown }).against;
    s = apply(s, { kind: 'coach-dice', count: 1 }).state;
    // The defender's coach sees the attacker's coach die.
    expect(s.prompt?.test).toMatchObject({ player: 10, test: 'counter-slam', against: { player: 0, coachDice: 1 } });
    const last = apply(s, { kind: 'coach-dice', count: 0 });
    const [ta, td] = tests(last.events);
    expect(rolled(ta as TestEvent)).toEqual(attack);
    expect(rolled(td as TestEvent)).toEqual({ ...counter, needed: null });
  });

  it('a pass shows the throw and the catch', () => {
    let s = buildPosition(
      {
        teams: ['human', 'human'],
        home: 'A',
        coachDice: [0, 0],
        players: [
          { id: 5, hex: [0, 0], facing: 0 },
          { id: 6, hex: [2, 0], facing: 3 },
        ],
        ball: { carrier: 5 },
      },
      Array<number>(20).fill(5),
    );
    s = apply(s, { kind: 'action', player: 5, action: 'throw' }).state;
    s = apply(s, { kind: 'move', path: [], facing: 0 }).state;
    const pass = legalDecisions(s).decisions.find((d) => d.kind === 'target' && d.player === 6) as Decision;
    const preview = targetRolls(s, pass);
    expect(preview?.test).toMatchObject({ player: 5, test: 'throw', needed: 1 });
    expect(preview?.catch).toMatchObject({ player: 6, test: 'catch' });
    const [throwEvent, catchEvent] = tests(apply(s, pass).events);
    expect(rolled(throwEvent as TestEvent)).toEqual(preview?.test);
    expect(catchEvent).toMatchObject({ ...preview?.catch, base: throwEvent?.successes });
  });
});
