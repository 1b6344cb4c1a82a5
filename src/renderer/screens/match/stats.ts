// Per-player match statistics folded from the engine's events, and the end-of-match table. Pure.
import type { ActionKind, GameEvent } from '../../../shared/games/dreadball/engine/types';
import type { Cast } from '../../match/names';

export interface PlayerStats {
  strikes: number;
  points: number;
  slamsWon: number;
  injuriesCaused: number;
  catches: number;
}

export interface StatRow extends PlayerStats {
  id: number;
  name: string;
}

/** One team's part of the table. */
export interface StatGroup {
  team: 0 | 1;
  name: string;
  rows: StatRow[];
}

export const emptyStats = (): PlayerStats => ({ strikes: 0, points: 0, slamsWon: 0, injuriesCaused: 0, catches: 0 });

interface Fold {
  stats: Map<number, PlayerStats>;
  /** The action each player is taking, from the latest `action` event. */
  acting: Map<number, ActionKind>;
  /** Players that rolled a counter-slam in the clash being resolved. */
  counter: Set<number>;
}

function bump(f: Fold, id: number, key: keyof PlayerStats, by = 1): void {
  let s = f.stats.get(id);
  if (!s) {
    s = emptyStats();
    f.stats.set(id, s);
  }
  s[key] += by;
}

export function foldStats(events: Iterable<GameEvent>): Map<number, PlayerStats> {
  const f: Fold = { stats: new Map(), acting: new Map(), counter: new Set() };
  for (const e of events) {
    switch (e.type) {
      case 'action':
        f.acting.set(e.player, e.action);
        f.counter.clear();
        break;
      case 'test':
        if (e.test === 'counter-slam') f.counter.add(e.player);
        break;
      case 'clash': {
        if (e.winner === 'tie') break;
        const winner = e.winner === 'attacker' ? e.attacker : e.defender;
        const slam = e.winner === 'attacker' ? f.acting.get(e.attacker) === 'slam' : f.counter.has(e.defender);
        if (slam) bump(f, winner, 'slamsWon');
        f.counter.clear();
        break;
      }
      case 'injury':
      case 'death':
        // The engine names who caused it (null: nobody, e.g. after a failed Dodge).
        if (e.cause !== null) bump(f, e.cause, 'injuriesCaused');
        break;
      case 'strike':
        bump(f, e.player, 'strikes');
        bump(f, e.player, 'points', e.points);
        break;
      case 'ball-held':
        if (e.how === 'catch') bump(f, e.player, 'catches');
        break;
    }
  }
  return f.stats;
}

/** Every player of both rosters, in roster order under his team, zeros for those who did nothing. */
export function statTable(cast: Cast, stats: ReadonlyMap<number, PlayerStats>): StatGroup[] {
  return ([0, 1] as const).map((team) => ({
    team,
    name: cast.teams[team].name,
    rows: cast.players.filter((p) => p.team === team).map((p) => ({ id: p.id, name: `#${p.number} ${p.name}`, ...emptyStats(), ...stats.get(p.id) })),
  }));
}
