import { NothingToDecide } from '../../shared/game/coach';
import { coachFor } from '../../shared/game/coaches';

/** A request to the computer-coach worker: a state of the named game, to be decided at a level. */
export interface ThinkRequest<State = unknown> {
  type: 'think';
  id: number;
  /** The game's registry id ('dreadball'); the worker refuses a game it does not know. */
  game: string;
  state: State;
  level: string;
  seed: number;
}

/** Why the worker gave no decision (stable codes; the message is for people). */
export type ThinkErrorCode = 'malformed' | 'unknown-game' | 'no-coach' | 'unknown-level' | 'nothing-to-decide' | 'failed';

export type ThinkResponse<Decision = unknown> =
  | { type: 'decision'; id: number; decision: Decision; ms: number; nodes: number }
  | { type: 'error'; id: number; code: ThinkErrorCode; message: string };

function isRequest(v: unknown): v is ThinkRequest {
  if (!v || typeof v !== 'object') return false;
  const r = v as Record<string, unknown>;
  return r.type === 'think' && typeof r.id === 'number' && typeof r.game === 'string' && typeof r.seed === 'number' && typeof r.level === 'string' && !!r.state && typeof r.state === 'object';
}

/**
 * The worker's whole job, as a plain function (unit-tested without a Worker): check the request,
 * find the game's coach in the registry and let it pick a decision.
 */
export function handleThink(msg: unknown, now: () => number): ThinkResponse {
  const id = msg && typeof msg === 'object' && typeof (msg as { id?: unknown }).id === 'number' ? (msg as { id: number }).id : -1;
  if (!isRequest(msg)) return { type: 'error', id, code: 'malformed', message: 'malformed think request' };
  const found = coachFor(msg.game);
  if (!found.ok) return { type: 'error', id, code: found.code, message: found.message };
  const { coach } = found;
  if (!coach.levels.includes(msg.level)) return { type: 'error', id, code: 'unknown-level', message: `unknown level "${msg.level}" for ${found.game}; levels: ${coach.levels.join(', ')}` };
  try {
    const t0 = now();
    const stats = { nodes: 0 };
    const decision = coach.choose(msg.state, msg.level, msg.seed >>> 0, stats);
    return { type: 'decision', id, decision, ms: now() - t0, nodes: stats.nodes };
  } catch (e) {
    if (e instanceof NothingToDecide) return { type: 'error', id, code: 'nothing-to-decide', message: e.message };
    return { type: 'error', id, code: 'failed', message: e instanceof Error ? e.message : String(e) };
  }
}
