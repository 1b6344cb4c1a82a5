// The match being played or watched. Game state lives in a shallowRef (never deep-reactive);
// every change goes through the game's module (createMatch, legal, apply, replay, summarise),
// resolved from the registry by the match's game id. No rules in here. The computer coach is in
// matchComputer.ts, the save files (autosave, load, Continue) in matchSaves.ts.
import type { Words } from '../../shared/words';
import type { MatchLeagueLink } from '../../shared/saves/schemas';
import { defineStore } from 'pinia';
import { computed, ref, shallowRef, watch } from 'vue';
import type { MatchSetup } from '../../shared/games/dreadball/engine';
import type { Coach, Decision, GameEvent, Legal, MatchState } from '../../shared/games/dreadball/engine/types';
import { DEFAULT_GAME } from '../../shared/game/registry';
import { type DreadBallGame, dreadballGame } from '../match/dreadballGame';
import { type Controller, type Controllers, HOT_SEAT } from '../match/computer';
import { type LogLine, linesFromEvents } from '../match/logLines';
import { type Cast, castOf } from '../match/names';
import { type DecisionOwner, undoTarget } from '../match/undo';
import * as machine from '../match/session';
import { type Thinker, computerCoach } from './matchComputer';
import { matchReplay } from './matchReplay';
import { useSettingsStore } from './settings';
import { type SaveSlot, type SavingStatus, matchSaves } from './matchSaves';

export type { Controller, Controllers, Thinker };

export { DEFAULT_GAME };

/** Which league fixture a match plays (the league file's id and the fixture's); saved with the match. */
export type LeagueFixtureLink = MatchLeagueLink;

/** Plays a batch of events on the arena (awaiting each); the match screen installs it. */
export type Animator = (events: readonly GameEvent[], before: MatchState, after: MatchState) => Promise<void>;

const NO_LEGAL: Legal = { decider: null, decisions: [], prompt: 'none' };

