/**
 * Seeded random play over any GameModule, for the `sim` fuzzer and the engine bench: games are
 * played through the module's door only (createMatch, legal, apply, invariants, replay,
 * summarise), every state checked against the module's invariants and every decision log replayed
 * to the same final state. What is game-specific (how to start a game from a seed, a smarter
 * random chooser, extra checks, which events to count) comes in as options from the game's
 * folder (see src/shared/games/<id>/tools.ts).
 */
import { mulberry32 } from '../random/mulberry32';
import type { GameModule, GameSummary, LegalSet } from './module';

/** Picks one decision of a legal set; `random` is the game's own choice generator (not the dice). */
export type Chooser<State, Decision> = (state: State, legal: LegalSet<Decision>, random: () => number) => Decision;

/** Extra checks around each decision of one game (fresh per game: it may remember what it saw). */
export interface Watcher<State, Decision, Event> {
  /** Before `decision` is applied to `state`: broken expectations, as messages. */
  before(state: State, decision: Decision): string[];
  /** After the decision: its events and the new state. */
  after(events: readonly Event[], state: State): string[];
}

export interface SimulationConfig<State, Decision, Event, Setup> {
  /** The setup of the game with this seed (its dice seed included). */
  readonly setup: (seed: number) => Setup;
  /** The seats, in order, so a report shows a seat that never won (wins_<seat> = 0). */
  readonly seats: readonly string[];
  /** Default: a uniformly random legal decision. */
  readonly choose?: Chooser<State, Decision>;
  /** Counts names of interest in each decision's events (e.g. DreadBall's strikes, injuries, deaths). */
  readonly tallies?: Readonly<Record<string, (event: Event) => boolean>>;
  /** Extra per-decision checks, made only when invariants are checked. */
  readonly watcher?: () => Watcher<State, Decision, Event>;
}

export interface SimulationRun {
  readonly games: number;
  /** Game g is played with seed (seed + g) >>> 0. */
  readonly seed: number;
  /** Milliseconds (injected: no Node or browser API here). */
  readonly now: () => number;
  /** Check the invariants (and the watcher) after every decision (default true). */
  readonly check?: boolean;
  /** Replay every decision log at the end and compare the final states as JSON (default true). */
  readonly replayCheck?: boolean;
  /** A game longer than this is a violation (default 200000). */
  readonly maxDecisions?: number;
}

export interface SimulatedGame<State, Decision> {
  readonly seed: number;
  readonly initial: State;
  readonly final: State;
  readonly decisions: readonly Decision[];
  readonly violations: readonly string[];
  readonly tallies: Readonly<Record<string, number>>;
}

export interface SimulationReport {
  readonly game: string;
  readonly games: number;
  readonly seconds: number;
  readonly games_per_second: number;
  readonly decisions: number;
  readonly decisions_per_second: number;
  /** Wins by seat (every configured seat listed). */
  readonly wins: Readonly<Record<string, number>>;
  /** Games without a winner (a draw, or a game stopped by a violation). */
  readonly draws: number;
  readonly tallies: Readonly<Record<string, number>>;
  readonly violations: number;
  /** The first ten violations, each with its game's seed. */
  readonly first_violations: readonly string[];
}

/** Salt of the choice generator, so the choices never follow the dice seed's own sequence. */
const CHOICE_SALT = 0x5bd1e995;

export function uniformChooser<State, Decision>(_state: State, legal: LegalSet<Decision>, random: () => number): Decision {
  const n = legal.count ?? legal.decisions.length;
  const i = Math.floor(random() * n);
  const d = legal.at ? legal.at(i) : legal.decisions[i];
  if (d === undefined) throw new RangeError(`no legal decision to choose at prompt ${legal.prompt}`);
  return d;
}

