import { describe, expect, it } from 'vitest';
import { flight, firedBall } from '../ball/flight';
import type { FigureKind } from '../tables/numbers';
import { cellAt, sectorOf } from '../track/track';
import { placements, periodReceiver, receiverAfterShot, startSquare, type StartingFigure } from './starts';

const team = (prefix: string): StartingFigure[] =>
  (['skater', 'skater', 'skater', 'skater', 'skater', 'catcher', 'catcher', 'biker', 'biker', 'biker'] as FigureKind[]).map(
    (kind, i) => ({ id: `${prefix}${i}`, kind, available: true }),
  );

describe('starting positions', () => {
  it('the receiving team takes the cannon side, the other team the same squares half a lap round', () => {
    const home = placements(team('h'), 'home', 'home');
    const away = placements(team('a'), 'away', 'home');
    expect(home.find((p) => p.id === 'h5')?.cell).toBe(cellAt(3, 7, 1));
    expect(away.find((p) => p.id === 'a5')?.cell).toBe(cellAt(3, 1, 1));
    const cells = [...home, ...away].map((p) => p.cell);
    expect(new Set(cells).size).toBe(20);
  });

  it('starts skaters and catchers at speed 2 and bikers at 4', () => {
    const home = placements(team('h'), 'home', 'home');
    expect(home.map((p) => p.speed)).toEqual([2, 2, 2, 2, 2, 2, 2, 4, 4, 4]);
  });

  it('leaves an unavailable figure out and its square empty, the others in their own squares', () => {
    const figs = team('h').map((f) => (f.id === 'h0' ? { ...f, available: false } : f));
    const home = placements(figs, 'home', 'home');
    expect(home).toHaveLength(9);
    expect(home[0]).toMatchObject({ id: 'h1', cell: startSquare('skater', 1, true) });
  });

  it('no skater or biker of either team starts in the cannon’s first flight path', () => {
    const all = [...placements(team('h'), 'home', 'home'), ...placements(team('a'), 'away', 'home')];
    const runners = all.filter((p) => !['h5', 'h6', 'a5', 'a6'].includes(p.id)).map((p) => p.cell);
    for (let roll = 2; roll <= 12; roll++) {
      for (const c of flight(firedBall(roll), true).passes) expect(runners).not.toContain(c);
    }
  });

  it('home receives in periods 1 and 3, away in 2; after a shot the other team receives', () => {
    expect([1, 2, 3].map(periodReceiver)).toEqual(['home', 'away', 'home']);
    expect(receiverAfterShot('home')).toBe('away');
    expect(sectorOf(startSquare('biker', 0, false))).toBe(11);
  });
});
