import { describe, expect, it } from 'vitest';
import { cellAt, cellOf, posOf, ringOf } from '../track/track';
import { droppedBall, firedBall, flight } from './flight';

const where = (cells: readonly number[]) => cells.map((c) => `${ringOf(c)}:${posOf(c)}`);

describe('the ball in flight', () => {
  it('the cannon fires onto ring 3 at p = 9 at 2d6 + 6, and the entry square is passed', () => {
    const b = firedBall(2);
    expect([ringOf(b.cell), posOf(b.cell), b.speed, b.kind]).toEqual([3, 9, 8, 'fresh']);
    const f = flight(b, true);
    // Entry 9, then 8 squares clockwise (10..17), slows to 5 and slides into ring 2 at 17.
    expect(where(f.passes)).toEqual(['3:9', '3:10', '3:11', '3:12', '3:13', '3:14', '3:15', '3:16', '3:17', '2:17']);
    expect(f.after).toEqual({ cell: cellOf(2, 17), speed: 5, kind: 'fresh' });
  });

  it('a fast ball stays on its ring after slowing to 10 or more', () => {
    const f = flight(firedBall(12), true);
    expect(f.passes).toHaveLength(19);
    expect(f.after).toEqual({ cell: cellOf(3, 27), speed: 15, kind: 'fresh' });
  });

  it('the first flight reaches the receiving catcher at (3, 7, 1) on 11 rolls in 12', () => {
    const catcher = cellAt(3, 7, 1);
    let ways = 0;
    for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (flight(firedBall(a + b), true).passes.includes(catcher)) ways++;
    expect(ways).toBe(33);
  });

  it('a slide from ring 2 into the gutter kills the ball, and the gutter square is not passed', () => {
    const f = flight({ cell: cellOf(2, 0), speed: 5, kind: 'fresh' }, false);
    expect(where(f.passes)).toEqual(['2:1', '2:2', '2:3', '2:4', '2:5']);
    expect(f).toMatchObject({ after: null, death: 'gutter' });
  });

  it('a ball slowed to 0 stops dead where it is', () => {
    const f = flight({ cell: cellOf(3, 30), speed: 3, kind: 'fresh' }, false);
    expect(where(f.passes)).toEqual(['3:31', '3:32', '3:33']);
    expect(f).toMatchObject({ after: null, death: 'stopped' });
  });

  it('rolls round the loop past p = 35', () => {
    const f = flight({ cell: cellOf(4, 34), speed: 12, kind: 'fresh' }, false);
    expect(where(f.passes).slice(0, 3)).toEqual(['4:35', '4:0', '4:1']);
  });

  it('a dropped ball rolls 3 squares and is dead unless taken; dropped in the gutter it is dead at once', () => {
    const b = droppedBall(cellOf(3, 5));
    expect(b).toEqual({ cell: cellOf(3, 5), speed: 3, kind: 'dropped' });
    const f = flight(b!, false);
    expect(where(f.passes)).toEqual(['3:6', '3:7', '3:8']);
    expect(f).toMatchObject({ after: null, death: 'stopped' });
    expect(droppedBall(cellOf(1, 5))).toBeNull();
  });
});
