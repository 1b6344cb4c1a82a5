/**
 * DreadBall's computer-coach tournaments (`npm run sim -- --home ai:normal --away random`): the
 * runner of src/shared/games/dreadball/ai/tournament.ts behind the tools' TournamentTool.
 */
import { type AgentSpec, type GameOutcome, parseAgent, runTournament, summarise } from './ai/tournament';
import { ToolInputError } from '../../game/tool-error';
import type { TournamentTool } from '../../game/tools';

/** One line of a --games-out file. */
interface Record {
  home: AgentSpec;
  away: AgentSpec;
  game: GameOutcome;
}

function agent(s: string): AgentSpec {
  try {
    return parseAgent(s);
  } catch (e) {
    throw new ToolInputError(e instanceof Error ? e.message : String(e));
  }
}

function isRecord(v: unknown): v is Record {
  if (!v || typeof v !== 'object') return false;
  const r = v as { home?: unknown; away?: unknown; game?: unknown };
  return typeof r.home === 'string' && typeof r.away === 'string' && !!r.game && typeof r.game === 'object';
}

export const dreadballTournament: TournamentTool = {
  run(o) {
    const home = agent(o.home);
    const away = agent(o.away);
    return runTournament({
      games: o.games,
      home,
      away,
      seed: o.seed,
      shard: o.shard,
      shards: o.shards,
      now: o.now,
      onGame: (g, i) => o.onGame?.({ home, away, game: g } satisfies Record, `game ${i}: ${g.winner ?? 'draw'} ${g.entrants.home.points}-${g.entrants.away.points} (${g.reason})`, i),
    });
  },
  merge(records, seed) {
    const games: GameOutcome[] = [];
    let home: AgentSpec = 'random';
    let away: AgentSpec = 'random';
    records.forEach((r, i) => {
      if (!isRecord(r)) throw new ToolInputError(`record ${i + 1} is not a tournament game ({ home, away, game })`);
      home = agent(r.home);
      away = agent(r.away);
      games.push(r.game);
    });
    return summarise(games, home, away, seed, 0);
  },
};
