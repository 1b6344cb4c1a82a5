// The match being played, for any game with two seats (home, away) behind the GameModule door
// (createMatch, legal, apply, replay, preview, summarise). Each game's Pinia setup store calls
// `useGameMatchCore` and adds what only it has (Blood Bowl's quick set-up). Engine state lives in a
// shallowRef (never deep-reactive). No rules in here: undo stops where the dice moved (the
// generator's state in the match state changed), the computer answers through the installed thinker.
import { computed, ref, shallowRef } from 'vue';
import type { GameModule, GameSummary } from '../../shared/game/module';
import { type DecisionOwner, undoTarget } from '../match/undo';
import { type MatchSaveRequest, entryId, matchFileOf, matchesChannels } from '../match/saveClient';
import { thinkSeed } from '../match/computer';
import { callIpc } from './ipc';

export type Seat = 'home' | 'away';
/** Who plays a side: a person, or the computer coach at one of its levels. */
export type Controller = 'human' | string;
export type Controllers = Record<Seat, Controller>;
export const HOT_SEAT: Readonly<Controllers> = { home: 'human', away: 'human' };

/** Plays one decision's events on the board (the screen installs it). */
export type Animator<State, Event> = (events: readonly Event[], before: State, after: State) => Promise<void>;

/** Chooses a decision for the computer side (the coach worker with its main-thread fallback, or a fake in tests). */
export interface Thinker<State, Decision> {
  think(state: State, level: string, seed: number, signal: AbortSignal): Promise<Decision>;
  /** Set once the thinker has given up on its worker and chooses on the main thread (why). */
  readonly fallbackReason?: string | null;
  /** Drops the worker (the screen leaves). */
  dispose?(): void;
}

export type Saving = 'idle' | 'saving' | 'saved' | 'unavailable' | 'failed';

/** The save file's controller slots are DreadBall's coach letters: home is A, away is B. */
const toFileControllers = (c: Controllers): { A: string; B: string } => ({ A: c.home, B: c.away });
const fromFileControllers = (v: unknown): Controllers => {
  const r = (typeof v === 'object' && v !== null ? v : {}) as Record<string, unknown>;
  const one = (x: unknown): Controller => (typeof x === 'string' ? x : 'human');
  return { home: one(r.A), away: one(r.B) };
};

interface Seeded {
  readonly seed: number;
}
interface WithDice {
  readonly dice: unknown;
}

const dicesMoved = (a: WithDice, b: WithDice): boolean => JSON.stringify(a.dice) !== JSON.stringify(b.dice);
const seatOf = (decider: string | null): Seat => (decider === 'away' ? 'away' : 'home');

/**
 * The state and actions of one game's match store. `label` names the game in the words of a
 * refused load ("the saved match is a dreadball match, not Blood Bowl").
 */
