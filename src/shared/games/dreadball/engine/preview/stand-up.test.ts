import { describe, expect, it } from 'vitest';
import { applyDecision, legalDecisions, type GameEvent } from '..';
import { previewDecision } from '../../preview';
import { buildPosition } from '../scenario';

describe('Stand Up: its odds before rolling', () => {
  // A fallen Striker (5) with an opponent (8) east of him, facing west: he is threatened once.
  const s = buildPosition(
    {
      teams: ['human', 'human'],
      home: 'A',
      players: [
        { id: 5, hex: [0, 0], facing: 0, down: true },
        { id: 8, hex: [1, 0], facing: 3 },
      ],
    },
    [5, 5, 2, 1, 1, 1],
  );
  const standUp = { kind: 'action', player: 5, action: 'stand-up' } as const;

  it('is offered, and previewed as the (1) test the action rolls: 3 dice +1 Striker -1 threat', () => {
    expect(legalDecisions(s).decisions).toContainEqual(standUp);
    const preview = previewDecision(s, standUp);
    expect(preview?.kind).toBe('stand-up');
    if (preview?.kind !== 'stand-up') return;
    expect(preview.test).toMatchObject({ test: 'stand-up', player: 5, base: 3, dice: 3, needed: 1, target: s.players[5]!.speed });
    expect(preview.test.modifiers.map((m) => m.reason)).toEqual(['striker', 'threat']);

    // Declaring it rolls exactly that test (after the coach-dice question, when there is one).
    let r = applyDecision(s, standUp);
    const events: GameEvent[] = [];
    for (let i = 0; i < 3 && r.ok; i++) {
      events.push(...r.events);
      const legal = legalDecisions(r.state);
      if (legal.prompt !== 'coach-dice') break;
      expect(legal.test).toMatchObject({ dice: preview.test.dice, target: preview.test.target, needed: 1 });
      r = applyDecision(r.state, legal.decisions.find((d) => d.kind === 'coach-dice' && d.count === 0)!);
    }
    if (r.ok) events.push(...r.events);
    const rolled = events.find((e) => e.type === 'test');
    expect(rolled).toMatchObject({ test: 'stand-up', dice: preview.test.dice, target: preview.test.target, needed: 1 });
  });

  it('a standing player has no Stand Up to preview', () => {
    expect(previewDecision(s, { kind: 'action', player: 8, action: 'stand-up' })).toBeNull();
  });
});
