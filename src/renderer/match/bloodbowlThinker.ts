// The Blood Bowl computer side through the existing coach worker: the worker looks the game's
// coach up by id (coachFor('bloodbowl')), so this works as soon as Blood Bowl has a coach; until
// then New match offers no computer side and nothing calls it.
import type { Decision, MatchState } from '../../shared/games/bloodbowl/engine/types';
import type { AiLevel } from '../../shared/games/dreadball/ai/coach';
import type { Decision as DreadBallDecision, MatchState as DreadBallState } from '../../shared/games/dreadball/engine/types';
import { ComputerCoach } from '../ai/computerCoach';
import type { BBThinker } from '../stores/bloodbowlMatch';

export function bloodBowlThinker(client: ComputerCoach = new ComputerCoach()): BBThinker {
  // The worker's client is typed over DreadBall's state (its first game); the message carries the
  // game id and the worker checks the state against that game, so the casts only cross the wire.
  return async (state: MatchState, level: string, seed: number): Promise<Decision> => {
    const d: DreadBallDecision = await client.think(state as unknown as DreadBallState, level as AiLevel, seed, undefined, 'bloodbowl');
    return d as unknown as Decision;
  };
}
