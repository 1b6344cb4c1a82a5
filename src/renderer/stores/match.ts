// The match being played or watched. Engine state lives in a shallowRef (never deep-reactive);
// every change goes through the engine's applyDecision or replay. No rules in here.
import { defineStore } from 'pinia';
import { computed, ref, shallowRef } from 'vue';
import { applyDecision, createMatch, legalDecisions, replay, type MatchSetup } from '../../shared/engine';
import type { Coach, Decision, GameEvent, Legal, MatchState } from '../../shared/engine/types';
import type { AiLevel } from '../../shared/ai/coach';
import { ThinkCancelled } from '../ai/computerCoach';
import { SafeThinker, fallbackDecision } from '../ai/safeThinker';
import { type Controller, type Controllers, HOT_SEAT, controllersOf, thinkSeed, whoThinks } from '../match/computer';
import { type LogLine, linesFromEvents } from '../match/logLines';
import { type Cast, castOf } from '../match/names';
import { type MatchSaveRequest, entryId, matchFileOf, matchesChannels } from '../match/saveClient';
import { type DecisionOwner, undoTarget } from '../match/undo';
import * as machine from '../match/session';
import { callIpc } from './ipc';
import { dreadball } from '../../shared/games/dreadball';

export type { Controller, Controllers };

/** What the store needs of the computer coach (the worker client; a fake in tests). */
export interface Thinker {
  think(state: MatchState, level: AiLevel, seed: number, signal?: AbortSignal): Promise<Decision>;
  /** Set when the thinker has given up on its worker and chooses on the main thread (why). */
  readonly fallbackReason?: string | null;
}

/** Plays a batch of events on the arena (awaiting each); the match screen installs it. */
export type Animator = (events: readonly GameEvent[], before: MatchState, after: MatchState) => Promise<void>;

const NO_LEGAL: Legal = { decider: null, decisions: [], prompt: 'none' };

