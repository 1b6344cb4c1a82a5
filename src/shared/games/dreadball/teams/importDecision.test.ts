import { describe, expect, it } from 'vitest';
import { copyName, importDecision, sameTeamContent, type ImportedContent } from './importDecision';

const team = (over: Partial<ImportedContent> = {}): ImportedContent => ({
  name: 'Rust Belt Riveters',
  shortName: 'RBR',
  colours: { primary: '#ffb000', secondary: '#3d2c8d' },
  emblem: 'gear',
  race: { kind: 'stock', raceId: 'forge-father' },
  players: [1, 2, 3, 4, 5, 6].map((n) => ({ id: `p${n}`, typeId: 'jack', name: `P${n}`, number: n })),
  coachDice: 1,
  ...over,
});

describe('importing a team file', () => {
  it('the same team already kept is not copied: it names the kept one', () => {
    expect(importDecision(team(), [{ id: 'a', content: team() }])).toEqual({ kind: 'already', id: 'a', name: 'Rust Belt Riveters' });
  });

  it('ignores key order, colour case and player ids when telling the same team', () => {
    const { coachDice, ...rest } = team();
    const shuffled = { coachDice, ...rest, colours: { secondary: '#3D2C8D', primary: '#FFB000' } };
    const otherIds = team({ players: team().players.map((p, i) => ({ ...p, id: `p-abcd${i}` })) });
    expect(sameTeamContent(team(), shuffled)).toBe(true);
    expect(sameTeamContent(team(), otherIds)).toBe(true);
  });

  it('a different team under a kept name is imported as "Name (2)", or the next free number', () => {
    const other = team({ coachDice: 2 });
    expect(importDecision(other, [{ id: 'a', content: team() }])).toEqual({ kind: 'renamed', name: 'Rust Belt Riveters (2)', from: 'Rust Belt Riveters' });
    const kept = [
      { id: 'a', content: team() },
      { id: 'b', content: team({ name: 'rust belt riveters (2)', coachDice: 3 }) },
    ];
    expect(importDecision(other, kept)).toMatchObject({ kind: 'renamed', name: 'Rust Belt Riveters (3)' });
  });

  it('the file of a team imported earlier as "Name (2)" finds that copy, not a third', () => {
    const other = team({ coachDice: 2 });
    const kept = [
      { id: 'a', content: team() },
      { id: 'b', content: { ...other, name: 'Rust Belt Riveters (2)' } },
    ];
    expect(importDecision(other, kept)).toEqual({ kind: 'already', id: 'b', name: 'Rust Belt Riveters (2)' });
    // Same content under a name unrelated to the file's: a team of its own.
    expect(importDecision(team({ name: 'Iron Lungs' }), [{ id: 'a', content: team() }])).toMatchObject({ kind: 'new' });
  });

  it('a new team keeps its name', () => {
    expect(importDecision(team({ name: 'Iron Lungs' }), [{ id: 'a', content: team() }])).toEqual({ kind: 'new', name: 'Iron Lungs' });
    expect(importDecision(team(), [])).toEqual({ kind: 'new', name: 'Rust Belt Riveters' });
  });

  it('a copy name still fits the 32-character limit', () => {
    const long = 'A'.repeat(32);
    const name = copyName(long, [long]);
    expect(name).toBe(`${'A'.repeat(28)} (2)`);
    expect(name.length).toBe(32);
  });
});
