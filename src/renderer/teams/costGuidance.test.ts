import { describe, expect, it } from 'vitest';
import { costGuidance } from './costGuidance';
import { newHomebrewType } from './draft';

describe('cost guidance of a draft player type', () => {
  it('a new type starts at the human costs, which the suggestion agrees with closely', () => {
    expect(costGuidance(newHomebrewType('guard', []))).toEqual({ suggested: 10, farBelow: false });
    expect(costGuidance(newHomebrewType('striker', []))).toEqual({ suggested: 10, farBelow: false });
  });

  it('the issue’s Move 8, all-2+, Steadfast Guard at 1 MC is far below', () => {
    const type = { ...newHomebrewType('guard', []), move: 8, strength: 2, speed: 2, skill: 2, armour: 2, steadfast: true, cost: 1 };
    expect(costGuidance(type)).toEqual({ suggested: 23, farBelow: true });
  });

  it('says nothing while Move is unreadable, and does not warn about a cost still being typed', () => {
    expect(costGuidance({ ...newHomebrewType('jack', []), move: Number.NaN })).toBeUndefined();
    expect(costGuidance({ ...newHomebrewType('jack', []), move: 9 })).toBeUndefined();
    expect(costGuidance({ ...newHomebrewType('jack', []), cost: Number.NaN })).toEqual({ suggested: 9, farBelow: false });
  });
});
