// The simulate tool's JSON: the table, every player's XP, rank, abilities, injuries and status,
// the counts and the violations.
import { leagueTable, type TableRow } from './table';
import type { Simulation, SimulationCounts } from './simulate';
import type { LastingInjury, LeagueAbility, Rank, TeamUpgrade } from './types';

export interface PlayerReport {
  id: string;
  name: string;
  typeId: string;
  xp: number;
  rank: Rank;
  abilities: LeagueAbility[];
  stat: 'strength' | 'skill' | null;
  injuries: LastingInjury[];
  status: 'available' | 'misses-next' | 'dead' | 'retired';
  matches: number;
}

export interface LeagueReport {
  name: string;
  seed: number;
  table: TableRow[];
  teams: { id: string; name: string; treasury: number; coachDice: number; upgrades: TeamUpgrade[]; players: PlayerReport[] }[];
  counts: SimulationCounts;
  violations: string[];
}

export function leagueReport(sim: Simulation): LeagueReport {
  const { league } = sim;
  return {
    name: league.name,
    seed: league.seed,
    table: leagueTable(league),
    teams: league.teams.map((t) => ({
      id: t.id,
      name: t.name,
      treasury: t.treasury,
      coachDice: t.coachDice,
      upgrades: t.upgrades,
      players: t.players.map((p) => ({
        id: p.id,
        name: p.name,
        typeId: p.typeId,
        xp: p.xp,
        rank: p.rank,
        abilities: p.upgrades.flatMap((u) => (u.kind === 'ability' ? [u.ability] : [])),
        stat: p.upgrades.flatMap((u) => (u.kind === 'stat' ? [u.stat] : []))[0] ?? null,
        injuries: p.injuries,
        status: p.status === 'active' ? (p.missesNext ? 'misses-next' : 'available') : p.status,
        matches: p.career.matches,
      })),
    })),
    counts: sim.counts,
    violations: sim.violations,
  };
}