export function useGameMatchCore<State extends WithDice, Decision, Event, Setup extends Seeded, Summary extends GameSummary, Preview>(
  game: GameModule<State, Decision, Event, Setup, Summary, Preview>,
  label: string,
) {
  const setup = shallowRef<Setup | null>(null);
  const state = shallowRef<State | null>(null);
  const decisions = shallowRef<Decision[]>([]);
  /** Events of each decision of the log. */
  const eventLog = shallowRef<Event[][]>([]);
  /** The events the match opened with before its first question (GameModule.open), e.g. Rülerball's first cannon shot. */
  const opening = shallowRef<Event[]>([]);
  /** What the match log shows: the opening's events, then each decision's. */
  const logEvents = computed<Event[][]>(() => (opening.value.length > 0 ? [opening.value, ...eventLog.value] : eventLog.value));
  /** Whether each decision of the log rolled dice: undo never crosses one. */
  const rolledLog = shallowRef<boolean[]>([]);
  /** The seat that made each decision. */
  const deciders = shallowRef<Seat[]>([]);
  const controllers = ref<Controllers>({ ...HOT_SEAT });
  /** Hot-seat: the coach holding the screen now. */
  const holder = ref<Seat>('home');
  const saveId = ref<string | undefined>();
  const saving = ref<Saving>('idle');
  const lastError = ref<string | null>(null);
  const busy = ref(false);
  /**
   * A "Learn to play" lesson is on screen (the game's lesson store decides what is applied): a
   * state built from a position, never saved, no undo (Try again restarts it), no hand-over (the
   * lesson plays the other coach's scripted replies) and no computer coach.
   */
  const lessonMode = ref(false);
  /** Computer vs computer: the watcher paused the match (no decision is made until resumed or stepped). */
  const paused = ref(false);
  /** Set while the computer thinks (the seat), for the screen's "thinking" line and the e2e tests. */
  const thinking = ref<Seat | null>(null);
  /** The computer's worker failed and its decisions are chosen on the main thread (why), else null. */
  const computerFallback = ref<string | null>(null);
  let stepAllowed = false;
  /** A new match's opening is still to be animated (once, when the screen installs its animator). */
  let openingToPlay = false;
  let thinkCtl: AbortController | null = null;
  let animator: Animator<State, Event> | null = null;
  let thinker: Thinker<State, Decision> | null = null;
  let saveChain: Promise<void> = Promise.resolve();
  /** The match (by its setup) whose save is queued and not yet begun, if any. */
  let saveWaiting: Setup | null = null;
  /** Bumped by every new match, load and undo: a save or think of an earlier one is dropped. */
  let generation = 0;

  const active = computed(() => state.value !== null);
  const legal = computed(() => (state.value ? game.legal(state.value) : { decider: null, decisions: [] as readonly Decision[], prompt: 'none' }));
  const decider = computed<Seat | null>(() => (legal.value.decider === null ? null : seatOf(legal.value.decider)));
  const summary = computed(() => (state.value ? game.summarise(state.value) : null));
  const over = computed(() => summary.value?.status === 'finished');
  const humans = computed(() => ({ home: controllers.value.home === 'human', away: controllers.value.away === 'human' }));
  const computerDecides = computed(() => decider.value !== null && !humans.value[decider.value]);
  /** Both sides are computers: the watcher can pause, step and resume. */
  const computerOnly = computed(() => !humans.value.home && !humans.value.away);
  /** Hot-seat: the screen must go to this coach before the match goes on. */
  const handoverTo = computed<Seat | null>(() => {
    const d = decider.value;
    if (!d || lessonMode.value || !humans.value.home || !humans.value.away) return null;
    return d === holder.value ? null : d;
  });
  /**
   * Whose each decision is, seen from the person who may undo: in hot-seat the coach holding the
   * screen, against the computer the one person, and nobody when the computer plays both sides
   * (as DreadBall's store: a watcher has no decision of his own to take back, during the match or
   * after its end).
   */
  const owners = computed<DecisionOwner[]>(() => {
    const me: Seat | null = humans.value.home && humans.value.away ? holder.value : humans.value.home ? 'home' : humans.value.away ? 'away' : null;
    return deciders.value.map((s) => (s === me ? 'own' : humans.value[s] ? 'other' : 'computer'));
  });
  const canUndo = computed(() => !busy.value && !lessonMode.value && undoTarget(rolledLog.value, owners.value) !== null);

  function setAnimator(fn: Animator<State, Event> | null): void {
    animator = fn;
  }
  /** Installs (or, with null, removes and disposes) the computer coach; what it was thinking is dropped. */
  function setThinker(next: Thinker<State, Decision> | null): void {
    stopThinking();
    if (thinker && thinker !== next) thinker.dispose?.();
    thinker = next;
  }

  /** Drops the think in flight (undo, load, a new match, leaving the screen): its answer is never applied. */
  function stopThinking(): void {
    thinkCtl?.abort();
    thinkCtl = null;
    thinking.value = null;
  }

  /** Computer vs computer: no further decision until resume or step (a decision already made still animates). */
  function pause(): void {
    if (!computerOnly.value || over.value) return;
    stopThinking();
    paused.value = true;
    stepAllowed = false;
  }

  function resume(): void {
    paused.value = false;
    stepAllowed = false;
    void pump();
  }

  /** While paused: the computer makes exactly one decision. False when not paused or already busy. */
  function step(): boolean {
    if (!paused.value || thinkCtl || busy.value || !computerDecides.value) return false;
    stepAllowed = true;
    void pump();
    return true;
  }

  function reset(): void {
    generation++;
    stopThinking();
    paused.value = false;
    stepAllowed = false;
    setup.value = null;
    state.value = null;
    decisions.value = [];
    eventLog.value = [];
    opening.value = [];
    openingToPlay = false;
    rolledLog.value = [];
    deciders.value = [];
    holder.value = 'home';
    saveId.value = undefined;
    saving.value = 'idle';
    lastError.value = null;
    busy.value = false;
    lessonMode.value = false;
  }

  /** The starting state and its opening events (none for a game without GameModule.open). */
  const openingOf = (matchSetup: Setup): { state: State; events: readonly Event[] } => (game.open ? game.open(matchSetup) : { state: game.createMatch(matchSetup), events: [] });

  /** A new match; the engine refuses a team sheet it cannot play, in words. */
  function start(matchSetup: Setup, who: Controllers = HOT_SEAT): void {
    reset();
    const { state: s, events } = openingOf(matchSetup);
    opening.value = [...events];
    openingToPlay = events.length > 0;
    setup.value = matchSetup;
    controllers.value = { ...who };
    state.value = s;
    holder.value = seatOf(game.legal(s).decider);
    void pump();
  }

  /**
   * A lesson's match from its starting state (a scenario position with its scripted dice). The
   * setup names the teams, so the screen shows their colours; nothing of it is ever saved.
   */
  function startLesson(lessonState: State, teams: Setup): void {
    reset();
    setup.value = teams;
    state.value = lessonState;
    // The learner plays both sides' questions himself (the other coach's are the lesson's replies).
    controllers.value = { ...HOT_SEAT };
    lessonMode.value = true;
    holder.value = seatOf(game.legal(lessonState).decider);
  }

  /** Rebuilds a match from its setup and log (a save), one decision at a time (events and dice kept for the log and undo). */
  function restore(matchSetup: Setup, log: readonly Decision[], id: string | undefined, who: Controllers): void {
    reset();
    const opened = openingOf(matchSetup);
    let s = opened.state;
    const evs: Event[][] = [];
    const rolled: boolean[] = [];
    const by: Seat[] = [];
    log.forEach((d, i) => {
      by.push(seatOf(game.legal(s).decider));
      const r = game.apply(s, d);
      if (!r.ok) throw new Error(`decision ${i + 1} of the saved match was refused: ${r.error.message}`);
      rolled.push(dicesMoved(s, r.state));
      evs.push([...r.events]);
      s = r.state;
    });
    setup.value = matchSetup;
    controllers.value = { ...who };
    decisions.value = [...log];
    opening.value = [...opened.events];
    eventLog.value = evs;
    rolledLog.value = rolled;
    deciders.value = by;
    state.value = s;
    saveId.value = id;
    // Opened from its file: what is on screen is what is saved (leaving loses nothing).
    if (id !== undefined) saving.value = 'saved';
    holder.value = seatOf(game.legal(s).decider);
    void pump();
  }

  /** Applies one decision without animating it; null (and the engine's words in lastError) when refused. */
  function applyOne(chosen: Decision): { before: State; after: State; events: Event[] } | null {
    const before = state.value;
    if (!before) return null;
    // A plain copy: a decision picked in the UI may be a Vue proxy, which the engine would keep.
    const decision = JSON.parse(JSON.stringify(chosen)) as Decision;
    const who = decider.value ?? 'home';
    const r = game.apply(before, decision);
    if (!r.ok) {
      lastError.value = r.error.message;
      return null;
    }
    lastError.value = null;
    decisions.value = [...decisions.value, decision];
    eventLog.value = [...eventLog.value, [...r.events]];
    rolledLog.value = [...rolledLog.value, dicesMoved(before, r.state)];
    deciders.value = [...deciders.value, who];
    // A coach answering his own question keeps the screen (hand-over is asked when the other decides).
    if (humans.value[who] && !(humans.value.home && humans.value.away)) holder.value = who;
    state.value = r.state;
    return { before, after: r.state, events: [...r.events] };
  }

  /** One decision: apply, autosave, animate its events. */
  async function decide(chosen: Decision): Promise<boolean> {
    if (busy.value || handoverTo.value) return false;
    const done = applyOne(chosen);
    if (!done) return false;
    void autosave();
    busy.value = true;
    const gen = generation;
    try {
      if (animator) await animator(done.events, done.before, done.after);
    } catch (error) {
      console.warn('animation failed', error);
    } finally {
      if (gen === generation) busy.value = false;
    }
    void pump();
    return true;
  }

  /**
   * Plays a new match's opening events on the board (the screen calls it once its animator is in;
   * a loaded match's opening is only in the log), then lets the computer decide.
   */
  async function playOpening(): Promise<void> {
    const s = state.value;
    if (!openingToPlay || !animator || !s || busy.value || decisions.value.length > 0) return void pump();
    openingToPlay = false;
    busy.value = true;
    const gen = generation;
    try {
      await animator(opening.value, s, s);
    } catch (error) {
      console.warn('animation failed', error);
    } finally {
      if (gen === generation) busy.value = false;
    }
    void pump();
  }

  /** Takes back the last decisions of the coach asking, never past a roll; replays the log. */
  function undo(): boolean {
    const keep = undoTarget(rolledLog.value, owners.value);
    const su = setup.value;
    if (keep === null || !su || busy.value || lessonMode.value) return false;
    generation++;
    stopThinking();
    const log = decisions.value.slice(0, keep);
    state.value = game.replay(su, log);
    decisions.value = log;
    eventLog.value = eventLog.value.slice(0, keep);
    rolledLog.value = rolledLog.value.slice(0, keep);
    deciders.value = deciders.value.slice(0, keep);
    lastError.value = null;
    void autosave();
    return true;
  }

  function acknowledgeHandover(): void {
    if (handoverTo.value) holder.value = handoverTo.value;
    void pump();
  }

  /** The odds of a legal decision now (the module's preview), or null. */
  function preview(d: Decision): Preview | null {
    return state.value ? game.preview(state.value, d) : null;
  }

  /**
   * The computer side decides, if it is its turn to, a coach is installed and the watcher has not
   * paused (or allows one step). Seeded from the match seed and the decision count, so a match
   * replays the same computer choices; `decide` comes back here for the next one.
   */
  async function pump(): Promise<void> {
    const s = state.value;
    const su = setup.value;
    const d = decider.value;
    const t = thinker;
    if (!s || !su || !d || !t || busy.value || thinkCtl || humans.value[d] || lessonMode.value) return;
    if (paused.value && !stepAllowed) return;
    stepAllowed = false;
    const gen = generation;
    const ctl = new AbortController();
    thinkCtl = ctl;
    thinking.value = d;
    let chosen: Decision;
    try {
      chosen = await t.think(s, controllers.value[d], thinkSeed(su.seed, decisions.value.length), ctl.signal);
    } catch (error) {
      if (thinkCtl === ctl) {
        thinkCtl = null;
        thinking.value = null;
        if (!ctl.signal.aborted && gen === generation) lastError.value = error instanceof Error ? error.message : String(error);
      }
      return;
    }
    if (thinkCtl !== ctl || ctl.signal.aborted || gen !== generation || state.value !== s || thinker !== t) return;
    thinkCtl = null;
    thinking.value = null;
    computerFallback.value = t.fallbackReason ?? null;
    await decide(chosen);
  }

  // ---------------------------------------------------------------- save files

  /** Autosave through `matches:save` under the game's id once the first decision is made; saves run one after another. */
  function autosave(): Promise<void> {
    const channels = matchesChannels();
    const su = setup.value;
    if (lessonMode.value) return saveChain;
    if (!channels || !state.value || !su) {
      if (!channels) saving.value = 'unavailable';
      return saveChain;
    }
    // One save waiting is enough: it writes the match as it is when its turn comes, so a computer
    // match deciding faster than files are written does not pile up a save per decision.
    if (saveWaiting === su) return saveChain;
    saveWaiting = su;
    saveChain = saveChain.then(async () => {
      if (saveWaiting === su) saveWaiting = null;
      // A save queued for a match no longer on screen is dropped.
      const s = state.value;
      if (setup.value !== su || !s) return;
      const log = decisions.value;
      if (!saveId.value && log.length === 0) return;
      saving.value = 'saving';
      const request = {
        ...(saveId.value ? { id: saveId.value } : {}),
        game: game.id,
        setup: JSON.parse(JSON.stringify(su)),
        decisions: JSON.parse(JSON.stringify(log)),
        snapshot: JSON.parse(JSON.stringify(s)),
        controllers: toFileControllers(controllers.value),
      } as MatchSaveRequest;
      const saved = await callIpc(() => channels.save(request));
      if (setup.value !== su) return;
      const id = entryId(saved);
      if (id) {
        saveId.value = id;
        // Another save may be waiting already (the match went on meanwhile): it shows "Saving…" when it starts.
        saving.value = 'saved';
      } else saving.value = 'failed';
    });
    return saveChain;
  }

  /** Loads a saved match of this game by id and plays on from it. */
  async function load(id: string): Promise<boolean> {
    const channels = matchesChannels();
    if (!channels) return false;
    const loaded = await callIpc(() => channels.load({ id }));
    const file = matchFileOf(loaded);
    if (!file) return false;
    try {
      if (file.game !== game.id) throw new Error(`the saved match is a ${file.game ?? 'dreadball'} match, not ${label}`);
      restore(file.setup as Setup, file.decisions as Decision[], file.id, fromFileControllers(file.controllers));
    } catch (error) {
      lastError.value = error instanceof Error ? error.message : String(error);
      return false;
    }
    return true;
  }

  return {
    setup, state, decisions, eventLog, opening, logEvents, deciders, controllers, holder, saveId, saving, lastError, busy, lessonMode, paused, thinking, computerFallback,
    active, legal, decider, summary, over, humans, computerDecides, computerOnly, handoverTo, canUndo,
    setAnimator, setThinker, stopThinking, pause, resume, step, reset, start, startLesson, restore, applyOne, decide, undo, acknowledgeHandover, preview, pump, playOpening, autosave, load,
  };
}
