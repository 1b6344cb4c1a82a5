import { describe, expect, it } from 'vitest';
import { applyDecision, legalDecisions, moveEnv, moveRolls, movesVia, reachPreview, validatePath, type Decision, type MatchState } from '..';
import { previewDecision } from '../../preview';
import { OFF_PITCH, type HexId } from '../../pitch/pitch';
import { buildPosition, toHex } from '../scenario';

// #2 at (0,0) facing east; the opponent #8 at (1,0) faces him (west), so the hexes in #8's front
// arc are threatened and leaving them is a Dodge.
const position = (): MatchState =>
  buildPosition(
    {
      teams: ['human', 'human'],
      home: 'A',
      players: [
        { id: 2, hex: [0, 0], facing: 0 },
        { id: 8, hex: [1, 0], facing: 3 },
      ],
    },
    [6, 6, 6, 6, 6, 6],
  );

const run: Decision = { kind: 'action', player: 2, action: 'run' };
const endOf = (d: Decision): HexId => (d.kind === 'move' ? (d.path[d.path.length - 1] as HexId) : -1);
const rollCount = (s: MatchState, d: Decision): number => {
  if (d.kind !== 'move') return -1;
  const r = moveRolls(s, d.path, d.facing);
  if (typeof r === 'string') throw new Error(r);
  return r.filter((x) => x.kind === 'dodge' || x.kind === 'sprint-extra').length;
};

describe('Reach before declaring: Run previewed without spending the token', () => {
  it('shows the hexes the declared Run would offer, with the same rolls, and changes nothing', () => {
    const s = position();
    const before = JSON.stringify(s);
    const hexes = reachPreview(s, 2, 'run');
    expect(hexes).not.toBeNull();
    expect(JSON.stringify(s)).toBe(before);

    const declared = applyDecision(s, run);
    if (!declared.ok) throw new Error(declared.error.message);
    const offered = new Set(legalDecisions(declared.state).decisions.filter((d) => d.kind === 'move' && d.path.length > 0).map(endOf));
    offered.delete(OFF_PITCH);
    expect(new Set(hexes!.map((h) => h.hex))).toEqual(offered);
    // A dodge is counted where the move would roll one: leaving #2's threatened start hex.
    expect(hexes!.every((h) => h.rolls.some((r) => r.kind === 'dodge'))).toBe(true);
    expect(previewDecision(s, run)).toMatchObject({ kind: 'reach' });
  });

  it('is null for an action that is not legal now, and for a player of the other team', () => {
    const s = position();
    expect(reachPreview(s, 8, 'run')).toBeNull();
    const declared = applyDecision(s, run);
    if (!declared.ok) throw new Error(declared.error.message);
    // Once an action is under way nothing else is declared.
    expect(reachPreview(declared.state, 2, 'sprint')).toBeNull();
  });
});

describe('Waypoints: the coach routes the move, the engine checks it', () => {
  const declared = (() => {
    const r = applyDecision(position(), run);
    if (!r.ok) throw new Error(r.error.message);
    return r.state;
  })();
  const env = moveEnv(declared, declared.action!);
  // The allowance and the one extra hex (a roll) a Run may add.
  const reach = env.remaining + (env.extras ? 1 : 0);

  it('without waypoints the routes are the legal moves', () => {
    const legal = legalDecisions(declared).decisions.filter((d) => d.kind === 'move');
    expect(movesVia(declared, [])).toEqual(legal);
  });

  it('every route passes through the waypoint and is a path the engine accepts', () => {
    const w = toHex([-2, 1]);
    const routes = movesVia(declared, [w]);
    if (typeof routes === 'string') throw new Error(routes);
    expect(routes.length).toBeGreaterThan(1);
    for (const d of routes) {
      expect(d.path).toContain(w);
      expect(typeof validatePath(env, d.path, d.facing)).not.toBe('string');
    }
    // The waypoint itself is one of the ends.
    expect(routes.some((d) => endOf(d) === w)).toBe(true);
  });

  it('a route is never cheaper than the fewest-rolls path, and going via a threatened hex costs a second dodge', () => {
    const direct = new Map<HexId, number>();
    for (const d of legalDecisions(declared).decisions) if (d.kind === 'move' && d.path.length > 0) direct.set(endOf(d), Math.min(direct.get(endOf(d)) ?? 99, rollCount(declared, d)));
    // (0,-1) is next to #8 and in his front arc: stepping there and on is a second Dodge.
    const threatened = toHex([1, -1]);
    const routes = movesVia(declared, [threatened]);
    if (typeof routes === 'string') throw new Error(routes);
    let dearer = 0;
    for (const d of routes) {
      const n = rollCount(declared, d);
      expect(n).toBeGreaterThanOrEqual(direct.get(endOf(d)) ?? 0);
      if (endOf(d) !== threatened && n > (direct.get(endOf(d)) ?? 0)) dearer++;
    }
    expect(dearer).toBeGreaterThan(0);
  });

  it('a routed move is applied as routed', () => {
    // Nobody threatens #2 here, so the routed move runs without a roll.
    const free = buildPosition({ teams: ['human', 'human'], home: 'A', players: [{ id: 2, hex: [0, 0], facing: 0 }, { id: 8, hex: [5, -3], facing: 3 }] }, [6]);
    const d = applyDecision(free, run);
    if (!d.ok) throw new Error(d.error.message);
    const w = toHex([-1, 1]);
    const routes = movesVia(d.state, [w]);
    if (typeof routes === 'string') throw new Error(routes);
    const route = routes.find((x) => x.path.length === 3)!;
    const r = applyDecision(d.state, route);
    if (!r.ok) throw new Error(r.error.message);
    const steps = r.events.filter((e) => e.type === 'step').map((e) => (e.type === 'step' ? e.to : -1));
    expect(steps).toContain(w);
  });

  it('says why when a waypoint cannot be used', () => {
    expect(movesVia(declared, [toHex([1, 0])])).toMatch(/cannot be reached/); // #8 stands there
    expect(movesVia(declared, [OFF_PITCH])).toMatch(/bench/);
    // Waypoints that use up the whole allowance in steps leave nothing after them.
    const line: HexId[] = [];
    for (let i = 1; i <= reach + 1; i++) line.push(toHex([-i, 0]));
    expect(typeof movesVia(declared, line)).toBe('string');
    expect(movesVia(position(), [])).toMatch(/no move/);
  });
});
