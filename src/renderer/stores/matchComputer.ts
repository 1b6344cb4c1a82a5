// The computer coach of the match store: who thinks when, pause and step, the fallback to the main
// thread. It changes the match only through the store's `decide`; the store builds it once and
// hands it what it reads (no Pinia store of its own, so `useMatchStore` keeps one public API).
import type { ComputedRef, Ref, ShallowRef } from 'vue';
import type { AiLevel } from '../../shared/games/dreadball/ai/coach';
import type { MatchSetup } from '../../shared/games/dreadball/engine';
import type { Decision, Legal, MatchState } from '../../shared/games/dreadball/engine/types';
import { ThinkCancelled } from '../ai/computerCoach';
import { SafeThinker, fallbackDecision } from '../ai/safeThinker';
import { type Controllers, thinkSeed, whoThinks } from '../match/computer';
import * as machine from '../match/session';

/** What the store needs of the computer coach (the worker client; a fake in tests). */
export interface Thinker {
  think(state: MatchState, level: AiLevel, seed: number, signal?: AbortSignal): Promise<Decision>;
  /** Set when the thinker has given up on its worker and chooses on the main thread (why). */
  readonly fallbackReason?: string | null;
}

/** What of the match store the computer coach reads and changes. */
export interface ComputerContext {
  readonly sess: ShallowRef<machine.Session>;
  readonly state: Readonly<ShallowRef<MatchState | null>>;
  readonly setup: Readonly<ShallowRef<MatchSetup | null>>;
  readonly decisions: Readonly<ShallowRef<Decision[]>>;
  readonly controllers: Readonly<Ref<Controllers>>;
  readonly legal: ComputedRef<Legal>;
  readonly computerDecides: ComputedRef<boolean>;
  readonly lastError: Ref<string | null>;
  /** Resolves once no animation is playing. */
  whenIdle(): Promise<void>;
  /** Applies a decision as a person's would be (the store's `decide`). */
  decide(decision: Decision): Promise<boolean>;
}

export interface ComputerCoach {
  setThinker(t: Thinker | null): void;
  stopThinking(): void;
  setShowing(on: boolean): void;
  pause(): void;
  resume(): void;
  step(): boolean;
  pump(): Promise<void>;
}

export function computerCoach(ctx: ComputerContext): ComputerCoach {
  const { sess } = ctx;
  let thinker: Thinker | null = null;
  let thinkCtl: AbortController | null = null;

  /** Installs the computer coach (tests pass a fake; by default the worker client, made on first use). */
  function setThinker(t: Thinker | null): void {
    stopThinking();
    thinker = t;
  }

  /** Stops any thinking (undo, reload, leaving the screen, a new match); its answer is dropped. */
  function stopThinking(): void {
    const ctl = thinkCtl;
    thinkCtl = null;
    if (machine.thinkingOf(sess.value) !== null) sess.value = machine.stopThinking(sess.value);
    ctl?.abort();
  }

  /** The match screen shows (true) or leaves (false): the computer plays only while it shows. */
  function setShowing(on: boolean): void {
    if (!on) stopThinking();
    sess.value = machine.show(sess.value, on);
    if (on) void pump();
  }

  /**
   * Pauses the computer: what it is thinking is dropped (the same seed gives the same choice when
   * it thinks again), a decision already made still animates, and no further one is made.
   */
  function pause(): void {
    stopThinking();
    if (sess.value.kind === 'playing') sess.value = machine.pause(sess.value);
  }

  function resume(): void {
    if (sess.value.kind === 'playing') sess.value = machine.resume(sess.value);
    void pump();
  }

  /** While paused: lets the computer make exactly one decision. False when not paused or already thinking. */
  function step(): boolean {
    const s = sess.value;
    if (s.kind !== 'playing' || !s.paused || s.thinking !== null || thinkCtl || !ctx.computerDecides.value) return false;
    sess.value = machine.allowStep(s);
    void pump();
    return thinkCtl !== null;
  }

  /**
   * When a computer coach must decide, asks it (in the worker, seeded from the match seed and the
   * decision count), waits for the animations before, and applies its answer through `decide`,
   * which comes back here for the next one. Thinking runs while the last decision animates.
   */
  async function pump(): Promise<void> {
    if (thinkCtl) return;
    const s = ctx.state.value;
    const su = ctx.setup.value;
    const turn = s && su && sess.value.kind === 'playing' ? whoThinks(ctx.legal.value, ctx.controllers.value, sess.value.showing) : null;
    if (!s || !su || !turn || !machine.mayThink(sess.value)) return;
    const ctl = new AbortController();
    thinkCtl = ctl;
    sess.value = machine.think(sess.value, turn.coach);
    const seed = thinkSeed(su.seed, ctx.decisions.value.length);
    let decision: Decision;
    try {
      const t = (thinker ??= new SafeThinker());
      try {
        decision = await t.think(s, turn.level, seed, ctl.signal);
      } catch (error) {
        if (error instanceof ThinkCancelled || ctl.signal.aborted) throw error;
        // A thinker that gives up must not stop the match: the main thread chooses instead.
        console.warn('computer coach: thinking failed, choosing on the main thread', error);
        sess.value = machine.fallBack(sess.value);
        decision = fallbackDecision(s, seed);
      }
      if (t.fallbackReason) sess.value = machine.fallBack(sess.value);
      await ctx.whenIdle();
    } catch (error) {
      if (thinkCtl === ctl) {
        thinkCtl = null;
        sess.value = machine.stopThinking(sess.value);
        if (!(error instanceof ThinkCancelled)) ctx.lastError.value = error instanceof Error ? error.message : String(error);
      }
      return;
    }
    if (thinkCtl !== ctl || ctl.signal.aborted || ctx.state.value !== s) return;
    thinkCtl = null;
    sess.value = machine.stopThinking(sess.value);
    await ctx.decide(decision);
  }

  return { setThinker, stopThinking, setShowing, pause, resume, step, pump };
}
