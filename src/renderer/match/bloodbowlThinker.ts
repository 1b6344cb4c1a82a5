// The Blood Bowl computer side: the coach worker with its main-thread fallback (gameThinker.ts).
import type { Decision, MatchState } from '../../shared/games/bloodbowl/engine/types';
import type { SafeThinker } from '../ai/safeThinker';
import type { BBThinker } from '../stores/bloodbowlMatch';
import { gameThinker } from './gameThinker';

export function bloodBowlThinker(client?: SafeThinker): BBThinker {
  return gameThinker<MatchState, Decision>('bloodbowl', client);
}
