/**
 * A game's tournament tool (`sim --home ... --away ...`, `--games-out`, `--merge`) from its own
 * runner: entrants parsed in words, one JSON record per game, and the merge of shards' records
 * into the summary one run would have printed. Each game brings its runner, summary and label.
 */
import { ToolInputError } from './tool-error';
import type { TournamentTool } from './tools';

export interface TournamentParts<Spec extends string, Game> {
  /** Throws (any error) for an unknown entrant, with a message naming the known ones. */
  parse(s: string): Spec;
  run(o: { games: number; home: Spec; away: Spec; seed: number; shard: number; shards: number; only?: readonly number[]; now: () => number; onGame: (g: Game, i: number) => void }): unknown;
  summarise(games: Game[], home: Spec, away: Spec, seed: number): unknown;
  /** The progress line after one game. */
  label(g: Game): string;
}

/** One line of a --games-out file. */
interface GameRecord<Spec, Game> {
  home: Spec;
  away: Spec;
  game: Game;
}

/** Think time per decision over a run, in milliseconds (only decisions with more than one option). */
export interface TimeSummary {
  decisions: number;
  avg_ms: number;
  p50_ms: number;
  p95_ms: number;
  max_ms: number;
}

/** The nearest-rank percentile `p` (0 to 1) of ascending `sorted`, 0 for none. */
function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] as number;
}

/** Average, median, 95th percentile and maximum of think times, to the hundredth of a millisecond. */
export function timeSummary(ms: readonly number[]): TimeSummary {
  const s = [...ms].sort((a, b) => a - b);
  const sum = s.reduce((a, b) => a + b, 0);
  const r = (x: number): number => Math.round(x * 100) / 100;
  return { decisions: s.length, avg_ms: r(s.length ? sum / s.length : 0), p50_ms: r(percentile(s, 0.5)), p95_ms: r(percentile(s, 0.95)), max_ms: r(s[s.length - 1] ?? 0) };
}

/** Whether a run plays game `i`: its shard's (i % shards === shard) and, with `only`, one of those listed. */
export function playsGame(i: number, o: { shard?: number; shards?: number; only?: readonly number[] }): boolean {
  return i % (o.shards ?? 1) === (o.shard ?? 0) && (o.only === undefined || o.only.includes(i));
}

/** Plays a tournament's games (those `playsGame` lets through), reporting each as it ends. */
export function playGames<G>(o: { games: number; shard?: number; shards?: number; only?: readonly number[]; onGame?: (g: G, i: number) => void }, play: (i: number) => G): G[] {
  const out: G[] = [];
  for (let i = 0; i < o.games; i++) {
    if (!playsGame(i, o)) continue;
    const g = play(i);
    out.push(g);
    o.onGame?.(g, i);
  }
  return out;
}

/** Wins, draws and losses of the "home" entrant, and every violation with its game's seed. */
export function tallyResults(games: readonly { seed: number; winner: 'home' | 'away' | null; violations: readonly string[] }[]): { wins: number; draws: number; losses: number; violations: string[] } {
  let wins = 0;
  let draws = 0;
  let losses = 0;
  const violations: string[] = [];
  for (const g of games) {
    if (g.winner === 'home') wins++;
    else if (g.winner === 'away') losses++;
    else draws++;
    for (const v of g.violations) violations.push(`seed ${g.seed}: ${v}`);
  }
  return { wins, draws, losses, violations };
}

/** `--only 2,6,11`: game indices, each a whole number below `games`, in words when one is not. */
export function parseOnly(text: string, games: number): number[] {
  const parts = text.split(',').map((x) => x.trim());
  const out: number[] = [];
  for (const p of parts) {
    const i = Number(p);
    if (p === '' || !Number.isInteger(i) || i < 0 || i >= games) {
      throw new ToolInputError(`--only: "${p}" is not a game index from 0 to ${games - 1} (give them as 2,6,11)`);
    }
    out.push(i);
  }
  return out;
}

function isRecord(v: unknown): v is GameRecord<string, unknown> {
  if (!v || typeof v !== 'object') return false;
  const r = v as { home?: unknown; away?: unknown; game?: unknown };
  return typeof r.home === 'string' && typeof r.away === 'string' && !!r.game && typeof r.game === 'object';
}

export function tournamentTool<Spec extends string, Game>(parts: TournamentParts<Spec, Game>): TournamentTool {
  const agent = (s: string): Spec => {
    try {
      return parts.parse(s);
    } catch (e) {
      throw new ToolInputError(e instanceof Error ? e.message : String(e));
    }
  };
  return {
    run(o) {
      const home = agent(o.home);
      const away = agent(o.away);
      return parts.run({
        games: o.games,
        home,
        away,
        seed: o.seed,
        shard: o.shard,
        shards: o.shards,
        only: o.only,
        now: o.now,
        onGame: (g, i) => o.onGame?.({ home, away, game: g } satisfies GameRecord<Spec, Game>, `game ${i}: ${parts.label(g)}`, i),
      });
    },
    merge(records, seed) {
      if (records.length === 0) throw new ToolInputError('no tournament games to merge');
      const games: Game[] = [];
      let home = '' as Spec;
      let away = '' as Spec;
      records.forEach((r, i) => {
        if (!isRecord(r)) throw new ToolInputError(`record ${i + 1} is not a tournament game ({ home, away, game })`);
        home = agent(r.home);
        away = agent(r.away);
        games.push(r.game as Game);
      });
      return parts.summarise(games, home, away, seed);
    },
  };
}
