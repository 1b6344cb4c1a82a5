/**
 * The DreadBall match screen's game. The registry holds every game, but this screen's store, arena
 * and prompts speak DreadBall's state; a match of another game is refused here in words (each
 * game has its own match screen).
 */
import { getGame } from '../../shared/game/registry';
import { dreadball } from '../../shared/games/dreadball';

export type DreadBallGame = typeof dreadball;

export function dreadballGame(id: string): DreadBallGame {
  const g = getGame(id);
  if (g.id !== dreadball.id) throw new RangeError(`the DreadBall match screen cannot play a ${g.name} match`);
  return dreadball;
}
