import { describe, expect, it } from 'vitest';
import { COST_TOLERANCE, farBelowSuggested, suggestedCost } from './cost';
import { STOCK_RACES } from './stock';

describe('suggested cost of a player type', () => {
  it('comes out within the tolerance of the book cost for every stock type (table printed)', () => {
    const rows = STOCK_RACES.flatMap((race) =>
      race.types.map((type) => ({ race: race.raceName, type: type.species ? `${type.species} ${type.role}` : type.role, book: type.cost, suggested: suggestedCost(type) })),
    );
    console.table(rows);
    for (const row of rows) expect(Math.abs(row.suggested - row.book), `${row.race} ${row.type}`).toBeLessThanOrEqual(COST_TOLERANCE);
    expect(rows).toHaveLength(10);
  });

  it('prices the issue’s Move 8, all-2+, Steadfast Guard far above 1 MC', () => {
    const monster = { role: 'guard' as const, stats: { move: 8, strength: 2, speed: 2, skill: 2, armour: 2 }, abilities: ['steadfast' as const] };
    expect(suggestedCost(monster)).toBe(23);
    expect(farBelowSuggested(1, suggestedCost(monster))).toBe(true);
  });

  it('never suggests less than 1 MC', () => {
    expect(suggestedCost({ role: 'guard', stats: { move: 3, strength: 6, speed: 6, skill: 6, armour: 6 }, abilities: [] })).toBe(1);
  });

  it('counts an ability once, and only the targets a role uses', () => {
    const jack = { role: 'jack' as const, stats: { move: 5, strength: 4, speed: 4, skill: 4, armour: 4 }, abilities: [] };
    expect(suggestedCost({ ...jack, abilities: ['steadfast', 'steadfast'] })).toBe(suggestedCost({ ...jack, abilities: ['steadfast'] }));
    expect(suggestedCost({ ...jack, role: 'guard', stats: { ...jack.stats, skill: 2 } })).toBe(suggestedCost({ ...jack, role: 'guard' }));
    expect(suggestedCost({ ...jack, role: 'striker', stats: { ...jack.stats, strength: 2 } })).toBe(suggestedCost({ ...jack, role: 'striker' }));
  });

  it('"far below" means more than a quarter and at least 2 MC below', () => {
    expect(farBelowSuggested(7, 10)).toBe(true);
    expect(farBelowSuggested(8, 10)).toBe(false);
    expect(farBelowSuggested(3, 4)).toBe(false);
    expect(farBelowSuggested(2, 4)).toBe(true);
    expect(farBelowSuggested(30, 10)).toBe(false);
  });
});
