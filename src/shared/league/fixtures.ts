// Fixture drawing (campaign.md, "League"): the circle method. One team stays put, the others turn
// round it; with an odd count a "rest" slot joins the circle and its partner rests that round.
// The league's seed shuffles who sits where, so two leagues of the same teams get other draws.
import { mulberry32 } from '../random/mulberry32';
import type { Fixture, LeagueFormat, Round } from './types';

/** Salt of the draw's generator, so it is unrelated to the other uses of the league's seed. */
const DRAW_SALT = 0x5eed_f1c7;

/** Team indexes 0..n-1 in a seeded order (Fisher-Yates). */
function seededOrder(n: number, seed: number): number[] {
  const random = mulberry32((seed ^ DRAW_SALT) >>> 0);
  const order = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order;
}

/**
 * The rounds of a league of `teamCount` teams: each team plays each other once (single) or twice,
 * home and away swapped (double), at most once per round; every team plays or rests each round.
 */
export function drawRounds(teamCount: number, format: LeagueFormat, seed: number): Round[] {
  if (!Number.isInteger(teamCount) || teamCount < 2) throw new RangeError(`a league needs at least 2 teams, not ${teamCount}`);
  const REST = -1;
  const circle: number[] = seededOrder(teamCount, seed);
  if (circle.length % 2 === 1) circle.push(REST);
  const n = circle.length;
  const firstLeg: Round[] = [];
  const homeGames = new Array<number>(n).fill(0);
  for (let r = 0; r < n - 1; r++) {
    const fixtures: Fixture[] = [];
    const resting: number[] = [];
    for (let i = 0; i < n / 2; i++) {
      const a = circle[i];
      const b = circle[n - 1 - i];
      if (a === REST || b === REST) {
        resting.push(a === REST ? b : a);
        continue;
      }
      // Home goes to whichever has had fewer home games (alternating on a tie), so it is shared out.
      const swap = homeGames[b] < homeGames[a] || (homeGames[b] === homeGames[a] && (r + i) % 2 === 1);
      homeGames[swap ? b : a]++;
      fixtures.push({ id: '', round: r + 1, home: swap ? b : a, away: swap ? a : b, result: null });
    }
    firstLeg.push({ round: r + 1, fixtures, resting });
    // Keep the first seat, turn the others one place.
    circle.splice(1, 0, circle.pop()!);
  }
  const rounds =
    format === 'single'
      ? firstLeg
      : [
          ...firstLeg,
          ...firstLeg.map((r) => ({
            round: r.round + firstLeg.length,
            fixtures: r.fixtures.map((f) => ({ ...f, round: r.round + firstLeg.length, home: f.away, away: f.home })),
            resting: [...r.resting],
          })),
        ];
  for (const r of rounds) r.fixtures.forEach((f, i) => (f.id = `r${r.round}-${i + 1}`));
  return rounds;
}
