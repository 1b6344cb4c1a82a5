// Watching a finished match from its log: jump to a position (the game's replay), step forward by
// one (the game's apply, animated), leave at the end. Built once by the match store.
import type { ComputedRef, ShallowRef } from 'vue';
import type { MatchSetup } from '../../shared/games/dreadball/engine';
import type { Decision, GameEvent, MatchState } from '../../shared/games/dreadball/engine/types';
import type { RegisteredGame } from '../../shared/game/registry';
import * as machine from '../match/session';

export interface ReplayContext {
  readonly sess: ShallowRef<machine.Session>;
  readonly game: Readonly<ShallowRef<RegisteredGame>>;
  readonly setup: Readonly<ShallowRef<MatchSetup | null>>;
  readonly state: ShallowRef<MatchState | null>;
  readonly decisions: Readonly<ShallowRef<Decision[]>>;
  readonly replayMode: ComputedRef<boolean>;
  readonly replayAt: ComputedRef<number>;
  /** Animates one decision's events; `at` is the decision count after it. */
  play(events: readonly GameEvent[], before: MatchState, after: MatchState, at: number): Promise<void>;
  /** The state jumped to `at` decisions without animating. */
  jumped(at: number): void;
  isOver(s: MatchState | null): boolean;
  /** Lets the computer coach answer if it must (after leaving the replay). */
  pump(): Promise<void>;
}

export function matchReplay(ctx: ReplayContext): { replayTo(n: number): Promise<void>; watchReplay(on: boolean): void } {
  const { sess, game, state } = ctx;

  /** Replay: shows the state after `n` decisions; stepping forward by one animates it. */
  async function replayTo(n: number): Promise<void> {
    const su = ctx.setup.value;
    if (!su || !ctx.replayMode.value) return;
    const log = ctx.decisions.value;
    const at = ctx.replayAt.value;
    const k = Math.max(0, Math.min(log.length, n));
    if (k === at + 1 && state.value) {
      const before = state.value;
      const res = game.value.apply(before, log[at] as Decision);
      if (res.ok) {
        state.value = res.state;
        sess.value = machine.replayAt(sess.value, k);
        await ctx.play(res.events, before, res.state, k);
        return;
      }
    }
    state.value = game.value.replay(su, log.slice(0, k));
    sess.value = machine.replayAt(sess.value, k);
    ctx.jumped(k);
  }

  /**
   * Opens the replay at the start of the log (a match played or finished; never a read-only one,
   * whose log today's rules do not play), or leaves it at the end (a finished match shows its result).
   */
  function watchReplay(on: boolean): void {
    const kind = sess.value.kind;
    if (on) {
      if (kind !== 'playing' && kind !== 'finished') return;
      sess.value = machine.openReplay(sess.value);
      void replayTo(0);
      return;
    }
    if (kind !== 'replay') return;
    const su = ctx.setup.value;
    if (su) state.value = game.value.replay(su, ctx.decisions.value);
    sess.value = machine.leaveReplay(sess.value, ctx.isOver(state.value));
    ctx.jumped(ctx.decisions.value.length);
    void ctx.pump();
  }

  return { replayTo, watchReplay };
}
