/**
 * Blood Bowl's computer-coach tournaments (`npm run sim -- --game bloodbowl --home ai:easy --away
 * random`): the runner of ./ai/tournament.ts behind the tools' TournamentTool.
 */
import { type BBAgentSpec, type BBGameOutcome, parseBBAgent, runBBTournament, summariseBB } from './ai/tournament';
import { ToolInputError } from '../../game/tool-error';
import type { TournamentTool } from '../../game/tools';

/** One line of a --games-out file. */
interface GameRecord {
  home: BBAgentSpec;
  away: BBAgentSpec;
  game: BBGameOutcome;
}

function agent(s: string): BBAgentSpec {
  try {
    return parseBBAgent(s);
  } catch (e) {
    throw new ToolInputError(e instanceof Error ? e.message : String(e));
  }
}

function isRecord(v: unknown): v is GameRecord {
  if (!v || typeof v !== 'object') return false;
  const r = v as { home?: unknown; away?: unknown; game?: unknown };
  return typeof r.home === 'string' && typeof r.away === 'string' && !!r.game && typeof r.game === 'object';
}

export const bloodbowlTournament: TournamentTool = {
  run(o) {
    const home = agent(o.home);
    const away = agent(o.away);
    return runBBTournament({
      games: o.games,
      home,
      away,
      seed: o.seed,
      shard: o.shard,
      shards: o.shards,
      now: o.now,
      onGame: (g, i) => o.onGame?.({ home, away, game: g } satisfies GameRecord, `game ${i}: ${g.winner ?? 'draw'} ${g.score.home}-${g.score.away}`, i),
    });
  },
  merge(records, seed) {
    const games: BBGameOutcome[] = [];
    let home: BBAgentSpec = 'random';
    let away: BBAgentSpec = 'random';
    records.forEach((r, i) => {
      if (!isRecord(r)) throw new ToolInputError(`record ${i + 1} is not a tournament game ({ home, away, game })`);
      home = agent(r.home);
      away = agent(r.away);
      games.push(r.game);
    });
    return summariseBB(games, home, away, seed, 0);
  },
};
