import { describe, expect, it } from 'vitest';
import { applyDecision, legalDecisions, moveRolls, targetRolls, type Decision, type MatchState, type MoveRoll, type TestPreview } from '../../../shared/games/dreadball/engine';
import { slamWithCoachDice } from '../../../../test/fixtures/positions';
import { choiceOdds, flipped, moveOdds, targetOdds, testOdds } from './odds';

// Hand-computed values. One die at 4+ (sixes explode): 0 successes 1/2, exactly 1: 1/3 (a 4 or 5)
// + 1/6 * 1/2 (a six, then a miss) = 5/12, 2 or more: 1/12. Two dice at 4+: 0 = 1/4,
// exactly 1 = 2 * 1/2 * 5/12 = 5/12, so 2 or more = 1/3 and 4 or more is tiny.
const test = (dice: number, target: number, needed: number | null, extra: Partial<TestPreview> = {}): TestPreview => ({
  player: 0, test: 'dodge', target, base: dice, modifiers: [], dice, needed, ...extra,
});
const roll = (kind: MoveRoll['kind'], t: TestPreview | null): MoveRoll => ({ kind, from: 0, to: 1, test: t });

function apply(s: MatchState, d: Decision): MatchState {
  const r = applyDecision(s, d);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

describe('odds from the engine\'s previews', () => {
  it('a (1) test: one die at 4+ passes 1/2, spectacular 1/12; a coach die makes it 3/4 and 1/3', () => {
    const o = testOdds(test(1, 4, 1));
    expect(o).toMatchObject({ kind: 'single', dice: 1, target: 4, needed: 1 });
    if (o.kind !== 'single') throw new Error('single');
    expect(o.pass).toBeCloseTo(1 / 2, 12);
    expect(o.spectacular).toBeCloseTo(1 / 12, 12);
    const c = testOdds(test(1, 4, 1), 1);
    if (c.kind !== 'single') throw new Error('single');
    expect(c.dice).toBe(2);
    expect(c.pass).toBeCloseTo(3 / 4, 12);
    expect(c.spectacular).toBeCloseTo(1 / 3, 12);
  });

  it('an opposed test nobody rolls against: 1 die at 4+ wins 1/2, ties 1/2; flipped for the other side', () => {
    const o = testOdds(test(1, 4, null, { test: 'throw', against: null }));
    if (o.kind !== 'opposed') throw new Error('opposed');
    expect(o.theirDice).toBe(0);
    expect(o.win).toBeCloseTo(1 / 2, 12);
    expect(o.tie).toBeCloseTo(1 / 2, 12);
    expect(o.lose).toBeCloseTo(0, 12);
    const f = flipped(o);
    if (f.kind !== 'opposed') throw new Error('opposed');
    expect([f.win, f.tie, f.lose, f.dice, f.theirDice]).toEqual([o.lose, o.tie, o.win, 0, 1]);
  });

  it('one die against two at 4+ ties a little over 1/8 + 25/144; one against one: win = lose', () => {
    const against = { ...test(1, 4, null), coachDice: 1 };
    // With the other coach's die added: 1 die against 2 dice at 4+.
    const o = testOdds(test(1, 4, null, { against }));
    if (o.kind !== 'opposed') throw new Error('opposed');
    expect(o.theirDice).toBe(2);
    // P(tie at 0) = 1/2 * 1/4 = 1/8 and P(tie at 1) = 5/12 * 5/12 = 25/144 are most of the tie.
    expect(o.tie).toBeGreaterThan(1 / 8 + 25 / 144);
    expect(o.tie).toBeLessThan(1 / 8 + 25 / 144 + 1 / 12);
    const even = testOdds(test(1, 4, null, { against: { ...against, coachDice: null } }));
    if (even.kind !== 'opposed') throw new Error('opposed');
    expect(even.win).toBeCloseTo(even.lose, 12);
    expect(even.win + even.tie + even.lose).toBeCloseTo(1, 12);
  });

  it('a path: the chance to get there is the product of its dodges and extras; the pick-up is apart', () => {
    // First dodge: 2 dice at 4+ needing 1 = 3/4; second: 2 dice at 4+ needing 2 = 1/3.
    const o = moveOdds([roll('dodge', test(2, 4, 1)), roll('dodge', test(2, 4, 2)), roll('pick-up', test(1, 4, 1))]);
    expect(o.rolls).toBe(2);
    expect(o.reach).toBeCloseTo(1 / 4, 12);
    expect(o.pickUp).toBeCloseTo(1 / 2, 12);
    expect(o.kick).toBe(false);
    expect(moveOdds([])).toEqual({ rolls: 0, reach: 1, pickUp: null, kick: false });
    expect(moveOdds([roll('sprint-extra', test(0, 4, 1)), roll('kick', null)])).toEqual({ rolls: 1, reach: 0, pickUp: null, kick: true });
  });

  it('reads the coach-dice and defence questions of a real Slam, and its target preview', () => {
    let s = slamWithCoachDice();
    s = apply(s, { kind: 'action', player: 0, action: 'slam' });
    s = apply(s, { kind: 'move', path: [], facing: 0 });
    const target: Decision = { kind: 'target', player: 10 };
    const preview = targetRolls(s, target);
    if (!preview) throw new Error('no preview');
    const t = targetOdds(preview);
    expect(t.main).toEqual(testOdds(preview.test));
    expect(t.defences.map((d) => d.choice)).toEqual(['duck', 'counter-slam']);

    s = apply(s, target);
    const defence = legalDecisions(s);
    expect(defence.prompt).toBe('defence');
    const duck = choiceOdds(defence, { kind: 'defend', choice: 'duck' });
    // The defender's own view is the attacker's view flipped.
    expect(duck).toEqual(flipped(t.defences[0]!.odds));

    s = apply(s, { kind: 'defend', choice: 'duck' });
    const coach = legalDecisions(s);
    expect(coach.prompt).toBe('coach-dice');
    const none = choiceOdds(coach, { kind: 'coach-dice', count: 0 });
    const one = choiceOdds(coach, { kind: 'coach-dice', count: 1 });
    if (none?.kind !== 'opposed' || one?.kind !== 'opposed') throw new Error('opposed');
    expect(one.dice).toBe(none.dice + 1);
    expect(one.win).toBeGreaterThan(none.win);
    expect(choiceOdds(coach, { kind: 'end-rush' })).toBeNull();
  });

  it('a real path\'s rolls give the odds shown on its hex', () => {
    let s = slamWithCoachDice();
    s = apply(s, { kind: 'action', player: 0, action: 'run' });
    const moves = legalDecisions(s).decisions.filter((d): d is Extract<Decision, { kind: 'move' }> => d.kind === 'move' && d.path.length > 0);
    const withRolls = moves.map((d) => moveRolls(s, d.path, d.facing)).find((r) => typeof r !== 'string' && r.some((x) => x.kind === 'dodge'));
    if (!withRolls || typeof withRolls === 'string') throw new Error('no dodge on any path');
    const first = withRolls.find((x) => x.kind === 'dodge')!;
    const o = moveOdds([first]);
    expect(o.rolls).toBe(1);
    const single = testOdds(first.test!);
    if (single.kind !== 'single') throw new Error('single');
    expect(o.reach).toBeCloseTo(single.pass, 12);
  });
});
