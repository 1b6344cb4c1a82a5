// What a coach may still change on a team that an unfinished match plays with: only what keeps
// that match valid (names, shirt numbers, colours). Pure, so the rule is tested on its own.
import type { CustomTeam } from '../../shared/games/dreadball/teams';

/** Parts of a team the builder can lock (re-rolls: Blood Bowl's). */
export type TeamPart = 'name' | 'shortName' | 'colours' | 'emblem' | 'race' | 'roster' | 'playerName' | 'playerNumber' | 'coachDice' | 'rerolls';

/** Parts that stay editable while a match uses the team. */
export const EDITABLE_IN_USE: readonly TeamPart[] = ['name', 'shortName', 'colours', 'playerName', 'playerNumber'];

export function isLocked(part: TeamPart, inUse: boolean): boolean {
  return inUse && !EDITABLE_IN_USE.includes(part);
}

/**
 * The locked parts that differ between the saved team and the edited one (empty when the edit is
 * allowed). Players are matched by position: renaming and renumbering keep the position.
 */
export function lockedChanges(saved: CustomTeam, edited: CustomTeam): TeamPart[] {
  const changed: TeamPart[] = [];
  if (saved.emblem !== edited.emblem) changed.push('emblem');
  if (JSON.stringify(saved.race) !== JSON.stringify(edited.race)) changed.push('race');
  if (saved.coachDice !== edited.coachDice) changed.push('coachDice');
  const sameRoster =
    saved.players.length === edited.players.length && saved.players.every((p, i) => edited.players[i]?.typeId === p.typeId);
  if (!sameRoster) changed.push('roster');
  return changed;
}
