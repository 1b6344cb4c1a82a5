import { mulberry32 } from '../random/mulberry32';
import type { GameModule, GameSummary } from './module';

/** One step of a played game: the state before, the decision taken, and its prompt. */
export interface PlayedStep<State, Decision> {
  readonly before: State;
  readonly decision: Decision;
  readonly prompt: string;
}

export interface Playout<State, Decision> {
  readonly initial: State;
  readonly steps: readonly PlayedStep<State, Decision>[];
  readonly final: State;
  /** What went wrong while playing (a refused legal decision, no decision while in progress, too long). */
  readonly problems: readonly string[];
}

/**
 * Plays a game to the end with uniformly random legal decisions from a seeded generator, so a
 * failing game can be replayed from its seed.
 */
export function playRandom<State, Decision, Event, Setup, Summary extends GameSummary, Preview>(
  game: GameModule<State, Decision, Event, Setup, Summary, Preview>,
  setup: Setup,
  seed: number,
  maxDecisions: number,
): Playout<State, Decision> {
  const random = mulberry32(seed);
  const initial = game.createMatch(setup);
  const steps: PlayedStep<State, Decision>[] = [];
  const problems: string[] = [];
  let s = initial;
  while (game.summarise(s).status === 'in-progress') {
    if (steps.length >= maxDecisions) {
      problems.push(`not finished after ${maxDecisions} decisions`);
      break;
    }
    const legal = game.legal(s);
    const d = legal.decisions[Math.floor(random() * legal.decisions.length)];
    if (d === undefined) {
      problems.push(`no legal decision at prompt ${legal.prompt} while in progress`);
      break;
    }
    const res = game.apply(s, d);
    if (!res.ok) {
      problems.push(`legal decision ${game.decisionKey(d)} refused: ${res.error.code}`);
      break;
    }
    steps.push({ before: s, decision: d, prompt: legal.prompt });
    s = res.state;
  }
  return { initial, steps, final: s, problems };
}
