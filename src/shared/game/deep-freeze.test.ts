import { describe, expect, it } from 'vitest';
import { deepFreeze } from './deep-freeze';

describe('deepFreeze', () => {
  it('freezes nested objects and arrays so a mutation throws', () => {
    const v = deepFreeze({ a: { b: [1, { c: 2 }] } });
    expect(() => {
      (v.a.b as number[]).push(3);
    }).toThrow(TypeError);
    expect(() => {
      (v.a.b[1] as { c: number }).c = 5;
    }).toThrow(TypeError);
    expect(v).toEqual({ a: { b: [1, { c: 2 }] } });
  });

  it('passes primitives and null through', () => {
    expect(deepFreeze(3)).toBe(3);
    expect(deepFreeze(null)).toBeNull();
  });
});
