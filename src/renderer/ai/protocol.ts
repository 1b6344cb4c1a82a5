import { chooseDecision, AI_LEVELS, type AiLevel } from '../../shared/ai/coach';
import { legalDecisions } from '../../shared/engine';
import type { Decision, MatchState } from '../../shared/engine/types';

/** A request to the computer-coach worker. */
export interface ThinkRequest {
  type: 'think';
  id: number;
  state: MatchState;
  level: AiLevel;
  seed: number;
}

export type ThinkResponse =
  | { type: 'decision'; id: number; decision: Decision; ms: number; nodes: number }
  | { type: 'error'; id: number; message: string };

function isRequest(v: unknown): v is ThinkRequest {
  if (!v || typeof v !== 'object') return false;
  const r = v as Record<string, unknown>;
  return (
    r.type === 'think' &&
    typeof r.id === 'number' &&
    typeof r.seed === 'number' &&
    typeof r.level === 'string' &&
    (AI_LEVELS as readonly string[]).includes(r.level) &&
    !!r.state &&
    typeof r.state === 'object'
  );
}

/**
 * The worker's whole job, as a plain function (unit-tested without a Worker): check the request,
 * list the legal decisions and let the computer coach pick one.
 */
export function handleThink(msg: unknown, now: () => number): ThinkResponse {
  const id = msg && typeof msg === 'object' && typeof (msg as { id?: unknown }).id === 'number' ? (msg as { id: number }).id : -1;
  if (!isRequest(msg)) return { type: 'error', id, message: 'malformed think request' };
  try {
    const t0 = now();
    const legal = legalDecisions(msg.state);
    if (legal.decider === null || legal.decisions.length === 0) return { type: 'error', id, message: 'nothing to decide: the match is over' };
    const stats = { nodes: 0 };
    const decision = chooseDecision(msg.state, legal, msg.level, msg.seed >>> 0, stats);
    return { type: 'decision', id, decision, ms: now() - t0, nodes: stats.nodes };
  } catch (e) {
    return { type: 'error', id, message: e instanceof Error ? e.message : String(e) };
  }
}
