/**
 * After the last rush: the final whistle when the score differs, else sudden death (14 more
 * rushes); at the end of those a draw.
 */

import { other } from '../board';
import { emit, type Run } from '../run';
import { endMatch } from './match-end';

/** Called when rush 14 (of the match or of sudden death) ends; true when the match is over. */
export function lastRushEnded(r: Run): boolean {
  const ws = r.ws;
  if (ws.suddenDeath) {
    endMatch(r, null, 'sudden-death-timeout');
    return true;
  }
  if (ws.scoreDiff !== 0) {
    const home = ws.home === -1 ? 0 : ws.home;
    endMatch(r, ws.scoreDiff > 0 ? home : other(home), 'final-whistle');
    return true;
  }
  ws.suddenDeath = true;
  ws.rush = 0;
  emit(r, { type: 'sudden-death' });
  return false;
}
