import { standUpTest } from './engine/actions/stand-up';
import { moveRolls, reachPreview, targetRolls, type ReachHex } from './engine/preview';
import type { Decision, DefencePreview, MatchState, MoveRoll, TargetPreview, TestPreview } from './engine/types';

/** The rolls a DreadBall decision brings: a move's rolls, a target's, or the test a question is about. */
export type DreadBallPreview =
  | { readonly kind: 'move'; readonly rolls: readonly MoveRoll[] }
  | { readonly kind: 'target'; readonly target: TargetPreview }
  | { readonly kind: 'coach-dice'; readonly test: TestPreview }
  | { readonly kind: 'stand-up'; readonly test: TestPreview }
  /** Run or Sprint before it is declared: the hexes it reaches, each with its path's rolls. */
  | { readonly kind: 'reach'; readonly hexes: readonly ReachHex[] }
  | { readonly kind: 'defence'; readonly defence: DefencePreview };

/** Wraps the engine's on-demand previews (docs/engine.md, "Odds before a roll"). */
export function previewDecision(s: MatchState, d: Decision): DreadBallPreview | null {
  switch (d.kind) {
    case 'move': {
      // A move is previewed only while it is the question (no sub-prompt in between).
      if (s.prompt || !s.action || s.action.stage !== 'move' || s.freeActions.length > 0) return null;
      const rolls = moveRolls(s, d.path, d.facing);
      return typeof rolls === 'string' ? null : { kind: 'move', rolls };
    }
    case 'target':
    case 'target-hex': {
      const target = targetRolls(s, d);
      return target ? { kind: 'target', target } : null;
    }
    case 'action': {
      // Only Stand Up rolls as it is declared; the other actions roll later, on a target or a move.
      if (d.action === 'stand-up') return previewable(s, d) ? { kind: 'stand-up', test: standUpTest(s, d.player) } : null;
      if (d.action !== 'run' && d.action !== 'sprint') return null;
      const hexes = reachPreview(s, d.player, d.action);
      return hexes ? { kind: 'reach', hexes } : null;
    }
    case 'coach-dice':
      return s.prompt?.kind === 'coach-dice' && s.prompt.test ? { kind: 'coach-dice', test: s.prompt.test } : null;
    case 'defend': {
      const defence = s.prompt?.kind === 'defence' ? s.prompt.defences?.find((x) => x.choice === d.choice) : undefined;
      return defence ? { kind: 'defence', defence } : null;
    }
    default:
      return null;
  }
}

/** A declared action is previewed only when it is one of the legal ones now. */
function previewable(s: MatchState, d: Extract<Decision, { kind: 'action' }>): boolean {
  const p = s.players[d.player];
  return !!p && p.down && p.where === 'pitch' && !s.prompt && !s.action;
}
