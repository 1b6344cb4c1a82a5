import { describe, expect, it } from 'vitest';
import { dreadball } from '../games/dreadball';
import { getGame, isGameId, listGames } from './registry';

describe('game registry', () => {
  it('finds DreadBall by its id', () => {
    expect(getGame('dreadball')).toBe(dreadball);
    expect(isGameId('dreadball')).toBe(true);
  });

  it('throws a clear error for an unknown id', () => {
    expect(isGameId('chess')).toBe(false);
    expect(() => getGame('chess')).toThrow(/unknown game "chess"; known games: dreadball, bloodbowl, rulerball/);
  });

  it('lists every game once, each under its own id', () => {
    const games = listGames();
    expect(games.map((g) => g.id)).toEqual(['dreadball', 'bloodbowl', 'rulerball']);
    for (const g of games) {
      expect(getGame(g.id)).toBe(g);
      expect(Number.isInteger(g.rulesVersion) && g.rulesVersion >= 1).toBe(true);
    }
  });

  it('is not fooled by inherited object keys', () => {
    expect(isGameId('toString')).toBe(false);
    expect(() => getGame('constructor')).toThrow(/unknown game/);
  });
});
