import { describe, expect, it } from 'vitest';
import { inkOn, lookKey } from './squareFigureLook';

describe('a Blood Bowl figure', () => {
  it('writes its glyph and number in whichever ink reads on the shirt', () => {
    expect(inkOn(0x1f4e9c)).toBe(0xffffff);
    expect(inkOn(0x3c6e2f)).toBe(0xffffff);
    expect(inkOn(0xf2f2f2)).toBe(0x111111);
    expect(inkOn(0xffb300)).toBe(0x111111);
  });

  it('is drawn again when its colours, number or state change, not otherwise', () => {
    const f = { colours: { primary: 1, secondary: 2 }, status: 'standing' as const, acted: false, glyph: 'Bz', number: 7 };
    expect(lookKey({ ...f })).toBe(lookKey(f));
    for (const other of [{ ...f, number: 8 }, { ...f, colours: { primary: 1, secondary: 3 } }, { ...f, acted: true }, { ...f, status: 'prone' as const }]) expect(lookKey(other)).not.toBe(lookKey(f));
  });
});
