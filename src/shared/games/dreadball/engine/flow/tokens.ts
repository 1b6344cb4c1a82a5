/** Action tokens: a fresh set for each rush, and every player's count of token actions back to 0. */

import { type Run, set } from '../run';
import { TOKENS_PER_RUSH } from '../state';

export function renewTokens(r: Run): void {
  for (const p of r.ws.players) if (p.tokenActions !== 0) set(r, p.id, { tokenActions: 0 });
  r.ws.tokens = TOKENS_PER_RUSH;
}
