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

/**
 * The successes of `n` dice of which the first showing 1 is rolled again (a career re-roll):
 * with j ones among them, one becomes a fresh die, j - 1 stay failures and the other n - j are
 * dice known not to show 1.
 */
function rerollOneDistribution(n: number, target: number): Float64Array {
  const one = singleDie(target);
  // A die that is not a 1: its face is 2..6, so P(S = k) is 6/5 of the die's, less the 1's share.
  const notOne = new Float64Array(TAIL + 1);
  for (let k = 0; k <= TAIL; k++) notOne[k] = (one[k] * 6 - (k === 0 ? 1 : 0)) / 5;
  const out = new Float64Array(TAIL + 1);
  let binom = 1;
  for (let j = 0; j <= n; j++) {
    if (j > 0) binom = (binom * (n - j + 1)) / j;
    let part: Float64Array = new Float64Array(TAIL + 1);
    part[0] = 1;
    for (let i = 0; i < n - j; i++) part = convolve(part, notOne);
    if (j > 0) part = convolve(part, one);
    const w = binom * (1 / 6) ** j * (5 / 6) ** (n - j);
    for (let k = 0; k <= TAIL; k++) out[k] += w * part[k];
  }
  return out;
}

/**
 * P(S = k) for k = 0..64 when rolling `dice` dice at `target`. Zero dice always give 0 successes.
 * `rerollAmong`: the first that many dice are a test's own dice, of which one showing 1 is rolled
 * again (Accurate, Star Player, Sure Hands); the rest (coach dice) are rolled as they fall.
 */
export function successDistribution(dice: number, target: number, rerollAmong = 0): Float64Array {
  checkArgs(dice, target);
  if (rerollAmong > 0) {
    const own = Math.min(rerollAmong, dice);
    const key = `${dice}/${target}/r${own}`;
    const hit = cache.get(key);
    if (hit) return hit;
    let dist = rerollOneDistribution(own, target);
    const one = singleDie(target);
    for (let i = own; i < dice; i++) dist = convolve(dist, one);
    cache.set(key, dist);
    return dist;
  }
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
export function probAtLeast(dice: number, target: number, k: number, rerollAmong = 0): number {
  if (k <= 0) return 1;
  const d = successDistribution(dice, target, rerollAmong);
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
export function passOdds(dice: number, target: number, needed: number, rerollAmong = 0): { pass: number; spectacular: number } {
  return { pass: probAtLeast(dice, target, needed, rerollAmong), spectacular: probAtLeast(dice, target, 2 * needed, rerollAmong) };
}

export interface OpposedOdds {
  attackerWins: number;
  tie: number;
  defenderWins: number;
  attackerSpectacular: number;
  defenderSpectacular: number;
}

/** An (X) test: attacker rolls `aDice` at `aTarget`, defender `dDice` at `dTarget`. */
export function opposedOdds(aDice: number, aTarget: number, dDice: number, dTarget: number, aReroll = 0, dReroll = 0): OpposedOdds {
  const a = successDistribution(aDice, aTarget, aReroll);
  const d = successDistribution(dDice, dTarget, dReroll);
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