/** Plays one game from `config.setup(seed)` to its end (or its first violation that stops play). */
export function simulateGame<State, Decision, Event, Setup, Summary extends GameSummary, Preview>(
  game: GameModule<State, Decision, Event, Setup, Summary, Preview>,
  config: SimulationConfig<State, Decision, Event, Setup>,
  seed: number,
  opts: Omit<SimulationRun, 'games' | 'seed' | 'now'> = {},
): SimulatedGame<State, Decision> {
  const random = mulberry32(seed ^ CHOICE_SALT);
  const choose = config.choose ?? uniformChooser;
  const check = opts.check ?? true;
  const max = opts.maxDecisions ?? 200000;
  const watcher = check && config.watcher ? config.watcher() : null;
  const setup = config.setup(seed);
  const initial = game.createMatch(setup);
  const decisions: Decision[] = [];
  const violations: string[] = [];
  const tallyNames = Object.keys(config.tallies ?? {});
  const tallyTests = Object.values(config.tallies ?? {});
  const counted = tallyNames.map(() => 0);
  if (check) for (const v of game.invariants(initial)) violations.push(`initial state: ${v}`);
  let s = initial;
  for (;;) {
    const legal = game.legal(s);
    // A match is finished exactly when nobody decides (the conformance suite holds every game to
    // it), so only checked play reads the summary at every state, to hold the game to it here too.
    if (check) {
      const finished = game.summarise(s).status === 'finished';
      if (finished && legal.decider !== null) violations.push(`after decision ${decisions.length}: finished, but ${legal.decider} decides at prompt ${legal.prompt}`);
      if (finished) break;
    }
    if (legal.decider === null || (legal.count ?? legal.decisions.length) === 0) {
      // Unchecked play takes nobody deciding for the end; checked play got here only unfinished.
      if (legal.decider === null && !check) break;
      violations.push(`no legal decision at prompt ${legal.prompt}`);
      break;
    }
    const d = choose(s, legal, random);
    if (watcher) for (const v of watcher.before(s, d)) violations.push(`decision ${decisions.length + 1}: ${v}`);
    const res = game.apply(s, d);
    if (!res.ok) {
      violations.push(`decision refused: ${res.error.code} ${res.error.message}`);
      break;
    }
    decisions.push(d);
    // Index loops: this runs for every event of every decision, and the bench times it too.
    for (let i = 0; i < res.events.length; i++) {
      const e = res.events[i] as Event;
      for (let j = 0; j < tallyTests.length; j++) if ((tallyTests[j] as (event: Event) => boolean)(e)) counted[j]++;
    }
    s = res.state;
    if (check) for (const v of game.invariants(s)) violations.push(`after decision ${decisions.length}: ${v}`);
    if (watcher) for (const v of watcher.after(res.events, s)) violations.push(`after decision ${decisions.length}: ${v}`);
    if (decisions.length >= max) {
      violations.push(`match did not end within ${max} decisions`);
      break;
    }
  }
  const tallies: Record<string, number> = Object.fromEntries(tallyNames.map((k, j) => [k, counted[j] as number]));
  if (opts.replayCheck ?? true) {
    try {
      const again = game.replay(setup, decisions);
      if (JSON.stringify(again) !== JSON.stringify(s)) violations.push('replaying the decision log gives a different final state');
    } catch (e) {
      violations.push(`replay failed: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  return { seed, initial, final: s, decisions, violations, tallies };
}

/** Plays `run.games` games with seeds seed, seed + 1, ... and sums them up. */
export function simulate<State, Decision, Event, Setup, Summary extends GameSummary, Preview>(
  game: GameModule<State, Decision, Event, Setup, Summary, Preview>,
  config: SimulationConfig<State, Decision, Event, Setup>,
  run: SimulationRun,
): SimulationReport {
  const t0 = run.now();
  const wins: Record<string, number> = Object.fromEntries(config.seats.map((k) => [k, 0]));
  const tallies: Record<string, number> = Object.fromEntries(Object.keys(config.tallies ?? {}).map((k) => [k, 0]));
  let decisions = 0;
  let draws = 0;
  let violations = 0;
  const first: string[] = [];
  for (let g = 0; g < run.games; g++) {
    const seed = (run.seed + g) >>> 0;
    const rec = simulateGame(game, config, seed, run);
    decisions += rec.decisions.length;
    for (const [k, n] of Object.entries(rec.tallies)) tallies[k] = (tallies[k] ?? 0) + n;
    const w = game.summarise(rec.final).winner;
    if (w === null) draws++;
    else wins[w] = (wins[w] ?? 0) + 1;
    violations += rec.violations.length;
    for (const v of rec.violations) if (first.length < 10) first.push(`game seed ${seed}: ${v}`);
  }
  const seconds = (run.now() - t0) / 1000;
  return {
    game: game.id,
    games: run.games,
    seconds,
    games_per_second: seconds > 0 ? run.games / seconds : 0,
    decisions,
    decisions_per_second: seconds > 0 ? decisions / seconds : 0,
    wins,
    draws,
    tallies,
    violations,
    first_violations: first,
  };
}

/**
 * The report as the `sim` command prints it: flat keys, wins as wins_<seat> (lower case) and the
 * tallies beside them, so DreadBall's output keeps the shape it had before the door existed.
 */
export function flatReport(r: SimulationReport): Record<string, unknown> {
  const out: Record<string, unknown> = {
    games: r.games,
    seconds: r.seconds,
    games_per_second: r.games_per_second,
    decisions: r.decisions,
    decisions_per_second: r.decisions_per_second,
  };
  for (const [seat, n] of Object.entries(r.wins)) out[`wins_${seat.toLowerCase()}`] = n;
  out.draws = r.draws;
  for (const [k, n] of Object.entries(r.tallies)) out[k] = n;
  out.violations = r.violations;
  out.first_violations = r.first_violations;
  return out;
}
