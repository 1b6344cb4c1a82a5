// A game's computer side through the coach worker DreadBall uses: the worker looks the game's
// coach up by id (coachFor(game)); a worker that fails twice (or is stuck) gives way to the same
// coach on the main thread at its fallback level (SafeThinker), so a match never hangs.
import type { AiLevel } from '../../shared/games/dreadball/ai/coach';
import type { Decision as DreadBallDecision, MatchState as DreadBallState } from '../../shared/games/dreadball/engine/types';
import type { GameId } from '../../shared/game/registry';
import { SafeThinker } from '../ai/safeThinker';
import type { Thinker } from '../stores/gameMatch';

export function gameThinker<State, Decision>(game: GameId, client: SafeThinker = new SafeThinker()): Thinker<State, Decision> {
  // The worker's client is typed over DreadBall's state (its first game); the message carries the
  // game id and the worker hands the state to that game's coach, so the casts only cross the wire.
  return {
    async think(state: State, level: string, seed: number, signal: AbortSignal): Promise<Decision> {
      const d: DreadBallDecision = await client.think(state as unknown as DreadBallState, level as AiLevel, seed, signal, game);
      return d as unknown as Decision;
    },
    get fallbackReason(): string | null {
      return client.fallbackReason;
    },
    dispose(): void {
      client.cancel();
    },
  };
}
