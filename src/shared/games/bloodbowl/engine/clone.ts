/**
 * The working copy a decision is resolved on: every part a resolution may change is copied, the
 * rest (skills lists, scripted faces, never written to) is shared. Faster than a JSON round trip
 * and gives the same JSON.
 */
import type { Frame, MatchState } from './types';

/** Frames hold numbers, strings, flat objects and arrays of numbers, strings or flat objects. */
function cloneFrame(f: Frame): Frame {
  const c: Record<string, unknown> = { ...f };
  for (const k of Object.keys(c)) {
    const v = c[k];
    if (v === null || typeof v !== 'object') continue;
    c[k] = Array.isArray(v) ? v.map((x: unknown) => (x !== null && typeof x === 'object' ? { ...x } : x)) : { ...v };
  }
  return c as unknown as Frame;
}

export function cloneState(s: MatchState): MatchState {
  return {
    ...s,
    teams: [{ ...s.teams[0] }, { ...s.teams[1] }],
    players: s.players.map((p) => ({ ...p })),
    ball: { ...s.ball },
    used: { ...s.used },
    stack: s.stack.map(cloneFrame),
    result: s.result && { ...s.result, score: [s.result.score[0], s.result.score[1]] },
    dice: { ...s.dice },
  };
}
