import { describe, expect, it } from 'vitest';
import { OFF_PITCH, hexId } from '../pitch/pitch';
import { buildPosition, canonical, checkScenario, runScenario, toDecision, toHex, type Scenario } from './scenario';

describe('scenario helpers', () => {
  it('turns [q, r] pairs into hex ids in decisions, with "bench" for the step off the pitch', () => {
    expect(toHex([0, 0])).toBe(hexId(0, 0));
    expect(() => toHex([11, 0])).toThrow();
    expect(toDecision({ kind: 'move', path: [[-7, -3], 'bench'], facing: 0 })).toEqual({ kind: 'move', path: [hexId(-7, -3), OFF_PITCH], facing: 0 });
    expect(toDecision({ kind: 'push', hex: [1, 1] })).toEqual({ kind: 'push', hex: hexId(1, 1) });
  });

  it('builds a position: placed players, ball, score difference from the home side', () => {
    const s = buildPosition({ teams: ['human', 'veer-myn'], home: 'B', score: [1, 4], players: [{ id: 3, hex: [2, 2], facing: 4, down: true }], ball: { carrier: 3 } }, [1]);
    expect(s.home).toBe(1);
    expect(s.scoreDiff).toBe(3);
    expect(s.players[3]).toMatchObject({ where: 'pitch', hex: hexId(2, 2), facing: 4, down: true });
    expect(s.ball).toEqual({ hex: OFF_PITCH, carrier: 3 });
    expect(s.dice).toEqual({ kind: 'scripted', faces: [1], next: 0 });
  });

  it('reports unmet expectations and sorts keys canonically', () => {
    const sc: Scenario = {
      name: 't',
      rule: 't',
      position: { teams: ['human', 'human'], home: 'A', players: [{ id: 0, hex: [-3, 0] }] },
      dice: [],
      decisions: [{ kind: 'end-rush' }],
      expect: { state: { rushing: 0 }, events: [{ type: 'rush-end', reason: 'strike' }] },
    };
    const fails = checkScenario(sc, runScenario(sc));
    expect(fails).toHaveLength(2);
    expect(JSON.stringify(canonical({ b: 1, a: { d: 2, c: 3 } }))).toBe('{"a":{"c":3,"d":2},"b":1}');
  });
});
