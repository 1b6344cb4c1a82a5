/**
 * Exact odds for DreadBall tests: n dice at target t (2..6), sixes explode. Computed from the
 * distribution of successes, not by simulation. Probabilities are doubles; the only approximation
 * is cutting the infinite exploding tail where its mass is below 1e-40.
 */

/** Highest success count tracked; P(any die chain reaching it) < 6^-TAIL. */
const TAIL = 64;

/** Distribution of successes from one die at target t: index k holds P(S = k). */
function singleDie(target: number): Float64Array {
  const fail = (target - 1) / 6; // faces below target (never a 6)
  const plain = (6 - target) / 6; // successes that are not sixes
  const p = new Float64Array(TAIL + 1);
  p[0] = fail;
  // k successes: k-1 sixes then a plain success, or k sixes then a failure.
  for (let k = 1; k <= TAIL; k++) p[k] = 6 ** -(k - 1) * plain + 6 ** -k * fail;
  return p;
}

function convolve(a: Float64Array, b: Float64Array): Float64Array {
  const out = new Float64Array(TAIL + 1);
  for (let i = 0; i <= TAIL; i++) {
    if (a[i] === 0) continue;
    for (let j = 0; i + j <= TAIL; j++) out[i + j] += a[i] * b[j];
  }
  return out;
}

const cache = new Map<string, Float64Array>();

function checkArgs(dice: number, target: number): void {
  if (!Number.isInteger(dice) || dice < 0 || dice > 40) throw new RangeError(`dice must be 0-40, got ${dice}`);
  if (!Number.isInteger(target) || target < 2 || target > 6) throw new RangeError(`target must be 2-6, got ${target}`);
}

/** P(S = k) for k = 0..64 when rolling `dice` dice at `target`. Zero dice always give 0 successes. */
export function successDistribution(dice: number, target: number): Float64Array {
  checkArgs(dice, target);
  const key = `${dice}/${target}`;
  const hit = cache.get(key);
  if (hit) return hit;
  let dist: Float64Array = new Float64Array(TAIL + 1);
  dist[0] = 1;
  const one = singleDie(target);
  for (let i = 0; i < dice; i++) dist = convolve(dist, one);
  cache.set(key, dist);
  return dist;
}

/** P(at least k successes). */
export function probAtLeast(dice: number, target: number, k: number): number {
  if (k <= 0) return 1;
  const d = successDistribution(dice, target);
  let below = 0;
  for (let i = 0; i < k && i <= TAIL; i++) below += d[i];
  return Math.max(0, 1 - below);
}

/** [P(>=1), P(>=2), ..., P(>=upTo)]. */
export function atLeastTable(dice: number, target: number, upTo: number): number[] {
  const out: number[] = [];
  for (let k = 1; k <= upTo; k++) out.push(probAtLeast(dice, target, k));
  return out;
}

/** Odds of a (1) or (123) test: pass, and spectacular pass (twice what was needed). */
export function passOdds(dice: number, target: number, needed: number): { pass: number; spectacular: number } {
  return { pass: probAtLeast(dice, target, needed), spectacular: probAtLeast(dice, target, 2 * needed) };
}

export interface OpposedOdds {
  attackerWins: number;
  tie: number;
  defenderWins: number;
  attackerSpectacular: number;
  defenderSpectacular: number;
}

/** An (X) test: attacker rolls `aDice` at `aTarget`, defender `dDice` at `dTarget`. */
export function opposedOdds(aDice: number, aTarget: number, dDice: number, dTarget: number): OpposedOdds {
  const a = successDistribution(aDice, aTarget);
  const d = successDistribution(dDice, dTarget);
  let attackerWins = 0;
  let tie = 0;
  let attackerSpectacular = 0;
  let defenderSpectacular = 0;
  for (let i = 0; i <= TAIL; i++) {
    for (let j = 0; j <= TAIL; j++) {
      const p = a[i] * d[j];
      if (p === 0) continue;
      if (i === j) tie += p;
      else if (i > j) {
        attackerWins += p;
        if (j === 0 || i >= 2 * j) attackerSpectacular += p;
      } else if (i === 0 || j >= 2 * i) defenderSpectacular += p;
    }
  }
  return { attackerWins, tie, defenderWins: Math.max(0, 1 - attackerWins - tie), attackerSpectacular, defenderSpectacular };
}
