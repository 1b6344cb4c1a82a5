import { describe, expect, it } from 'vitest';
import { carry, lapsLeft, markPossession, offense } from './activation';

describe('the activation lap', () => {
  it('a full lap (12 sector crossings) from the marked sector activates the ball and makes the offense', () => {
    let p = markPossession('home', 7);
    expect(offense(p)).toBeNull();
    let r = carry(p, 11);
    expect(r.event).toBeNull();
    expect(offense(r.possession)).toBeNull();
    r = carry(r.possession, 1);
    expect(r.event).toBe('activated');
    expect(offense(r.possession)).toBe('home');
    p = r.possession;
    expect(lapsLeft(p)).toBe(3);
  });

  it('the offense has 3 laps (36 crossings) to shoot, then the ball is dead', () => {
    let r = carry(markPossession('away', 2), 12);
    r = carry(r.possession, 35);
    expect(r.event).toBeNull();
    expect(lapsLeft(r.possession)).toBe(1);
    r = carry(r.possession, 1);
    expect(r.event).toBe('laps-run-out');
  });

  it('carrying no boundary changes nothing; a steal starts a new count', () => {
    const p = markPossession('home', 3);
    expect(carry(p, 0).possession).toBe(p);
    expect(markPossession('away', 9)).toEqual({ team: 'away', marked: 9, crossings: 0, sinceActivation: null });
  });
});
