// Watching a finished match from its log: jump to a position (the game's replay), step forward by
// one (the game's apply, animated), play it on by itself (one decision after the last one's
// animations, at a chosen speed), jump to a rush or to the decision behind a log line, leave at the
// end. Built once by the match store.
import { type ComputedRef, type Ref, type ShallowRef, computed, ref } from 'vue';
import type { MatchSetup } from '../../shared/games/dreadball/engine';
import type { Coach, Decision, GameEvent, MatchState } from '../../shared/games/dreadball/engine/types';
import type { DreadBallGame } from '../match/dreadballGame';
import type { AnimationSpeed } from '../arena/model';
import * as machine from '../match/session';

export interface ReplayContext {
  readonly sess: ShallowRef<machine.Session>;
  readonly game: Readonly<ShallowRef<DreadBallGame>>;
  readonly setup: Readonly<ShallowRef<MatchSetup | null>>;
  readonly state: ShallowRef<MatchState | null>;
  readonly decisions: Readonly<ShallowRef<Decision[]>>;
  /** Events of each decision of the log (the rushes are found in them). */
  readonly eventLog: Readonly<ShallowRef<GameEvent[][]>>;
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

/** How fast a playing replay goes: 1x is the board's own pace, 2x and 4x shorten the wait and the animations. */
export const REPLAY_SPEEDS = [1, 2, 4] as const;
export type ReplaySpeed = (typeof REPLAY_SPEEDS)[number];

/**
 * A playing replay's pace: the pause after a decision's animations have finished (so each one can
 * be seen before the next starts), and the slowest animation speed the board may use.
 */
export function replayPace(speed: ReplaySpeed): { gapMs: number; animation: AnimationSpeed } {
  if (speed === 4) return { gapMs: 120, animation: 'instant' };
  if (speed === 2) return { gapMs: 350, animation: 'fast' };
  return { gapMs: 800, animation: 'normal' };
}

const ANIMATION_ORDER: readonly AnimationSpeed[] = ['normal', 'fast', 'instant'];
/** The faster of two animation speeds (a coach who set "fast" keeps it at 1x). */
export function fasterOf(a: AnimationSpeed, b: AnimationSpeed): AnimationSpeed {
  return ANIMATION_ORDER.indexOf(a) >= ANIMATION_ORDER.indexOf(b) ? a : b;
}

/** The start of a rush in the log: the replay position right after the decision that began it. */
export interface RushStart {
  rush: number;
  coach: Coach;
  /** Decisions applied at the start of the rush. */
  at: number;
}

/** Every rush the log begins, in order (a rush begins with the engine's rush-start event). */
export function rushStartsOf(eventLog: readonly (readonly GameEvent[])[]): RushStart[] {
  const out: RushStart[] = [];
  eventLog.forEach((events, i) => {
    for (const e of events) if (e.type === 'rush-start') out.push({ rush: e.rush, coach: e.coach, at: i + 1 });
  });
  return out;
}

/** The rush a replay position is in: the last one begun at or before it (null before the first). */
export function rushAt(starts: readonly RushStart[], at: number): RushStart | null {
  let found: RushStart | null = null;
  for (const s of starts) if (s.at <= at) found = s;
  return found;
}

export interface MatchReplay {
  /** Jumps (or steps) to `n` decisions; a playing replay pauses, as the coach took over. */
  replayTo(n: number): Promise<void>;
  watchReplay(on: boolean): void;
  /** Plays on from the position (from the start when at the end) until paused or the end. */
  playReplay(): Promise<void>;
  pauseReplay(): void;
  toggleReplayPlay(): void;
  setReplaySpeed(speed: ReplaySpeed): void;
  /** Jumps to the position right after the decision that produced a log line. */
  replayToLine(decision: number): Promise<void>;
  replayPlaying: Readonly<Ref<boolean>>;
  replaySpeed: Readonly<Ref<ReplaySpeed>>;
  rushStarts: ComputedRef<RushStart[]>;
}

export function matchReplay(ctx: ReplayContext): MatchReplay {
  const { sess, game, state } = ctx;
  const replayPlaying = ref(false);
  const replaySpeed = ref<ReplaySpeed>(1);
  const rushStarts = computed(() => rushStartsOf(ctx.eventLog.value));
  /** Bumped by every stop: a play loop that sees another number has been stopped. */
  let run = 0;
  /** Ends the pause between two decisions early (a stop must not wait for it). */
  let wake: (() => void) | null = null;

  /** Shows the state after `n` decisions; stepping forward by one animates it. */
  async function moveTo(n: number): Promise<void> {
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

  function pauseReplay(): void {
    run++;
    replayPlaying.value = false;
    wake?.();
  }

  function rest(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done(): void {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });
  }

  async function playReplay(): Promise<void> {
    if (!ctx.replayMode.value || replayPlaying.value) return;
    const mine = ++run;
    replayPlaying.value = true;
    if (ctx.replayAt.value >= ctx.decisions.value.length) await moveTo(0);
    while (run === mine && ctx.replayMode.value && ctx.replayAt.value < ctx.decisions.value.length) {
      await moveTo(ctx.replayAt.value + 1);
      if (run !== mine) return;
      // The last decision's animations have ended; a short look at the board before the next.
      if (ctx.replayAt.value < ctx.decisions.value.length) await rest(replayPace(replaySpeed.value).gapMs);
    }
    if (run === mine) replayPlaying.value = false;
  }

  function toggleReplayPlay(): void {
    if (replayPlaying.value) pauseReplay();
    else void playReplay();
  }

  function setReplaySpeed(speed: ReplaySpeed): void {
    if (REPLAY_SPEEDS.includes(speed)) replaySpeed.value = speed;
  }

  async function replayTo(n: number): Promise<void> {
    pauseReplay();
    await moveTo(n);
  }

  function replayToLine(decision: number): Promise<void> {
    return replayTo(decision + 1);
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
    pauseReplay();
    const su = ctx.setup.value;
    if (su) state.value = game.value.replay(su, ctx.decisions.value);
    sess.value = machine.leaveReplay(sess.value, ctx.isOver(state.value));
    ctx.jumped(ctx.decisions.value.length);
    void ctx.pump();
  }

  return { replayTo, watchReplay, playReplay, pauseReplay, toggleReplayPlay, setReplaySpeed, replayToLine, replayPlaying, replaySpeed, rushStarts };
}
