// What the Teams list shows of a saved Blood Bowl team.
import { sheetCost } from '../../shared/games/bloodbowl/teams/sheet';
import type { BloodBowlTeamContent } from '../../shared/games/bloodbowl/teams/teamFile';
import type { TeamSummary } from './stored';

export function summarizeBloodBowl(team: BloodBowlTeamContent & { id: string }, inUse: boolean): TeamSummary {
  return {
    id: team.id,
    game: 'bloodbowl',
    name: team.name,
    shortName: team.shortName,
    emblem: 'shield',
    colours: { primary: team.colours.primary, secondary: team.colours.secondary },
    raceId: team.race,
    raceName: team.race,
    homebrew: false,
    playerCount: team.players.length,
    value: sheetCost(team),
    coachDice: team.rerolls,
    inUse,
  };
}
