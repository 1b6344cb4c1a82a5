// Plays one Blood Bowl decision's events on the square board, in order (moves, pushes, falls, the
// ball's flights), then draws the state after it. Reads the events only; no rules.
import type { GameEvent, MatchState } from '../../../shared/games/bloodbowl/engine/types';
import type { SquareBoard, SquareBoardState } from '../../arena/squareBoard';

export async function animateEvents(
  board: SquareBoard,
  events: readonly GameEvent[],
  before: MatchState,
  after: SquareBoardState,
): Promise<void> {
  for (const e of events) {
    switch (e.type) {
      case 'move':
        await board.moveFigure(e.player, e.to);
        break;
      case 'push':
        if (e.to !== null) await board.moveFigure(e.player, e.to, 220);
        break;
      case 'follow-up':
        await board.moveFigure(e.player, e.to);
        break;
      case 'knocked-down':
        await board.knockDown(e.player);
        break;
      case 'kick':
        if (e.lands !== null) await board.ballFlight(e.target, e.lands, 520);
        break;
      case 'bounce':
      case 'scatter':
        if (e.to !== null) await board.ballFlight(e.from, e.to, 240);
        break;
      case 'throw-in':
        if (e.lands !== null) await board.ballFlight(e.from, e.lands, 420);
        break;
      case 'pass': {
        const from = before.players[e.thrower]?.square;
        if (from !== null && from !== undefined) await board.ballFlight(from, e.target, 460);
        break;
      }
      default:
        break;
    }
  }
  board.setState(after);
}
