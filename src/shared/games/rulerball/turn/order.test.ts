import { describe, expect, it } from 'vitest';
import { cellAt } from '../track/track';
import { markerOrder, nextToAct, sectorQueue } from './order';

describe('initiative and order', () => {
  it('the marker travels clockwise through all 12 sectors from the d12’s', () => {
    expect(markerOrder(11)).toEqual([11, 12, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('within a sector: inner ring to outer, then slot 0 (the front) to slot 2', () => {
    const figs = [
      { id: 'outer', cell: cellAt(4, 5, 0) },
      { id: 'inner-back', cell: cellAt(2, 5, 2) },
      { id: 'inner-front', cell: cellAt(2, 5, 0) },
      { id: 'elsewhere', cell: cellAt(1, 6, 0) },
    ];
    expect(sectorQueue(figs, 5).map((f) => f.id)).toEqual(['inner-front', 'inner-back', 'outer']);
  });

  it('each figure acts once: one that moved into a sector still to come is passed over', () => {
    // The marker starts at sector 6; 'a' moved there already and went forward (counterclockwise)
    // into sector 5, which the marker reaches last: it is not moved again.
    const figs = [
      { id: 'a', cell: cellAt(2, 5, 1) },
      { id: 'b', cell: cellAt(3, 7, 0) },
    ];
    const done = new Set(['a']);
    const r = nextToAct(figs, 6, 0, (id) => done.has(id));
    expect(r?.figure.id).toBe('b');
    expect(r?.markerIndex).toBe(1);
    done.add('b');
    expect(nextToAct(figs, 6, r!.markerIndex, (id) => done.has(id))).toBeNull();
  });
});
