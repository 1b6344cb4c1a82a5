import { describe, expect, it } from 'vitest';
import { shownOptions } from './options';

describe('post-game answers as shown', () => {
  it('puts the answer that changes nothing first and keeps the rest in the core order', () => {
    expect(shownOptions([{ kind: 'retire', player: 'p1' }, { kind: 'retire', player: 'p2' }, { kind: 'keep-roster' }])).toEqual([
      { kind: 'keep-roster' },
      { kind: 'retire', player: 'p1' },
      { kind: 'retire', player: 'p2' },
    ]);
    expect(shownOptions([{ kind: 'buy-rookie', typeId: 'jack' }, { kind: 'buy-coach-die' }, { kind: 'stop-buying' }])[0]).toEqual({ kind: 'stop-buying' });
    expect(shownOptions([{ kind: 'reroll-injury' }, { kind: 'keep-injury' }])).toEqual([{ kind: 'keep-injury' }, { kind: 'reroll-injury' }]);
    expect(shownOptions([{ kind: 'rank-up' }])).toEqual([{ kind: 'rank-up' }]);
  });
});
