// A saved custom team -> the TeamSheet a match is played with.
import type { PlayerType, Race } from '../teams/roster';
import { stockRace } from '../teams/stock';
import type { TeamSheet } from '../teams/team';
import type { TeamFile } from './schemas';

export function teamRace(team: TeamFile): Race {
  if (team.race.kind === 'stock') return stockRace(team.race.raceId);
  const types: PlayerType[] = team.race.types.map((t) => ({
    id: t.id,
    role: t.role,
    species: t.species,
    stats: { ...t.stats },
    cost: t.cost,
    start: 0,
    max: t.max,
    abilities: [...t.abilities],
  }));
  return { id: `homebrew-${team.id}`, teamName: team.name, raceName: team.race.raceName, coachDice: team.coachDice, types, homebrew: true };
}

export function teamFileToSheet(team: TeamFile): TeamSheet {
  return {
    id: team.id,
    name: team.name,
    shortName: team.shortName,
    race: teamRace(team),
    players: team.players.map((p) => ({ ...p })),
    coachDice: team.coachDice,
  };
}
