// The bench's random play (no checks) as a function, for `bench:ab -- --interleaved`: both engines
// are bundled with this file and imported into one process, where they take turns.
import { pickGame } from './game-tools';

/** Plays `games` games of `game` from `seed` on; returns how many decisions they took. */
export function player(game: string): (games: number, seed: number) => number {
  const { tools } = pickGame('bench:ab', ['--game', game]);
  return (games, seed) => tools.simulate({ check: false, replayCheck: false, now: () => performance.now(), games, seed }).decisions;
}
