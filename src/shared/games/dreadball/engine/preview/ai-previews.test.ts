import { describe, expect, it } from 'vitest';
import { hexId } from '../../pitch/pitch';
import { applyDecision, legalDecisions, targetRolls, type Decision, type MatchState } from '..';
import { buildPosition } from '../scenario';
import { strikeZoneHexes } from './strikeZones';
import { targetPreviews } from './target';

const h = (q: number, r: number): number => hexId(q, r);

function apply(s: MatchState, d: Decision): MatchState {
  const r = applyDecision(s, d);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

describe('Strike-zone throws standing still and after moving (for the computer coach)', () => {
  // A Striker on the centre hex of the 3-point zone; an opponent threatens (6,0) (7,0) (7,1).
  const s = buildPosition(
    {
      teams: ['human', 'human'],
      home: 'A',
      players: [
        { id: 5, hex: [8, 0], facing: 0 },
        { id: 8, hex: [6, 1], facing: 5 },
      ],
    },
    [1],
  );
  const at = (q: number, r: number) => strikeZoneHexes(s, 5).find((x) => x.hex === h(q, r));

  it('still: no move die lost; moved: one lost; roll is the one that applies now', () => {
    // His own hex: 3 + 1 (Striker) - 1 (Strike hex) = 3 standing, 2 after moving or turning.
    expect(at(8, 0)).toMatchObject({ still: { dice: 3 }, moved: { dice: 2 }, roll: { dice: 3 } });
    // Another hex: reaching it is a move, so `roll` is the moved throw; standing there next action is still.
    expect(at(9, 0)).toMatchObject({ still: { dice: 3 }, moved: { dice: 2 }, roll: { dice: 2 } });
    // Threats count where he would throw from: (7,0) is threatened once.
    expect(at(7, 0)?.still.modifiers.map((m) => m.reason)).toEqual(['striker', 'strike-hex', 'threat']);
    expect(at(7, 0)).toMatchObject({ still: { dice: 2 }, moved: { dice: 1 } });
  });
});

describe('targetPreviews: every target open now with the rolls it would bring', () => {
  it('a Slam: each opponent in front, the same rolls as targetRolls, the counter-slam listed when open', () => {
    let s = buildPosition(
      {
        teams: ['human', 'human'],
        home: 'A',
        coachDice: [0, 0],
        players: [
          { id: 0, hex: [0, 0], facing: 0 },
          { id: 10, hex: [1, 0], facing: 3 }, // a Jack facing him: may counter-slam
          { id: 13, hex: [1, -1], facing: 0 }, // a Striker: ducks only
          { id: 11, hex: [-1, 0], facing: 3 }, // behind him, facing away: not a target, no threat
        ],
      },
      [],
    );
    s = apply(apply(s, { kind: 'action', player: 0, action: 'slam' }), { kind: 'move', path: [], facing: 0 });
    const list = targetPreviews(s);
    expect(list.map((x) => x.decision)).toEqual(legalDecisions(s).decisions);
    for (const x of list) expect(x.rolls).toEqual(targetRolls(s, x.decision));
    const byTarget = new Map(list.map((x) => [(x.decision as { player: number }).player, x.rolls]));
    expect(byTarget.get(10)?.defences?.map((d) => d.choice)).toEqual(['duck', 'counter-slam']);
    expect(byTarget.get(13)?.defences?.map((d) => d.choice)).toEqual(['duck']);
    // 3 + 1 (Guard), no die for moving in (he started next to him); the Jack's threat on his hex
    // is not counted: he is the opponent of this test.
    expect(byTarget.get(10)?.test).toMatchObject({ test: 'slam', dice: 4 });
  });

  it('nothing outside a target prompt', () => {
    const s = buildPosition({ teams: ['human', 'human'], home: 'A', players: [{ id: 0, hex: [0, 0], facing: 0 }] }, []);
    expect(targetPreviews(s)).toEqual([]);
  });
});