export const useMatchStore = defineStore('match', () => {
  /** The game's module (from the registry by the match's game id): every rule goes through it. */
  const game = shallowRef<DreadBallGame>(dreadballGame(DEFAULT_GAME));
  const gameId = computed(() => game.value.id);
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
  const saving = ref<SavingStatus>('idle');
  /**
   * A match saved under other rules whose log today's rules play out differently, shown as saved:
   * the main process's words on why (null for any other match). Nothing is decided, saved or replayed.
   */
  const readOnlyMessage = ref<Words | null>(null);
  const readOnly = computed(() => machine.readOnlyOf(sess.value));
  /** Watching a finished match: `replayAt` decisions of the log are applied. */
  const replayMode = computed(() => sess.value.kind === 'replay');
  const replayAt = computed(() => machine.replayPosition(sess.value));
  /** The coach who last had the screen, for the hot-seat hand-over. */
  const screenHolder = computed(() => machine.holderOf(sess.value));
  const lastError = ref<string | null>(null);
  /**
   * A "Learn to play" lesson is on screen (stores/lesson.ts decides what is applied): a state built
   * from a position, never saved, no undo (Try again restarts it), no hand-over (the lesson plays the
   * other coach's few scripted replies itself).
   */
  const lessonMode = ref(false);
  /**
   * The league fixture this match plays (set by startFixture): at the final whistle the screen
   * offers its post-game. Any other start, restore or reset clears it.
   */
  const leagueFixture = ref<LeagueFixtureLink | null>(null);
  let animator: Animator | null = null;
  let playing: Promise<void> = Promise.resolve();
  /** Bumped when the state jumps (undo, a replay jump, a new match): animations queued before it are dropped. */
  let epoch = 0;
  /** Which match (start, restore, reset) an animation belongs to. */
  let matchGen = 0;
  /**
   * The save file of the match on screen. A new match gets a new slot, so a save still queued for
   * the last match writes that match's file, never the new one's (or a copy under the new id).
   */
  let saveSlot: SaveSlot = { id: undefined };

  const shownLines = computed(() => {
    const all = lines.value;
    let n = all.length;
    while (n > 0 && (all[n - 1] as LogLine).decision >= shownAt.value) n--;
    return n === all.length ? all : all.slice(0, n);
  });
  const playable = computed(() => sess.value.kind === 'playing' || sess.value.kind === 'finished');
  const legal = computed<Legal>(() => (state.value && playable.value ? game.value.legal(state.value) : NO_LEGAL));
  const active = computed(() => state.value !== null);
  const isOver = (s: MatchState | null): boolean => s !== null && game.value.summarise(s).status === 'finished';
  const over = computed(() => isOver(state.value));
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
  const canUndo = computed(() => playable.value && !lessonMode.value && !animating.value && undoTarget(revealedLog.value, owners.value) !== null);
  /** The decider now is a computer coach (the screen shows it thinking and takes no input). */
  const computerDecides = computed(() => {
    const d = legal.value.decider;
    return d !== null && !humans.value[d];
  });
  /** Both sides are computer coaches: the match plays by itself and can be paused and stepped. */
  const computerOnly = computed(() => !humans.value.A && !humans.value.B);
  const settings = useSettingsStore();
  /** The game's turn key now (a new rush changes it): the hand-over setting counts turns. */
  const turn = computed(() => (state.value ? game.value.summarise(state.value).turn : ''));
  /** Hot-seat: the coach to decide is not the one holding the screen (whether the screen asks first is the setting's). */
  const otherCoachDecides = computed<Coach | null>(() => {
    const d = legal.value.decider;
    if (!d || !humans.value.A || !humans.value.B || screenHolder.value === null) return null;
    return d === screenHolder.value ? null : d;
  });
  /** Hot-seat: the coach the screen must be handed to before the match goes on. */
  const handoverTo = computed<Coach | null>(() => {
    const to = otherCoachDecides.value;
    const s = sess.value;
    if (lessonMode.value || to === null || s.kind !== 'playing') return null;
    return machine.asksHandover(settings.settings?.handover ?? 'rush-start', s.heldTurn, turn.value) ? to : null;
  });
  // Without a hand-over, the screen simply goes to the coach who decides, so the answer (and an
  // undo) is still that coach's.
  watch(
    () => (handoverTo.value === null ? otherCoachDecides.value : null),
    (to) => {
      if (to !== null && sess.value.kind === 'playing') sess.value = machine.passScreen(sess.value, to);
    },
    { flush: 'sync' },
  );

  /** Playing ↔ finished follows the game's summary (a decision ends the match, an undo takes the end back). */
  function followPhase(): void {
    const over = isOver(state.value);
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
    // A replay still playing belongs to the match on screen before this one.
    replay.pauseReplay();
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
    readOnlyMessage.value = null;
    lastError.value = null;
    lessonMode.value = false;
    leagueFixture.value = null;
  }

  /** A new match of the game `id` (DreadBall unless said otherwise). */
  function start(matchSetup: MatchSetup, who: Controllers, id: string = DEFAULT_GAME): void {
    reset();
    game.value = dreadballGame(id);
    setup.value = matchSetup;
    controllers.value = { ...who };
    initial.value = game.value.createMatch(matchSetup);
    state.value = initial.value;
    cast.value = castOf(initial.value);
    sess.value = machine.begin(sess.value, 'A');
    void pump();
  }

  /** A league fixture's match: a new DreadBall match that remembers its league and fixture. */
  function startFixture(matchSetup: MatchSetup, who: Controllers, link: LeagueFixtureLink): void {
    start(matchSetup, who);
    leagueFixture.value = { ...link };
  }

  /**
   * A lesson's match: DreadBall from the lesson's starting state (a scenario position with its
   * scripted dice). No setup, so nothing is ever saved; hot-seat, so no computer decides.
   */
  function startLesson(lessonState: MatchState): void {
    reset();
    game.value = dreadballGame(DEFAULT_GAME);
    controllers.value = { ...HOT_SEAT };
    initial.value = lessonState;
    state.value = lessonState;
    cast.value = castOf(lessonState);
    lessonMode.value = true;
    sess.value = machine.begin(sess.value, 'A');
  }

  /** Rebuilds a match of the game `gameOf` from a setup and its decision log (a save). */
  function restore(
    matchSetup: MatchSetup,
    log: Decision[],
    id?: string,
    asReplay = false,
    who: Controllers = HOT_SEAT,
    gameOf: string = DEFAULT_GAME,
  ): void {
    reset();
    const g = (game.value = dreadballGame(gameOf));
    setup.value = matchSetup;
    controllers.value = { ...who };
    initial.value = g.createMatch(matchSetup);
    cast.value = castOf(initial.value);
    let s = initial.value;
    const evs: GameEvent[][] = [];
    const rolled: boolean[] = [];
    const by: Coach[] = [];
    for (const d of log) {
      by.push(g.legal(s).decider ?? 'A');
      const res = g.apply(s, d);
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
    sess.value = machine.begin(sess.value, g.legal(s).decider ?? 'A');
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
   * Opens a match saved under other rules as it was saved (`snapshot`), to look at: its log is not
   * replayed (today's rules play it differently), so there are no log lines and no replay; nobody
   * decides, nothing is saved. `message` says why (the main process's words).
   */
  function openReadOnly(
    matchSetup: MatchSetup,
    snapshot: MatchState,
    log: Decision[],
    id: string,
    who: Controllers,
    gameOf: string,
    message: Words,
  ): void {
    reset();
    game.value = dreadballGame(gameOf);
    setup.value = matchSetup;
    controllers.value = { ...who };
    initial.value = game.value.createMatch(matchSetup);
    cast.value = castOf(snapshot);
    decisions.value = [...log];
    saveSlot.id = id;
    saveId.value = id;
    state.value = snapshot;
    readOnlyMessage.value = message;
    sess.value = machine.openReadOnly(sess.value);
    jumped(log.length);
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

  const { setThinker, stopThinking, setShowing, pause, resume, step, pump } = computerCoach({
    ...{ sess, state, setup, decisions, controllers, legal, computerDecides, lastError, whenIdle },
    decide: (d) => decide(d),
  });

  /** Applies one decision: the game's apply, log, autosave, then the arena animates its events in order. */
  async function decide(chosen: Decision): Promise<boolean> {
    const before = state.value;
    if (!before || !playable.value) return false;
    // A plain copy: a decision picked in the UI may be a Vue proxy, which the engine would keep in
    // its state (a resolution in progress remembers it) and a worker could not receive.
    const decision = JSON.parse(JSON.stringify(chosen)) as Decision;
    const res = game.value.apply(before, decision);
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
    const su = setup.value;
    if (keep === null || !su || !playable.value) return false;
    stopThinking();
    const log = decisions.value.slice(0, keep);
    state.value = game.value.replay(su, log);
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

  // ---------------------------------------------------------------- save files

  const { autosave, load, continueLatest } = matchSaves({
    ...{ game, state, setup, decisions, controllers, saveId, saving, lastError, leagueFixture },
    savable: () => playable.value && !lessonMode.value,
    slot: () => saveSlot,
    restore: (su, log, id, asReplay, who, g) => restore(su, log, id, asReplay, who, g),
    openReadOnly,
  });

  // ---------------------------------------------------------------- replay

  const replay = matchReplay({ sess, game, setup, state, decisions, eventLog, replayMode, replayAt, play, jumped, isOver, pump });
  const { replayTo, watchReplay, playReplay, pauseReplay, toggleReplayPlay, setReplaySpeed, replayToLine, replayPlaying, replaySpeed, rushStarts } = replay;

  function acknowledgeHandover(): void {
    if (sess.value.kind === 'playing') sess.value = machine.takeScreen(sess.value, legal.value.decider, turn.value);
  }

  return {
    session: sess, lessonMode, game, gameId, readOnly, readOnlyMessage, setup, initial, state, decisions, deciders, eventLog, lines, shownLines, shownAt, cast, controllers, queue, animating, saveId, saving,
    replayMode, replayAt, screenHolder, lastError, legal, active, over, canUndo, humans, handoverTo, thinking, computerDecides,
    computerOnly, paused, computerFallback,
    leagueFixture,
    setAnimator, start, startFixture, startLesson, restore, openReadOnly, decide, undo, autosave, load, continueLatest, replayTo, watchReplay, acknowledgeHandover, reset,
    setThinker, setShowing, stopThinking, pause, resume, step,
    playReplay, pauseReplay, toggleReplayPlay, setReplaySpeed, replayToLine, replayPlaying, replaySpeed, rushStarts,
  };
});