export const useMatchStore = defineStore('match', () => {
  const setup = shallowRef<MatchSetup | null>(null);
  const initial = shallowRef<MatchState | null>(null);
  const state = shallowRef<MatchState | null>(null);
  const decisions = shallowRef<Decision[]>([]);
  /** Events of each decision of the log, in order. */
  const eventLog = shallowRef<GameEvent[][]>([]);
  /** Whether each decision of the log rolled a die (the engine's `revealedDice`): undo stops there. */
  const revealedLog = shallowRef<boolean[]>([]);
  const lines = shallowRef<LogLine[]>([]);
  const cast = shallowRef<Cast | null>(null);
  const controllers = ref<Controllers>({ ...HOT_SEAT });
  /** Who made each decision of the log (the decider when it was made). */
  const deciders = shallowRef<Coach[]>([]);
  /**
   * The session: playing, finished or watched as a replay; who holds the screen, who thinks, pause,
   * animations still to play (see match/session.ts). Changed only through its named transitions.
   */
  const sess = shallowRef<machine.Session>(machine.NO_SESSION);
  /** The computer coach thinking right now (its answer is applied through `decide`). */
  const thinking = computed(() => machine.thinkingOf(sess.value));
  /** Computer-only play is paused: no computer decision is made until resume or a step. */
  const paused = computed(() => machine.pausedOf(sess.value));
  /** The computer's worker failed and it now chooses on the main thread: the screen says so (non-blocking). */
  const computerFallback = computed(() => sess.value.fallback);
  /** Events waiting to be animated, oldest first. */
  const queue = shallowRef<GameEvent[]>([]);
  /** The board still plays a decision's animations. */
  const animating = computed(() => sess.value.batches > 0);
  /**
   * Decisions the board has finished showing: the log shows their lines only (the status bar and
   * roster follow the screen's displayed state, which changes at the same moments).
   */
  const shownAt = ref(0);
  const saveId = ref<string | undefined>();
  const saving = ref<'idle' | 'saving' | 'saved' | 'unavailable' | 'failed'>('idle');
  /** Watching a finished match: `replayAt` decisions of the log are applied. */
  const replayMode = computed(() => sess.value.kind === 'replay');
  const replayAt = computed(() => machine.replayPosition(sess.value));
  /** The coach who last had the screen, for the hot-seat hand-over. */
  const screenHolder = computed(() => machine.holderOf(sess.value));
  const lastError = ref<string | null>(null);
  let animator: Animator | null = null;
  let saveChain: Promise<void> = Promise.resolve();
  let playing: Promise<void> = Promise.resolve();
  /** Bumped when the state jumps (undo, a replay jump, a new match): animations queued before it are dropped. */
  let epoch = 0;
  /** Which match (start, restore, reset) an animation belongs to. */
  let matchGen = 0;
  /**
   * The save file of the match on screen. A new match gets a new slot, so a save still queued for
   * the last match writes that match's file, never the new one's (or a copy under the new id).
   */
  let saveSlot: { id: string | undefined } = { id: undefined };
  let thinker: Thinker | null = null;
  let thinkCtl: AbortController | null = null;

  const shownLines = computed(() => {
    const all = lines.value;
    let n = all.length;
    while (n > 0 && (all[n - 1] as LogLine).decision >= shownAt.value) n--;
    return n === all.length ? all : all.slice(0, n);
  });
  const legal = computed<Legal>(() => (state.value && !replayMode.value ? legalDecisions(state.value) : NO_LEGAL));
  const active = computed(() => state.value !== null);
  const over = computed(() => state.value?.phase === 'over');
  const humans = computed<Record<Coach, boolean>>(() => ({ A: controllers.value.A === 'human', B: controllers.value.B === 'human' }));
  /**
   * The person who may undo now: against the computer, the one person; in hot-seat, the coach
   * holding the screen (during a hand-over still the one who just decided, who may take it back
   * before passing the screen). Nobody when both sides are computers.
   */
  const undoer = computed<Coach | null>(() => {
    if (humans.value.A && humans.value.B) return screenHolder.value;
    return humans.value.A ? 'A' : humans.value.B ? 'B' : null;
  });
  /** Whose each decision of the log is, seen from the undoer (undo skips back over the computer's). */
  const owners = computed<DecisionOwner[]>(() =>
    deciders.value.map((c) => (c === undoer.value ? 'own' : humans.value[c] ? 'other' : 'computer')),
  );
  const canUndo = computed(() => !replayMode.value && !animating.value && undoTarget(revealedLog.value, owners.value) !== null);
  /** The decider now is a computer coach (the screen shows it thinking and takes no input). */
  const computerDecides = computed(() => {
    const d = legal.value.decider;
    return d !== null && !humans.value[d];
  });
  /** Both sides are computer coaches: the match plays by itself and can be paused and stepped. */
  const computerOnly = computed(() => !humans.value.A && !humans.value.B);
  /** Hot-seat: the coach who must decide now is not the one holding the screen. */
  const handoverTo = computed<Coach | null>(() => {
    const d = legal.value.decider;
    if (!d || !humans.value.A || !humans.value.B || screenHolder.value === null) return null;
    return d === screenHolder.value ? null : d;
  });

  /** Playing ↔ finished follows the engine's phase (a decision ends the match, an undo takes the end back). */
  function followPhase(): void {
    const over = state.value?.phase === 'over';
    if (over && sess.value.kind === 'playing') sess.value = machine.finish(sess.value);
    else if (!over && sess.value.kind === 'finished') sess.value = machine.reopen(sess.value);
  }

  function setAnimator(fn: Animator | null): void {
    animator = fn;
  }

  /** The state jumped without animating: the log shows all of it at once; pending animations are dropped. */
  function jumped(at: number): void {
    epoch++;
    shownAt.value = at;
  }

  function rebuildLines(): void {
    const c = cast.value;
    if (!c) return;
    const out: LogLine[] = [];
    eventLog.value.forEach((evs, i) => out.push(...linesFromEvents(evs, c, i, out.length)));
    lines.value = out;
  }

  function reset(): void {
    setup.value = null;
    initial.value = null;
    state.value = null;
    decisions.value = [];
    eventLog.value = [];
    revealedLog.value = [];
    lines.value = [];
    cast.value = null;
    deciders.value = [];
    stopThinking();
    queue.value = [];
    // A new match never waits on the last one's animations (its screen may be gone); those
    // still running leave the new match's queue alone (see play).
    matchGen++;
    playing = Promise.resolve();
    sess.value = machine.end(sess.value);
    jumped(0);
    saveSlot = { id: undefined };
    saveId.value = undefined;
    saving.value = 'idle';
    lastError.value = null;
  }

  function start(matchSetup: MatchSetup, who: Controllers): void {
    reset();
    setup.value = matchSetup;
    controllers.value = { ...who };
    initial.value = createMatch(matchSetup);
    state.value = initial.value;
    cast.value = castOf(initial.value);
    sess.value = machine.begin(sess.value, 'A');
    void pump();
  }

  /** Rebuilds a match from a setup and its decision log (a save). */
  function restore(matchSetup: MatchSetup, log: Decision[], id?: string, asReplay = false, who: Controllers = HOT_SEAT): void {
    reset();
    setup.value = matchSetup;
    controllers.value = { ...who };
    initial.value = createMatch(matchSetup);
    cast.value = castOf(initial.value);
    let s = initial.value;
    const evs: GameEvent[][] = [];
    const rolled: boolean[] = [];
    const by: Coach[] = [];
    for (const d of log) {
      by.push(legalDecisions(s).decider ?? 'A');
      const res = applyDecision(s, d);
      if (!res.ok) throw new Error(`decision ${evs.length} failed: ${res.error.code}`);
      s = res.state;
      evs.push(res.events);
      rolled.push(res.revealedDice);
    }
    decisions.value = [...log];
    deciders.value = by;
    eventLog.value = evs;
    revealedLog.value = rolled;
    saveSlot.id = id;
    saveId.value = id;
    state.value = s;
    rebuildLines();
    sess.value = machine.begin(sess.value, legalDecisions(s).decider ?? 'A');
    followPhase();
    jumped(log.length);
    if (asReplay) {
      sess.value = machine.openReplay(sess.value);
      state.value = initial.value;
      jumped(0);
    }
    void pump();
  }

  /**
   * Animates one decision's events after those queued before it (one batch at a time, so the
   * screen's displayed state and the log step with the board); `at` is the decision count after it.
   */
  async function play(events: readonly GameEvent[], before: MatchState, after: MatchState, at: number): Promise<void> {
    queue.value = [...queue.value, ...events];
    sess.value = machine.animationQueued(sess.value);
    const mine = epoch;
    const gen = matchGen;
    const run = playing.then(async () => {
      try {
        if (animator && epoch === mine) await animator(events, before, after);
      } catch (error) {
        // A failed animation must not stop the match: the arena is re-synced from the state below.
        console.warn('animation failed', error);
      } finally {
        // A run left over from an earlier match (reset since) leaves this match's queue alone.
        if (gen === matchGen) {
          queue.value = queue.value.slice(events.length);
          sess.value = machine.animationDone(sess.value);
          if (epoch === mine) shownAt.value = Math.max(shownAt.value, at);
        }
      }
    });
    playing = run;
    await run;
  }

  /** Resolves once no animation is playing (a computer decision waits for the last one to end). */
  async function whenIdle(): Promise<void> {
    while (animating.value) await playing;
  }

  // ---------------------------------------------------------------- the computer coach

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
    if (s.kind !== 'playing' || !s.paused || s.thinking !== null || thinkCtl || !computerDecides.value) return false;
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
    const s = state.value;
    const su = setup.value;
    const turn = s && su && sess.value.kind === 'playing' ? whoThinks(legal.value, controllers.value, sess.value.showing) : null;
    if (!s || !su || !turn || !machine.mayThink(sess.value)) return;
    const ctl = new AbortController();
    thinkCtl = ctl;
    sess.value = machine.think(sess.value, turn.coach);
    const seed = thinkSeed(su.seed, decisions.value.length);
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
      await whenIdle();
    } catch (error) {
      if (thinkCtl === ctl) {
        thinkCtl = null;
        sess.value = machine.stopThinking(sess.value);
        if (!(error instanceof ThinkCancelled)) lastError.value = error instanceof Error ? error.message : String(error);
      }
      return;
    }
    if (thinkCtl !== ctl || ctl.signal.aborted || state.value !== s) return;
    thinkCtl = null;
    sess.value = machine.stopThinking(sess.value);
    await decide(decision);
  }

  /** Applies one decision: engine, log, autosave, then the arena animates its events in order. */
  async function decide(chosen: Decision): Promise<boolean> {
    const before = state.value;
    if (!before || sess.value.kind === 'replay') return false;
    // A plain copy: a decision picked in the UI may be a Vue proxy, which the engine would keep in
    // its state (a resolution in progress remembers it) and a worker could not receive.
    const decision = JSON.parse(JSON.stringify(chosen)) as Decision;
    const res = applyDecision(before, decision);
    if (!res.ok) {
      lastError.value = res.error.message;
      return false;
    }
    lastError.value = null;
    const decider = legal.value.decider;
    decisions.value = [...decisions.value, decision];
    deciders.value = [...deciders.value, decider ?? 'A'];
    eventLog.value = [...eventLog.value, res.events];
    revealedLog.value = [...revealedLog.value, res.revealedDice];
    const c = cast.value;
    if (c) lines.value = [...lines.value, ...linesFromEvents(res.events, c, decisions.value.length - 1, lines.value.length)];
    state.value = res.state;
    if (decider) sess.value = machine.decided(sess.value, decider);
    followPhase();
    void autosave();
    void pump();
    await play(res.events, before, res.state, decisions.value.length);
    return true;
  }

  /** Takes back the last decision, never past a roll or a reveal; replays the log from the start. */
  function undo(): boolean {
    const keep = undoTarget(revealedLog.value, owners.value);
    const start = initial.value;
    if (keep === null || !start || replayMode.value) return false;
    stopThinking();
    const log = decisions.value.slice(0, keep);
    state.value = replay(start, log);
    decisions.value = log;
    deciders.value = deciders.value.slice(0, keep);
    eventLog.value = eventLog.value.slice(0, keep);
    revealedLog.value = revealedLog.value.slice(0, keep);
    rebuildLines();
    followPhase();
    jumped(keep);
    void autosave();
    void pump();
    return true;
  }

  /** Autosave through `matches:save` when this build has it; saves run one after another. */
  function autosave(): Promise<void> {
    const channels = matchesChannels();
    const s = state.value;
    const su = setup.value;
    if (!channels || !s || !su || replayMode.value) {
      if (!channels) saving.value = 'unavailable';
      return saveChain;
    }
    const log = decisions.value;
    const who = { ...controllers.value };
    const slot = saveSlot;
    saveChain = saveChain.then(async () => {
      if (slot === saveSlot) saving.value = 'saving';
      const request: MatchSaveRequest = {
        ...(slot.id ? { id: slot.id } : {}),
        game: dreadball.id,
        setup: su as MatchSaveRequest['setup'],
        decisions: JSON.parse(JSON.stringify(log)) as MatchSaveRequest['decisions'],
        snapshot: JSON.parse(JSON.stringify(s)) as MatchSaveRequest['snapshot'],
        controllers: who,
      };
      const saved = await callIpc(() => channels.save(request));
      const id = entryId(saved);
      if (id) slot.id = id;
      // A save of a match no longer on screen says nothing about the one that is.
      if (slot !== saveSlot) return;
      if (id) {
        saveId.value = id;
        saving.value = 'saved';
      } else saving.value = 'failed';
    });
    return saveChain;
  }

  /** Loads a saved match by id; a finished one opens as a replay. */
  async function load(id: string): Promise<boolean> {
    const channels = matchesChannels();
    if (!channels) return false;
    const loaded = await callIpc(() => channels.load({ id }));
    const file = matchFileOf(loaded);
    if (!file) return false;
    try {
      restore(file.setup as MatchSetup, file.decisions as Decision[], file.id, file.summary?.status === 'finished', controllersOf(file.controllers));
    } catch (error) {
      lastError.value = error instanceof Error ? error.message : String(error);
      return false;
    }
    return true;
  }

  /** The newest match in progress, if the storage channels exist; loads it. */
  async function continueLatest(): Promise<boolean> {
    const channels = matchesChannels();
    if (!channels) return false;
    const latest = await callIpc(() => channels.latest());
    const id = entryId(latest);
    return id ? load(id) : false;
  }

  /** Replay: shows the state after `n` decisions; stepping forward by one animates it. */
  async function replayTo(n: number): Promise<void> {
    const start = initial.value;
    if (!start || !replayMode.value) return;
    const k = Math.max(0, Math.min(decisions.value.length, n));
    if (k === replayAt.value + 1 && state.value) {
      const before = state.value;
      const res = applyDecision(before, decisions.value[replayAt.value] as Decision);
      if (res.ok) {
        state.value = res.state;
        sess.value = machine.replayAt(sess.value, k);
        await play(res.events, before, res.state, k);
        return;
      }
    }
    state.value = replay(start, decisions.value.slice(0, k));
    sess.value = machine.replayAt(sess.value, k);
    jumped(k);
  }

  /** Leaves replay mode at the end of the log (a finished match shows its result). */
  function watchReplay(on: boolean): void {
    const kind = sess.value.kind;
    if (on) {
      if (kind === 'playing' || kind === 'finished') sess.value = machine.openReplay(sess.value);
      void replayTo(0);
      return;
    }
    if (kind !== 'replay') return;
    if (initial.value) state.value = replay(initial.value, decisions.value);
    sess.value = machine.leaveReplay(sess.value, state.value?.phase === 'over');
    jumped(decisions.value.length);
    void pump();
  }

  function acknowledgeHandover(): void {
    if (sess.value.kind === 'playing') sess.value = machine.takeScreen(sess.value, legal.value.decider);
  }

  return {
    session: sess, setup, initial, state, decisions, deciders, eventLog, lines, shownLines, shownAt, cast, controllers, queue, animating, saveId, saving,
    replayMode, replayAt, screenHolder, lastError, legal, active, over, canUndo, humans, handoverTo, thinking, computerDecides,
    computerOnly, paused, computerFallback,
    setAnimator, start, restore, decide, undo, autosave, load, continueLatest, replayTo, watchReplay, acknowledgeHandover, reset,
    setThinker, setShowing, stopThinking, pause, resume, step,
  };
});
