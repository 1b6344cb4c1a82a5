import { describe, expect, it } from 'vitest';
import { colourName, kitDistance, kitsTooAlike } from './kits';

const blueWhite = { primary: '#1f6feb', secondary: '#f2f2f2' };
const whiteBlue = { primary: '#f2f2f2', secondary: '#1f6feb' };
const redBlack = { primary: '#d62828', secondary: '#111111' };

describe('kits that look alike', () => {
  it('blue/white against white/blue: the same two colours swapped, so they warn', () => {
    expect(kitsTooAlike(blueWhite, whiteBlue)).toBe(true);
    expect(kitDistance(blueWhite, whiteBlue)).toBe(0);
  });

  it('red/black against blue/white: far apart, no warning', () => {
    expect(kitsTooAlike(redBlack, blueWhite)).toBe(false);
    expect(kitDistance(redBlack, blueWhite)).toBeGreaterThan(50);
  });

  it('one colour shared is not enough to warn; two near colours are', () => {
    expect(kitsTooAlike(blueWhite, { primary: '#1f6feb', secondary: '#d62828' })).toBe(false);
    expect(kitsTooAlike(blueWhite, { primary: '#2a78f0', secondary: '#ffffff' })).toBe(true);
  });

  it('red/green against green/red also warns: swapped pairs are compared', () => {
    expect(kitsTooAlike({ primary: '#d62828', secondary: '#2a9d3a' }, { primary: '#2a9d3a', secondary: '#d62828' })).toBe(true);
  });
});

describe('colour names', () => {
  it('names the basic colours a coach would say', () => {
    expect(colourName('#1f6feb')).toBe('blue');
    expect(colourName('#f2f2f2')).toBe('white');
    expect(colourName('#111111')).toBe('black');
    expect(colourName('#d62828')).toBe('red');
    expect(colourName('#808080')).toBe('grey');
    expect(colourName('#ffb000')).toBe('orange');
    expect(colourName('#f5e50a')).toBe('yellow');
    expect(colourName('#2a9d3a')).toBe('green');
    expect(colourName('#40b0a6')).toBe('teal');
    expect(colourName('#5d3a9b')).toBe('purple');
    expect(colourName('#dc267f')).toBe('pink');
    expect(colourName('#6b3e1f')).toBe('brown');
  });
});
