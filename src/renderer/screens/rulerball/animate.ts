// Plays a decision's events on the ring board, one visible step each (moves along their path, the
// ball's rolls, falls), then draws the state after. The board never computes rules: the paths are
// the events'.
import type { GameEvent } from '../../../shared/games/rulerball/engine/types';
import type { TrackBoard, TrackBoardState } from '../../arena/trackBoard';

export async function animateEvents(board: TrackBoard, events: readonly GameEvent[], after: TrackBoardState): Promise<void> {
  for (const e of events) {
    if (e.type === 'move' && e.path.length > 0) await board.moveAlong(e.figure, e.path);
    else if (e.type === 'tow' && e.path.length > 0) await board.moveAlong(e.rider, e.path);
    else if (e.type === 'push' && e.to !== null) await board.moveAlong(e.figure, [e.to]);
    else if (e.type === 'ball-rolls') await board.ballRoll(e.from, e.passes);
    else if (e.type === 'knocked-down') await board.knockDown(e.figure);
  }
  board.setState(after);
}
