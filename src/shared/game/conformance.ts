/**
 * The conformance suite every game module must pass: call `describeConformance` from a test
 * file with the module and a few setups. It checks the contract of `GameModule` (module.ts)
 * through played games only, so it needs nothing game-specific.
 */
import { describe, expect, it } from 'vitest';
import { deepFreeze } from './deep-freeze';
import type { GameModule, GameSummary, LegalSet } from './module';
import { type Playout, playRandom } from './playout';
import { topologyViolations } from './topology-laws';

export interface ConformanceOptions<Setup> {
  /** Starting setups (each with its own seed); games cycle through them. */
  readonly setups: readonly Setup[];
  /** Random games played to the end for the invariant and replay checks. */
  readonly games: number;
  /** Seed of the first game's choice generator; game g uses seed + g. */
  readonly seed: number;
  /** A game longer than this fails (default 100000). */
  readonly maxDecisions?: number;
}

function keysOf<Decision>(legal: LegalSet<Decision>, key: (d: Decision) => string): Set<string> {
  return new Set(legal.decisions.map(key));
}

export function describeConformance<State, Decision, Event, Setup, Summary extends GameSummary, Preview>(
  game: GameModule<State, Decision, Event, Setup, Summary, Preview>,
  opts: ConformanceOptions<Setup>,
): void {
  const max = opts.maxDecisions ?? 100000;
  const setupOf = (g: number): Setup => {
    const s = opts.setups[g % opts.setups.length];
    if (s === undefined) throw new RangeError('conformance needs at least one setup');
    return s;
  };
  // Played once, shared by the checks below (they only read them).
  let played: Playout<State, Decision>[] | null = null;
  const games = (): Playout<State, Decision>[] => (played ??= Array.from({ length: opts.games }, (_, g) => playRandom(game, setupOf(g), opts.seed + g, max)));
  const json = (v: unknown): string => JSON.stringify(v);

  describe(`${game.id} conformance`, () => {
    it('names itself: an id and an integer rules version', () => {
      expect(game.id).toMatch(/^[a-z][a-z0-9-]*$/);
      expect(Number.isInteger(game.rulesVersion) && game.rulesVersion >= 1).toBe(true);
    });

    it('creates the same sound, unfinished state from the same setup', () => {
      for (const setup of opts.setups) {
        const s = game.createMatch(setup);
        expect(json(game.createMatch(setup))).toBe(json(s));
        // A game that tells its opening's events opens on createMatch's state.
        if (game.open) expect(json(game.open(setup).state)).toBe(json(s));
        expect(game.invariants(s)).toEqual([]);
        expect(game.summarise(s).status).toBe('in-progress');
      }
    });

    it('plays every game to the end without problems', () => {
      for (const p of games()) expect(p.problems).toEqual([]);
    });

    it('offers a decider and decisions whenever in progress, none when finished', () => {
      for (const p of games()) {
        for (const st of [...p.steps.map((x) => x.before), p.final]) {
          const legal = game.legal(st);
          if (game.summarise(st).status === 'in-progress') {
            expect(legal.decisions.length).toBeGreaterThan(0);
            expect(legal.decider).not.toBeNull();
          } else {
            expect(legal.decisions).toEqual([]);
            expect(legal.decider).toBeNull();
          }
        }
      }
    });

    it('never mutates the state it is given (deep-frozen input, unchanged JSON, same result)', () => {
      const p = games()[0];
      if (!p) throw new RangeError('conformance needs at least one game');
      for (const step of p.steps) {
        const frozen = deepFreeze(structuredClone(step.before));
        const before = json(frozen);
        const res = game.apply(frozen, step.decision);
        expect(json(frozen)).toBe(before);
        expect(res.ok).toBe(true);
        const again = game.apply(step.before, step.decision);
        expect(json(again)).toBe(json(res));
      }
    });

    it('refuses a decision that is not legal with a typed error', () => {
      let tried = 0;
      for (const p of games()) {
        // A game may accept unlisted decisions at the same prompt (DreadBall takes any valid move
        // path), so the illegal one comes from a different prompt of the same game; a game with a
        // single prompt kind lists its whole legal set, so there an earlier decision will do.
        const onePrompt = new Set(p.steps.map((x) => x.prompt)).size === 1;
        for (let i = 0; i < p.steps.length; i++) {
          const step = p.steps[i];
          const other = p.steps[(i + 7) % p.steps.length];
          if (!step || !other || (other.prompt === step.prompt && !onePrompt)) continue;
          const legal = game.legal(step.before);
          if (keysOf(legal, game.decisionKey).has(game.decisionKey(other.decision))) continue;
          const res = game.apply(step.before, other.decision);
          tried++;
          expect(res.ok).toBe(false);
          if (res.ok) continue;
          expect(typeof res.error.code).toBe('string');
          expect(res.error.code.length).toBeGreaterThan(0);
          expect(typeof res.error.message).toBe('string');
          if (res.error.legal) expect(res.error.legal.map(game.decisionKey)).toEqual(legal.decisions.map(game.decisionKey));
        }
        const last = p.steps[p.steps.length - 1];
        if (last) expect(game.apply(p.final, last.decision).ok).toBe(false);
      }
      expect(tried).toBeGreaterThan(0);
    });

    it('replays the decision log to the very same state (JSON bit for bit)', () => {
      games().forEach((p, g) => {
        const log = p.steps.map((x) => x.decision);
        expect(json(game.replay(setupOf(g), log))).toBe(json(p.final));
        const half = log.slice(0, Math.floor(log.length / 2));
        expect(json(game.replay(setupOf(g), half))).toBe(json(p.steps[half.length]?.before ?? p.final));
      });
    });

    it('summarises consistently: finished exactly when nobody decides, a winner only when finished', () => {
      for (const p of games()) {
        for (const st of [...p.steps.map((x) => x.before), p.final]) {
          const sum = game.summarise(st);
          const finished = game.legal(st).decider === null;
          expect(sum.status).toBe(finished ? 'finished' : 'in-progress');
          if (!finished) expect(sum.winner).toBeNull();
          expect(sum.score.every((n) => Number.isFinite(n))).toBe(true);
          expect(JSON.parse(json(sum))).toEqual(sum);
        }
      }
    });

    it('keeps every invariant in every state of every game', () => {
      const broken: string[] = [];
      games().forEach((p, g) => {
        [p.initial, ...p.steps.map((x) => x.before), p.final].forEach((st, i) => {
          for (const v of game.invariants(st)) if (broken.length < 10) broken.push(`game ${g} state ${i}: ${v}`);
        });
      });
      expect(broken).toEqual([]);
    });

    it('has a sound board topology', () => {
      expect(game.topology.cells.length).toBeGreaterThan(0);
      expect(topologyViolations(game.topology)).toEqual([]);
    });
  });
}
