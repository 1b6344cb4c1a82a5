import { describe, expect, it } from 'vitest';
import { applyDecision, legalDecisions, type Decision, type MatchState } from '..';
import { buildPosition } from '../scenario';
import { SETUP_HEXES } from '../tables';

const kinds = (s: MatchState): Record<string, number> => {
  const out: Record<string, number> = {};
  for (const d of legalDecisions(s).decisions) out[d.kind] = (out[d.kind] ?? 0) + 1;
  return out;
};

describe('set-up decisions (perft-like counts)', () => {
  // Home (A) sets up; three of his players are on the pitch, the other five on the bench.
  const s = buildPosition(
    {
      teams: ['human', 'human'],
      home: 'A',
      phase: 'setup',
      setupTeam: 'A',
      players: [
        { id: 0, hex: [-3, 0], facing: 0 },
        { id: 1, hex: [-4, 0], facing: 0 },
        { id: 2, hex: [-5, 0], facing: 0 },
      ],
    },
    [],
  );
  const ownHexes = SETUP_HEXES.home.length;

  it('lists every bench player on every free hex, a pick-up of each placed player, and done', () => {
    expect(ownHexes).toBe(95);
    expect(kinds(s)).toEqual({ place: 5 * (ownHexes - 3), unplace: 3, 'setup-done': 1 });
    const unplaced = legalDecisions(s).decisions.filter((d) => d.kind === 'unplace').map((d) => (d as { player: number }).player);
    expect(unplaced).toEqual([0, 1, 2]);
  });

  it('a picked-up player is back on the bench: his hex is free and he can be placed anywhere again', () => {
    const r = applyDecision(s, { kind: 'unplace', player: 1 });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.players[1]).toMatchObject({ where: 'bench', hex: -1 });
    expect(r.events).toEqual([{ type: 'unplaced', player: 1, hex: s.players[1]?.hex }]);
    expect(r.revealedDice).toBe(false);
    expect(kinds(r.state)).toEqual({ place: 6 * (ownHexes - 2), unplace: 2, 'setup-done': 1 });
    const back: Decision = { kind: 'place', player: 1, hex: s.players[1]?.hex as number };
    expect(legalDecisions(r.state).decisions).toContainEqual(back);
  });

  it('with six on the pitch only pick-ups and done are left; nothing is offered to the other coach', () => {
    const six = buildPosition(
      {
        teams: ['human', 'human'],
        home: 'A',
        phase: 'setup',
        setupTeam: 'B',
        players: [
          { id: 0, hex: [-3, 0], facing: 0 },
          ...[0, 1, 2, 3, 4, 5].map((i) => ({ id: 8 + i, hex: [3 + (i % 3), i < 3 ? 0 : 1] as [number, number], facing: 3 as const })),
        ],
      },
      [],
    );
    expect(kinds(six)).toEqual({ unplace: 6, 'setup-done': 1 });
    expect(legalDecisions(six).decisions.some((d) => d.kind === 'unplace' && d.player === 0)).toBe(false);
  });
});
