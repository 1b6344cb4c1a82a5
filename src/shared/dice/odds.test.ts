import { describe, expect, it } from 'vitest';
import { atLeastTable, opposedOdds, passOdds, probAtLeast, successDistribution } from './odds';

const close = (a: number, b: number) => expect(a).toBeCloseTo(b, 12);

describe('exact odds', () => {
  it('one die at 4+: half the time at least one success', () => {
    close(probAtLeast(1, 4, 1), 1 / 2);
  });
  it('one die at 4+: two successes need a six then a 4+', () => {
    close(probAtLeast(1, 4, 2), (1 / 6) * (1 / 2));
  });
  it('three dice at 4+: at least one is 1 - (1/2)^3', () => {
    close(probAtLeast(3, 4, 1), 7 / 8);
  });
  it('two dice at 5+: at least two successes, counted by hand', () => {
    // P(S=0) = (4/6)^2; P(S=1) = 2 * P1 * P0, with P0 = 4/6 and P1 = P(exactly one success from one die)
    const p0 = 4 / 6;
    const p1 = 1 / 6 + (1 / 6) * (4 / 6); // a 5, or a 6 followed by a failure
    close(probAtLeast(2, 5, 2), 1 - p0 * p0 - 2 * p1 * p0);
  });
  it('zero dice never succeed', () => {
    expect(probAtLeast(0, 3, 1)).toBe(0);
    expect(probAtLeast(0, 3, 0)).toBe(1);
  });
  it('distributions sum to one', () => {
    for (const [n, t] of [[1, 2], [3, 4], [5, 6], [8, 3]]) {
      const total = successDistribution(n, t).reduce((s, p) => s + p, 0);
      close(total, 1);
    }
  });
  it('tables are decreasing', () => {
    const t = atLeastTable(3, 4, 5);
    for (let i = 1; i < t.length; i++) expect(t[i]).toBeLessThan(t[i - 1]);
  });
  it('gives pass and spectacular odds for a (123) attempt', () => {
    const o = passOdds(3, 4, 2);
    close(o.pass, probAtLeast(3, 4, 2));
    close(o.spectacular, probAtLeast(3, 4, 4));
  });
  it('opposed: one die each at 4+, counted by hand', () => {
    // Per die: P0 = 1/2, P(k) = (1/6)^(k-1)*(2/6) + (1/6)^k*(3/6) for k >= 1.
    const p = (k: number) => (k === 0 ? 1 / 2 : 6 ** -(k - 1) * (2 / 6) + 6 ** -k * (3 / 6));
    let tie = 0;
    for (let k = 0; k < 40; k++) tie += p(k) * p(k);
    const o = opposedOdds(1, 4, 1, 4);
    close(o.tie, tie);
    close(o.attackerWins, (1 - tie) / 2);
    close(o.defenderWins, (1 - tie) / 2);
    close(o.attackerSpectacular, o.defenderSpectacular);
    close(o.attackerWins + o.tie + o.defenderWins, 1);
  });
  it('opposed against zero dice: any success is a spectacular win', () => {
    const o = opposedOdds(3, 4, 0, 4);
    close(o.attackerWins, 7 / 8);
    close(o.attackerSpectacular, 7 / 8);
    close(o.tie, 1 / 8);
  });
  it('rejects nonsense', () => {
    expect(() => probAtLeast(-1, 4, 1)).toThrow(RangeError);
    expect(() => probAtLeast(3, 7, 1)).toThrow(RangeError);
  });
});
